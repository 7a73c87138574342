import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Tooltip } from 'antd';
import { PhoneOutlined, SolutionOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { teleconsultationErrorCodes } from '@tabib/contracts/errors';
import type { CallDetailsResponse } from '@tabib/contracts/teleconsultation';
import { useNotices } from '../../../components/ui/notices-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { leaveCall } from '../api/leave-call';
import { useCallTimer } from '../hooks/use-call-timer';
import { useConnectionNotices } from '../hooks/use-connection-notices';
import { useRingtone } from '../hooks/use-ringtone';
import { useVideoCall } from '../hooks/use-video-call';
import { callViewOf, type CallNotice } from '../model/call-view';
import { MediaToggles } from './media-toggles';
import { CallInvite } from './call-invite';
import { CallTimerText } from './call-timer-text';
import { PatientPanel } from './patient-panel';

interface CallScreenProps {
  appointmentId: string;
  patientId: string;
  details: CallDetailsResponse;
  localStream: MediaStream;
  /** The call was ended (the appointment is DONE), after `seconds` of talking. */
  onEnded(seconds: number): void;
}

const noticeTypes: Record<CallNotice, 'error' | 'warning' | 'info'> = {
  refused: 'error',
  lost: 'error',
  quit: 'warning',
  offline: 'warning',
  cameraOff: 'info',
  microphoneOff: 'info',
};

const initialsOf = ({ firstName, lastName }: CallDetailsResponse['appointment_patient']) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();

/** The doctor's side of the call (spec 2 sections 2.11 and 4): calling, then the patient large and the doctor small. */
export function CallScreen({ appointmentId, patientId, details, localStream, onEnded }: CallScreenProps) {
  const { t } = useTranslation('teleconsultation');
  const { message } = useNotices();
  const errorMessage = useErrorMessage('call');
  const call = useVideoCall({
    role: 'doctor',
    callToken: details.agoraAccessToken,
    iceServers: details.iceServers,
    iceTransportPolicy: details.iceTransportPolicy,
    localStream,
    enabled: true,
  });
  const [everLive, setEverLive] = useState(false);
  if (call.remoteLive && !everLive) setEverLive(true);
  const view = callViewOf({ ...call, everLive });
  useRingtone(view.calling);
  const { timer, secondsNow } = useCallTimer(view.timerRunning);
  useConnectionNotices(call.connection);
  const [microphone, setMicrophone] = useState(true);
  const [camera, setCamera] = useState(true);
  const [panelOpen, setPanelOpen] = useState(false);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const localVideo = useRef<HTMLVideoElement>(null);
  const patient = details.appointment_patient;
  const patientName = `${patient.firstName} ${patient.lastName}`;

  useEffect(() => {
    if (remoteVideo.current) remoteVideo.current.srcObject = call.remoteStream;
  }, [call.remoteStream]);
  useEffect(() => {
    if (localVideo.current) localVideo.current.srcObject = localStream;
  }, [localStream]);

  const leave = useMutation({ mutationFn: (seconds: number) => leaveCall(appointmentId, seconds) });
  const end = () => {
    const seconds = secondsNow();
    const finish = () => {
      call.hangUp();
      onEnded(seconds);
    };
    leave.mutate(seconds, {
      onSuccess: finish,
      onError: (error) => {
        // Ended elsewhere (the waiting notice, another tab): ended all the same.
        if (isApiError(error) && error.code === 'CallAlreadyDone') return finish();
        const known = isApiError(error) && (teleconsultationErrorCodes as readonly string[]).includes(error.code);
        void message.error(known ? errorMessage(error) : t('videoCall.endFailed'));
      },
    });
  };

  const toggleMicrophone = () => {
    call.setMicrophone(!microphone);
    setMicrophone(!microphone);
  };
  const toggleCamera = () => {
    call.setCamera(!camera);
    setCamera(!camera);
  };
  const remoteHidden = view.calling || call.peerLeft !== null || !call.remoteMedia.camera;

  return (
    <div className="tabib-call" data-testid="call-screen" data-call-connection={call.connection}>
      <div className="tabib-call-stage">
        <video
          ref={remoteVideo}
          className="tabib-call-remote"
          autoPlay
          playsInline
          aria-label={t('videoCall.remoteVideo')}
          data-testid="call-remote-video"
        />
        {remoteHidden ? (
          <div className="tabib-call-placeholder" data-testid={view.calling ? 'call-calling' : undefined}>
            <span className="tabib-call-avatar" aria-hidden>
              {initialsOf(patient)}
            </span>
            {view.calling ? (
              <>
                <p className="tabib-call-calling-title">{t('videoCall.calling', { name: patientName })}</p>
                <p className="tabib-call-calling-hint">{t('videoCall.callingHint')}</p>
                <CallInvite appointmentId={appointmentId} />
              </>
            ) : (
              <p className="tabib-call-calling-title">{patientName}</p>
            )}
          </div>
        ) : null}
        <video
          ref={localVideo}
          className="tabib-call-local"
          autoPlay
          playsInline
          muted
          aria-label={t('videoCall.localVideo')}
          data-testid="call-local-video"
          data-camera={camera ? 'on' : 'off'}
        />
        <div className="tabib-call-top">
          <CallTimerText timer={timer} label={t('videoCall.timer')} />
          <Tooltip title={t(panelOpen ? 'videoCall.hidePanel' : 'videoCall.showPanel')}>
            <Button
              shape="circle"
              size="large"
              icon={<SolutionOutlined />}
              aria-label={t(panelOpen ? 'videoCall.hidePanel' : 'videoCall.showPanel')}
              aria-pressed={panelOpen}
              onClick={() => setPanelOpen(!panelOpen)}
              data-testid="call-panel-toggle"
            />
          </Tooltip>
        </div>
        <div className="tabib-call-notices" role="status" aria-live="polite">
          {view.notices.map((notice) => (
            <Alert
              key={notice}
              type={noticeTypes[notice]}
              showIcon
              title={t(`videoCall.notices.${notice}`)}
              data-testid={`call-notice-${notice}`}
            />
          ))}
        </div>
        <div className="tabib-call-controls" role="toolbar" aria-label={t('videoCall.controls')}>
          <MediaToggles microphone={microphone} camera={camera} onMicrophone={toggleMicrophone} onCamera={toggleCamera} />
          <Tooltip title={t('videoCall.end')}>
            <Button
              shape="circle"
              size="large"
              danger
              type="primary"
              className="tabib-hang-up"
              icon={<PhoneOutlined />}
              aria-label={t('videoCall.end')}
              loading={leave.isPending}
              onClick={end}
              data-testid="call-end"
            />
          </Tooltip>
        </div>
      </div>
      <PatientPanel appointmentId={appointmentId} patientId={patientId} open={panelOpen} onClose={() => setPanelOpen(false)} />
    </div>
  );
}
