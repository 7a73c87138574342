import { useCurrentProfile } from '../features/auth/api/get-profile';
import { PatientsPage } from '../features/patients/components/patients-page';

/** The patients page gets the signed-in profile from the app layer (features do not reach into each other). */
export function PatientsRoute() {
  return <PatientsPage profile={useCurrentProfile()} />;
}
