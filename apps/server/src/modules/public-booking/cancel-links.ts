import type { Locale } from '@tabib/contracts/locales';
import { publicCancelPagePath } from '@tabib/contracts/public-booking';
import type { Executor } from '../../db/client';
import { createAppointmentTokens } from '../../lib/appointment-tokens';

/**
 * The patient's cancel link (docs/decisions.md, "Public booking"): the appointment id and the
 * link's end (the appointment's start) signed with the server's key. Nothing is stored: any
 * notice can carry the link, and using it once cancels the appointment, after which the status
 * refuses it (single use).
 */
export function createCancelLinks({ db, publicUrl }: { db: Executor; publicUrl: string }) {
  // A link ends at the appointment's start.
  const tokens = createAppointmentTokens(db, 'cancel-links');
  const { tokenFor } = tokens;

  return {
    /** Reads or makes the key (at start). */
    ready: tokens.ready,
    tokenFor,
    /** The page's address, opening in the patient's language when given. */
    async urlFor(appointmentId: string, startAt: Date, locale?: Locale) {
      const url = `${publicUrl}${publicCancelPagePath(await tokenFor(appointmentId, startAt))}`;
      return locale ? `${url}?lang=${locale}` : url;
    },
    /** The link's appointment and end, or null when the token is malformed or not ours. */
    read: tokens.read,
  };
}

export type CancelLinks = ReturnType<typeof createCancelLinks>;
