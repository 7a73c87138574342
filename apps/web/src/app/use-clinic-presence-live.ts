import { useQueryClient } from '@tanstack/react-query';
import {
  clinicMembersChangedEventSchema,
  clinicPresenceEventSchema,
  type ClinicPresenceEvent,
} from '@tabib/contracts/clinic-users';
import { accountSocket } from '@tabib/contracts/live-events';
import type { UserProfile } from '@tabib/contracts/user';
import { useAccountEvent } from '../lib/account-events';
import { profileQueryKey } from '../lib/profile-query-key';

/** The profile with one clinic doctor's work_status changed; the same profile when nothing changes. */
export function withDoctorPresence(profile: UserProfile, event: ClinicPresenceEvent): UserProfile {
  const doctors = profile.clinicObject?.doctors;
  const doctor = doctors?.find((candidate) => candidate._id === event.doctorId);
  if (!profile.clinicObject || !doctors || !doctor || doctor.work_status === event.work_status) return profile;
  return {
    ...profile,
    clinicObject: {
      ...profile.clinicObject,
      doctors: doctors.map((candidate) =>
        candidate._id === event.doctorId ? { ...candidate, work_status: event.work_status } : candidate,
      ),
    },
  };
}

/**
 * The clinic's doctors as the header and the calendar's panel draw them come from the profile
 * (clinicObject.doctors): `clinic.presence` patches a doctor's online dot there, and a doctor
 * added, changed or deleted on /clinic-users (here or elsewhere) refetches the list.
 */
export function useClinicPresenceLive(): void {
  const queryClient = useQueryClient();
  const refetchProfile = () => void queryClient.invalidateQueries({ queryKey: profileQueryKey });

  useAccountEvent(accountSocket.clinicPresence, (payload) => {
    const parsed = clinicPresenceEventSchema.safeParse(payload);
    if (!parsed.success) return;
    queryClient.setQueryData<UserProfile>(profileQueryKey, (profile) => profile && withDoctorPresence(profile, parsed.data));
  });
  useAccountEvent(accountSocket.clinicMembersChanged, (payload) => {
    const parsed = clinicMembersChangedEventSchema.safeParse(payload);
    if (parsed.success && parsed.data.type === 'doctor') refetchProfile();
  });
}
