/**
 * Why the page has no camera or microphone, as the device check tells it: 'denied' the browser
 * or the user refused (NotAllowedError, SecurityError), 'notFound' no such device, 'inUse'
 * another application holds it (NotReadableError), 'unsupported' no getUserMedia (an insecure
 * page, an old browser), 'failed' anything else.
 */
export type MediaProblem = 'denied' | 'notFound' | 'inUse' | 'unsupported' | 'failed';

export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    default:
      return 'failed';
  }
}

export interface MediaRequest {
  cameraId?: string;
  microphoneId?: string;
}

/**
 * What to ask getUserMedia for, best first: both devices, then the microphone alone, then the
 * camera alone (a computer without a webcam still calls). A chosen device is asked for exactly.
 */
export function mediaConstraintsOf({ cameraId, microphoneId }: MediaRequest): MediaStreamConstraints[] {
  const video: MediaTrackConstraints = cameraId
    ? { deviceId: { exact: cameraId }, width: { ideal: 1280 }, height: { ideal: 720 } }
    : { width: { ideal: 1280 }, height: { ideal: 720 } };
  const audio: MediaTrackConstraints = microphoneId
    ? { deviceId: { exact: microphoneId }, echoCancellation: true, noiseSuppression: true }
    : { echoCancellation: true, noiseSuppression: true };
  return [{ video, audio }, { audio }, { video }];
}
