// Loaded by proof-of-work-field.tsx when a form with the bot check shows (the public booking, the
// subscription's invoice requests), never by another page.
// `altcha/external` ships no inline workers or styles: the PBKDF2 worker below is a file of the
// build and the styles a CSS file, both served by the app itself, so the server's CSP
// (script-src 'self', no blob: or data: workers) needs no exception. The server's challenges
// use PBKDF2/SHA-256 only (apps/server/src/modules/public-booking/proof-of-work.ts).
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { Locale } from '@tabib/contracts/locales';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

// English is built in; the widget matches 'fr' to 'fr-fr' by its prefix.
const languages: Record<Locale, () => Promise<unknown>> = {
  fr: () => import('altcha/i18n/fr-fr'),
  en: () => Promise.resolve(),
  ar: () => import('altcha/i18n/ar'),
};

export function loadAltchaLanguage(locale: Locale): Promise<unknown> {
  return languages[locale]();
}
