import { defaultPhoneCountry, parsePhone } from '@tabib/contracts/phone';

/**
 * The one way a phone is shown (spec 3 section 1): an Algerian mobile as its national number
 * grouped 3-3-4 (+213661234501 is 066 123 4501); a 9-digit landline, which 3-3-4 cannot group,
 * as 021 23 45 67; another country's number internationally; anything unreadable as it is.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone?.trim()) return '-';
  const parsed = parsePhone(phone);
  if (!parsed) return phone;
  if (parsed.country !== defaultPhoneCountry) return parsed.formatInternational();
  const national = `0${parsed.nationalNumber}`;
  return national.length === 10
    ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : parsed.formatNational();
}
