import { useQuery } from '@tanstack/react-query';
import { clinicNoticesResponseSchema, notificationPaths } from '@tabib/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export function getClinicNotices(signal?: AbortSignal) {
  return apiRequest(notificationPaths.clinicNotices, { schema: clinicNoticesResponseSchema, signal });
}

/** GET clinic-notices: a clinic account's unread notices of its doctors' bookings and cancellations. */
export function useClinicNotices(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.clinicNotices(),
    queryFn: ({ signal }) => getClinicNotices(signal),
    select: (answer) => answer.notices,
    enabled,
  });
}
