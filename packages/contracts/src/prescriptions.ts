import { z } from 'zod';
import { idSchema } from './ids';
import { textLimits } from './text-limits';

export const prescriptionTableScrollHeight = 240;
export const prescriptionPage = { widthMm: 148, heightMm: 210 } as const;
export const prescriptionMaxItems = 30;
export const savedMedicinesMax = 500;

/** Spec 2 section 5: each field required, duration in whole days, at least 1. */
export const prescriptionItemSchema = z.object({
  medicine: z.string({ message: 'requiredFields' }).trim().min(1, { message: 'requiredFields' }).max(textLimits.medicine),
  frequency: z.string({ message: 'requiredFields' }).trim().min(1, { message: 'requiredFields' }).max(textLimits.frequency),
  duration: z
    .number({ message: 'requiredFields' })
    .int({ message: 'requiredFields' })
    .min(1, { message: 'requiredFields' })
    .max(3650),
});
export type PrescriptionItem = z.infer<typeof prescriptionItemSchema>;

/** PUT .../prescription/:appointmentId/commit (one prescription per appointment; saving again replaces it) */
export const commitPrescriptionBodySchema = z.object({
  prescription: z.array(prescriptionItemSchema).min(1).max(prescriptionMaxItems),
  prescriptionId: idSchema.nullish(),
  patientId: idSchema,
});
export const prescriptionResponseSchema = z.object({
  success: z.literal(true),
  prescription: z.array(prescriptionItemSchema),
  /** null while the appointment has none */
  prescriptionId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PrescriptionAnswer = z.infer<typeof prescriptionResponseSchema>;

export const savedMedicinesBodySchema = z.object({
  medicines: z.array(z.string().trim().min(1).max(textLimits.medicine)).max(savedMedicinesMax),
});
export const savedMedicinesResponseSchema = z.object({ success: z.literal(true), medicines: z.array(z.string()) });

export const prescriptionParamsSchema = z.object({ appointmentId: idSchema });
/** Routes take ?cqDoctor= for clinic accounts (they read and print, never save). */
export const prescriptionScopeQuerySchema = z.object({ cqDoctor: idSchema.optional() });
export const prescriptionPaths = {
  commit: '/doctors/patients/folder/prescription/:appointmentId/commit',
  details: '/doctors/patients/folder/prescription/:appointmentId/details',
  /** PUT saves, GET reads (GET is not in the spec) */
  savedMedicines: '/doctors/profile/folder/medicines',
} as const;
