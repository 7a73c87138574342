import type { CancelLinkResponse } from '@tabib/contracts/public-booking';
import { catalogueCodeOf, type CatalogueErrorCode } from '../../../lib/use-error-message';

/**
 * What the cancel page shows:
 * - cancellable: the appointment and the button;
 * - cancelled: this visit cancelled it;
 * - refused: the link no longer cancels (used, expired, changed by the practice, unknown);
 * - failed: no answer (network): try again.
 */
export type CancelView =
  | { kind: 'loading' }
  /** `problem`: why the last try to cancel failed without an answer about the link (network...). */
  | { kind: 'cancellable'; problem: CatalogueErrorCode | null }
  | { kind: 'cancelled' }
  | { kind: 'refused'; code: CatalogueErrorCode }
  | { kind: 'failed' };

const refusedCodes: readonly CatalogueErrorCode[] = ['cancelLinkInvalid', 'cancelLinkUsed', 'cancelLinkExpired', 'notFound'];
const refusedCodeOf = (error: unknown): CatalogueErrorCode | null => {
  const code = catalogueCodeOf(error);
  return refusedCodes.includes(code) ? (code === 'notFound' ? 'cancelLinkInvalid' : code) : null;
};

/** The page's state from the link's answer, its loading error, and the cancel's outcome. */
export function cancelViewOf(input: {
  link: CancelLinkResponse | undefined;
  loadError: unknown;
  cancelled: boolean;
  cancelError: unknown;
}): CancelView {
  if (input.cancelled) return { kind: 'cancelled' };
  const refused = refusedCodeOf(input.cancelError) ?? refusedCodeOf(input.loadError);
  if (refused) return { kind: 'refused', code: refused };
  const { link } = input;
  if (!link) return input.loadError ? { kind: 'failed' } : { kind: 'loading' };
  if (link.cancellable) {
    const problem = input.cancelError ? catalogueCodeOf(input.cancelError) : null;
    return { kind: 'cancellable', problem };
  }
  // The patient's own cancellation reads as 'used'; anything else the link can no longer do.
  return { kind: 'refused', code: link.appointment.status === 'PATIENT_CANCELED' ? 'cancelLinkUsed' : 'cancelLinkExpired' };
}
