import type { CallPatientTab } from '../model/patient-panel-tabs';

declare module '../../../lib/slots' {
  interface SlotProps {
    /** A tab of the call's patient panel (spec 2 section 2.3), drawn by the patients and records features. */
    'videocall.patientTab': { tab: CallPatientTab; appointmentId: string; patientId: string };
  }
}
