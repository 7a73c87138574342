import type { Appointment } from '@tabib/contracts/appointments';
import { canAccessRecord } from '@tabib/contracts/patient-record-access';
import type { UserProfile } from '@tabib/contracts/user';
import { MedicalFilesView } from './medical-files-view';
import { PrescriptionEditor } from './prescription-editor';
import { ReportsView } from './reports-view';

export type RecordsTab = 'prescription' | 'medicalFiles' | 'report' | 'reports';

/**
 * What the records feature draws in another feature's tab (appointment modal tabs 2-4,
 * patient modal files and reports). Clinic accounts only read and print.
 */
export function RecordTab({
  tab,
  patientId,
  appointment,
  profile,
  clinicDoctorId,
  readOnly,
}: {
  tab: RecordsTab;
  patientId: string;
  appointment: Appointment | null;
  profile: UserProfile;
  clinicDoctorId: string | null;
  readOnly: boolean;
}) {
  const actor = { privilege: profile.privileges, isClinicUser: profile.isClinic };
  const locked = readOnly || !canAccessRecord(actor, tab === 'prescription' ? 'prescriptionWrite' : 'medicalRecord');
  if (tab === 'medicalFiles') return <MedicalFilesView patientId={patientId} clinicDoctorId={clinicDoctorId} readOnly={locked} />;
  if (tab === 'prescription')
    return appointment ? (
      <PrescriptionEditor appointment={appointment} profile={profile} clinicDoctorId={clinicDoctorId} readOnly={locked} />
    ) : null;
  return <ReportsView patientId={patientId} clinicDoctorId={clinicDoctorId} readOnly={locked} />;
}
