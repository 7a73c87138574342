import { useQueryClient } from '@tanstack/react-query';
import type { ClinicListQuery } from '@tabib/contracts/clinic-users';
import { profileQueryKey } from '../../../lib/profile-query-key';

/** The clinic's users and doctors: every list page, the counts and the pickers, under one key to refresh them all. */
export const clinicUsersKeys = {
  all: ['clinic', 'users'] as const,
  list: (query: ClinicListQuery) => [...clinicUsersKeys.all, 'list', query] as const,
  stats: () => [...clinicUsersKeys.all, 'stats'] as const,
  pickers: (type: 'specialities' | 'doctors') => [...clinicUsersKeys.all, 'pickers', type] as const,
};

/** The lists and the profile's clinic (the doctors' sidebar) read again after any change. */
export function useRefreshClinicMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clinicUsersKeys.all }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ]);
}
