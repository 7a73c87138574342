import type { ApiErrorCode } from '../../../lib/api-error';
import { catalogueCodeOf, type CatalogueErrorCode } from '../../../lib/use-error-message';

/**
 * Where a refused booking sends the patient back to:
 * - slot: the slot is no longer one the page offers: the slots are fetched again, another is picked;
 * - visit: the reason or type is no longer offered: the page is fetched again;
 * - patient: something in the patient's own details;
 * - closed: the page was turned off meanwhile;
 * - retry: nothing to change, send again (proof of work, network, limits).
 */
export type RefusalTarget = 'slot' | 'visit' | 'patient' | 'closed' | 'retry';

/** Keys of the page's own messages (locales/*.json `refusals`), for codes whose catalogue text speaks to the practice. */
export type RefusalMessageKey =
  | 'slotAlreadyBooked'
  | 'slotGone'
  | 'reasonGone'
  | 'tooManyRequest'
  | 'bookMoreThan4ForPatientForbiden'
  | 'PatientRequiredFieldsMissing'
  | 'other';

export interface Refusal {
  code: CatalogueErrorCode;
  target: RefusalTarget;
  /** The page's own message, or null for the error catalogue's (errors:<code>). */
  ownMessage: RefusalMessageKey | null;
  /** The field the message belongs under, when it is one field's. */
  field?: 'birthday';
}

const slotCodes: readonly ApiErrorCode[] = [
  'bookInPastNotAcceptable',
  'AppointmentOutsideSchedule',
  'AppointmentOnDayOff',
  'AppointmentExceedDayEndTime',
  'InvalidDateFormat',
];
const visitCodes: readonly ApiErrorCode[] = [
  'InvalidConsultationReason',
  'DoctorTeleconsultationUnauthorizedAction',
  'AppointmentDurationTooLong',
];
/** Codes whose catalogue message already reads right to a patient. */
const catalogueCodes: readonly ApiErrorCode[] = [
  'proofOfWorkRequired',
  'proofOfWorkInvalid',
  'networkError',
  'minorPatientNotAccepted',
];

/** What the page does with a refused booking (POST public/doctors/:slug/appointments). */
export function refusalOf(error: unknown): Refusal {
  const code = catalogueCodeOf(error);
  if (code === 'slotAlreadyBooked') return { code, target: 'slot', ownMessage: 'slotAlreadyBooked' };
  if (slotCodes.includes(code)) return { code, target: 'slot', ownMessage: 'slotGone' };
  if (visitCodes.includes(code)) return { code, target: 'visit', ownMessage: 'reasonGone' };
  if (code === 'notFound') return { code, target: 'closed', ownMessage: null };
  if (code === 'minorPatientNotAccepted') return { code, target: 'patient', ownMessage: null, field: 'birthday' };
  if (code === 'PatientRequiredFieldsMissing' || code === 'bookMoreThan4ForPatientForbiden')
    return { code, target: 'patient', ownMessage: code };
  if (code === 'tooManyRequest') return { code, target: 'retry', ownMessage: 'tooManyRequest' };
  if (catalogueCodes.includes(code)) return { code, target: 'retry', ownMessage: null };
  return { code, target: 'retry', ownMessage: 'other' };
}
