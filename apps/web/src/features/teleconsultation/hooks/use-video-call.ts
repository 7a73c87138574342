import { useCallback, useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import {
  videoCallSocket,
  type CallMedia,
  type CallRole,
  type IceServer,
  type IceTransportPolicy,
} from '@tabib/contracts/teleconsultation';
import { createCallSession, initialCallSnapshot, type CallSession, type CallSnapshot } from '../model/call-session';
import { createPeerLink } from '../model/peer-link';
import { socketTransports } from '../../../lib/socket';

export interface VideoCallOptions {
  role: CallRole;
  callToken: string;
  iceServers: IceServer[];
  iceTransportPolicy: IceTransportPolicy;
  /** What this side sends; its tracks are switched on and off by setCamera and setMicrophone. */
  localStream: MediaStream | null;
  /** false: not in the call (device check, ended): no socket, no connection. */
  enabled: boolean;
}

export interface VideoCall extends CallSnapshot {
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  /** Leaves the call on purpose (the other side hears 'quit'); the hook stays idle afterwards. */
  hangUp(): void;
}

const connectToCall = (auth: { role: CallRole; callToken: string }) =>
  io(videoCallSocket.namespace, { auth, transports: socketTransports, reconnectionDelay: 1_000, reconnectionDelayMax: 5_000 });

/**
 * One side of a teleconsultation call (issue 16), shared by the doctor's call page and the
 * patient's join page: signalling over the server's `/videocall` namespace, media straight
 * between the two browsers (model/call-session.ts, model/peer-link.ts).
 */
export function useVideoCall({
  role,
  callToken,
  iceServers,
  iceTransportPolicy,
  localStream,
  enabled,
}: VideoCallOptions): VideoCall {
  const [snapshot, setSnapshot] = useState<CallSnapshot>(initialCallSnapshot);
  const [hungUp, setHungUp] = useState(false);
  const session = useRef<CallSession | null>(null);
  const media = useRef<CallMedia>({ camera: true, microphone: true });
  // Read when the session starts; a later stream is handed over without restarting the call.
  const stream = useRef(localStream);
  stream.current = localStream;
  const ice = useRef({ iceServers, iceTransportPolicy });
  ice.current = { iceServers, iceTransportPolicy };

  const active = enabled && !hungUp && callToken !== '';
  useEffect(() => {
    if (!active) return;
    const started = createCallSession({
      role,
      callToken,
      ...ice.current,
      localStream: stream.current,
      onChange: setSnapshot,
      connect: connectToCall,
      createLink: createPeerLink,
    });
    started.setMedia(media.current);
    session.current = started;
    return () => {
      started.close();
      session.current = null;
      setSnapshot(initialCallSnapshot);
    };
  }, [active, role, callToken]);

  useEffect(() => {
    session.current?.replaceLocalStream(localStream);
  }, [localStream]);

  const setMedia = useCallback((change: Partial<CallMedia>) => {
    media.current = { ...media.current, ...change };
    if (session.current) session.current.setMedia(media.current);
    else {
      for (const track of stream.current?.getAudioTracks() ?? []) track.enabled = media.current.microphone;
      for (const track of stream.current?.getVideoTracks() ?? []) track.enabled = media.current.camera;
    }
  }, []);
  const setMicrophone = useCallback((on: boolean) => setMedia({ microphone: on }), [setMedia]);
  const setCamera = useCallback((on: boolean) => setMedia({ camera: on }), [setMedia]);
  const hangUp = useCallback(() => {
    session.current?.hangUp();
    session.current = null;
    setHungUp(true);
  }, []);

  return { ...snapshot, setMicrophone, setCamera, hangUp };
}
