import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { UserProfile } from '@tabib/contracts/user';
import type { CalendarPermissions } from './calendar-permissions';

/** Who books for whom, with what: what the appointment modal needs from the calendar page. */
export interface BookingContext {
  profile: UserProfile;
  /** The doctor whose calendar is shown (drafts carry it). */
  doctorId: string;
  /** Clinic accounts: the selected clinic doctor, sent with every call. */
  clinicDoctorId: string | null;
  reasons: ConsultationReason[];
  permissions: CalendarPermissions;
  online: boolean;
}
