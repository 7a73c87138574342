import { useCurrentProfile } from '../features/auth/api/get-profile';
import { pickClinicDoctor, useCalendarState } from '../features/appointments/stores/calendar-store';
import { PatientsPage } from '../features/patients/components/patients-page';

/** The patients page gets the signed-in profile and the calendar's clinic doctor from the app layer (features do not reach into each other). */
export function PatientsRoute() {
  const profile = useCurrentProfile();
  const selectedClinicDoctorId = useCalendarState((state) => state.clinicDoctorId);
  return (
    <PatientsPage
      profile={profile}
      selectedClinicDoctorId={selectedClinicDoctorId}
      onSelectClinicDoctor={(doctorId) => pickClinicDoctor(doctorId, profile.clinicObject?.doctors ?? [])}
    />
  );
}
