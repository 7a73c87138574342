import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaConstraintsOf, mediaProblemOf, type MediaProblem, type MediaRequest } from '../model/media-problem';

export interface LocalMedia {
  stream: MediaStream | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  /** Why there is no stream, or why it lacks a camera or a microphone. */
  problem: MediaProblem | null;
  pending: boolean;
  /** Asks again (after the user allowed the page in the browser's settings, say). */
  retry(): void;
  /** The stream now belongs to the caller: it is no longer stopped when this hook lets it go. */
  handOver(): MediaStream | null;
}

/**
 * The camera and microphone chosen by `request`: a new choice opens the new devices and stops the
 * old ones. The devices are listed after the permission was asked (their names are hidden before).
 */
export function useLocalMedia(request: MediaRequest): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [pending, setPending] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const handedOver = useRef<MediaStream | null>(null);
  const { cameraId, microphoneId } = request;

  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setProblem('unsupported');
      setPending(false);
      return;
    }
    let cancelled = false;
    let opened: MediaStream | null = null;
    setPending(true);
    void (async () => {
      let firstProblem: MediaProblem | null = null;
      for (const constraints of mediaConstraintsOf({ cameraId, microphoneId })) {
        try {
          opened = await media.getUserMedia(constraints);
          break;
        } catch (error) {
          firstProblem ??= mediaProblemOf(error);
          // Refused is refused: asking for less is refused too.
          if (firstProblem === 'denied') break;
        }
      }
      if (cancelled) {
        for (const track of opened?.getTracks() ?? []) track.stop();
        return;
      }
      const listed = await media.enumerateDevices().catch(() => []);
      if (cancelled) return;
      const complete = opened !== null && opened.getAudioTracks().length > 0 && opened.getVideoTracks().length > 0;
      setStream(opened);
      setDevices(listed);
      setProblem(complete ? null : (firstProblem ?? 'notFound'));
      setPending(false);
    })();
    return () => {
      cancelled = true;
      if (opened && opened !== handedOver.current) for (const track of opened.getTracks()) track.stop();
    };
  }, [cameraId, microphoneId, attempt]);

  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.addEventListener) return;
    const refresh = () => void media.enumerateDevices().then(setDevices, () => undefined);
    media.addEventListener('devicechange', refresh);
    return () => media.removeEventListener('devicechange', refresh);
  }, []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const handOver = useCallback(() => {
    handedOver.current = stream;
    return stream;
  }, [stream]);

  return {
    stream,
    cameras: devices.filter((device) => device.kind === 'videoinput' && device.deviceId !== ''),
    microphones: devices.filter((device) => device.kind === 'audioinput' && device.deviceId !== ''),
    problem,
    pending,
    retry,
    handOver,
  };
}
