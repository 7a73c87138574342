import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar';
import 'dayjs/locale/ar-dz';
import type { Locale } from '@tabib/contracts/locales';
import { currentLocale, i18n } from './i18n';

// Dates follow the interface's language. Imported by app/antd-root.tsx, not by the entry: the
// sign-in page shows no date, and dayjs with its locales would weigh on its first load.

// Algerian Arabic month names (جانفي, فيفري...) and Latin digits, as in the practice's papers.
const dayjsLocales: Record<Locale, string> = { fr: 'fr', en: 'en', ar: 'ar-dz' };

// The practice's week starts on Sunday in every language (spec 1 section 9): the calendar,
// the mini calendar and the date pickers all read it from dayjs.
dayjs.extend(updateLocale);
// antd's pickers read the dayjs locale of their own language ('ar' for ar_EG), so it is set too.
for (const name of [...Object.values(dayjsLocales), 'ar']) dayjs.updateLocale(name, { weekStart: 0 });

const applyLocale = () => dayjs.locale(dayjsLocales[currentLocale()]);
applyLocale();
i18n.on('languageChanged', applyLocale);
