import type { Locale } from '@tabib/contracts/locales';
import type { EmailMessage } from '../mailer';

const texts: Record<Locale, { subject: string; greeting: string; body: string; action: string; ignore: string }> = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe Tabib',
    greeting: 'Bonjour',
    body: 'Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure et ne sert qu’une fois :',
    action: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  },
  en: {
    subject: 'Reset your Tabib password',
    greeting: 'Hello',
    body: 'You asked to reset your password. This link is valid for one hour and works once:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this message.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور طبيب',
    greeting: 'مرحبا',
    body: 'لقد طلبت إعادة تعيين كلمة المرور. هذا الرابط صالح لمدة ساعة واحدة ويستعمل مرة واحدة:',
    action: 'اختر كلمة مرور جديدة',
    ignore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function passwordResetEmail(input: { to: string; name: string; link: string; locale: Locale }): EmailMessage {
  const t = texts[input.locale];
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const name = escapeHtml(input.name);
  return {
    to: input.to,
    subject: t.subject,
    template: 'password-reset',
    locale: input.locale,
    primaryLink: input.link,
    text: `${t.greeting} ${input.name},\n\n${t.body}\n${input.link}\n\n${t.ignore}\n`,
    html:
      `<div dir="${dir}" lang="${input.locale}"><p>${t.greeting} ${name},</p><p>${t.body}</p>` +
      `<p><a href="${escapeHtml(input.link)}">${t.action}</a></p><p>${t.ignore}</p></div>`,
  };
}
