import { z } from 'zod';
import { idSchema } from './ids';
import { toE164 } from './phone';
import { genders } from './patients';
import { diplomaSchema } from './profile';
import { languageSchema } from './reference-data';
import { specialitySchema } from './specialities';
import { textLimits, tooLong } from './text-limits';

/** Spec 3 section 3: an office, its address (state and city ids of the reference data) and [lng, lat]. */
export const officeSchema = z.object({
  address: z.object({ address1: z.string(), state: z.string().nullable(), city: z.string().nullable() }),
  location: z.object({ coordinates: z.tuple([z.number(), z.number()]).nullable() }),
});

export const profileDetailsSchema = z.object({
  legalInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
    picture: z.string().nullable(),
    gender: z.enum(genders).nullable(),
    specialities: z.array(specialitySchema),
    offices: z.array(officeSchema),
  }),
  generalInfo: z.object({ biography: z.string(), languages: z.array(languageSchema) }),
  diplomas: z.array(diplomaSchema),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
export const profileDetailsResponseSchema = z.object({ success: z.literal(true), profileDetails: profileDetailsSchema });

/** PUT /doctors/profile/details/gi: applies at once. */
export const generalInfoBodySchema = z.object({
  biography: z.string().trim().max(textLimits.biography, tooLong),
  languages: z
    .array(z.string().trim().min(2).max(3))
    .max(30)
    .transform((codes) => [...new Set(codes)]),
});
export type GeneralInfoBody = z.input<typeof generalInfoBodySchema>;

const required = (max: number) =>
  z.string({ message: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(max, tooLong);

/** requestSlug 'infos': identity fields, applied by an operator's approval. */
export const infosChangeSchema = z.object({
  firstName: required(textLimits.personName),
  lastName: required(textLimits.personName),
  phone: z
    .string({ message: 'validation.required' })
    .max(textLimits.phone, tooLong)
    .trim()
    .refine((value) => toE164(value) !== null, { message: 'invalidPhoneNumber' })
    .transform((value) => toE164(value)!),
  email: z.email({ message: 'invalidEmail' }).trim().toLowerCase().max(textLimits.email, tooLong),
  speciality: idSchema,
  gender: z.enum(genders, { message: 'validation.required' }),
  address: z.object({
    address1: required(textLimits.officeAddress),
    state: required(textLimits.referenceCode),
    city: required(textLimits.referenceCode),
  }),
});
export type InfosChange = z.output<typeof infosChangeSchema>;

export const diplomasChangeSchema = z.array(diplomaSchema).min(1, { message: 'validation.required' }).max(30);

export const editRequestSlugs = ['infos', 'diplomas'] as const;
export type EditRequestSlug = (typeof editRequestSlugs)[number];

/** POST /doctors/profile/edit-requests (the spec leaves the path open: docs/decisions.md). */
export const editRequestBodySchema = z.discriminatedUnion('requestSlug', [
  z.object({ requestSlug: z.literal('infos'), dataToBeChanged: infosChangeSchema }),
  z.object({ requestSlug: z.literal('diplomas'), dataToBeChanged: diplomasChangeSchema }),
]);
export type EditRequestBody = z.input<typeof editRequestBodySchema>;

export const editRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export const editRequestSchema = z.object({
  _id: z.string(),
  requestSlug: z.enum(editRequestSlugs),
  status: z.enum(editRequestStatuses),
  dataToBeChanged: z.unknown(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type EditRequest = z.infer<typeof editRequestSchema>;
export const editRequestListResponseSchema = z.object({ success: z.literal(true), editRequests: z.array(editRequestSchema) });
export const successResponseSchema = z.object({ success: z.literal(true) });

export const profileDetailsPaths = {
  details: '/doctors/profile/details',
  generalInfo: '/doctors/profile/details/gi',
  editRequests: '/doctors/profile/edit-requests',
} as const;
