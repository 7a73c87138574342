import type { Locale } from '@tabib/contracts/locales';
import { formatDinars } from '@tabib/contracts/money';
import type { EmailMessage } from '../mailer';

type Verdict = 'confirmed' | 'rejected';

const texts: Record<Locale, { subject: Record<Verdict, string>; greeting: string; body: Record<Verdict, string> }> = {
  fr: {
    subject: { confirmed: 'Votre paiement Tabib est confirmé', rejected: 'Votre paiement Tabib n’a pas pu être confirmé' },
    greeting: 'Bonjour',
    body: {
      confirmed: 'Nous avons bien reçu votre paiement de {amount} ({months} mois) : votre abonnement est à jour.',
      rejected:
        'Nous n’avons pas pu confirmer votre paiement de {amount} ({months} mois). Refaites la demande depuis la page Abonnement ou contactez-nous.',
    },
  },
  en: {
    subject: { confirmed: 'Your Tabib payment is confirmed', rejected: 'Your Tabib payment could not be confirmed' },
    greeting: 'Hello',
    body: {
      confirmed: 'We received your payment of {amount} ({months} months): your subscription is up to date.',
      rejected:
        'We could not confirm your payment of {amount} ({months} months). Please request it again from the Subscription page or contact us.',
    },
  },
  ar: {
    subject: { confirmed: 'تم تأكيد دفعتك على طبيب', rejected: 'تعذر تأكيد دفعتك على طبيب' },
    greeting: 'مرحبا',
    body: {
      confirmed: 'استلمنا دفعتك بمبلغ {amount} ({months} أشهر): اشتراكك محدث.',
      rejected: 'تعذر علينا تأكيد دفعتك بمبلغ {amount} ({months} أشهر). يرجى إعادة الطلب من صفحة الاشتراك أو التواصل معنا.',
    },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The operator's verdict on a subscription instalment's receipt. */
export function subscriptionPaymentEmail(input: {
  to: string;
  name: string;
  verdict: Verdict;
  months: number;
  amountCentimes: number;
  locale: Locale;
}): EmailMessage {
  const t = texts[input.locale];
  const sentence = t.body[input.verdict]
    .replace('{amount}', formatDinars(input.amountCentimes, input.locale))
    .replace('{months}', String(input.months));
  return {
    to: input.to,
    subject: t.subject[input.verdict],
    template: 'subscription-payment',
    locale: input.locale,
    text: `${t.greeting} ${input.name},\n\n${sentence}\n`,
    html: `<div dir="${input.locale === 'ar' ? 'rtl' : 'ltr'}" lang="${input.locale}"><p>${t.greeting} ${escapeHtml(input.name)},</p><p>${escapeHtml(sentence)}</p></div>`,
  };
}
