import type { Locale } from '@tabib/contracts/locales';
import type { EmailMessage } from '../mailer';

type Verdict = 'approved' | 'rejected';
type Slug = 'infos' | 'diplomas';

const texts: Record<
  Locale,
  { subject: string; greeting: string; what: Record<Slug, string>; verdict: Record<Verdict, string>; note: string }
> = {
  fr: {
    subject: 'Votre demande de modification du profil Tabib',
    greeting: 'Bonjour',
    what: {
      infos: 'Votre demande de modification de vos informations personnelles',
      diplomas: 'Votre demande de modification de vos diplômes',
    },
    verdict: { approved: 'a été acceptée : votre profil est à jour.', rejected: 'a été refusée.' },
    note: 'Message de l’équipe :',
  },
  en: {
    subject: 'Your Tabib profile edit request',
    greeting: 'Hello',
    what: { infos: 'Your request to change your personal information', diplomas: 'Your request to change your diplomas' },
    verdict: { approved: 'was approved: your profile is up to date.', rejected: 'was rejected.' },
    note: 'Message from the team:',
  },
  ar: {
    subject: 'طلب تعديل ملفك الشخصي على طبيب',
    greeting: 'مرحبا',
    what: { infos: 'طلبك لتعديل معلوماتك الشخصية', diplomas: 'طلبك لتعديل شهاداتك' },
    verdict: { approved: 'تم قبوله: ملفك الشخصي محدث.', rejected: 'تم رفضه.' },
    note: 'رسالة الفريق:',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function editRequestVerdictEmail(input: {
  to: string;
  name: string;
  slug: Slug;
  verdict: Verdict;
  note: string | null;
  locale: Locale;
}): EmailMessage {
  const t = texts[input.locale];
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const sentence = `${t.what[input.slug]} ${t.verdict[input.verdict]}`;
  const note = input.note ? `\n\n${t.note}\n${input.note}` : '';
  return {
    to: input.to,
    subject: t.subject,
    template: 'edit-request-verdict',
    locale: input.locale,
    text: `${t.greeting} ${input.name},\n\n${sentence}${note}\n`,
    html:
      `<div dir="${dir}" lang="${input.locale}"><p>${t.greeting} ${escapeHtml(input.name)},</p><p>${escapeHtml(sentence)}</p>` +
      (input.note ? `<p>${t.note}</p><p>${escapeHtml(input.note)}</p>` : '') +
      '</div>',
  };
}
