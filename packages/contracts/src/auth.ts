import { z } from 'zod';
import { passwordSchema } from './password';
import { textLimits, tooLong } from './text-limits';
import { userProfileSchema } from './user';

export const emailSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(textLimits.email, tooLong)
  .pipe(z.email({ message: 'validation.email' }));

/** POST /doctors/auth. `position` is the sign-in page's 'User' box: true for assistants. */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(textLimits.password, tooLong),
  position: z.boolean().default(false),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({
  success: z.literal(true),
  profile: userProfileSchema,
  auth: z.object({ token: z.string() }),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /doctors/check-token-validity */
export const checkTokenRequestSchema = z.object({ token: z.string().max(textLimits.token) });
export const checkTokenResponseSchema = z.object({ is_valid_token: z.boolean() });

/** GET /doctors/web/backbone/retrieve-entity-profile */
export const profileResponseSchema = z.object({
  success: z.literal(true),
  profile: userProfileSchema,
  code: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /doctors/forgot-password */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /doctors/reset-password */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(textLimits.token),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** GET /doctors/reset-password?token=: the reset page asks whether its link still works before the form is filled. */
/** POST reset-password/check: the token goes in the body, never the address (no credential in a URL). */
export const resetTokenCheckSchema = resetPasswordRequestSchema.pick({ token: true });

/** The reset form: password and its confirmation. */
export const passwordPairSchema = z
  .object({
    password: passwordSchema,
    passwordConfirm: z.string().min(1, { message: 'validation.required' }).max(textLimits.password, tooLong),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    message: 'validation.passwordMismatch',
    path: ['passwordConfirm'],
  });
export type PasswordPair = z.infer<typeof passwordPairSchema>;

/** PUT /doctors/reset-password-first-login and PUT /clinics/web/reset-password-first-login */
export const firstLoginResetRequestSchema = passwordPairSchema;

/** Answer of the first-login reset: the old sessions are revoked, this token replaces them. */
export const firstLoginResetResponseSchema = signInResponseSchema;

/** PUT /doctors/accept-terms */
export const acceptTermsResponseSchema = profileResponseSchema;

export const successResponseSchema = z.object({ success: z.literal(true), code: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const authPaths = {
  signIn: '/doctors/auth',
  checkToken: '/doctors/check-token-validity',
  profile: '/doctors/web/backbone/retrieve-entity-profile',
  forgotPassword: '/doctors/forgot-password',
  resetPassword: '/doctors/reset-password',
  checkResetToken: '/doctors/reset-password/check',
  firstLoginResetDoctor: '/doctors/reset-password-first-login',
  firstLoginResetClinic: '/clinics/web/reset-password-first-login',
  acceptTerms: '/doctors/accept-terms',
  logout: '/doctors/logout',
} as const;

export const apiBasePath = '/api/v1';

/**
 * Five failed sign-ins for one account from one client (its address, or its device cookie) within
 * this window refuse that client until the window passes (apps/server/src/modules/auth/sign-in-throttle.ts).
 */
export const signInThrottle = { maxFailures: 5, windowMinutes: 15 } as const;
export const resetLinkValidityMinutes = 60;
