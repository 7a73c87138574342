import { z } from 'zod';
import { idSchema } from './ids';
import { passwordSchema } from './password';
import { textLimits, tooLong } from './text-limits';

/**
 * E-mail notices a user can turn on or off in Preferences (docs/decisions.md): the verdicts on
 * their edit requests and consultation reasons, and appointments booked, moved or cancelled by
 * someone else (an assistant, the clinic, later the patient booking page).
 */
export const emailNoticeKeys = ['verdicts', 'appointmentsByOthers'] as const;
export type EmailNoticeKey = (typeof emailNoticeKeys)[number];

export const emailNoticesSchema = z.object({
  verdicts: z.boolean(),
  appointmentsByOthers: z.boolean(),
});
export type EmailNotices = z.infer<typeof emailNoticesSchema>;

export const defaultEmailNotices: EmailNotices = { verdicts: true, appointmentsByOthers: false };

export const preferencesResponseSchema = z.object({ success: z.literal(true), emailNotices: emailNoticesSchema });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** PUT email-notices: the keys sent change, the others keep their stored value. */
export const emailNoticesBodySchema = z.object({ emailNotices: emailNoticesSchema.partial() });
export type EmailNoticesBody = z.infer<typeof emailNoticesBodySchema>;

/** Spec 3 section 5, password in preferences: the rules of passwordSchema and the confirmation. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ message: 'validation.required' })
      .min(1, { message: 'validation.required' })
      .max(textLimits.password, tooLong),
    password: passwordSchema,
    passwordConfirm: z
      .string({ message: 'validation.required' })
      .min(1, { message: 'validation.required' })
      .max(textLimits.password, tooLong),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    message: 'validation.passwordMismatch',
    path: ['passwordConfirm'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * The form also refuses a new password equal to the current one as typed; the server answers
 * that case with its own code, after checking the current password (which only it can do).
 */
export const changePasswordFormSchema = changePasswordBodySchema.refine((value) => value.password !== value.currentPassword, {
  message: 'newPasswordSameAsCurrent',
  path: ['password'],
});

export const changePasswordResponseSchema = z.object({ success: z.literal(true), code: z.literal('passwordChanged') });

/**
 * The practice doctor's public booking page (issue 15): the switch, and the page's address
 * (`slug`, web path /book/{slug}), given when the page is first enabled and never changed.
 */
export const publicBookingSettingSchema = z.object({
  enabled: z.boolean(),
  slug: z.string().nullable(),
  path: z.string().nullable(),
});
export type PublicBookingSetting = z.infer<typeof publicBookingSettingSchema>;
export const publicBookingSettingResponseSchema = z.object({
  success: z.literal(true),
  publicBooking: publicBookingSettingSchema,
});
export const publicBookingSettingBodySchema = z.object({ enabled: z.boolean() });
export type PublicBookingSettingBody = z.infer<typeof publicBookingSettingBodySchema>;

/**
 * Issue 22: the booking form warns about the picked patient from this many missed visits
 * (docs/decisions.md). The practice doctor's setting; never set, it is the default.
 */
export const missedVisitsWarnFrom = { min: 1, max: 20, default: 2 } as const;
export const missedVisitsSettingSchema = z.object({
  warnFrom: z.number().int().min(missedVisitsWarnFrom.min).max(missedVisitsWarnFrom.max),
});
export type MissedVisitsSetting = z.infer<typeof missedVisitsSettingSchema>;
/** GET: clinic accounts read the setting of the clinic doctor they book for. */
export const missedVisitsSettingQuerySchema = z.object({ cqDoctor: idSchema.optional() });
export const missedVisitsSettingBodySchema = z.object({ missedVisits: missedVisitsSettingSchema });
export type MissedVisitsSettingBody = z.infer<typeof missedVisitsSettingBodySchema>;
export const missedVisitsSettingResponseSchema = z.object({
  success: z.literal(true),
  missedVisits: missedVisitsSettingSchema,
});

export const preferencesPaths = {
  get: '/doctors/preferences',
  emailNotices: '/doctors/preferences/email-notices',
  password: '/doctors/preferences/password',
  publicBooking: '/doctors/preferences/public-booking',
  missedVisits: '/doctors/preferences/missed-visits',
} as const;
