import { bookingSlugMaxLength } from '@tabib/contracts/public-booking';

/**
 * The address of a doctor's public page: 'dr-amina-benali' from the title and names, ASCII only
 * (accents dropped, Arabic transliterated the way Algerian names are usually written in Latin
 * letters), a numeric suffix on collision. Given once, when the doctor first enables the page,
 * and never changed: a printed or shared link keeps working after a change of name.
 */

const latinLetters: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

// Consonants as Algerian civil registers spell them in French (ج dj, ش ch); long vowels only,
// short vowels (harakat) are not written and are dropped.
const arabicLetters: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ٱ: 'a',
  ء: '',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'dj',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'ch',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'dh',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'ou',
  ؤ: 'ou',
  ي: 'i',
  ى: 'a',
  ئ: 'i',
  پ: 'p',
  ڤ: 'v',
  گ: 'g',
};

/** Lower-case ASCII words joined by hyphens; '' when nothing transliterates. */
export function slugWordsOf(text: string): string {
  const ascii = [...text.normalize('NFKD').toLowerCase()]
    .map((char) => latinLetters[char] ?? arabicLetters[char] ?? char)
    .join('')
    // combining marks (accents, harakat) and the tatweel
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '');
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Cut at a word boundary so the longest suffix ('-999') still fits. */
function bounded(slug: string): string {
  const max = bookingSlugMaxLength - 4;
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf('-');
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut;
}

/**
 * The slug before any collision suffix. Names that give fewer than two ASCII letters or digits
 * (another script) fall back on the first 8 hex digits of the doctor's id.
 */
export function bookingSlugBaseOf(doctor: { id: string; title: string; firstName: string; lastName: string }): string {
  const title = slugWordsOf(doctor.title);
  const name = slugWordsOf(`${doctor.firstName} ${doctor.lastName}`);
  const person = name.replace(/-/g, '').length >= 2 ? name : doctor.id.replace(/-/g, '').slice(0, 8).toLowerCase();
  return bounded([title || 'dr', person].join('-'));
}

/** The base itself when free, else base-2, base-3... the first one not taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
