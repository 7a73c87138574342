import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const defaultPhoneCountry = 'DZ';
export const defaultPhonePrefix = '+213';

/** E.164 form of a phone number typed by a user (default country Algeria), or null when invalid. */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultPhoneCountry);
  return parsed?.isValid() ? parsed.number : null;
}
