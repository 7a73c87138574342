import { describe, expect, it } from 'vitest';
import { numberInWords } from './number-words';

const spelled = (locale: 'fr' | 'en' | 'ar', counts: number[]) => counts.map((count) => numberInWords(count, locale));

describe('a count in words', () => {
  it('in French, with its 70s, 80s and 90s and the plural of vingt and cent', () => {
    expect(spelled('fr', [0, 1, 16, 17, 21, 22, 60, 70, 71, 72, 77, 80, 81, 90, 91, 99])).toEqual([
      'zéro',
      'un',
      'seize',
      'dix-sept',
      'vingt et un',
      'vingt-deux',
      'soixante',
      'soixante-dix',
      'soixante et onze',
      'soixante-douze',
      'soixante-dix-sept',
      'quatre-vingts',
      'quatre-vingt-un',
      'quatre-vingt-dix',
      'quatre-vingt-onze',
      'quatre-vingt-dix-neuf',
    ]);
    expect(spelled('fr', [100, 101, 200, 201, 280, 999, 1000])).toEqual([
      'cent',
      'cent un',
      'deux cents',
      'deux cent un',
      'deux cent quatre-vingts',
      'neuf cent quatre-vingt-dix-neuf',
      'mille',
    ]);
  });

  it('in English', () => {
    expect(spelled('en', [0, 1, 13, 20, 21, 45, 99, 100, 115, 342, 1000])).toEqual([
      'zero',
      'one',
      'thirteen',
      'twenty',
      'twenty-one',
      'forty-five',
      'ninety-nine',
      'one hundred',
      'one hundred and fifteen',
      'three hundred and forty-two',
      'one thousand',
    ]);
  });

  it('in Arabic, units before tens', () => {
    expect(spelled('ar', [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 99, 100, 200, 305, 999, 1000])).toEqual([
      'صفر',
      'واحد',
      'اثنان',
      'ثلاثة',
      'عشرة',
      'أحد عشر',
      'اثنا عشر',
      'ثلاثة عشر',
      'عشرون',
      'واحد وعشرون',
      'تسعة وتسعون',
      'مئة',
      'مئتان',
      'ثلاثمئة وخمسة',
      'تسعمئة وتسعة وتسعون',
      'ألف',
    ]);
  });

  it('writes digits past a thousand', () => {
    expect(numberInWords(1001, 'en')).toBe('1,001');
    expect(numberInWords(2500, 'fr')).toBe((2500).toLocaleString('fr'));
  });
});
