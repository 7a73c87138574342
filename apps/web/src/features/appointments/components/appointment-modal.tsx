import { Empty, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppointment } from '../api/get-appointment';
import type { BookingContext } from '../model/booking-context';
import { recordTabsOf, type RecordTab } from '../model/calendar-permissions';
import { Slot } from '../../../lib/slots';
import { AppointmentForm, type FormTarget } from './appointment-form';

interface AppointmentModalProps {
  target: FormTarget | null;
  booking: BookingContext;
  onClose(): void;
}

const recordTabs: RecordTab[] = ['prescription', 'medicalFiles', 'report', 'payment'];

/** 'Add appointment' or 'Appointment details': the form, then the record tabs the spec allows. */
export function AppointmentModal({ target, booking, onClose }: AppointmentModalProps) {
  const { t } = useTranslation('appointments');
  const detailsId = target?.mode === 'details' ? target.appointment._id : null;
  const details = useAppointment(detailsId, booking.clinicDoctorId);
  if (!target) return null;

  const formTarget: FormTarget =
    target.mode === 'details'
      ? {
          mode: 'details',
          appointment: details.data?.appointment ?? target.appointment,
          allowedCall: details.data?.allowed_call ?? target.appointment.is_video_call_allowed,
        }
      : target;
  const tabs = recordTabsOf(booking.profile, { existing: target.mode === 'details', online: booking.online });
  const formKey = target.mode === 'details' ? target.appointment._id : 'add';

  return (
    <Modal
      open
      title={t(target.mode === 'add' ? 'modal.addTitle' : 'modal.detailsTitle')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      modalRender={(content) => <div data-testid="appointment-modal">{content}</div>}
    >
      <Tabs
        items={[
          {
            key: 'appointment',
            label: t('modal.tabs.appointment'),
            children: <AppointmentForm key={formKey} target={formTarget} booking={booking} onDone={onClose} />,
          },
          ...recordTabs
            .filter((tab) => tabs[tab] !== 'hidden')
            .map((tab) => ({
              key: tab,
              label: <span data-testid={`tab-${tab}`}>{t(`modal.tabs.${tab}`)}</span>,
              disabled: tabs[tab] === 'disabled',
              children:
                formTarget.mode === 'details' ? (
                  <Slot
                    name="appointment.recordTab"
                    props={{ tab, appointment: formTarget.appointment, clinicDoctorId: booking.clinicDoctorId }}
                    fallback={<Empty description={t('modal.comingSoon')} />}
                  />
                ) : null,
            })),
        ]}
      />
    </Modal>
  );
}
