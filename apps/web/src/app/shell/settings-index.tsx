import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import { useCurrentProfile } from '../../features/auth/api/get-profile';
import { settingsIndexContent } from '../guards/access-rules';
import { ClinicProfilePage, DoctorProfilePage } from '../lazy-profile-pages';

/** Clinic staff see the clinic profile, others the doctor profile; a clinic unit has no index (spec 3: "nothing"). */
export function SettingsIndex() {
  const profile = useCurrentProfile();
  const content = settingsIndexContent(profile);
  if (content === 'none') return null;
  if (content === 'clinicProfile') return <ClinicProfilePage />;
  return <DoctorProfilePage disabled={capabilitiesOfProfile(profile)['profile.edit'] !== 'enabled'} />;
}
