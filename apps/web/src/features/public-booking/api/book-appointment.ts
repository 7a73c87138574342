import { useMutation } from '@tanstack/react-query';
import { publicBookingPaths, publicBookingResponseSchema } from '@tabib/contracts/public-booking';
import { publicBookingBodySchema, type PublicBookingBody } from '@tabib/contracts/public-booking-input';
import { apiRequest } from '../../../lib/api-client';
import { withSlug } from './public-booking-keys';

// No idempotency key: the proof of work is accepted once, so a second sending is refused anyway.
export function bookAppointment(slug: string, body: PublicBookingBody) {
  return apiRequest(withSlug(publicBookingPaths.book, slug), {
    method: 'POST',
    body: publicBookingBodySchema.parse(body),
    schema: publicBookingResponseSchema,
  });
}

export function useBookAppointment(slug: string) {
  return useMutation({ mutationFn: (body: PublicBookingBody) => bookAppointment(slug, body) });
}
