import type { Locale } from '@tabib/contracts/locales';
import type { EmailMessage } from '../mailer';

interface Texts {
  subject: (clinic: string) => string;
  greeting: string;
  body: (clinic: string) => string;
  emailLabel: string;
  passwordLabel: string;
  firstSignIn: string;
  action: string;
}

const texts: Record<Locale, Texts> = {
  fr: {
    subject: (clinic) => `Votre compte Tabib à ${clinic}`,
    greeting: 'Bonjour',
    body: (clinic) => `${clinic} vous a ouvert un compte Tabib. Connectez-vous avec :`,
    emailLabel: 'E-mail',
    passwordLabel: 'Mot de passe à usage unique',
    firstSignIn:
      'À la première connexion, vous choisirez votre propre mot de passe et accepterez les conditions d’utilisation. Ne transmettez ce mot de passe à personne.',
    action: 'Se connecter',
  },
  en: {
    subject: (clinic) => `Your Tabib account at ${clinic}`,
    greeting: 'Hello',
    body: (clinic) => `${clinic} opened a Tabib account for you. Sign in with:`,
    emailLabel: 'E-mail',
    passwordLabel: 'One-time password',
    firstSignIn:
      'At your first sign-in you will choose your own password and accept the terms of use. Do not share this password with anyone.',
    action: 'Sign in',
  },
  ar: {
    subject: (clinic) => `حسابك في طبيب لدى ${clinic}`,
    greeting: 'مرحبا',
    body: (clinic) => `فتحت لك ${clinic} حسابا في طبيب. سجّل الدخول بـ:`,
    emailLabel: 'البريد الإلكتروني',
    passwordLabel: 'كلمة مرور لمرة واحدة',
    firstSignIn: 'عند أول تسجيل دخول ستختار كلمة مرورك الخاصة وتقبل شروط الاستخدام. لا تشارك كلمة المرور هذه مع أي أحد.',
    action: 'تسجيل الدخول',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The one-time password of an account a clinic admin opened (issue 17), in the admin's language. */
export function clinicAccountEmail(input: {
  to: string;
  name: string;
  clinicName: string;
  oneTimePassword: string;
  signInLink: string;
  locale: Locale;
}): EmailMessage {
  const t = texts[input.locale];
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const name = escapeHtml(input.name);
  const clinic = escapeHtml(input.clinicName);
  return {
    to: input.to,
    subject: t.subject(input.clinicName),
    template: 'clinic-account',
    locale: input.locale,
    primaryLink: input.signInLink,
    oneTimePassword: input.oneTimePassword,
    text:
      `${t.greeting} ${input.name},\n\n${t.body(input.clinicName)}\n` +
      `${t.emailLabel}: ${input.to}\n${t.passwordLabel}: ${input.oneTimePassword}\n${input.signInLink}\n\n${t.firstSignIn}\n`,
    html:
      `<div dir="${dir}" lang="${input.locale}"><p>${t.greeting} ${name},</p><p>${t.body(clinic)}</p>` +
      `<p>${t.emailLabel}: <span dir="ltr">${escapeHtml(input.to)}</span><br>` +
      `${t.passwordLabel}: <code dir="ltr">${escapeHtml(input.oneTimePassword)}</code></p>` +
      `<p><a href="${escapeHtml(input.signInLink)}">${t.action}</a></p><p>${t.firstSignIn}</p></div>`,
  };
}
