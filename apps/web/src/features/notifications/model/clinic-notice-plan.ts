import type { ClinicNotice } from '@tabib/contracts/notifications';

/** Clinic notices open at once at most: the app's notices stack three (lib/notice-config.ts), one is left to the others. */
export const maxClinicNoticesShown = 2;

export interface ClinicNoticeState {
  /** The doctor the account acts for now: their calendar shows the change, no notice is needed. */
  selectedDoctorId: string | null;
  /** The notices unread when the page opened: they happened out of sight, all are shown. */
  backlog: ReadonlySet<string>;
  /** Open on screen now. */
  shown: ReadonlySet<string>;
  /** Already opened or marked read by this page: never again. */
  handled: ReadonlySet<string>;
}

export interface ClinicNoticePlan {
  /** To open now, newest first. */
  show: ClinicNotice[];
  /** To mark read without a notice: about the selected doctor, heard while the page was open. */
  markRead: ClinicNotice[];
}

/**
 * Spec 1 section 4: "for clinic users, bookings and cancellations of other doctors appear as
 * persistent info or warning notices". `notices` are the unread ones, newest first; a notice
 * stays open until closed, which reads it; the next waiting one opens then.
 */
export function planClinicNotices(notices: readonly ClinicNotice[], state: ClinicNoticeState): ClinicNoticePlan {
  const waiting = notices.filter((notice) => !state.handled.has(notice._id) && !state.shown.has(notice._id));
  const ownDoctor = (notice: ClinicNotice) => notice.doctorId === state.selectedDoctorId && !state.backlog.has(notice._id);
  const room = Math.max(0, maxClinicNoticesShown - state.shown.size);
  return {
    show: waiting.filter((notice) => !ownDoctor(notice)).slice(0, room),
    markRead: waiting.filter(ownDoctor),
  };
}
