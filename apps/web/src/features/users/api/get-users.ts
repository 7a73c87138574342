import { useQuery } from '@tanstack/react-query';
import { appUsersResponseSchema, userPaths } from '@tabib/contracts/users';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export async function getUsers(signal?: AbortSignal) {
  return (await apiRequest(userPaths.list, { schema: appUsersResponseSchema, signal })).result.appUsers;
}

export function useUsers() {
  return useQuery({ queryKey: userKeys.list(), queryFn: ({ signal }) => getUsers(signal) });
}
