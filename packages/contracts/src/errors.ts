import { z } from 'zod';

/** Spec 1 section 8: the codes create-new-appointment answers with, each with its own message. */
export const createAppointmentErrorCodes = [
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
  // added where the spec names a rule but no code (docs/decisions.md)
  'minorPatientNotAccepted',
  'AppointmentOutsideSchedule',
  'AppointmentOnDayOff',
] as const;

/** The codes an appointment update or status change answers with (catalogue's three, plus the shared rules). */
export const updateAppointmentErrorCodes = [
  'slotAlreadyBooked',
  'DoctorNotAuthorizedAction',
  'AppointmentConsultationReasonNotAcceptable',
  'InvalidDuration',
  'AppointmentExceedDayEndTime',
  'AppointmentDurationTooLong',
  'bookInPastNotAcceptable',
  'appointmentNotBooked',
  'AppointmentOutsideSchedule',
  'AppointmentOnDayOff',
  'PatientRequiredFieldsMissing',
  'minorPatientNotAccepted',
  'PatientWithPhoneNumberExist',
] as const;

/** Spec 2 section 8: patient form and patient actions. */
export const patientErrorCodes = [
  'requiredFields',
  'invalidPhoneNumber',
  'invalidEmail',
  'DoctorNotAuthorizedAction',
  'doctorCreatePatientServerError',
  'PatientWithPhoneNumberExist',
  'InvalidDateFormat',
] as const;

/** Medical files, reports, prescriptions and acts. */
export const recordErrorCodes = [
  'LIMIT_FILE_SIZE',
  'TYPE_NOT_ALLOWED',
  'fileNotDeleteable',
  'paidAmountMoreThanTotal',
  'titleOfAct',
  'amountRequired',
] as const;

/** Spec 3: schedule, consultation reasons, users, preferences and profile (added codes: docs/decisions.md). */
export const settingsErrorCodes = [
  'scheduleUpdatedFailedEmptyTypesSelected',
  'scheduleInvalidBlock',
  'scheduleTeleconsultationNotAllowed',
  // Hours that would leave booked appointments outside: `count` says how many; saved with `confirm: true`.
  'scheduleLeavesBookedAppointments',
  'daysOffInvalid',
  'consultationReasonColorTaken',
  'consultationReasonLastEnabled',
  'consultationReasonNotValidated',
  'userEmailExists',
  'accountBlocked',
  'currentPasswordInvalid',
  'newPasswordSameAsCurrent',
  'editRequestPending',
  'editRequestFailed',
  'geoPositionInvalid',
  'invalidImage',
] as const;

/** Issue 15: the patient's own booking page and its cancel link (docs/decisions.md, "Public booking"). */
export const publicBookingErrorCodes = [
  'proofOfWorkRequired',
  'proofOfWorkInvalid',
  'cancelLinkInvalid',
  'cancelLinkUsed',
  // The appointment has started, or the practice changed or cancelled it: the link no longer cancels.
  'cancelLinkExpired',
] as const;

/** Issue 16: the teleconsultation call (spec 2 section 8; docs/decisions.md, "Teleconsultation"). */
export const teleconsultationErrorCodes = [
  'appointmentNotFound',
  'AppointmentDoNotTeleconsultationService',
  'CallAlreadyDone',
  'CannotCallStatusUnauthorized',
  'CallDateMustBeTODAY',
] as const;

/** Issue 16: the patient's links to the call (short link, join link), which carry no session. */
export const callLinkErrorCodes = [
  // The short link is unknown or has expired.
  'shortLinkNotFound',
  // The join link's token is not ours, has expired, or names no teleconsultation.
  'callLinkNotFound',
] as const;

/** Issue 17: presigned uploads (uploads.ts; docs/decisions.md, "Clinic accounts (issue 17)"). */
export const uploadErrorCodes = [
  // The presigned address has expired, or the uploaded file waited too long for its form.
  'uploadUrlExpired',
  // The key names no upload of the acting account for this use, or nothing was sent to it.
  'uploadNotFound',
  'uploadTooLarge',
] as const;

/** Issue 17: the clinic's users and doctors (spec 3 section 8; docs/decisions.md, "Clinic accounts (issue 17)"). */
export const clinicUsersErrorCodes = [
  'clinicQuotaReached',
  'doctorAlreadyExists',
  'userAlreadyExists',
  // The doctor still has booked appointments to come: `count` says how many; move or cancel them first.
  'doctorHasBookedAppointments',
] as const;

/** Issue 18: the subscription (spec 3 section 8; docs/decisions.md, "Subscription rules"). */
export const subscriptionErrorCodes = [
  // 'You cannot create another subscription request, the last request is still being processed.'
  'subscriptionRequestInProgress',
  // The commitment or renewal asked for is not open to the subscription as it stands (spec 3 section 4, page availability).
  'subscriptionStepUnavailable',
  // From j0 until it pays, the account reads everything but books no new appointment and creates no new patient.
  'subscriptionRestrictedAction',
  // 'Connecting to the payment provider failed' (SATIM did not answer, or answered an error).
  'epaymentProviderFailed',
  'EpaymentCaseNotFound',
  'NoInvoiceRelatedEpaymentRequest',
  // The receipt's PDF cannot be made here (no headless Chromium installed, or the page failed to print): print the page instead.
  'receiptPdfUnavailable',
] as const;

/** Every error code the API answers with. The web maps each one to a translated message. */
export const errorCodes = [
  // session and auth
  'TokenCoreValidationFailed',
  'tooManyRequest',
  'invalidCredentials',
  // Right password, wrong 'User' box: an assistant without it, anyone else with it.
  'signInNeedsUserBox',
  'signInWithoutUserBox',
  'invalidResetToken',
  'forbidden',
  'firstLoginRequired',
  // generic
  'validationFailed',
  'notFound',
  'payloadTooLarge',
  'internalServerError',
  'idempotencyKeyReused',
  'idempotencyKeyInProgress',
  ...createAppointmentErrorCodes,
  'AppointmentConsultationReasonNotAcceptable',
  'appointmentNotBooked',
  ...patientErrorCodes,
  ...recordErrorCodes,
  ...settingsErrorCodes,
  ...publicBookingErrorCodes,
  ...teleconsultationErrorCodes,
  ...callLinkErrorCodes,
  ...uploadErrorCodes,
  ...clinicUsersErrorCodes,
  ...subscriptionErrorCodes,
  // Spec 3 section 8, clinic accounts: 'You do not have the privileges to perform this action'.
  'notAuthorizedForAction',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** How many things the refusal is about (scheduleLeavesBookedAppointments: the appointments left outside). */
  count: z.number().int().nonnegative().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
