import type { ApiErrorCode } from '../../../lib/api-error';

/** The create codes of spec 1 section 8; any other code reads as a server error. */
const createCodes = [
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
  'minorPatientNotAccepted',
  'networkError',
] as const satisfies readonly ApiErrorCode[];

/** The update codes of spec 1 section 8; any other code reads as an unknown error. */
const updateCodes = [
  'slotAlreadyBooked',
  'DoctorNotAuthorizedAction',
  'AppointmentConsultationReasonNotAcceptable',
  'InvalidDuration',
  'AppointmentExceedDayEndTime',
  'AppointmentDurationTooLong',
  'bookInPastNotAcceptable',
  'appointmentNotBooked',
  'networkError',
] as const satisfies readonly ApiErrorCode[];

export type CreateMessageKey = (typeof createCodes)[number];
export type UpdateMessageKey = (typeof updateCodes)[number] | 'unknown';

export function createMessageKey(code: ApiErrorCode): CreateMessageKey {
  return (createCodes as readonly ApiErrorCode[]).includes(code) ? (code as CreateMessageKey) : 'createAppointmentServerError';
}

/** Also used for status changes, whose failures come with the same kind of codes. */
export function updateMessageKey(code: ApiErrorCode): UpdateMessageKey {
  return (updateCodes as readonly ApiErrorCode[]).includes(code) ? (code as UpdateMessageKey) : 'unknown';
}
