import { z } from 'zod';
import { textLimits } from './text-limits';

/** Spec 3 section 3: a diploma; graduationDay has month precision (YYYY-MM). */
export const diplomaSchema = z.object({
  title: z.string().trim().min(1, { message: 'validation.required' }).max(textLimits.diplomaTitle),
  institute: z.string().trim().min(1, { message: 'validation.required' }).max(textLimits.diplomaInstitute),
  graduationDay: z
    .string()
    .max(7, { message: 'validation.required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.required' }),
});
export type Diploma = z.infer<typeof diplomaSchema>;
