import { z } from 'zod';
import { passwordSchema } from './password';
import { toE164 } from './phone';
import { textLimits, tooLong } from './text-limits';
import { userPositions } from './user';

// The add-user request checks a phone, apart from users.ts: libphonenumber-js comes with it, so the
// Users list (which only reads) does not load it.

/** The add-user form's password: required, then the one rule of password.ts (spec 3 section 5's own messages are the web's). */
const assistantPasswordSchema = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required' })
  .max(textLimits.password, { message: 'validation.passwordLength' })
  .pipe(passwordSchema);

const requiredName = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(textLimits.personName, tooLong);

/** POST /doctors/users/create. The phone is typed as the user likes and stored E.164. */
export const createAssistantBodySchema = z.object({
  email: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(textLimits.email, tooLong)
    .pipe(z.email({ message: 'validation.email' }))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ message: 'validation.required' })
    .max(textLimits.phone, tooLong)
    .trim()
    .min(1, { message: 'validation.required' })
    .refine((value) => toE164(value) !== null, { message: 'validation.phone' })
    .transform((value) => toE164(value)!),
  firstName: requiredName,
  lastName: requiredName,
  password: assistantPasswordSchema,
  position: z.enum(userPositions).default('ASSISTANT'),
});
export type CreateAssistantBody = z.input<typeof createAssistantBodySchema>;
