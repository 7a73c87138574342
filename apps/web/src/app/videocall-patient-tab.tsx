import { Spin } from 'antd';
import type { SlotProps } from '../lib/slots';
import { useAppointment } from '../features/appointments/api/get-appointment';
import { useCurrentProfile } from '../features/auth/api/get-profile';
import { usePatientDetails } from '../features/patients/api/get-patient-details';
import { MedicalProfileForm } from '../features/patients/components/medical-profile-form';
import { PatientInfoForm } from '../features/patients/components/patient-info-form';
import { VisitHistory } from '../features/patients/components/visit-history';
import { RecordTab } from '../features/records/components/record-tab';

const loading = <Spin style={{ display: 'block', margin: '48px auto' }} />;
const nothing = () => undefined;

/**
 * A tab of the call's patient panel (spec 2 section 2.3): the patients feature's identity,
 * medical profile and history, the records feature's prescription, files and report of this
 * appointment. A clinic account reads them as the appointment's doctor's.
 */
export function VideoCallPatientTab({ tab, appointmentId, patientId }: SlotProps['videocall.patientTab']) {
  const profile = useCurrentProfile();
  const appointment = useAppointment(appointmentId, null).data?.appointment ?? null;
  const clinicDoctorId = profile.isClinic ? (appointment?.doctorId ?? null) : null;
  const scoped = !profile.isClinic || clinicDoctorId !== null;
  const details = usePatientDetails(scoped ? patientId : null, clinicDoctorId);
  const patient = details.data?.patientInfo ?? null;

  if (!scoped) return loading;
  switch (tab) {
    case 'info':
      // Read here: the identity is changed from the patients page, not in the middle of a call.
      return patient ? (
        <PatientInfoForm patient={patient} readOnly registeredNotice={false} saving={false} onSave={nothing} onCancel={nothing} />
      ) : (
        loading
      );
    case 'medicalProfile':
      return patient && details.data?.medicalProfile ? (
        <MedicalProfileForm
          patientId={patientId}
          profile={details.data.medicalProfile}
          clinicDoctorId={clinicDoctorId}
          readOnly={!patient.isGuest}
        />
      ) : (
        loading
      );
    case 'history':
      return <VisitHistory patientId={patientId} clinicDoctorId={clinicDoctorId} />;
    case 'medicalFiles':
    case 'report':
      return (
        <RecordTab
          tab={tab}
          patientId={patientId}
          appointment={appointment}
          profile={profile}
          clinicDoctorId={clinicDoctorId}
          readOnly={false}
        />
      );
    case 'prescription':
      return appointment ? (
        <RecordTab
          tab="prescription"
          patientId={patientId}
          appointment={appointment}
          profile={profile}
          clinicDoctorId={clinicDoctorId}
          readOnly={false}
        />
      ) : (
        loading
      );
  }
}
