import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import { useCurrentProfile } from '../features/auth/api/get-profile';
import { UsersPage } from '../features/users/components/users-page';

/** Spec 3 section 6: adding, blocking and deleting users is DOC-ALL work; others see the list only. */
export function UsersRoute() {
  const profile = useCurrentProfile();
  return <UsersPage canManage={capabilitiesOfProfile(profile)['users.manage'] === 'enabled'} selfId={profile._id} />;
}
