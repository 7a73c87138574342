import { z } from 'zod';
import { localizedTextSchema } from './consultation-reasons';

/** Spec 3 section 3: reference data, a title per locale. */
export const specialitySchema = z.object({ _id: z.string(), title: localizedTextSchema });
export type Speciality = z.infer<typeof specialitySchema>;
