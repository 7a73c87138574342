import { useQuery } from '@tanstack/react-query';
import type { AppointmentType } from '@tabib/contracts/appointments';
import {
  freeSlotsQuerySchema,
  freeSlotsResponseSchema,
  publicBookingMaxWeeks,
  publicBookingPaths,
} from '@tabib/contracts/public-booking';
import { apiRequest } from '../../../lib/api-client';
import { publicBookingKeys, withSlug } from './public-booking-keys';

export interface SlotsRequest {
  reason: string;
  type: AppointmentType;
  /** The first day (YYYY-MM-DD), null for today. */
  from: string | null;
}

export function getFreeSlots(slug: string, request: SlotsRequest, signal?: AbortSignal) {
  const query = freeSlotsQuerySchema.parse({
    reason: request.reason,
    type: request.type,
    from: request.from ?? undefined,
    weeks: publicBookingMaxWeeks,
  });
  return apiRequest(withSlug(publicBookingPaths.slots, slug), {
    schema: freeSlotsResponseSchema,
    query: {
      reason: query.reason,
      type: query.type,
      weeks: String(query.weeks),
      ...(query.from ? { from: query.from } : {}),
    },
    signal,
  });
}

/** The free slots of a reason and type for the next weeks; asked again when the patient comes back to the tab. */
export function useFreeSlots(slug: string, request: SlotsRequest | null) {
  return useQuery({
    queryKey: request
      ? publicBookingKeys.slots(slug, request.reason, request.type, request.from)
      : publicBookingKeys.slotsOf(slug),
    queryFn: ({ signal }) => getFreeSlots(slug, request!, signal),
    enabled: request !== null,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
