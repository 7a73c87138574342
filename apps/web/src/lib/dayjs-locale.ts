import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import type { Locale } from '@tabib/contracts/locales';
import { currentLocale, i18n } from './i18n';
import { loadOnce } from './load-once';

// Dates follow the interface's language. Loaded with app/antd-locale.ts, not by the entry: the
// sign-in page shows no date, and dayjs with its locales would weigh on its first load.

// Algerian Arabic month names (جانفي, فيفري...) and Latin digits, as in the practice's papers.
const dayjsLocales: Record<Locale, string> = { fr: 'fr', en: 'en', ar: 'ar-dz' };

// Each language's locales only, fetched when it is shown ('en' is dayjs's own). antd's pickers
// read the dayjs locale of their own language ('ar' for ar_EG), so it comes with Arabic too.
const localeFiles: Record<Locale, () => Promise<unknown>> = {
  fr: () => import('dayjs/locale/fr'),
  en: () => Promise.resolve(),
  ar: () => Promise.all([import('dayjs/locale/ar-dz'), import('dayjs/locale/ar')]),
};
const localeNames: Record<Locale, string[]> = { fr: ['fr'], en: ['en'], ar: ['ar-dz', 'ar'] };

dayjs.extend(updateLocale);
const applyLocale = () => dayjs.locale(dayjsLocales[currentLocale()]);
i18n.on('languageChanged', applyLocale);

/** Fetches a language's dayjs locales once; dates follow the interface's language once it is in. */
export const loadDatesLocale = loadOnce((locale: Locale) =>
  localeFiles[locale]().then(() => {
    // The practice's week starts on Sunday in every language (spec 1 section 9): the calendar,
    // the mini calendar and the date pickers all read it from dayjs.
    for (const name of localeNames[locale]) dayjs.updateLocale(name, { weekStart: 0 });
    applyLocale();
  }),
);
