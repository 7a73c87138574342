import type { Appointment } from '@tabib/contracts/appointments';
import type { RecordTab } from '../model/calendar-permissions';

declare module '../../../lib/slots' {
  interface SlotProps {
    /** Tabs 2-5 of the appointment modal, drawn by the patients and payments features. */
    'appointment.recordTab': { tab: RecordTab; appointment: Appointment; clinicDoctorId: string | null };
  }
}
