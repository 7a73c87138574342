import type { AppointmentType } from '@tabib/contracts/appointments';

export const publicBookingKeys = {
  doctor: (slug: string) => ['public-booking', 'doctor', slug] as const,
  /** Every slots answer of a page: what a refused booking refreshes. */
  slotsOf: (slug: string) => ['public-booking', 'slots', slug] as const,
  slots: (slug: string, reason: string, type: AppointmentType, from: string | null) =>
    ['public-booking', 'slots', slug, reason, type, from ?? 'today'] as const,
  cancelLink: (token: string) => ['public-booking', 'cancel-link', token] as const,
};

export const withSlug = (path: string, slug: string) => path.replace(':slug', encodeURIComponent(slug));
export const withToken = (path: string, token: string) => path.replace(':token', encodeURIComponent(token));
