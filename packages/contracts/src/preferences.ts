import { z } from 'zod';

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
