import { describe, expect, it } from 'vitest';
import { clampMonths, defaultMonthsOf, monthBoundsOf, monthMarksOf } from './month-slider';

describe('the month slider (spec 3 section 5)', () => {
  it('asks at least 3 months in cash when 3 or more are available, and never more than available', () => {
    expect(monthBoundsOf('cash', 6)).toEqual({ min: 3, max: 6 });
    expect(monthBoundsOf('cash', 3)).toEqual({ min: 3, max: 3 });
    expect(monthBoundsOf('cash', 24)).toEqual({ min: 3, max: 24 });
  });

  it('lets cash pay what is left when fewer than 3 months are left', () => {
    expect(monthBoundsOf('cash', 2)).toEqual({ min: 1, max: 2 });
    expect(monthBoundsOf('cash', 1)).toEqual({ min: 1, max: 1 });
  });

  it('starts at one month for every other method', () => {
    for (const method of ['versement', 'virement', 'ccp', 'cib'] as const)
      expect(monthBoundsOf(method, 12)).toEqual({ min: 1, max: 12 });
  });

  it('keeps a chosen number of months within the bounds when the method changes', () => {
    expect(clampMonths(1, monthBoundsOf('cash', 12))).toBe(3);
    expect(clampMonths(30, monthBoundsOf('versement', 24))).toBe(24);
    expect(clampMonths(5, monthBoundsOf('cib', 6))).toBe(5);
  });

  it('starts on a quarter where the bounds allow it', () => {
    expect(defaultMonthsOf(monthBoundsOf('versement', 12))).toBe(3);
    expect(defaultMonthsOf(monthBoundsOf('versement', 2))).toBe(2);
  });

  it('marks its ends and the named frequencies between them', () => {
    expect(monthMarksOf(monthBoundsOf('cash', 24))).toEqual([3, 6, 12, 24]);
    expect(monthMarksOf(monthBoundsOf('cib', 5))).toEqual([1, 3, 5]);
  });
});
