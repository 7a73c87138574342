import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

export const defaultPhoneCountry = 'DZ';
export const defaultPhonePrefix = '+213';

/** A phone number as stored or typed (default country Algeria), or null when it is not a valid one. */
export function parsePhone(input: string): PhoneNumber | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultPhoneCountry);
  return parsed?.isValid() ? parsed : null;
}

/** E.164 form of a phone number typed by a user (default country Algeria), or null when invalid. */
export function toE164(input: string): string | null {
  return parsePhone(input)?.number ?? null;
}
