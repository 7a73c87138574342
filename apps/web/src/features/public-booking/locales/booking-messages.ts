import type { Locale } from '@tabib/contracts/locales';
import { i18n } from '../../../lib/i18n';
import { loadOnce } from '../../../lib/load-once';
import type messages from './fr.json';

/**
 * The booking pages' messages, beside the feature rather than in src/locales/: every namespace
 * there joins the doctors' app's message chunk (vite.config.ts), which would grow each of its
 * pages for a page they never show. Here each language is its own small chunk, loaded by the
 * public pages only. locales/booking-messages.test.ts holds them to the app's rules.
 */
export const bookingNamespace = 'public-booking';

export type BookingMessages = typeof messages;

const files = import.meta.glob<BookingMessages>('./*.json', { import: 'default' });

export function bookingMessagesFile(locale: Locale): () => Promise<BookingMessages> {
  const file = files[`./${locale}.json`];
  if (!file) throw new Error(`no booking messages for ${locale}`);
  return file;
}

/** Adds the language's booking messages to i18next, once; resolves when they are in. */
export const loadBookingMessages = loadOnce((locale: Locale) =>
  bookingMessagesFile(locale)().then((content) => {
    i18n.addResourceBundle(locale, bookingNamespace, content, true, true);
  }),
);

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;
type KeysOf<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${WithoutPlural<Key>}`
    : KeysOf<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A message of the booking pages, checked against the French file: a misspelt key fails the type check. */
export type BookingKey = KeysOf<BookingMessages>;
