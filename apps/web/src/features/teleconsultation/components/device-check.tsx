import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAudioLevel } from '../hooks/use-audio-level';
import { useLocalMedia } from '../hooks/use-local-media';
import './video-call.css';

interface DeviceCheckProps {
  /** The page's button text ('Start the call', 'Join'). */
  joinLabel: string;
  /** The page is getting ready to join (the button spins). */
  joining?: boolean;
  /** Shown above the button: the page's own facts (the doctor, the time). */
  children?: ReactNode;
  /**
   * The user joins with this stream (audio, video, or both). It is the page's from then on: the
   * page stops its tracks when the call ends. Not called without a stream.
   */
  onJoin(stream: MediaStream): void;
}

const levelBars = 12;

/**
 * Before a call (issue 16): choose the camera and the microphone, see the camera, watch the
 * microphone's level, and read plainly why a device is missing. Phone-sized; right-to-left safe.
 */
export function DeviceCheck({ joinLabel, joining = false, children, onJoin }: DeviceCheckProps) {
  const { t } = useTranslation('teleconsultation');
  const [cameraId, setCameraId] = useState<string | undefined>();
  const [microphoneId, setMicrophoneId] = useState<string | undefined>();
  const media = useLocalMedia({ cameraId, microphoneId });
  const { stream } = media;
  const level = useAudioLevel(stream);
  const [heard, setHeard] = useState(false);
  const preview = useRef<HTMLVideoElement>(null);
  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;
  const hasAudio = (stream?.getAudioTracks().length ?? 0) > 0;
  const litBars = Math.round(level * levelBars);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    if (level > 0.1) setHeard(true);
  }, [level]);

  const currentId = (kind: 'audio' | 'video') => {
    const track = kind === 'audio' ? stream?.getAudioTracks()[0] : stream?.getVideoTracks()[0];
    return track?.getSettings().deviceId;
  };
  const optionsOf = (devices: MediaDeviceInfo[], fallback: 'camera' | 'microphone') =>
    devices.map((device, index) => ({
      value: device.deviceId,
      label: device.label || t(`deviceCheck.${fallback}Numbered`, { number: index + 1 }),
    }));

  const problemText = media.problem
    ? media.problem === 'notFound'
      ? t(
          hasVideo
            ? 'deviceCheck.problems.noMicrophone'
            : hasAudio
              ? 'deviceCheck.problems.noCamera'
              : 'deviceCheck.problems.notFound',
        )
      : t(`deviceCheck.problems.${media.problem}`)
    : null;

  return (
    <section className="tabib-device-check" aria-labelledby="device-check-title" data-testid="device-check">
      <h1 id="device-check-title" className="tabib-device-check-title">
        {t('deviceCheck.title')}
      </h1>
      <div className="tabib-device-check-preview">
        <video ref={preview} autoPlay playsInline muted aria-label={t('deviceCheck.preview')} data-testid="device-preview" />
        {!hasVideo ? <span className="tabib-device-check-no-video">{t('deviceCheck.noPreview')}</span> : null}
      </div>
      {problemText ? (
        <Alert
          type={stream ? 'warning' : 'error'}
          showIcon
          title={problemText}
          data-testid="device-problem"
          data-problem={media.problem ?? undefined}
          action={
            stream ? undefined : (
              <Button size="small" onClick={media.retry}>
                {t('deviceCheck.retry')}
              </Button>
            )
          }
        />
      ) : null}
      <Form layout="vertical" className="tabib-device-check-form" requiredMark={false}>
        <Form.Item label={t('deviceCheck.camera')} htmlFor="device-camera">
          <Select
            id="device-camera"
            value={currentId('video')}
            options={optionsOf(media.cameras, 'camera')}
            onChange={setCameraId}
            disabled={media.cameras.length === 0 || media.pending}
            placeholder={t('deviceCheck.noCamera')}
            data-testid="device-camera"
          />
        </Form.Item>
        <Form.Item label={t('deviceCheck.microphone')} htmlFor="device-microphone">
          <Select
            id="device-microphone"
            value={currentId('audio')}
            options={optionsOf(media.microphones, 'microphone')}
            onChange={setMicrophoneId}
            disabled={media.microphones.length === 0 || media.pending}
            placeholder={t('deviceCheck.noMicrophone')}
            data-testid="device-microphone"
          />
        </Form.Item>
        {hasAudio ? (
          <div className="tabib-device-check-level">
            <div
              className="tabib-device-check-bars"
              role="meter"
              aria-label={t('deviceCheck.level')}
              aria-valuemin={0}
              aria-valuemax={levelBars}
              aria-valuenow={litBars}
            >
              {Array.from({ length: levelBars }, (_, index) => (
                <span key={index} className={index < litBars ? 'is-lit' : undefined} />
              ))}
            </div>
            <span className="tabib-device-check-level-text" data-testid="device-microphone-state">
              {t(heard ? 'deviceCheck.microphoneWorks' : 'deviceCheck.speakToTest')}
            </span>
          </div>
        ) : null}
      </Form>
      {children}
      <Button
        type="primary"
        size="large"
        block
        loading={joining || media.pending}
        disabled={!stream}
        onClick={() => {
          const handed = media.handOver();
          if (handed) onJoin(handed);
        }}
        data-testid="device-join"
      >
        {joinLabel}
      </Button>
    </section>
  );
}
