import { z } from 'zod';

export const passwordMinLength = 8;
export const passwordMaxLength = 14;

/**
 * Spec 1 section 5: 8 to 14 characters, at least one uppercase, one lowercase and one
 * digit, only hyphens, periods or alphanumerics. Messages are translation keys. The "at
 * least one" rules are refinements, so the document carries one pattern, not four typed
 * sub-schemas that a client generator or a linter reads as unbounded strings.
 */
export const passwordSchema = z
  .string()
  .min(passwordMinLength, { message: 'validation.passwordLength' })
  .max(passwordMaxLength, { message: 'validation.passwordLength' })
  .refine((value) => /[A-Z]/.test(value), { message: 'validation.passwordUppercase' })
  .refine((value) => /[a-z]/.test(value), { message: 'validation.passwordLowercase' })
  .refine((value) => /[0-9]/.test(value), { message: 'validation.passwordDigit' })
  .regex(/^[A-Za-z0-9.-]*$/, { message: 'validation.passwordCharacters' });
