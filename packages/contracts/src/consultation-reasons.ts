import { z } from 'zod';

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
