import { z } from 'zod';

export const passwordMinLength = 8;
export const passwordMaxLength = 14;

/**
 * Spec 1 section 5: 8 to 14 characters, at least one uppercase, one lowercase and one
 * digit, only hyphens, periods or alphanumerics. Messages are translation keys.
 */
export const passwordSchema = z
  .string()
  .min(passwordMinLength, { message: 'validation.passwordLength' })
  .max(passwordMaxLength, { message: 'validation.passwordLength' })
  .regex(/[A-Z]/, { message: 'validation.passwordUppercase' })
  .regex(/[a-z]/, { message: 'validation.passwordLowercase' })
  .regex(/[0-9]/, { message: 'validation.passwordDigit' })
  .regex(/^[A-Za-z0-9.-]*$/, { message: 'validation.passwordCharacters' });
