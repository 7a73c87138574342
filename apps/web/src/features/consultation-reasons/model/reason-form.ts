import { z } from 'zod';
import {
  reasonColorSchema,
  reasonDurationSchema,
  reasonTitleInputSchema,
  type ConsultationReason,
  type ConsultationReasonBody,
} from '@tabib/contracts/consultation-reasons';
import { centimesPerDinar, maxAmountCentimes, parseDinars } from '@tabib/contracts/money';

/** The modal's fields: the contract's body, with the price typed in dinars. */
export const reasonFormSchema = z.object({
  title: reasonTitleInputSchema,
  duration: reasonDurationSchema,
  priceDinars: z
    .number({ message: 'validation.required' })
    .min(0, { message: 'validation.invalid' })
    .max(maxAmountCentimes / centimesPerDinar, { message: 'validation.invalid' })
    .refine((value) => parseDinars(value) !== null, { message: 'validation.invalid' }),
  color: reasonColorSchema,
});

export interface ReasonFormValues {
  title: { fr?: string; en?: string; ar?: string };
  duration?: number;
  priceDinars?: number;
  color?: string;
}

const palette = ['#13c2c2', '#2f54eb', '#a0d911', '#faad14', '#f5222d', '#597ef7', '#9254de', '#36cfc9', '#ff7a45', '#73d13d'];

/** A new reason starts with a colour none of the doctor's reasons has (two must not share one). */
export function emptyReasonForm(colorsInUse: readonly string[]): ReasonFormValues {
  const used = new Set(colorsInUse.map((color) => color.toLowerCase()));
  return { title: { fr: '', en: '', ar: '' }, duration: 20, color: palette.find((color) => !used.has(color)) };
}

export function formOf(reason: ConsultationReason): ReasonFormValues {
  return {
    title: { ...reason.title },
    duration: reason.duration,
    priceDinars: reason.price / centimesPerDinar,
    color: reason.color,
  };
}

/** The body to send, once the form's rules have passed. */
export function bodyOf(values: ReasonFormValues): ConsultationReasonBody {
  return {
    title: values.title,
    duration: values.duration ?? 0,
    price: parseDinars(values.priceDinars ?? '') ?? -1,
    color: values.color ?? '',
  };
}
