import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../components/ui/notices-context';
import { useCurrentProfile } from '../features/auth/api/get-profile';
import { useAppointment } from '../features/appointments/api/get-appointment';
import { calendarPermissionsOf } from '../features/appointments/model/calendar-permissions';
import { actingReasonsOf } from '../features/appointments/model/consultation-reasons';
import { opensAppointmentDetails } from '../features/notifications/model/notification-click';
import { useOnlineStatus } from '../lib/use-online-status';

const AppointmentModal = lazy(() =>
  import('../features/appointments/components/appointment-modal').then((m) => ({ default: m.AppointmentModal })),
);

/**
 * A notification's appointment, opened from the bell on any page: fetched fresh (its status may
 * have changed since), shown in the calendar's details modal when BOOKED or DONE, else nothing
 * opens (spec 2 section 2.12). Clinic admins and users have no bell: the user's own practice.
 */
export function NotificationAppointment({ appointmentId, onClose }: { appointmentId: string; onClose(): void }) {
  const profile = useCurrentProfile();
  const online = useOnlineStatus();
  const { message } = useNotices();
  const { t } = useTranslation('common');
  const details = useAppointment(appointmentId, null);
  const appointment = details.data?.appointment;
  const opens = appointment !== undefined && opensAppointmentDetails(appointment.status);

  useEffect(() => {
    if (details.isError) void message.error(t('general.somethingWentWrong'));
    if (details.isError || (appointment && !opens)) onClose();
  }, [details.isError, appointment, opens, onClose, message, t]);

  if (!appointment || !opens) return null;
  const booking = {
    profile,
    doctorId: profile._id,
    clinicDoctorId: null,
    reasons: actingReasonsOf(profile, null),
    permissions: calendarPermissionsOf(profile),
    online,
  };
  return (
    <Suspense fallback={null}>
      <AppointmentModal
        target={{ mode: 'details', appointment, allowedCall: details.data?.allowed_call ?? appointment.is_video_call_allowed }}
        booking={booking}
        onClose={onClose}
      />
    </Suspense>
  );
}
