import { AudioMutedOutlined, AudioOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import './media-toggles.css';

interface MediaTogglesProps {
  microphone: boolean;
  camera: boolean;
  onMicrophone: () => void;
  onCamera: () => void;
}

/** The microphone and camera buttons of both sides' call bars: pressed while off, the camera slashed. */
export function MediaToggles({ microphone, camera, onMicrophone, onCamera }: MediaTogglesProps) {
  const { t } = useTranslation('teleconsultation');
  const microphoneLabel = t(microphone ? 'videoCall.microphoneOff' : 'videoCall.microphoneOn');
  const cameraLabel = t(camera ? 'videoCall.cameraOff' : 'videoCall.cameraOn');
  return (
    <>
      <Tooltip title={microphoneLabel}>
        <Button
          shape="circle"
          size="large"
          className={microphone ? undefined : 'is-off'}
          icon={microphone ? <AudioOutlined /> : <AudioMutedOutlined />}
          aria-label={microphoneLabel}
          aria-pressed={!microphone}
          onClick={onMicrophone}
          data-testid="call-microphone-toggle"
          data-state={microphone ? 'on' : 'off'}
        />
      </Tooltip>
      <Tooltip title={cameraLabel}>
        <Button
          shape="circle"
          size="large"
          className={camera ? undefined : 'is-off tabib-camera-off'}
          icon={<VideoCameraOutlined />}
          aria-label={cameraLabel}
          aria-pressed={!camera}
          onClick={onCamera}
          data-testid="call-camera-toggle"
          data-state={camera ? 'on' : 'off'}
        />
      </Tooltip>
    </>
  );
}
