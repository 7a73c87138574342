import { z } from 'zod';
import { idSchema } from './ids';
import { maxAmountCentimes } from './money';
import { textLimits, tooLong } from './text-limits';

export const localizedTextSchema = z.object({ fr: z.string(), en: z.string(), ar: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Spec 1 section 3. `price` is in DZD centimes. */
export const consultationReasonSchema = z.object({
  _id: z.string(),
  title: localizedTextSchema,
  duration: z.number().int(),
  price: z.number().int(),
  color: z.string(),
  isEnabled: z.boolean(),
  isDeleted: z.boolean(),
  isValidated: z.boolean(),
  isRejected: z.boolean(),
  order: z.number().int(),
});
export type ConsultationReason = z.infer<typeof consultationReasonSchema>;

/** Only these are offered in the booking form and the sidebar filter. */
export function isBookable(reason: Pick<ConsultationReason, 'isEnabled' | 'isDeleted' | 'isValidated'>): boolean {
  return reason.isEnabled && !reason.isDeleted && reason.isValidated;
}

export const reasonDurationLimits = { min: 5, max: 240, step: 5 } as const;

const titleText = z.string().trim().max(textLimits.reasonTitle, tooLong).optional().default('');

/**
 * A title in at least one language; an empty language takes the first given one (fr, en, ar
 * order), so every locale always has something to show.
 */
export const reasonTitleInputSchema = z
  .object({ fr: titleText, en: titleText, ar: titleText })
  .superRefine((title, context) => {
    if (!title.fr && !title.en && !title.ar) context.addIssue({ code: 'custom', path: ['fr'], message: 'validation.required' });
  })
  .transform((title): LocalizedText => {
    const fallback = title.fr || title.en || title.ar;
    return { fr: title.fr || fallback, en: title.en || fallback, ar: title.ar || fallback };
  });

export const reasonDurationSchema = z
  .number({ message: 'validation.number' })
  .int({ message: 'validation.invalid' })
  .min(reasonDurationLimits.min, { message: 'validation.invalid' })
  .max(reasonDurationLimits.max, { message: 'validation.invalid' })
  .multipleOf(reasonDurationLimits.step, { message: 'validation.invalid' });

/** DZD centimes, like payments. */
export const reasonPriceSchema = z
  .number({ message: 'validation.number' })
  .int({ message: 'validation.invalid' })
  .min(0, { message: 'validation.invalid' })
  .max(maxAmountCentimes, { message: 'validation.invalid' });

/** '#rrggbb', stored lower-case so the one-colour-per-doctor index compares like with like. */
export const reasonColorSchema = z
  .string({ message: 'validation.required' })
  .max(7, { message: 'validation.invalid' })
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation.invalid' })
  .transform((color) => color.toLowerCase());

/** Create and update take the same body: the whole reason. */
export const consultationReasonBodySchema = z.object({
  title: reasonTitleInputSchema,
  duration: reasonDurationSchema,
  price: reasonPriceSchema,
  color: reasonColorSchema,
});
export type ConsultationReasonBody = z.input<typeof consultationReasonBodySchema>;
export type ConsultationReasonInput = z.output<typeof consultationReasonBodySchema>;

export const consultationReasonEnableBodySchema = z.object({ isEnabled: z.boolean() });
export const consultationReasonParamsSchema = z.object({ reasonId: idSchema });

/** The validated reasons in their new order; unlisted ones keep their relative order after them. */
export const consultationReasonOrderBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' }),
});

export const consultationReasonListResponseSchema = z.object({
  success: z.literal(true),
  consultationReasons: z.array(consultationReasonSchema),
});
export const consultationReasonResponseSchema = z.object({
  success: z.literal(true),
  consultationReason: consultationReasonSchema,
});

/** Designed here (spec 3 does not show them): the settings screen's calls. */
export const consultationReasonPaths = {
  list: '/doctors/consultation-reasons',
  create: '/doctors/consultation-reasons',
  order: '/doctors/consultation-reasons/order',
  update: '/doctors/consultation-reasons/:reasonId',
  enable: '/doctors/consultation-reasons/:reasonId/enable',
  remove: '/doctors/consultation-reasons/:reasonId',
} as const;

export type ReasonStatus = 'validated' | 'pending' | 'rejected';

export function reasonStatusOf(reason: Pick<ConsultationReason, 'isValidated' | 'isRejected'>): ReasonStatus {
  if (reason.isValidated) return 'validated';
  return reason.isRejected ? 'rejected' : 'pending';
}
