import { z } from 'zod';
import { errorBodySchema, type ErrorCode } from '@tabib/contracts/errors';

/**
 * The status each code is answered with (the first argument of every `AppError` throwing it).
 * Exhaustive: a code added to the catalogue does not compile until it has its status here.
 */
export const errorStatus: Record<ErrorCode, number> = {
  TokenCoreValidationFailed: 401,
  tooManyRequest: 429,
  invalidCredentials: 401,
  signInNeedsUserBox: 401,
  signInWithoutUserBox: 401,
  invalidResetToken: 400,
  forbidden: 403,
  firstLoginRequired: 403,
  validationFailed: 400,
  notFound: 404,
  payloadTooLarge: 413,
  internalServerError: 500,
  idempotencyKeyReused: 422,
  idempotencyKeyInProgress: 409,
  requiredFields: 400,
  DoctorNotAuthorizedAction: 403,
  DoctorTeleconsultationUnauthorizedAction: 403,
  InvalidDuration: 400,
  InvalidDateFormat: 400,
  InvalidConsultationReason: 400,
  bookMoreThan4ForPatientForbiden: 400,
  AppointmentExceedDayEndTime: 400,
  bookInPastNotAcceptable: 400,
  slotAlreadyBooked: 409,
  createAppointmentServerError: 500,
  AppointmentCreationFailedServerError: 500,
  PatientRequiredFieldsMissing: 400,
  PatientCreationFailedServerError: 500,
  PatientWithPhoneNumberExist: 409,
  AppointmentDurationTooLong: 400,
  minorPatientNotAccepted: 400,
  AppointmentOutsideSchedule: 400,
  AppointmentOnDayOff: 400,
  AppointmentConsultationReasonNotAcceptable: 400,
  appointmentNotBooked: 409,
  invalidPhoneNumber: 400,
  invalidEmail: 400,
  doctorCreatePatientServerError: 500,
  LIMIT_FILE_SIZE: 413,
  TYPE_NOT_ALLOWED: 415,
  fileNotDeleteable: 403,
  paidAmountMoreThanTotal: 400,
  titleOfAct: 400,
  amountRequired: 400,
  scheduleUpdatedFailedEmptyTypesSelected: 400,
  scheduleInvalidBlock: 400,
  scheduleTeleconsultationNotAllowed: 403,
  scheduleLeavesBookedAppointments: 409,
  daysOffInvalid: 400,
  consultationReasonColorTaken: 409,
  consultationReasonLastEnabled: 409,
  consultationReasonNotValidated: 409,
  userEmailExists: 409,
  accountBlocked: 403,
  currentPasswordInvalid: 400,
  newPasswordSameAsCurrent: 400,
  editRequestPending: 409,
  editRequestFailed: 409,
  geoPositionInvalid: 400,
  invalidImage: 400,
  proofOfWorkRequired: 400,
  proofOfWorkInvalid: 400,
  cancelLinkInvalid: 404,
  cancelLinkUsed: 409,
  cancelLinkExpired: 410,
  appointmentNotFound: 404,
  AppointmentDoNotTeleconsultationService: 400,
  CallAlreadyDone: 409,
  CannotCallStatusUnauthorized: 409,
  CallDateMustBeTODAY: 400,
  shortLinkNotFound: 404,
  callLinkNotFound: 404,
  uploadUrlExpired: 410,
  uploadNotFound: 404,
  uploadTooLarge: 413,
  notAuthorizedForAction: 403,
  clinicQuotaReached: 409,
  doctorAlreadyExists: 409,
  userAlreadyExists: 409,
  doctorHasBookedAppointments: 409,
  subscriptionRequestInProgress: 409,
  subscriptionStepUnavailable: 409,
  subscriptionRestrictedAction: 402,
  epaymentProviderFailed: 502,
  EpaymentCaseNotFound: 404,
  NoInvoiceRelatedEpaymentRequest: 404,
  receiptPdfUnavailable: 503,
};

/** The refusals that carry a `count`. */
const countedCodes = new Set<ErrorCode>(['scheduleLeavesBookedAppointments', 'doctorHasBookedAppointments']);

/** Methods whose request Fastify reads a body of, whatever the route declares. */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OperationTraits {
  method: string;
  /** The route declares a body, query string, path or header schema (or a multipart body). */
  validatesInput: boolean;
  /** The path has parameters, which the router bounds in length (framework-errors.ts). */
  hasPathParams: boolean;
  /** Behind the session check (app.protectedRoutes). */
  authenticated: boolean;
  /** Refused to a session whose first-login steps are not done (every protected route but those steps). */
  onboardingGated: boolean;
  /** The codes the route's own rules answer (`schema.errors`). */
  declared: readonly ErrorCode[];
}

/**
 * Every refusal an operation can answer, by status. What the framework and the error
 * handler give follows from the operation's kind; the rest is what the route declares:
 * - any: 500 internalServerError;
 * - input validated, or a method with a body: 400 validationFailed (a body that is not JSON too);
 * - path parameters: 414 validationFailed (one over the router's length limit);
 * - a method with a body: 413 payloadTooLarge (over the body limit), 415 validationFailed (a
 *   content type no parser reads);
 * - authenticated: 401 TokenCoreValidationFailed; gated: 403 firstLoginRequired.
 */
export function errorCodesOf(traits: OperationTraits): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  const add = (status: number, code: ErrorCode) => {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  };
  const hasBody = bodyMethods.has(traits.method);
  if (traits.validatesInput || hasBody) add(400, 'validationFailed');
  if (traits.authenticated) add(401, 'TokenCoreValidationFailed');
  if (traits.onboardingGated) add(403, 'firstLoginRequired');
  if (traits.hasPathParams) add(414, 'validationFailed');
  if (hasBody) {
    add(413, 'payloadTooLarge');
    add(415, 'validationFailed');
  }
  for (const code of traits.declared) add(errorStatus[code], code);
  add(500, 'internalServerError');
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** The error body of one status: `code` limited to what the operation answers with it; `issues` only beside validationFailed. */
export function errorBodyOf(codes: ErrorCode[]): z.ZodType {
  const withCodes = errorBodySchema.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]) });
  const counted = codes.some((code) => countedCodes.has(code)) ? withCodes : withCodes.omit({ count: true });
  return codes.includes('validationFailed') ? counted : counted.omit({ issues: true });
}
