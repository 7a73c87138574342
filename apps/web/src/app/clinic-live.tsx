import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import { headerControlsFor } from './shell/nav-items';
import { useCurrentProfile } from '../features/auth/api/get-profile';
import { useCalendarState } from '../features/appointments/stores/calendar-store';
import { ClinicNotices } from '../features/notifications/components/clinic-notices';
import { useClinicPresenceLive } from './use-clinic-presence-live';

/**
 * What a clinic account hears on every page of the shell: its doctors coming online or going off
 * (the header's and the panel's dots), and the notices of bookings and cancellations on the
 * doctors it is not acting for. Loaded for clinic accounts only.
 */
export function ClinicLive() {
  const profile = useCurrentProfile();
  const selectedDoctorId = useCalendarState((state) => state.clinicDoctorId);
  useClinicPresenceLive();
  if (capabilitiesOfProfile(profile)['notifications.clinicNotices'] !== 'enabled') return null;
  return (
    <ClinicNotices
      userId={profile._id}
      selectedDoctorId={selectedDoctorId}
      hasBell={headerControlsFor(profile).notificationBell}
    />
  );
}
