import type { Locale } from '@tabib/contracts/locales';
import { i18n } from '../../../lib/i18n';
import type messages from './fr.json';
import { bookingNamespace } from './booking-keys';

/**
 * The booking pages' messages, beside the feature rather than in src/locales/: every namespace
 * there joins the doctors' app's message chunk (vite.config.ts), which would grow each of its
 * pages for a page they never show. Here each language is its own small chunk, loaded by the
 * public pages only. locales/booking-messages.test.ts holds them to the app's rules.
 */
export type BookingMessages = typeof messages;

const files = import.meta.glob<BookingMessages>('./*.json', { import: 'default' });
const loading = new Map<Locale, Promise<void>>();

export function bookingMessagesFile(locale: Locale): () => Promise<BookingMessages> {
  const file = files[`./${locale}.json`];
  if (!file) throw new Error(`no booking messages for ${locale}`);
  return file;
}

/** Adds the language's booking messages to i18next, once; resolves when they are in. */
export function loadBookingMessages(locale: Locale): Promise<void> {
  let loaded = loading.get(locale);
  if (!loaded) {
    const promise = bookingMessagesFile(locale)().then((content) => {
      i18n.addResourceBundle(locale, bookingNamespace, content, true, true);
      // Marked as React's `use` reads it: a page rendering after this does not suspend at all.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
    });
    promise.catch(() => loading.delete(locale));
    loading.set(locale, (loaded = promise));
  }
  return loaded;
}
