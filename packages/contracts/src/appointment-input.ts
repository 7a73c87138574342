import { z } from 'zod';
import { appointmentDurations, appointmentTypes } from './appointments';
import { idSchema } from './ids';
import { newPatientSchema } from './patient-input';
import { familyMemberInputSchema } from './patients';
import { textLimits } from './text-limits';

// The booking and update requests, apart from appointments.ts: their patient fields check the
// phone with libphonenumber-js, which a screen that only reads appointments (the calendar) does not load.

/** A booking's start: missing is requiredFields, any other shape InvalidDateFormat. */
const dateTimeSchema = z
  .string({ message: 'requiredFields' })
  .max(textLimits.dateTime, { message: 'InvalidDateFormat' })
  .pipe(z.iso.datetime({ offset: true, message: 'InvalidDateFormat' }))
  // JSON Schema of a request shows the pipe's input only: the format it leads to is said here.
  .meta({ format: 'date-time' });

/**
 * POST /doctors/appointments/create-new-appointment. Messages are the spec's error codes:
 * the server answers the first one. `appointment_ui_id` makes the call idempotent.
 */
export const createAppointmentSchema = z
  .object({
    consultationReason: idSchema,
    startAt: dateTimeSchema,
    isNewPatient: z.boolean().default(false),
    duration: z
      .number({ message: 'requiredFields' })
      .refine((value) => (appointmentDurations as readonly number[]).includes(value), { message: 'InvalidDuration' }),
    type: z.enum(appointmentTypes, { message: 'requiredFields' }).default('cabinet'),
    selectedClinicDoctor: idSchema.nullish(),
    patient: idSchema.nullish(),
    newPatient: newPatientSchema.nullish(),
    /** For a family member of the patient (the holder): one the practice keeps, by id... */
    familyMemberId: idSchema.nullish(),
    /** ...or named here: kept under the holder with the booking (the same one when name and relation match). */
    familyMember: familyMemberInputSchema.nullish(),
    appointment_ui_id: z.string({ message: 'requiredFields' }).min(8, { message: 'requiredFields' }).max(textLimits.clientKey),
    patient_ui_id: z.string().max(textLimits.clientKey).nullish(),
  })
  .refine((value) => (value.isNewPatient ? Boolean(value.newPatient) : Boolean(value.patient)), {
    message: 'PatientRequiredFieldsMissing',
    path: ['newPatient'],
  });

const appointmentValuesSchema = z.object({
  id: idSchema.optional(),
  clinic_doctor: idSchema.nullish(),
  startAt: dateTimeSchema,
  consultationReason: idSchema,
  duration: z
    .number({ message: 'requiredFields' })
    .refine((value) => (appointmentDurations as readonly number[]).includes(value), { message: 'InvalidDuration' }),
  type: z.enum(appointmentTypes).default('cabinet'),
});

/**
 * The patient fields of an update (spec 1 section 3), beside the appointment's in newValues: sent
 * together or not at all, and applied to the appointment's own patient, which the practice may
 * edit only when it keeps that record (a guest patient).
 */
export const appointmentPatientFieldsSchema = newPatientSchema.pick({
  gender: true,
  firstName: true,
  lastName: true,
  birthday: true,
  age: true,
  phone: true,
  email: true,
});

/** PUT /doctors/appointments/{id} */
export const updateAppointmentSchema = z.object({
  newValues: appointmentValuesSchema.extend(appointmentPatientFieldsSchema.partial().shape),
  oldValues: appointmentValuesSchema.partial().optional(),
});
