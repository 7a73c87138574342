import { z } from 'zod';
import { idSchema } from './ids';
import { patientSchema } from './patients';
import { textLimits } from './text-limits';

export const bloodTypes = ['o+', 'o-', 'a+', 'a-', 'b+', 'b-', 'ab+', 'ab-'] as const;
export type BloodType = (typeof bloodTypes)[number];

export const medicalListKinds = ['chronicDiseases', 'medicines', 'surgeries', 'allergies'] as const;
export type MedicalListKind = (typeof medicalListKinds)[number];
export const medicalListMaxItems = 50;

/** An entry of a medical list: a free name, or a suggestion's name with its id. */
export const medicalListItemSchema = z.object({
  name: z.string().trim().min(1, { message: 'requiredFields' }).max(textLimits.medicalListItem),
  _id: idSchema.nullish(),
});
export type MedicalListItem = z.infer<typeof medicalListItemSchema>;

const measure = (min: number, max: number) => z.object({ value: z.number().min(min).max(max).nullable() });
const medicalList = z.array(medicalListItemSchema).max(medicalListMaxItems);

/** Spec 2 section 3. Height in cm, weight in kg; yes/no answers are booleans, null when unknown. */
export const medicalProfileSchema = z.object({
  personalInfo: z.object({
    height: measure(20, 260),
    weight: measure(1, 400),
    blood: z.enum(bloodTypes).nullable(),
    smoking: z.boolean().nullable(),
    alcohol: z.boolean().nullable(),
    married: z.boolean().nullable(),
  }),
  chronicDiseases: medicalList,
  medicines: medicalList,
  surgeries: medicalList,
  allergies: medicalList,
});
export type MedicalProfile = z.infer<typeof medicalProfileSchema>;

export const emptyMedicalProfile: MedicalProfile = {
  personalInfo: { height: { value: null }, weight: { value: null }, blood: null, smoking: null, alcohol: null, married: null },
  chronicDiseases: [],
  medicines: [],
  surgeries: [],
  allergies: [],
};

/** PUT /doctors/patients/:patientId/medical-profile (path not in the spec) */
export const medicalProfileResponseSchema = z.object({ success: z.literal(true), medicalProfile: medicalProfileSchema });

/** GET /doctors/patients/:patientId: medicalProfile is null for those who may not read medical records. */
export const patientDetailsResponseSchema = z.object({
  success: z.literal(true),
  patientInfo: patientSchema,
  medicalProfile: medicalProfileSchema.nullable(),
});
export type PatientDetails = z.infer<typeof patientDetailsResponseSchema>;
