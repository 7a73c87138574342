import type { CallSignal, IceServer, IceTransportPolicy } from '@tabib/contracts/teleconsultation';
import { nextConnection, type CallConnection } from './call-connection';
import { preferVp8 } from './codec-preferences';

export interface PeerLinkOptions {
  /**
   * The polite side (the patient) gives way when both offer at once (MDN's "perfect negotiation")
   * and never offers first: it answers the other side's offers. Chromium, answering an offer
   * while its own first offer is being made, may roll that back and then gather no candidate at
   * all: one side offering avoids the collision instead of resolving it.
   */
  polite: boolean;
  iceServers: IceServer[];
  iceTransportPolicy: IceTransportPolicy;
  localStream: MediaStream | null;
  send(signal: CallSignal): void;
  onRemoteStream(stream: MediaStream): void;
  /** The other side's media arrive (a remote track unmuted: its first packets). */
  onRemoteLive(): void;
  onConnection(connection: CallConnection): void;
}

/** One RTCPeerConnection with the other side's page, negotiated whoever starts. */
export interface PeerLink {
  /** Sent with each signal: another id from the other side is another page, to start afresh with. */
  readonly id: string;
  readonly pc: RTCPeerConnection;
  /** The other side's link id, once it has spoken. */
  remoteId: string | null;
  connection(): CallConnection;
  receive(signal: CallSignal): void;
  replaceLocalStream(stream: MediaStream | null): void;
  close(): void;
}

const kinds = ['audio', 'video'] as const;

export function createPeerLink(options: PeerLinkOptions): PeerLink {
  const { polite, send } = options;
  const id = crypto.randomUUID();
  const pc = new RTCPeerConnection({ iceServers: options.iceServers, iceTransportPolicy: options.iceTransportPolicy });
  let connection: CallConnection = 'connecting';
  let restarted = false;
  let closed = false;
  let makingOffer = false;
  let ignoreOffer = false;
  let settingRemoteAnswer = false;
  // Candidates that came before a remote description (a browser may send its first candidates
  // ahead of the description they belong to): added once there is one.
  let pendingCandidates: NonNullable<CallSignal['candidate']>[] = [];
  // Signals are handled one after the other: an answer must not overtake the offer it answers.
  let queue = Promise.resolve();

  const setConnection = (next: CallConnection) => {
    if (closed || next === connection) return;
    connection = next;
    options.onConnection(next);
  };

  // What the page does not send (no camera, say) is still received: a receive-only transceiver.
  for (const kind of kinds) {
    const track = options.localStream?.getTracks().find((candidate) => candidate.kind === kind);
    if (track && options.localStream) pc.addTrack(track, options.localStream);
    else pc.addTransceiver(kind, { direction: 'recvonly' });
  }

  const describe = async () => {
    preferVp8(pc);
    await pc.setLocalDescription();
    const description = pc.localDescription;
    if (description) send({ from: id, description: { type: description.type, sdp: description.sdp } });
  };

  pc.onnegotiationneeded = async () => {
    if (polite) return;
    try {
      makingOffer = true;
      await describe();
    } catch {
      // A negotiation overtaken by the other side's offer: that one wins.
    } finally {
      makingOffer = false;
    }
  };
  pc.onicecandidate = ({ candidate }) => {
    if (candidate) send({ from: id, candidate: candidate.toJSON() as CallSignal['candidate'] });
  };
  let remoteStream: MediaStream | null = null;
  pc.ontrack = ({ track, streams }) => {
    const stream = streams[0] ?? remoteStream ?? new MediaStream();
    if (!stream.getTracks().includes(track)) stream.addTrack(track);
    if (stream !== remoteStream) {
      remoteStream = stream;
      options.onRemoteStream(stream);
    }
    if (!track.muted) options.onRemoteLive();
    track.addEventListener('unmute', () => {
      if (!closed) options.onRemoteLive();
    });
  };
  pc.oniceconnectionstatechange = () => {
    const next = nextConnection(connection, pc.iceConnectionState, restarted);
    if (next.connection === 'connected') restarted = false;
    if (next.restart) {
      restarted = true;
      pc.restartIce();
    }
    setConnection(next.connection);
  };
  pc.onconnectionstatechange = () => {
    // DTLS can fail after ICE worked: nothing to restart then.
    if (pc.connectionState === 'failed' && pc.iceConnectionState !== 'failed') setConnection('lost');
  };

  async function handle({ description, candidate }: CallSignal) {
    if (description) {
      const readyForOffer = !makingOffer && (pc.signalingState === 'stable' || settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      ignoreOffer = !polite && collision;
      if (ignoreOffer) return;
      settingRemoteAnswer = description.type === 'answer';
      await pc.setRemoteDescription(description);
      settingRemoteAnswer = false;
      const early = pendingCandidates;
      pendingCandidates = [];
      // One that does not fit this description (of an offer given up) is of no use: left out.
      for (const pending of early) await pc.addIceCandidate(pending).catch(() => undefined);
      if (description.type === 'offer') await describe();
    } else if (candidate && !pc.remoteDescription) {
      pendingCandidates.push(candidate);
    } else if (candidate) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        // Candidates of an offer this side ignored fail: expected.
        if (!ignoreOffer) throw error;
      }
    }
  }

  return {
    id,
    pc,
    remoteId: null,
    connection: () => connection,
    receive(signal) {
      queue = queue
        .then(() => (closed ? undefined : handle(signal)))
        .catch(() => {
          // A description the browser refuses leaves the link as it was; ICE tells if it breaks.
        });
    },
    replaceLocalStream(stream) {
      for (const sender of pc.getSenders()) {
        const kind = sender.track?.kind;
        const track = kind ? stream?.getTracks().find((candidate) => candidate.kind === kind) : undefined;
        if (track && track !== sender.track) void sender.replaceTrack(track);
      }
    },
    close() {
      closed = true;
      pc.close();
    },
  };
}
