import type { z } from 'zod';
import type { clinicTrackingResponseSchema } from '@tabib/contracts/subscription';
import { isRestricted } from './restriction';
import type { SubscriptionState } from './subscription-state';

/**
 * A clinic doctor has no subscription of their own: they follow the clinic's (the hourly
 * child-entity check, spec 3 section 6). While the clinic runs none, the doctor's banner asks
 * for a period to start it.
 */
export function clinicTracking(clinic: SubscriptionState, today: string): z.infer<typeof clinicTrackingResponseSchema> {
  return {
    success: true,
    status: clinic.status,
    restricted: isRestricted(clinic, today),
    display_topbar_start_subscription: clinic.status === 'waiting' || clinic.status === 'canceled',
  };
}
