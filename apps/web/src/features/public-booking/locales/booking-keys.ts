import type messages from './fr.json';

/** The booking pages' i18next namespace (its messages: booking-messages.ts). Apart, so that a part of the page that only shows messages does not load i18next's setup with it. */
export const bookingNamespace = 'public-booking';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;
type KeysOf<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${WithoutPlural<Key>}`
    : KeysOf<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A message of the booking pages, checked against the French file: a misspelt key fails the type check. */
export type BookingKey = KeysOf<typeof messages>;
