import { useCurrentProfile } from '../features/auth/api/get-profile';
import { useCalendarState } from '../features/appointments/stores/calendar-store';
import { PatientsPage } from '../features/patients/components/patients-page';

/** The patients page gets the signed-in profile and the calendar's clinic doctor from the app layer (features do not reach into each other). */
export function PatientsRoute() {
  const selectedClinicDoctorId = useCalendarState((state) => state.clinicDoctorId);
  return <PatientsPage profile={useCurrentProfile()} selectedClinicDoctorId={selectedClinicDoctorId} />;
}
