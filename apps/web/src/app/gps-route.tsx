import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import { useCurrentProfile } from '../features/auth/api/get-profile';
import { GpsPage } from '../features/profile/components/gps-page';

/** The GPS page gets the signed-in capability from the app layer (features do not reach into each other). */
export function GpsRoute() {
  return <GpsPage disabled={capabilitiesOfProfile(useCurrentProfile())['profile.edit'] !== 'enabled'} />;
}
