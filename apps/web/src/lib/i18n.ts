import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar';
import 'dayjs/locale/ar-dz';
import { defaultLocale, isLocale, locales, rtlLocales, type Locale } from '@tabib/contracts/locales';
import { loadLocaleResources } from './i18n-resources';
import { storageKeys } from './storage-keys';

/** Each language is offered under its own name, whatever the current language. */
export const languageNames: Record<Locale, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

// Algerian Arabic month names (جانفي, فيفري...) and Latin digits, as in the practice's papers.
const dayjsLocales: Record<Locale, string> = { fr: 'fr', en: 'en', ar: 'ar-dz' };

// The practice's week starts on Sunday in every language (spec 1 section 9): the calendar,
// the mini calendar and the date pickers all read it from dayjs.
dayjs.extend(updateLocale);
// antd's pickers read the dayjs locale of their own language ('ar' for ar_EG), so it is set too.
for (const name of [...Object.values(dayjsLocales), 'ar']) dayjs.updateLocale(name, { weekStart: 0 });

function storedLocale(): Locale {
  const stored = localStorage.getItem(storageKeys.language);
  return isLocale(stored) ? stored : defaultLocale;
}

function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = rtlLocales.includes(locale) ? 'rtl' : 'ltr';
  dayjs.locale(dayjsLocales[locale]);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

export function isRtl(locale: Locale): boolean {
  return rtlLocales.includes(locale);
}

async function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const resources = await loadLocaleResources(locale);
  for (const [namespace, content] of Object.entries(resources)) i18n.addResourceBundle(locale, namespace, content);
}

export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(storageKeys.language, locale);
  await i18nReady;
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyLocale(language);
});

// Only the current language's messages are fetched; main.tsx renders once they are in (no keys
// shown). The others come on a language change.
const initialLocale = storedLocale();
export const i18nReady: Promise<void> = loadLocaleResources(initialLocale).then(async (resources) => {
  await i18n.use(initReactI18next).init({
    resources: { [initialLocale]: resources },
    lng: initialLocale,
    fallbackLng: defaultLocale,
    supportedLngs: locales,
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
});

export { i18n };
