import { describe, expect, it } from 'vitest';
import { passwordSchema } from './password';

describe('passwordSchema', () => {
  it.each([
    'Demo.pass1',
    'Assist.pass1',
    'abcdefg1',
    'ABCDEFG1',
    'Much.Too.Long.Pass1',
    'pass word 9',
    'كلمة.سر.12',
    'Ab!cd_ef1',
  ])('accepts %s', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['Ab1defg', 'validation.passwordLength'],
    ['A1'.repeat(65), 'validation.passwordLength'],
    ['12345678', 'validation.passwordLetter'],
    ['Abcdefgh', 'validation.passwordDigit'],
    ['Abcdefg1\u0000', 'validation.passwordCharacters'],
    ['Abc\tdefg1', 'validation.passwordCharacters'],
  ])('refuses %s with %s', (value, message) => {
    const result = passwordSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
