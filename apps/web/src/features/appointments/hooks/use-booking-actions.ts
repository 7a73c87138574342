import { useMemo } from 'react';
import { createBookingActions } from '../actions/booking-actions';
import { useActionDependencies } from './use-appointment-actions';

/** The one way screens book or update an appointment (the appointment form). */
export function useBookingActions() {
  const deps = useActionDependencies();
  return useMemo(() => createBookingActions(deps), [deps]);
}
