import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale } from '@tabib/contracts/locales';
import type { ClinicNotice } from '@tabib/contracts/notifications';
import { useNotices } from '../../../components/ui/notices-context';
import { useClinicNotices } from '../api/get-clinic-notices';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationLiveUpdates } from '../hooks/use-notification-live-updates';
import { planClinicNotices } from '../model/clinic-notice-plan';

const silent = () => undefined;

interface ClinicNoticesProps {
  userId: string;
  /** The doctor the account acts for (the calendar's selection). */
  selectedDoctorId: string | null;
  /** The bell's live channel already refreshes the notifications (a clinic unit has one): no second socket. */
  hasBell: boolean;
}

/**
 * Spec 1 section 4, on every page of a clinic account: each booking or cancellation on another
 * of the clinic's doctors opens an info (booking) or warning (cancellation) notice that stays
 * until closed; closing it reads it (the server keeps it unread until then, across reloads).
 */
export function ClinicNotices({ userId, selectedDoctorId, hasBell }: ClinicNoticesProps) {
  const { notification } = useNotices();
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const notices = useClinicNotices(true);
  const { mutate: markRead } = useMarkNotificationRead();
  // The sound is the bell's; a clinic account without one is told by the notice itself.
  useNotificationLiveUpdates(userId, !hasBell, silent);
  const backlog = useRef<ReadonlySet<string> | null>(null);
  const shown = useRef(new Set<string>());
  const handled = useRef(new Set<string>());

  useEffect(() => {
    if (!notices.data) return;
    backlog.current ??= new Set(notices.data.map((notice) => notice._id));
    const plan = planClinicNotices(notices.data, {
      selectedDoctorId,
      backlog: backlog.current,
      shown: shown.current,
      handled: handled.current,
    });
    for (const notice of plan.markRead) {
      handled.current.add(notice._id);
      markRead({ id: notice._id, flags: {} });
    }
    const open = (notice: ClinicNotice) => {
      handled.current.add(notice._id);
      shown.current.add(notice._id);
      const show = notice.type === 'clinic_doctor_booked' ? notification.info : notification.warning;
      show({
        key: `clinic-notice-${notice._id}`,
        title: notice.title[locale] || notice.title.fr,
        description: notice.message[locale] || notice.message.fr,
        duration: 0,
        onClose: () => {
          shown.current.delete(notice._id);
          markRead({ id: notice._id, flags: {} });
        },
        props: { 'data-testid': `clinic-notice-${notice.type}`, 'data-doctor-id': notice.doctorId } as object,
      });
    };
    plan.show.forEach(open);
  }, [notices.data, selectedDoctorId, locale, notification, markRead]);

  return null;
}
