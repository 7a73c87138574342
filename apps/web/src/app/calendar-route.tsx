import { CalendarPage } from '../features/appointments/components/calendar-page';
import { useCurrentProfile } from '../features/auth/api/get-profile';

/** The calendar gets the signed-in profile from the app layer (features do not reach into each other). */
export function CalendarRoute() {
  return <CalendarPage profile={useCurrentProfile()} />;
}
