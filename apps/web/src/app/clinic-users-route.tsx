import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import { useCurrentProfile } from '../features/auth/api/get-profile';
import { ClinicUsersPage } from '../features/clinic/components/clinic-users-page';

/** Spec 3: every clinic account lists the clinic's users and doctors; only its admin changes them. */
export function ClinicUsersRoute() {
  return <ClinicUsersPage canManage={capabilitiesOfProfile(useCurrentProfile())['clinic.usersPage'] === 'enabled'} />;
}
