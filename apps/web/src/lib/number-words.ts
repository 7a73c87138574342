import type { Locale } from '@tabib/contracts/locales';

/**
 * A count spelled in words, 0 to 1000, in the counting form of each language (the failed-actions
 * bulk notice, spec 2 section 8). Larger counts are written in digits. No npm package could be
 * installed for this (n2words would do): the rules below are the few that 0..1000 needs.
 */
export function numberInWords(count: number, locale: Locale): string {
  if (!Number.isInteger(count) || count < 0 || count > 1000) return count.toLocaleString(locale);
  return spellers[locale](count);
}

const frenchUnits = [
  'zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix',
  'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf',
]; // prettier-ignore
const frenchTens = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'soixante', 'quatre-vingt', 'quatre-vingt'];

/** Traditional spelling: hyphens under 100 except around 'et'; 'vingts' and 'cents' plural only at the end. */
function french(count: number): string {
  if (count === 1000) return 'mille';
  if (count >= 100) {
    const hundreds = Math.floor(count / 100);
    const rest = count % 100;
    const head = hundreds === 1 ? 'cent' : `${frenchUnits[hundreds]} cent${rest === 0 ? 's' : ''}`;
    return rest === 0 ? head : `${head} ${french(rest)}`;
  }
  if (count < 20) return frenchUnits[count]!;
  const tens = Math.floor(count / 10);
  // 70-79 and 90-99 count on from 60 and 80: soixante-douze, quatre-vingt-treize.
  const unit = tens === 7 || tens === 9 ? (count % 10) + 10 : count % 10;
  const ten = frenchTens[tens]!;
  if (unit === 0) return tens === 8 ? 'quatre-vingts' : ten;
  if (unit === 1 && tens !== 8) return `${ten} et un`;
  if (unit === 11 && tens === 7) return `${ten} et onze`;
  return `${ten}-${frenchUnits[unit]}`;
}

const englishUnits = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
]; // prettier-ignore
const englishTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function english(count: number): string {
  if (count === 1000) return 'one thousand';
  if (count >= 100) {
    const rest = count % 100;
    const head = `${englishUnits[Math.floor(count / 100)]} hundred`;
    return rest === 0 ? head : `${head} and ${english(rest)}`;
  }
  if (count < 20) return englishUnits[count]!;
  const unit = count % 10;
  const ten = englishTens[Math.floor(count / 10)]!;
  return unit === 0 ? ten : `${ten}-${englishUnits[unit]}`;
}

const arabicUnits = ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const arabicTens = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const arabicHundreds = ['', 'مئة', 'مئتان', 'ثلاثمئة', 'أربعمئة', 'خمسمئة', 'ستمئة', 'سبعمئة', 'ثمانمئة', 'تسعمئة'];

/** The counting (masculine, nominative) forms; the units come before the tens: واحد وعشرون. */
function arabic(count: number): string {
  if (count === 1000) return 'ألف';
  if (count >= 100) {
    const rest = count % 100;
    const head = arabicHundreds[Math.floor(count / 100)]!;
    return rest === 0 ? head : `${head} و${arabic(rest)}`;
  }
  if (count <= 10) return arabicUnits[count]!;
  if (count === 11) return 'أحد عشر';
  if (count === 12) return 'اثنا عشر';
  if (count < 20) return `${arabicUnits[count - 10]} عشر`;
  const unit = count % 10;
  const ten = arabicTens[Math.floor(count / 10)]!;
  return unit === 0 ? ten : `${arabicUnits[unit]} و${ten}`;
}

const spellers: Record<Locale, (count: number) => string> = { fr: french, en: english, ar: arabic };
