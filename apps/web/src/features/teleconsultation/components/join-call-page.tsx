import { useCallback, useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { JoinCallResponse } from '@tabib/contracts/teleconsultation';
import { useDoctorName } from '../../../lib/doctor-name';
import { useJoinCall } from '../api/get-join-call';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { joinViewOf } from '../model/join-view';
import { DeviceCheck } from './device-check';
import { JoinCallRoom } from './join-call-room';
import { JoinDoctor, useAppointmentTime } from './join-doctor';
import { JoinOutcome } from './join-outcome';

/** "Your consultation is on <day>": the page of a link opened before the appointment's day. */
function NotToday({ join }: { join: JoinCallResponse }) {
  const { t } = useTranslation('teleconsultation');
  const { day, time } = useAppointmentTime(join);
  return (
    <JoinOutcome
      status="info"
      title={t('join.notToday.title', { day })}
      details={t('join.notToday.details', { time })}
      testId="join-unavailable"
      reason="notToday"
    >
      <JoinDoctor join={join} />
    </JoinOutcome>
  );
}

/**
 * /visio/:token, the patient's join page (issue 16), opened from the short link of their notices:
 * no account, the link's token is the key. The doctor and the time, the device check, the
 * waiting room until the doctor joins, then the call; or why the link cannot be used.
 */
export function JoinCallPage() {
  const { t } = useTranslation('teleconsultation');
  const { token = '' } = useParams<{ token: string }>();
  const lookup = useJoinCall(token);
  const doctorName = useDoctorName();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [left, setLeft] = useState(false);
  // A new room (and connection) each time the patient joins again.
  const [attempt, setAttempt] = useState(0);
  const view = joinViewOf({ join: lookup.data, error: lookup.error, joined: stream !== null, left });
  const inCall = view.kind === 'call';
  useLeaveWarning(inCall);

  useEffect(() => {
    document.title = lookup.data ? t('join.pageTitle', { name: doctorName(lookup.data.doctor) }) : t('join.title');
  }, [t, lookup.data, doctorName]);
  // The camera and microphone are off as soon as the patient is out of the call (left, ended, page gone).
  useEffect(() => {
    if (!stream || inCall) return;
    for (const track of stream.getTracks()) track.stop();
    setStream(null);
  }, [stream, inCall]);
  useEffect(() => {
    if (!stream) return;
    return () => {
      for (const track of stream.getTracks()) track.stop();
    };
  }, [stream]);

  const { refetch } = lookup;
  const recheck = useCallback(() => void refetch(), [refetch]);
  const join = (joined: MediaStream) => {
    setLeft(false);
    setAttempt((count) => count + 1);
    setStream(joined);
  };

  return (
    <div className="tabib-join-page" data-testid="join-page" data-join-view={view.kind}>
      {view.kind === 'loading' ? (
        <div className="tabib-join-waiting" role="status" data-testid="join-loading">
          <Spin />
          <span>{t('join.loading')}</span>
        </div>
      ) : null}
      {view.kind === 'failed' ? (
        <JoinOutcome status="error" title={t('join.failed.title')} details={t('join.failed.details')} testId="join-failed">
          <Button type="primary" onClick={recheck}>
            {t('join.retry')}
          </Button>
        </JoinOutcome>
      ) : null}
      {view.kind === 'unknown' ? (
        <JoinOutcome
          status="warning"
          title={t('join.unknown.title')}
          details={t('join.unknown.details')}
          testId="join-unavailable"
          reason="unknown"
        />
      ) : null}
      {view.kind === 'done' ? (
        <JoinOutcome
          status="success"
          title={t('join.done.title')}
          details={t('join.done.details')}
          testId="join-unavailable"
          reason="done"
        />
      ) : null}
      {view.kind === 'cancelled' ? (
        <JoinOutcome
          status="warning"
          title={t('join.cancelled.title')}
          details={t('join.cancelled.details')}
          testId="join-unavailable"
          reason="cancelled"
        />
      ) : null}
      {view.kind === 'notToday' ? <NotToday join={view.join} /> : null}
      {view.kind === 'deviceCheck' ? (
        <div className="tabib-join-card tabib-join-device-check" data-testid="join-device-check">
          <p className="tabib-join-greeting">{t('join.greeting', { name: view.join.patient.firstName })}</p>
          <JoinDoctor join={view.join} />
          <DeviceCheck joinLabel={t('join.join')} onJoin={join}>
            <p className="tabib-join-hint">{t('join.deviceHint')}</p>
          </DeviceCheck>
        </div>
      ) : null}
      {view.kind === 'call' && stream ? (
        <JoinCallRoom
          key={attempt}
          join={view.join}
          localStream={stream}
          onLeave={() => setLeft(true)}
          onRecheck={recheck}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : null}
      {view.kind === 'left' ? (
        <JoinOutcome status="info" title={t('join.left.title')} details={t('join.left.details')} testId="join-left">
          <Button type="primary" onClick={() => setLeft(false)} data-testid="join-again">
            {t('join.left.again')}
          </Button>
        </JoinOutcome>
      ) : null}
    </div>
  );
}
