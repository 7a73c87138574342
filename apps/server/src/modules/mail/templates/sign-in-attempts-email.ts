import type { Locale } from '@tabib/contracts/locales';
import type { EmailMessage } from '../mailer';

const texts: Record<
  Locale,
  {
    subject: string;
    greeting: string;
    attempts: (failures: number) => string;
    safeguards: string;
    advice: string;
    action: string;
    ignore: string;
  }
> = {
  fr: {
    subject: 'Tentatives de connexion à votre compte Tabib',
    greeting: 'Bonjour',
    attempts: (failures) =>
      `Quelqu’un a essayé de se connecter à votre compte avec un mauvais mot de passe (${failures} fois en moins d’une heure).`,
    safeguards: 'Ces essais sont freinés, et les navigateurs depuis lesquels vous vous êtes déjà connecté ne sont pas bloqués.',
    advice: 'Si ce n’était pas vous, choisissez un mot de passe long que vous n’utilisez nulle part ailleurs :',
    action: 'Changer de mot de passe',
    ignore: 'Si c’était vous, ignorez ce message.',
  },
  en: {
    subject: 'Sign-in attempts on your Tabib account',
    greeting: 'Hello',
    attempts: (failures) =>
      `Someone tried to sign in to your account with a wrong password (${failures} times in less than an hour).`,
    safeguards: 'These attempts are slowed down, and browsers you have already signed in from are not blocked.',
    advice: 'If it was not you, choose a long password that you use nowhere else:',
    action: 'Change my password',
    ignore: 'If it was you, you can ignore this message.',
  },
  ar: {
    subject: 'محاولات تسجيل الدخول إلى حسابك على طبيب',
    greeting: 'مرحبا',
    attempts: (failures) => `حاول شخص ما تسجيل الدخول إلى حسابك بكلمة مرور خاطئة (${failures} مرة في أقل من ساعة).`,
    safeguards: 'يتم إبطاء هذه المحاولات، ولا تُمنع المتصفحات التي سبق أن سجلت الدخول منها.',
    advice: 'إذا لم تكن أنت، فاختر كلمة مرور طويلة لا تستعملها في أي مكان آخر:',
    action: 'تغيير كلمة المرور',
    ignore: 'إذا كنت أنت، تجاهل هذه الرسالة.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** To the owner of an account being guessed at (at most once an hour, sign-in-throttle.ts). */
export function signInAttemptsEmail(input: {
  to: string;
  name: string;
  failures: number;
  link: string;
  locale: Locale;
}): EmailMessage {
  const t = texts[input.locale];
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const attempts = t.attempts(input.failures);
  return {
    to: input.to,
    subject: t.subject,
    template: 'sign-in-attempts',
    locale: input.locale,
    primaryLink: input.link,
    text: `${t.greeting} ${input.name},\n\n${attempts}\n${t.safeguards}\n\n${t.advice}\n${input.link}\n\n${t.ignore}\n`,
    html:
      `<div dir="${dir}" lang="${input.locale}"><p>${t.greeting} ${escapeHtml(input.name)},</p>` +
      `<p>${attempts}<br>${t.safeguards}</p><p>${t.advice}</p>` +
      `<p><a href="${escapeHtml(input.link)}">${t.action}</a></p><p>${t.ignore}</p></div>`,
  };
}
