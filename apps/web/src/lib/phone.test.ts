import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups Algerian numbers 3-3-4 however they were stored or typed', () => {
    expect(formatPhone('+213661234501')).toBe('066 123 4501');
    expect(formatPhone('+213 555 12 34 56')).toBe('055 512 3456');
    expect(formatPhone('0555123456')).toBe('055 512 3456');
    expect(formatPhone('0555 12 34 56')).toBe('055 512 3456');
  });

  it("keeps a landline's national grouping, and shows other countries internationally", () => {
    expect(formatPhone('+21321234567')).toBe('021 23 45 67');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('shows a dash for no phone, and anything unreadable as it is', () => {
    expect(formatPhone(null)).toBe('-');
    expect(formatPhone('')).toBe('-');
    expect(formatPhone('n/a')).toBe('n/a');
  });
});
