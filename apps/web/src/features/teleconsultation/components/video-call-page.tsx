import { useEffect, useState } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCallDetails } from '../api/get-call-details';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { callStageOf } from '../model/call-stage';
import { CallEndCard } from './call-end-card';
import { CallScreen } from './call-screen';
import { DeviceCheck } from './device-check';
import './video-call.css';

/**
 * /videocall/:appointmentId/:patientId, opened in its own tab from the appointment (spec 2
 * section 2.11): 'Getting Ready...', the device check, the call, the end card.
 */
export function VideoCallPage() {
  const { t } = useTranslation('teleconsultation');
  const { appointmentId = '' } = useParams();
  const details = useCallDetails(appointmentId);
  const errorMessage = useErrorMessage('call');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [endedAfter, setEndedAfter] = useState<number | null>(null);
  const stage = callStageOf({ details: details.status, joined: stream !== null, ended: endedAfter !== null });
  useLeaveWarning(stage === 'inCall');

  // The page's camera and microphone are off once the call is over or the page goes.
  useEffect(() => {
    if (!stream) return;
    return () => {
      for (const track of stream.getTracks()) track.stop();
    };
  }, [stream]);

  const end = (seconds: number) => {
    setEndedAfter(seconds);
    setStream(null);
  };

  return (
    <main className="tabib-call-page" data-testid="video-call-page" data-call-stage={stage}>
      {stage === 'gettingReady' ? (
        <div className="tabib-call-getting-ready" data-testid="call-getting-ready" role="status">
          <Spin size="large" />
          <p>{t('videoCall.gettingReady')}</p>
        </div>
      ) : null}
      {stage === 'unavailable' ? (
        <Result
          status="warning"
          title={<h1 className="tabib-call-result-title">{errorMessage(details.error)}</h1>}
          extra={
            <Link to="/calendar" className="tabib-call-link-button">
              {t('videoCall.ended.goToCalendar')}
            </Link>
          }
          data-testid="call-unavailable"
        />
      ) : null}
      {stage === 'deviceCheck' && details.data ? (
        <DeviceCheck joinLabel={t('videoCall.start')} onJoin={setStream}>
          <p className="tabib-call-with">
            {t('videoCall.withPatient', {
              name: `${details.data.appointment_patient.firstName} ${details.data.appointment_patient.lastName}`,
            })}
          </p>
        </DeviceCheck>
      ) : null}
      {stage === 'inCall' && details.data && stream ? (
        <CallScreen
          appointmentId={appointmentId}
          patientId={details.data.appointment_patient._id}
          details={details.data}
          localStream={stream}
          onEnded={end}
        />
      ) : null}
      {stage === 'ended' && endedAfter !== null ? <CallEndCard seconds={endedAfter} /> : null}
    </main>
  );
}
