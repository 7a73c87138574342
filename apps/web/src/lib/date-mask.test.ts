import { describe, expect, it } from 'vitest';
import { maskDate } from './date-mask';

describe('date mask 99/99/9999', () => {
  it.each([
    ['1', '1'],
    ['120', '12/0'],
    ['12031990', '12/03/1990'],
    ['12/03/1990', '12/03/1990'],
    ['12a03b1990999', '12/03/1990'],
    ['', ''],
  ])('%s reads %s', (input, masked) => {
    expect(maskDate(input)).toBe(masked);
  });
});
