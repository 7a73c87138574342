import { SchedulePage } from '../features/schedule/components/schedule-page';
import { useCurrentProfile } from '../features/auth/api/get-profile';

/** The schedule editor gets the signed-in profile from the app layer (features do not reach into each other). */
export function ScheduleRoute() {
  return <SchedulePage profile={useCurrentProfile()} />;
}
