import { Navigate } from 'react-router';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import { settingsIndexContent } from '../guards/access-rules';
import { ClinicProfilePage, DoctorProfilePage } from '../lazy-profile-pages';

/** Clinic staff see the clinic profile, others the doctor profile; a clinic unit has no index. */
export function SettingsIndex() {
  const profile = useCurrentProfile();
  const content = settingsIndexContent(profile);
  if (content === 'none') return <Navigate to="schedule" replace />;
  return content === 'clinicProfile' ? <ClinicProfilePage /> : <DoctorProfilePage disabled={profile.privileges !== 'DOC-ALL'} />;
}
