import { useQuery } from '@tanstack/react-query';
import {
  bookingSlugMaxLength,
  bookingSlugPattern,
  publicBookingPaths,
  publicDoctorResponseSchema,
} from '@tabib/contracts/public-booking';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { publicBookingKeys, withSlug } from './public-booking-keys';

/** A doctor's booking page; an address that cannot be a slug is not found without asking. */
export function getPublicDoctor(slug: string, signal?: AbortSignal) {
  if (slug.length > bookingSlugMaxLength || !bookingSlugPattern.test(slug)) {
    return Promise.reject(new ApiError(404, 'notFound'));
  }
  return apiRequest(withSlug(publicBookingPaths.doctor, slug), { schema: publicDoctorResponseSchema, signal });
}

export function usePublicDoctor(slug: string) {
  return useQuery({
    queryKey: publicBookingKeys.doctor(slug),
    queryFn: ({ signal }) => getPublicDoctor(slug, signal),
    staleTime: 5 * 60_000,
  });
}
