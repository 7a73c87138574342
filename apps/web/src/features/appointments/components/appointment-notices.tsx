import { useId } from 'react';
import { Empty, Flex, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useAppointmentNotices } from '../api/get-appointment-notices';
import { noticeLabelOf, noticeStateColors, noticeStateOf, noticeStatusDateOf } from '../model/notice-trace';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const itemStyle = { padding: '8px 0', borderBottom: '1px solid var(--ant-color-split)' } as const;
const dateOf = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

interface AppointmentNoticesProps {
  appointmentId: string;
  clinicDoctorId: string | null;
}

/** Spec 1 section 3, the SMS trace: the notices sent or planned to the patient, newest first. */
export function AppointmentNotices({ appointmentId, clinicDoctorId }: AppointmentNoticesProps) {
  const { t } = useTranslation('appointments');
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const notices = useAppointmentNotices(appointmentId, clinicDoctorId);

  let body;
  if (notices.data) {
    body =
      notices.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticeTrace.empty')} />
      ) : (
        <ul style={listStyle} aria-label={t('noticeTrace.listLabel')}>
          {notices.data.map((notice) => {
            const state = noticeStateOf(notice);
            const statusDate = noticeStatusDateOf(notice);
            return (
              <li key={notice._id} style={itemStyle} data-testid="notice-item">
                <Flex wrap gap={8} align="center" justify="space-between">
                  <Flex wrap gap={8} align="center">
                    <Typography.Text strong>{t(`noticeTrace.labels.${noticeLabelOf(notice)}`)}</Typography.Text>
                    <Tag data-testid="notice-channel">{t(`noticeTrace.channels.${notice.channel}`)}</Tag>
                  </Flex>
                  <Tag color={noticeStateColors[state]} data-testid="notice-state">
                    {t(`noticeTrace.states.${state}`)}
                  </Tag>
                </Flex>
                <Flex wrap style={{ columnGap: 12 }}>
                  <Typography.Text type="secondary" data-testid="notice-planned">
                    {t('noticeTrace.plannedAt', { date: dateOf(notice.prevision_sent_date) })}
                  </Typography.Text>
                  {statusDate ? (
                    <Typography.Text type="secondary" data-testid="notice-status-date">
                      {t('noticeTrace.statusAt', { date: dateOf(statusDate) })}
                    </Typography.Text>
                  ) : null}
                </Flex>
              </li>
            );
          })}
        </ul>
      );
  } else if (notices.isError) {
    body = <Typography.Text type="danger">{errorMessage(notices.error)}</Typography.Text>;
  } else if (notices.fetchStatus === 'paused') {
    body = <Typography.Text type="secondary">{t('noticeTrace.offline')}</Typography.Text>;
  } else if (notices.isFetching) {
    body = <Spin size="small" />;
  } else {
    // A booking still queued on this device: nothing was sent yet.
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticeTrace.empty')} />;
  }

  return (
    <section aria-labelledby={headingId} data-testid="appointment-notices" style={{ marginTop: 12 }}>
      <Typography.Title level={5} id={headingId}>
        {t('noticeTrace.title')}
      </Typography.Title>
      {body}
    </section>
  );
}
