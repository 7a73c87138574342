import type { Appointment } from '@tabib/contracts/appointments';
import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';
import { MedicalFilesView } from './medical-files-view';
import { PrescriptionEditor } from './prescription-editor';
import { ReportsView } from './reports-view';

export type RecordsTab = 'prescription' | 'medicalFiles' | 'report' | 'reports';

/**
 * What the records feature draws in another feature's tab (appointment modal tabs 2-4,
 * patient modal files and reports).
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
  const locked =
    readOnly || capabilitiesOfProfile(profile)[tab === 'prescription' ? 'records.prescription' : 'records.medical'] !== 'enabled';
  if (tab === 'medicalFiles') return <MedicalFilesView patientId={patientId} clinicDoctorId={clinicDoctorId} readOnly={locked} />;
  if (tab === 'prescription')
    return appointment ? (
      <PrescriptionEditor appointment={appointment} profile={profile} clinicDoctorId={clinicDoctorId} readOnly={locked} />
    ) : null;
  return <ReportsView patientId={patientId} clinicDoctorId={clinicDoctorId} readOnly={locked} />;
}
