import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, isLocale, locales, rtlLocales, type Locale } from '@tabib/contracts/locales';
import { loadLocaleResources, type NamespaceGroup } from './i18n-resources';
import { onDemandNamespaces } from './start-namespaces';
import { storageKeys } from './storage-keys';

/** Each language is offered under its own name, whatever the current language. */
export const languageNames: Record<Locale, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

function storedLocale(): Locale {
  const stored = localStorage.getItem(storageKeys.language);
  return isLocale(stored) ? stored : defaultLocale;
}

function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = rtlLocales.includes(locale) ? 'rtl' : 'ltr';
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

export function isRtl(locale: Locale): boolean {
  return rtlLocales.includes(locale);
}

/** Adds a language's namespaces of a group to i18next, fetched at once. */
export async function loadLocale(locale: Locale, group: NamespaceGroup): Promise<void> {
  const resources = await loadLocaleResources(locale, group);
  // Fetched at once, added once i18next has started (its start sets the store).
  await i18nReady;
  for (const [namespace, content] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, content);
  }
}

const pagesMessagesOf = new Map<Locale, Promise<void>>();

/**
 * The current language's namespaces beyond the sign-in page's: app/antd-root.tsx waits for them.
 * Asked for at start on a signed-in page, beside the start namespaces, not after them.
 */
export function loadPageMessages(): Promise<void> {
  const locale = i18n.isInitialized ? currentLocale() : initialLocale;
  let loading = pagesMessagesOf.get(locale);
  if (!loading) pagesMessagesOf.set(locale, (loading = loadLocale(locale, 'pages')));
  return loading;
}

const languageParts: ((locale: Locale) => Promise<unknown>)[] = [];

/** What a loaded layer shows in a language beside its messages (antd's and dayjs's locales): a change waits for it too. */
export function addLanguageParts(load: (locale: Locale) => Promise<unknown>): void {
  languageParts.push(load);
}

export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(storageKeys.language, locale);
  await i18nReady;
  // The on-demand namespaces already fetched come along: a page showing one switches without waiting.
  const inUse = onDemandNamespaces.filter((namespace) => i18n.hasResourceBundle(currentLocale(), namespace));
  await Promise.all([
    loadLocale(locale, 'start'),
    loadLocale(locale, 'pages'),
    ...inUse.map((group) => loadLocale(locale, group)),
    ...languageParts.map((load) => load(locale)),
  ]);
  pagesMessagesOf.set(locale, Promise.resolve());
  await i18n.changeLanguage(locale);
}

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyLocale(language);
});

// Only the current language's messages for the sign-in page are fetched; main.tsx renders once
// they are in (no keys shown). The rest comes with antd's pages, other languages on a change.
const initialLocale = storedLocale();
export const i18nReady: Promise<void> = loadLocaleResources(initialLocale, 'start').then(async (resources) => {
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
