import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import { useCurrentProfile } from '../features/auth/api/get-profile';
import { ClinicDoctorAvatars } from '../features/appointments/components/clinic-doctor-avatars';
import { useCalendarState } from '../features/appointments/stores/calendar-store';
import { ClinicNotices } from '../features/notifications/components/clinic-notices';
import { headerControlsFor } from './shell/nav-items';
import { useClinicPresenceLive } from './use-clinic-presence-live';

// What the shell adds for clinic accounts only (headerControlsFor(...).clinicDoctors; clinic doctors
// are not among them): one lazy chunk, which doctors and assistants never download. One module for
// both parts on purpose: as a chunk of its own, the header's part split antd's shared chunks
// further for every account (docs/performance-web.md, "The clinic's parts apart").

/** The clinic's doctors in the header: the doctor the account acts for is picked there. */
export function ClinicHeaderDoctors() {
  return <ClinicDoctorAvatars doctors={useCurrentProfile().clinicObject?.doctors ?? []} />;
}

/**
 * What a clinic account hears on every page of the shell: its doctors coming online or going off
 * (the header's and the panel's dots), and the notices of bookings and cancellations on the
 * doctors it is not acting for.
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
