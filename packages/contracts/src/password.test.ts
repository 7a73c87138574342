import { describe, expect, it } from 'vitest';
import { passwordSchema } from './password';

describe('passwordSchema', () => {
  it.each(['Demo.pass1', 'Abcdefg1', 'Ab-cd.ef12345'])('accepts %s', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['Ab1defg', 'validation.passwordLength'],
    ['Abcdefgh1234567', 'validation.passwordLength'],
    ['abcdefg1', 'validation.passwordUppercase'],
    ['ABCDEFG1', 'validation.passwordLowercase'],
    ['Abcdefgh', 'validation.passwordDigit'],
    ['Abcdefg1!', 'validation.passwordCharacters'],
    ['Abc defg1', 'validation.passwordCharacters'],
  ])('refuses %s with %s', (value, message) => {
    const result = passwordSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
