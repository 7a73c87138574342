import { describe, expect, it } from 'vitest';
import { bookingSlugMaxLength, bookingSlugPattern } from '@tabib/contracts/public-booking';
import { bookingSlugBaseOf, firstFreeSlug } from './booking-slug';

const id = '3f2a9c1b-0000-4000-8000-000000000000';
const slugOf = (title: string, firstName: string, lastName: string) => bookingSlugBaseOf({ id, title, firstName, lastName });

describe('booking slugs', () => {
  it('reads as the title and the names', () => {
    expect(slugOf('Dr', 'Amina', 'Benali')).toBe('dr-amina-benali');
    expect(slugOf('Pr', 'Mohamed', 'Ait Ahmed')).toBe('pr-mohamed-ait-ahmed');
    expect(slugOf('', 'Nour-El-Houda', "O'Brien")).toBe('dr-nour-el-houda-o-brien');
  });

  it('drops accents and transliterates Arabic names', () => {
    expect(slugOf('Dr', 'Hélène', 'Lefèvre-Çelik')).toBe('dr-helene-lefevre-celik');
    expect(slugOf('Dr', 'Œdipe', 'Straße')).toBe('dr-oedipe-strasse');
    expect(slugOf('Dr', 'أمينة', 'بن علي')).toBe('dr-amina-bn-ali');
    // Short vowels are not written in Arabic: they stay out.
    expect(slugOf('Dr', 'شريف', 'جلول')).toBe('dr-chrif-djloul');
  });

  it('falls back on a short id when the names give no letters', () => {
    expect(slugOf('Dr', '李', '华')).toBe('dr-3f2a9c1b');
    expect(slugOf('Dr', '', '')).toBe('dr-3f2a9c1b');
  });

  it('stays within the length, cut between words, and matches the pattern', () => {
    const slug = slugOf('Dr', 'Abdelkader Mohamed Lamine Seddik'.repeat(3), 'Benabdallah');
    expect(slug.length).toBeLessThanOrEqual(bookingSlugMaxLength - 4);
    expect(slug).toMatch(bookingSlugPattern);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('takes the first free numeric suffix on collision', () => {
    expect(firstFreeSlug('dr-amina-benali', [])).toBe('dr-amina-benali');
    expect(firstFreeSlug('dr-amina-benali', ['dr-amina-benali'])).toBe('dr-amina-benali-2');
    expect(firstFreeSlug('dr-amina-benali', ['dr-amina-benali', 'dr-amina-benali-2', 'dr-amina-benali-4'])).toBe(
      'dr-amina-benali-3',
    );
  });
});
