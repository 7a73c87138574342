import {
  callLeftSchema,
  callMediaSchema,
  callPresenceSchema,
  callSignalSchema,
  videoCallSocket,
  type CallLeaveReason,
  type CallMedia,
  type CallPresence,
  type CallRole,
  type IceServer,
  type IceTransportPolicy,
} from '@tabib/contracts/teleconsultation';
import type { CallConnection } from './call-connection';
import type { PeerLink, PeerLinkOptions } from './peer-link';

/** What the call screen shows of the call; a new object at each change. */
export interface CallSnapshot {
  presence: CallPresence;
  remoteStream: MediaStream | null;
  remoteMedia: CallMedia;
  /** The other side's media have arrived over the current connection (the timer's start). */
  remoteLive: boolean;
  connection: CallConnection;
  peerLeft: CallLeaveReason | null;
  /** The server refused the call token: not (or no longer) a call one may join. */
  refused: boolean;
  peerConnection: RTCPeerConnection | null;
}

export const initialCallSnapshot: CallSnapshot = {
  presence: { doctor: false, patient: false },
  remoteStream: null,
  remoteMedia: { camera: true, microphone: true },
  remoteLive: false,
  connection: 'idle',
  peerLeft: null,
  refused: false,
  peerConnection: null,
};

/** The part of a socket.io client socket the call uses. */
export interface CallSocket {
  on(event: string, handler: (payload: unknown) => void): void;
  emit(event: string, payload?: unknown): void;
  disconnect(): void;
}

export interface CallSessionOptions {
  role: CallRole;
  callToken: string;
  iceServers: IceServer[];
  iceTransportPolicy: IceTransportPolicy;
  localStream: MediaStream | null;
  onChange(snapshot: CallSnapshot): void;
  connect(auth: { role: CallRole; callToken: string }): CallSocket;
  createLink(options: PeerLinkOptions): PeerLink;
}

export interface CallSession {
  setMedia(media: CallMedia): void;
  replaceLocalStream(stream: MediaStream | null): void;
  /** Leaves on purpose: the other side hears 'quit'. */
  hangUp(): void;
  /** Stops without a word (the page goes away; the server still hears the socket close). */
  close(): void;
}

/**
 * A call from one side (issue 16): the signalling socket, and a peer connection to the other side
 * while it is there. The other side quitting closes the connection; its socket dropping does not
 * (the media may still flow, and ICE says when they do not). A new page on the other side (another
 * link id) or its return to a connection that no longer works starts a fresh connection.
 */
export function createCallSession(options: CallSessionOptions): CallSession {
  const { role } = options;
  const other: CallRole = role === 'doctor' ? 'patient' : 'doctor';
  let snapshot = initialCallSnapshot;
  let link: PeerLink | null = null;
  let localStream = options.localStream;
  let media: CallMedia = { camera: true, microphone: true };
  let ended = false;
  // Every signal of this page carries its id: another id is another page of the other side.
  const pageId = crypto.randomUUID();

  const update = (change: Partial<CallSnapshot>) => {
    if (ended) return;
    snapshot = { ...snapshot, ...change };
    options.onChange(snapshot);
  };

  const socket = options.connect({ role, callToken: options.callToken });

  function applyMedia(stream: MediaStream | null) {
    for (const track of stream?.getAudioTracks() ?? []) track.enabled = media.microphone;
    for (const track of stream?.getVideoTracks() ?? []) track.enabled = media.camera;
  }
  applyMedia(localStream);

  function closeLink() {
    link?.close();
    link = null;
    update({ peerConnection: null, remoteStream: null, remoteLive: false, connection: 'idle' });
  }

  function openLink() {
    closeLink();
    const created = options.createLink({
      polite: role === 'patient',
      iceServers: options.iceServers,
      iceTransportPolicy: options.iceTransportPolicy,
      localStream,
      send: (signal) => socket.emit(videoCallSocket.signal, { ...signal, from: pageId }),
      onRemoteStream: (remoteStream) => link === created && update({ remoteStream }),
      onRemoteLive: () => link === created && !snapshot.remoteLive && update({ remoteLive: true }),
      onConnection: (connection) => {
        if (link !== created) return;
        update({ connection });
        if (connection === 'lost') reconnectIfBroken();
      },
    });
    link = created;
    update({ peerConnection: created.pc, connection: created.connection() });
    return created;
  }

  /** "This page is here": a signal with only its id. The doctor offers to a patient's page that says it. */
  const hello = () => socket.emit(videoCallSocket.signal, { from: pageId });

  /**
   * The other side is there and nothing works between them: the patient (re)opens its side and
   * says so; the doctor says it is here, and offers when the patient's page answers.
   */
  function reconnectIfBroken() {
    if (!snapshot.presence[other] || (link && link.connection() !== 'lost')) return;
    if (role === 'patient') openLink();
    else closeLink();
    hello();
  }

  /** A connection to another page of the other side, which learns what this side sends. */
  function openLinkTo(from: string | null) {
    const created = openLink();
    created.remoteId = from;
    socket.emit(videoCallSocket.media, media);
    return created;
  }

  socket.on(videoCallSocket.presence, (payload) => {
    const parsed = callPresenceSchema.safeParse(payload);
    if (!parsed.success) return;
    const there = parsed.data[other];
    const cameBack = there && !snapshot.presence[other];
    update({ presence: parsed.data, ...(there ? { peerLeft: null } : {}) });
    if (cameBack) socket.emit(videoCallSocket.media, media);
    if (there) reconnectIfBroken();
  });

  socket.on(videoCallSocket.signal, (payload) => {
    const parsed = callSignalSchema.safeParse(payload);
    if (!parsed.success) return;
    const signal = parsed.data;
    const from = signal.from ?? null;
    const isHello = signal.description === undefined && signal.candidate === undefined;
    if (role === 'doctor') {
      // A patient's page says it is here: a connection to it, unless one to it is under way.
      if (isHello) {
        if (!link || link.remoteId !== from || link.connection() === 'lost') openLinkTo(from);
      } else if (link && link.remoteId === from) link.receive(signal);
      return;
    }
    // The patient: another doctor's page (a reload) starts afresh; a doctor's hello is answered.
    const reopened = !link || (link.remoteId !== null && link.remoteId !== from) || (isHello && link.connection() === 'lost');
    const current = reopened ? openLinkTo(from) : link!;
    current.remoteId = from;
    if (isHello || reopened) hello();
    if (!isHello) current.receive(signal);
  });

  socket.on(videoCallSocket.media, (payload) => {
    const parsed = callMediaSchema.safeParse(payload);
    if (parsed.success) update({ remoteMedia: parsed.data });
  });

  socket.on(videoCallSocket.left, (payload) => {
    const parsed = callLeftSchema.safeParse(payload);
    if (!parsed.success || parsed.data.role !== other) return;
    if (parsed.data.reason === 'quit') {
      closeLink();
      update({ remoteMedia: initialCallSnapshot.remoteMedia });
    }
    update({ peerLeft: parsed.data.reason });
  });

  socket.on('connect_error', (error) => {
    if (error instanceof Error && error.message === 'forbidden') update({ refused: true });
  });

  const sayLeaving = () => socket.emit(videoCallSocket.leave);
  // Closing the tab is leaving on purpose: said while the socket still carries it.
  window.addEventListener('pagehide', sayLeaving);

  function stop() {
    window.removeEventListener('pagehide', sayLeaving);
    link?.close();
    link = null;
    socket.disconnect();
    ended = true;
  }

  return {
    setMedia(next) {
      media = next;
      applyMedia(localStream);
      socket.emit(videoCallSocket.media, media);
    },
    replaceLocalStream(stream) {
      localStream = stream;
      applyMedia(stream);
      link?.replaceLocalStream(stream);
    },
    hangUp() {
      sayLeaving();
      update({ peerConnection: null, remoteStream: null, remoteLive: false, connection: 'idle' });
      stop();
    },
    close: stop,
  };
}
