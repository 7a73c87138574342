import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups Algerian phones 3-3-4', () => {
    expect(formatPhone('+213661234501')).toBe('066 123 4501');
    expect(formatPhone('+33612345678')).toBe('+33612345678');
    expect(formatPhone(null)).toBe('-');
  });
});
