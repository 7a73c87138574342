import { CheckOutlined, DeleteOutlined, IdcardOutlined, StopOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Appointment } from '@tabib/contracts/appointments';
import { useNotices } from '../../../components/ui/notices-context';
import { useNow } from '../../../lib/use-now';
import { useAppointmentActions } from '../hooks/use-appointment-actions';
import { statusActionsShown, videoCallButtonOf } from '../model/calendar-permissions';

interface StatusActionsProps {
  appointment: Appointment;
  allowedCall: boolean;
  clinicDoctorId: string | null;
  canChangeStatus: boolean;
  patientProfile: boolean;
  onDone(): void;
}

/** Done, absent and cancel (only while BOOKED), the video call button and the patient profile link. */
export function AppointmentStatusActions({
  appointment,
  allowedCall,
  clinicDoctorId,
  canChangeStatus,
  patientProfile,
  onDone,
}: StatusActionsProps) {
  const { t } = useTranslation('appointments');
  const { confirm } = useNotices();
  const navigate = useNavigate();
  const actions = useAppointmentActions();
  const now = useNow(60_000);
  const videoCall = videoCallButtonOf(appointment, allowedCall, now);
  const patientId = appointment.patient?._id;

  const confirmCancel = () =>
    confirm({
      title: t('cancelConfirm.title'),
      content: t('cancelConfirm.content'),
      okText: t('cancelConfirm.ok'),
      cancelText: t('cancelConfirm.back'),
      okButtonProps: { danger: true, 'data-testid': 'cancel-confirm-ok' },
      cancelButtonProps: { 'data-testid': 'cancel-confirm-back' },
      onOk: () => {
        void actions.cancel(appointment, clinicDoctorId);
        onDone();
      },
    });

  return (
    <Flex gap={8} wrap>
      {canChangeStatus && statusActionsShown(appointment) ? (
        <>
          <Button
            icon={<CheckOutlined />}
            onClick={() => {
              void actions.done(appointment, clinicDoctorId);
              onDone();
            }}
            data-testid="action-done"
          >
            {t('actions.done')}
          </Button>
          <Button
            icon={<StopOutlined />}
            onClick={() => {
              void actions.skip(appointment, clinicDoctorId);
              onDone();
            }}
            data-testid="action-absent"
          >
            {t('actions.absent')}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={confirmCancel} data-testid="action-cancel">
            {t('actions.cancel')}
          </Button>
        </>
      ) : null}
      {videoCall === 'hidden' || !patientId ? null : (
        <Button
          icon={<VideoCameraOutlined />}
          disabled={videoCall === 'disabled'}
          onClick={() => window.open(`/videocall/${appointment._id}/${patientId}`, '_blank', 'noopener')}
          data-testid="action-video-call"
        >
          {t('actions.videoCall')}
        </Button>
      )}
      {patientProfile && patientId ? (
        <Button
          icon={<IdcardOutlined />}
          onClick={() => navigate(`/patients?patientId=${patientId}`)}
          data-testid="action-patient-profile"
        >
          {t('actions.patientProfile')}
        </Button>
      ) : null}
    </Flex>
  );
}
