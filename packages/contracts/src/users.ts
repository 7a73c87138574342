import { z } from 'zod';
import { idSchema } from './ids';
import { passwordSchema } from './password';
import { toE164 } from './phone';
import { textLimits, tooLong } from './text-limits';
import { userPositions } from './user';

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

/** The Assistant user of spec 3 section 3 (never the password). */
export const appUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.enum(userPositions),
  lastLoginAt: z.string().nullable(),
  /** "blocked (with a status flag)": the flag, and since when. */
  blocked: z.object({ status: z.boolean(), at: z.string().nullable() }),
  /** settings.allowAll (spec 3): full rights (DOC-ALL) for an AS-DOCTOR, read-only (DOC-DEA) without; an ASSISTANT is ASS either way. */
  allowAll: z.boolean(),
  createdAt: z.string(),
});
export type AppUser = z.infer<typeof appUserSchema>;

export const appUsersResponseSchema = z.object({
  success: z.literal(true),
  result: z.object({ appUsers: z.array(appUserSchema) }),
});

export const appUserResponseSchema = z.object({ success: z.literal(true), code: z.string(), appUser: appUserSchema });

/** PUT /doctors/users/block: status true blocks, false unblocks. */
export const blockUserBodySchema = z.object({ userId: idSchema, status: z.boolean() });
export type BlockUserBody = z.infer<typeof blockUserBodySchema>;

export const userParamsSchema = z.object({ id: idSchema });

/** PUT /doctors/users/:id/allow-all (issue 22): grants (true) or withdraws (false) an AS-DOCTOR's full rights. */
export const setAllowAllBodySchema = z.object({ allowAll: z.boolean() });
export type SetAllowAllBody = z.infer<typeof setAllowAllBodySchema>;

export const deleteUserResponseSchema = z.object({ success: z.literal(true), code: z.literal('userDeleted') });

export const userPaths = {
  list: '/doctors/users/get-all-users',
  create: '/doctors/users/create',
  block: '/doctors/users/block',
  allowAll: '/doctors/users/:id/allow-all',
  remove: '/doctors/users/:id/delete',
} as const;
