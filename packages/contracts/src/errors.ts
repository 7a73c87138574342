import { z } from 'zod';

/** Every error code the API answers with. The web maps each one to a translated message. */
export const errorCodes = [
  // session and auth
  'TokenCoreValidationFailed',
  'tooManyRequest',
  'invalidCredentials',
  'invalidResetToken',
  'forbidden',
  // generic
  'validationFailed',
  'notFound',
  'payloadTooLarge',
  'internalServerError',
  // appointment creation (spec 1 section 8)
  'requiredFields',
  'DoctorNotAuthorizedAction',
  'DoctorTeleconsultationUnauthorizedAction',
  'InvalidDuration',
  'InvalidDateFormat',
  'InvalidConsultationReason',
  'bookMoreThan4ForPatientForbiden',
  'AppointmentExceedDayEndTime',
  'bookInPastNotAcceptable',
  'slotAlreadyBooked',
  'createAppointmentServerError',
  'AppointmentCreationFailedServerError',
  'PatientRequiredFieldsMissing',
  'PatientCreationFailedServerError',
  'PatientWithPhoneNumberExist',
  'AppointmentDurationTooLong',
  // appointment update
  'AppointmentConsultationReasonNotAcceptable',
  // added where the spec names a rule but no code (docs/decisions.md)
  'minorPatientNotAccepted',
  'appointmentNotBooked',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
