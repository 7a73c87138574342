import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JoinCallResponse } from '@tabib/contracts/teleconsultation';
import { useDoctorName } from '../../../lib/doctor-name';
import { useConnectionNotices } from '../hooks/use-connection-notices';
import { useVideoCall } from '../hooks/use-video-call';
import { callViewOf } from '../model/call-view';
import { callRoomViewOf, shouldRecheck } from '../model/join-view';
import { MediaToggles } from './media-toggles';
import { JoinOutcome } from './join-outcome';

interface JoinCallRoomProps {
  join: JoinCallResponse;
  localStream: MediaStream;
  /** The patient left on purpose. */
  onLeave(): void;
  /** The server refused this side, or the doctor left: the page asks the link again (the call may be over). */
  onRecheck(): void;
  /** Joins again after a refusal (a new connection). */
  onRetry(): void;
}

/**
 * The patient in the call (issue 16): the waiting room until the doctor is there ("the doctor
 * will join you"), then the doctor large and the patient small, with the microphone, camera and
 * leave buttons. Phone-sized first: the call takes the whole screen.
 */
export function JoinCallRoom({ join, localStream, onLeave, onRecheck, onRetry }: JoinCallRoomProps) {
  const { t } = useTranslation('teleconsultation');
  const doctorName = useDoctorName()(join.doctor);
  const call = useVideoCall({
    role: 'patient',
    callToken: join.callToken ?? '',
    iceServers: join.iceServers,
    iceTransportPolicy: join.iceTransportPolicy,
    localStream,
    enabled: true,
  });
  const room = callRoomViewOf(call);
  const [everLive, setEverLive] = useState(false);
  if (call.remoteLive && !everLive) setEverLive(true);
  const notices = callViewOf({ ...call, everLive }).notices.filter(
    (notice) => notice === 'lost' || notice === 'cameraOff' || notice === 'microphoneOff',
  );
  useConnectionNotices(call.connection);
  const [microphone, setMicrophone] = useState(true);
  const [camera, setCamera] = useState(true);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const localVideo = useRef<HTMLVideoElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const recheck = shouldRecheck(call);
  useEffect(() => {
    if (recheck) onRecheck();
  }, [recheck, onRecheck]);
  useEffect(() => {
    if (remoteVideo.current) remoteVideo.current.srcObject = call.remoteStream;
  }, [call.remoteStream, room]);
  useEffect(() => {
    if (localVideo.current) localVideo.current.srcObject = localStream;
  }, [localStream, room]);
  // The heading says where the patient is now (waiting, in the call): read out as it changes.
  useEffect(() => {
    heading.current?.focus();
  }, [room]);

  if (room === 'refused') {
    return (
      <JoinOutcome status="warning" title={t('join.refused.title')} details={t('join.refused.details')} testId="join-refused">
        <Button type="primary" onClick={onRetry} data-testid="join-retry">
          {t('join.retry')}
        </Button>
      </JoinOutcome>
    );
  }

  const inCall = room === 'inCall';
  const remoteShown = inCall && call.remoteStream !== null && call.remoteMedia.camera;
  const initials = `${join.doctor.firstName.charAt(0)}${join.doctor.lastName.charAt(0)}`.toUpperCase();
  const leave = () => {
    call.hangUp();
    onLeave();
  };

  return (
    <section className="tabib-join-call" data-testid={inCall ? 'join-in-call' : 'join-waiting'} data-room={room}>
      <div className="tabib-join-call-stage">
        <video
          ref={remoteVideo}
          className="tabib-join-call-remote"
          autoPlay
          playsInline
          hidden={!remoteShown}
          aria-label={t('join.call.remoteVideo', { name: doctorName })}
          data-testid="call-remote-video"
        />
        {remoteShown ? (
          <h1 ref={heading} tabIndex={-1} className="tabib-join-visually-hidden">
            {t('join.call.title', { name: doctorName })}
          </h1>
        ) : (
          <div className="tabib-join-call-placeholder">
            <span className="tabib-join-avatar tabib-join-avatar-large" aria-hidden>
              {join.doctor.picture ? <img src={join.doctor.picture} alt="" /> : initials}
            </span>
            <h1 ref={heading} tabIndex={-1} className="tabib-join-call-title">
              {inCall ? doctorName : room === 'connecting' ? t('join.waiting.connecting') : t('join.waiting.title')}
            </h1>
            {room === 'waiting' ? (
              <p className="tabib-join-call-hint" data-testid="join-waiting-hint">
                {call.peerLeft ? t(`join.waiting.doctorLeft.${call.peerLeft}`) : t('join.waiting.details', { name: doctorName })}
              </p>
            ) : null}
            {room === 'connecting' || (room === 'waiting' && !call.peerLeft) ? <Spin aria-hidden /> : null}
            {inCall && !call.remoteMedia.camera ? (
              <p className="tabib-join-call-hint">{t('join.call.notices.cameraOff')}</p>
            ) : null}
          </div>
        )}
        <video
          ref={localVideo}
          className="tabib-join-call-local"
          autoPlay
          playsInline
          muted
          aria-label={t('videoCall.localVideo')}
          data-testid="call-local-video"
          data-camera={camera ? 'on' : 'off'}
        />
        {inCall ? (
          <div className="tabib-join-call-notices" role="status" aria-live="polite">
            {notices.map((notice) => (
              <Alert
                key={notice}
                type={notice === 'lost' ? 'error' : 'info'}
                showIcon
                title={t(`join.call.notices.${notice}`)}
                data-testid={`call-notice-${notice}`}
              />
            ))}
          </div>
        ) : null}
      </div>
      <div className="tabib-join-call-controls" role="toolbar" aria-label={t('videoCall.controls')}>
        <MediaToggles
          microphone={microphone}
          camera={camera}
          onMicrophone={() => {
            call.setMicrophone(!microphone);
            setMicrophone(!microphone);
          }}
          onCamera={() => {
            call.setCamera(!camera);
            setCamera(!camera);
          }}
        />
        <Button
          shape="circle"
          size="large"
          danger
          type="primary"
          className="tabib-hang-up"
          icon={<PhoneOutlined />}
          aria-label={t('join.call.leave')}
          onClick={leave}
          data-testid="call-leave"
        />
      </div>
    </section>
  );
}
