import type { ComponentType } from 'react';
import type { UserProfile } from '@tabib/contracts/user';
import { useCurrentProfile } from '../features/auth/api/get-profile';

/** A page that reads the signed-in profile gets it as a prop: features do not import the auth feature. */
export function withProfile(Page: ComponentType<{ profile: UserProfile }>): ComponentType {
  function WithProfile() {
    return <Page profile={useCurrentProfile()} />;
  }
  return WithProfile;
}
