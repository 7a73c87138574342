import { PhoneOutlined, VideoCameraFilled } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { teleconsultationErrorCodes } from '@tabib/contracts/errors';
import { useNotices } from '../../../components/ui/notices-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { leaveCall } from '../api/leave-call';
import { withHeld, withoutCall, type CallNotice } from '../model/call-waiting-notices';
import { updateCallWaiting, useCallWaiting } from '../stores/call-waiting-store';
import './call-waiting-notices.css';

/** Refusals after which the call can no longer happen: its notice goes with the message. */
const closingCodes: readonly string[] = teleconsultationErrorCodes;

/**
 * Spec 2 section 4: a card per patient waiting in the call of an appointment starting about now,
 * stacked at the bottom corner on every signed-in page. Join opens the call in a new tab, Hold
 * shrinks the card to a pill, End closes the call without holding it (duration 0, appointment done).
 */
export function CallWaitingNotices() {
  const notices = useCallWaiting((state) => state.notices);
  const { t } = useTranslation('teleconsultation');
  if (notices.length === 0) return null;
  return (
    <section className="tabib-call-notices" aria-label={t('callWaiting.region')} aria-live="polite">
      {notices.map((notice) => (
        <CallWaitingNotice key={notice.appointmentId} notice={notice} />
      ))}
    </section>
  );
}

function CallWaitingNotice({ notice }: { notice: CallNotice }) {
  const { t } = useTranslation('teleconsultation');
  const { message } = useNotices();
  const errorMessage = useErrorMessage('call');
  const { appointmentId, patient } = notice;
  const time = dayjs(notice.startAt).format('HH:mm');
  const name = patient ? patient.name || t('callWaiting.guestPatient') : t('callWaiting.loadingPatient');
  const end = useMutation({
    mutationFn: () => leaveCall(appointmentId, 0),
    onSuccess: () => {
      updateCallWaiting((state) => withoutCall(state, appointmentId));
      void message.success(t('callWaiting.ended', { name }));
    },
    onError: (error) => {
      if (isApiError(error) && closingCodes.includes(error.code)) updateCallWaiting((state) => withoutCall(state, appointmentId));
      void message.error(errorMessage(error));
    },
  });
  const hold = (held: boolean) => updateCallWaiting((state) => withHeld(state, appointmentId, held));

  return (
    <article
      className={notice.held ? 'tabib-call-notice tabib-call-notice-held' : 'tabib-call-notice'}
      data-testid="call-waiting-notice"
      data-appointment-id={appointmentId}
      aria-label={t('callWaiting.label', { name, time })}
    >
      {notice.held ? (
        <Button
          shape="round"
          icon={<VideoCameraFilled className="tabib-call-notice-icon" />}
          onClick={() => hold(false)}
          aria-label={t('callWaiting.expand', { name, time })}
          data-testid="call-waiting-expand"
        >
          <span className="tabib-call-notice-pill-text">
            {name} · {time}
          </span>
        </Button>
      ) : (
        <>
          <Flex gap={10} align="flex-start">
            <VideoCameraFilled className="tabib-call-notice-icon tabib-call-notice-icon-large" aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{t('callWaiting.title')}</Typography.Text>
              <div className="tabib-call-notice-name">{name}</div>
              <Typography.Text type="secondary">{t('callWaiting.at', { time })}</Typography.Text>
            </div>
          </Flex>
          <Flex gap={8} wrap justify="flex-end" className="tabib-call-notice-actions">
            <Button onClick={() => hold(true)} data-testid="call-waiting-hold">
              {t('callWaiting.hold')}
            </Button>
            <Popconfirm
              title={t('callWaiting.endConfirm', { name })}
              description={t('callWaiting.endConfirmDescription')}
              okText={t('callWaiting.endConfirmOk')}
              cancelText={t('callWaiting.endConfirmCancel')}
              okButtonProps={{ danger: true, ...({ 'data-testid': 'call-waiting-end-confirm' } as Record<string, string>) }}
              onConfirm={() => end.mutateAsync().catch(() => undefined)}
            >
              <Button danger loading={end.isPending} data-testid="call-waiting-end">
                {t('callWaiting.end')}
              </Button>
            </Popconfirm>
            <Button
              type="primary"
              icon={<PhoneOutlined />}
              disabled={!patient}
              href={patient ? `/videocall/${appointmentId}/${patient.id}` : undefined}
              target="_blank"
              rel="noopener"
              // The doctor is going into the call: this page's notice has done its work (once the link has opened it).
              onClick={() => setTimeout(() => updateCallWaiting((state) => withoutCall(state, appointmentId)))}
              data-testid="call-waiting-join"
            >
              {t('callWaiting.join')}
            </Button>
          </Flex>
        </>
      )}
    </article>
  );
}
