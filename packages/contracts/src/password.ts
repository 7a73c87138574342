import { z } from 'zod';
import { textLimits } from './text-limits';

export const passwordMinLength = 8;

/**
 * The one password rule of every form and route (sign-up of an assistant, reset, first login,
 * preferences): 8 characters or more, any printable ones, with at least one letter and one
 * digit (docs/decisions.md, issue 12). Messages are translation keys. The "at least one" rules
 * are refinements, so the document carries one pattern, not typed sub-schemas that a client
 * generator or a linter reads as unbounded strings.
 */
export const passwordSchema = z
  .string()
  .min(passwordMinLength, { message: 'validation.passwordLength' })
  .max(textLimits.password, { message: 'validation.passwordLength' })
  .refine((value) => /\p{L}/u.test(value), { message: 'validation.passwordLetter' })
  .refine((value) => /\p{Nd}/u.test(value), { message: 'validation.passwordDigit' })
  .regex(/^\P{C}*$/u, { message: 'validation.passwordCharacters' });
