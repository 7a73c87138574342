import { CheckCircleFilled, CloseCircleFilled, LoginOutlined, VideoCameraFilled } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@tabib/contracts/appointments';
import { isVisioRunning } from '../model/calendar-permissions';

/** The small marks of an appointment: arrived, done, absent, visio (running or not). */
export function AppointmentMarks({ appointment, now }: { appointment: Appointment; now: Date }) {
  const { t } = useTranslation('appointments');
  const running = isVisioRunning(appointment, now);
  return (
    <Space size={2}>
      {appointment.patientArrived ? (
        <Tooltip title={t('marks.arrived')}>
          <LoginOutlined data-testid="mark-arrived" aria-label={t('marks.arrived')} style={{ color: '#389e0d' }} />
        </Tooltip>
      ) : null}
      {appointment.status === 'DONE' ? (
        <Tooltip title={t('marks.done')}>
          <CheckCircleFilled data-testid="mark-done" aria-label={t('marks.done')} style={{ color: '#389e0d' }} />
        </Tooltip>
      ) : null}
      {appointment.status === 'PATIENT_MISSED' ? (
        <Tooltip title={t('marks.missed')}>
          <CloseCircleFilled data-testid="mark-missed" aria-label={t('marks.missed')} style={{ color: '#cf1322' }} />
        </Tooltip>
      ) : null}
      {appointment.type === 'visio' ? (
        <Tooltip title={t(running ? 'marks.visioRunning' : 'marks.visio')}>
          <VideoCameraFilled
            data-testid={running ? 'mark-visio-running' : 'mark-visio'}
            aria-label={t(running ? 'marks.visioRunning' : 'marks.visio')}
            className={running ? 'tabib-visio-running' : undefined}
          />
        </Tooltip>
      ) : null}
    </Space>
  );
}
