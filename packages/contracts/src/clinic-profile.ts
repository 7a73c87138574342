import { z } from 'zod';
import { idSchema } from './ids';
import { toE164 } from './phone';
import { textLimits, tooLong } from './text-limits';
import { storageKeySchema } from './uploads';

/** Spec 3 section 5: every text field of the clinic profile has at least this many characters. */
export const clinicProfileTextMin = 10;
/** "Several images": enough for a clinic's rooms and equipment, few enough for one page. */
export const clinicGalleryMax = 12;
export const clinicPhonesMax = 5;

export const clinicProfilePaths = {
  profile: '/clinics/web/profile',
  /** Public: GET /clinics/images/:clinicId/:fileId, the stored images (see docs/decisions.md). */
  images: '/clinics/images',
} as const;

const required = { message: 'validation.required' } as const;

const clinicText = (max: number) =>
  z.string(required).trim().min(1, required).min(clinicProfileTextMin, { message: 'validation.minLength' }).max(max, tooLong);

/** One phone of the clinic, typed as the user likes and stored E.164. */
export const clinicPhoneSchema = z
  .string(required)
  .max(textLimits.phone, tooLong)
  .trim()
  .min(1, required)
  .refine((value) => toE164(value) !== null, { message: 'validation.phone' })
  .transform((value) => toE164(value)!);

/**
 * PUT /clinics/web/profile: every field required (spec 3 section 5). gallery and cover are
 * storage keys: ones the clinic already shows, or the keys of the clinic admin's own presigned
 * uploads (uploads.ts), checked and turned into images as the profile is saved.
 */
export const clinicProfileBodySchema = z
  .object({
    name: clinicText(textLimits.clinicName),
    description: clinicText(textLimits.clinicDescription),
    phones: z
      .array(clinicPhoneSchema)
      .min(1, required)
      .max(clinicPhonesMax)
      .transform((phones) => [...new Set(phones)]),
    email: z
      .string(required)
      .trim()
      .min(1, required)
      .max(textLimits.email, tooLong)
      .pipe(z.email({ message: 'validation.email' }))
      .transform((value) => value.toLowerCase()),
    gallery: z
      .array(storageKeySchema)
      .min(1, required)
      .max(clinicGalleryMax)
      .transform((keys) => [...new Set(keys)]),
    cover: storageKeySchema,
  })
  .refine((profile) => !profile.gallery.includes(profile.cover), { message: 'validationFailed', path: ['cover'] });
export type ClinicProfileBody = z.input<typeof clinicProfileBodySchema>;
export type SavedClinicProfile = z.output<typeof clinicProfileBodySchema>;

/** A stored image: its key (what the form sends back) and where it is served. */
export const clinicImageSchema = z.object({ key: z.string(), url: z.string() });
export type ClinicImage = z.infer<typeof clinicImageSchema>;

/** What was saved ('' and [] before the first save). */
export const clinicProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  phones: z.array(z.string()),
  email: z.string(),
  gallery: z.array(clinicImageSchema),
  cover: clinicImageSchema.nullable(),
});
export type ClinicProfile = z.infer<typeof clinicProfileSchema>;

export const clinicProfileResponseSchema = z.object({ success: z.literal(true), profile: clinicProfileSchema });

export const clinicImageParamsSchema = z.object({ clinicId: idSchema, fileId: idSchema });
