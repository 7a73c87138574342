import { describe, expect, it } from 'vitest';
import { videoCallSocket, type CallSignal } from '@tabib/contracts/teleconsultation';
import type { CallConnection } from './call-connection';
import { createCallSession, type CallSnapshot, type CallSocket } from './call-session';
import type { PeerLink, PeerLinkOptions } from './peer-link';

type Handler = (payload: unknown) => void;

function fakeSocket() {
  const handlers = new Map<string, Handler[]>();
  const sent: { event: string; payload: unknown }[] = [];
  let disconnected = false;
  const socket: CallSocket = {
    on: (event, handler) => void handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    emit: (event, payload) => void sent.push({ event, payload }),
    disconnect: () => void (disconnected = true),
  };
  const receive = (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
  return { socket, sent, receive, isDisconnected: () => disconnected };
}

interface FakeLink extends PeerLink {
  options: PeerLinkOptions;
  received: CallSignal[];
  closed: boolean;
  state: CallConnection;
}

function start(role: 'doctor' | 'patient' = 'doctor') {
  const wire = fakeSocket();
  const links: FakeLink[] = [];
  let snapshot: CallSnapshot | null = null;
  const session = createCallSession({
    role,
    callToken: 'token',
    iceServers: [],
    iceTransportPolicy: 'all',
    localStream: null,
    onChange: (next) => (snapshot = next),
    connect: () => wire.socket,
    createLink: (options) => {
      const link: FakeLink = {
        id: `link-${links.length + 1}`,
        pc: { id: links.length + 1 } as unknown as RTCPeerConnection,
        remoteId: null,
        options,
        received: [],
        closed: false,
        state: 'connecting',
        connection: () => link.state,
        receive: (signal) => void link.received.push(signal),
        replaceLocalStream: () => undefined,
        close: () => void (link.closed = true),
      };
      links.push(link);
      return link;
    },
  });
  const current = () => snapshot!;
  const connectLink = (link: FakeLink) => {
    link.state = 'connected';
    link.options.onConnection('connected');
  };
  return { wire, links, session, current, connectLink };
}

const both = { doctor: true, patient: true };
const doctorOnly = { doctor: true, patient: false };
const mediaSent = (sent: { event: string }[]) => sent.filter(({ event }) => event === videoCallSocket.media).length;
const signalsSent = (sent: { event: string; payload: unknown }[]) =>
  sent.filter(({ event }) => event === videoCallSocket.signal).map(({ payload }) => payload);

describe('call session', () => {
  it('connects to the other side when it is there, and tells it what this side sends', () => {
    const { wire, links, current, session } = start('patient');
    session.setMedia({ camera: false, microphone: true });
    const alone = { doctor: false, patient: true };
    wire.receive(videoCallSocket.presence, alone);
    expect(links).toHaveLength(0);
    expect(current().presence).toEqual(alone);

    wire.receive(videoCallSocket.presence, both);
    expect(links).toHaveLength(1);
    expect(links[0]?.options.polite).toBe(true);
    expect(current()).toMatchObject({ connection: 'connecting', peerConnection: links[0]?.pc });
    wire.receive(videoCallSocket.presence, both);
    expect(links).toHaveLength(1);
    expect(wire.sent.filter(({ event }) => event === videoCallSocket.media).at(-1)?.payload).toEqual({
      camera: false,
      microphone: true,
    });
  });

  it('the patient says its page is there; the doctor connects to a page that says so, once, and afresh to another', () => {
    const patient = start('patient');
    patient.wire.receive(videoCallSocket.presence, both);
    expect(signalsSent(patient.wire.sent)).toEqual([{ from: expect.any(String) }]);

    const doctor = start('doctor');
    doctor.wire.receive(videoCallSocket.presence, both);
    // The doctor offers to pages that say they are there, not to a room that may hold a dead one.
    expect(doctor.links).toHaveLength(0);
    expect(signalsSent(doctor.wire.sent)).toEqual([{ from: expect.any(String) }]);
    doctor.wire.receive(videoCallSocket.signal, { from: 'patient-page-1' });
    doctor.wire.receive(videoCallSocket.signal, { from: 'patient-page-1' });
    expect(doctor.links).toHaveLength(1);
    expect(doctor.links[0]?.options.polite).toBe(false);
    expect(doctor.links[0]?.remoteId).toBe('patient-page-1');
    doctor.wire.receive(videoCallSocket.presence, doctorOnly);
    doctor.wire.receive(videoCallSocket.presence, both);
    expect(doctor.links).toHaveLength(1);

    // A reloaded patient page: afresh, told what the doctor sends; the old page's signals are dropped.
    const mediaBefore = mediaSent(doctor.wire.sent);
    doctor.wire.receive(videoCallSocket.signal, { from: 'patient-page-2' });
    expect(doctor.links).toHaveLength(2);
    expect(doctor.links[0]?.closed).toBe(true);
    expect(mediaSent(doctor.wire.sent)).toBe(mediaBefore + 1);
    const answer = { from: 'patient-page-2', description: { type: 'answer' as const, sdp: 'v=0' } };
    doctor.wire.receive(videoCallSocket.signal, answer);
    doctor.wire.receive(videoCallSocket.signal, { from: 'patient-page-1', candidate: null });
    doctor.wire.receive(videoCallSocket.signal, { nonsense: 1 });
    expect(doctor.links[1]?.received).toEqual([answer]);
  });

  it("the patient answers a doctor's page, and starts afresh for another (a reloaded doctor's page)", () => {
    const { wire, links } = start('patient');
    wire.receive(videoCallSocket.presence, both);
    wire.receive(videoCallSocket.signal, { from: 'doctor-page-1' });
    expect(links).toHaveLength(1);
    expect(links[0]?.remoteId).toBe('doctor-page-1');
    expect(signalsSent(wire.sent)).toHaveLength(2);
    const offer = { from: 'doctor-page-1', description: { type: 'offer' as const, sdp: 'v=0' } };
    wire.receive(videoCallSocket.signal, offer);
    expect(links[0]?.received).toEqual([offer]);

    const reloaded = { from: 'doctor-page-2', description: { type: 'offer' as const, sdp: 'v=0' } };
    wire.receive(videoCallSocket.signal, reloaded);
    expect(links[0]?.closed).toBe(true);
    expect(links[1]?.received).toEqual([reloaded]);
    expect(signalsSent(wire.sent)).toHaveLength(3);
  });

  it("shows the other side's camera state, its media's arrival, and the connection's state", () => {
    const { wire, links, current, connectLink } = start();
    wire.receive(videoCallSocket.presence, both);
    wire.receive(videoCallSocket.signal, { from: 'patient-page-1' });
    const link = links[0]!;
    wire.receive(videoCallSocket.media, { camera: false, microphone: true });
    wire.receive(videoCallSocket.media, { camera: 'no' });
    expect(current().remoteMedia).toEqual({ camera: false, microphone: true });
    connectLink(link);
    link.options.onRemoteLive();
    expect(current()).toMatchObject({ connection: 'connected', remoteLive: true });
  });

  it("closes the connection when the other side quits, keeps it when the other side's socket drops", () => {
    const { wire, links, current, connectLink } = start();
    wire.receive(videoCallSocket.presence, both);
    wire.receive(videoCallSocket.signal, { from: 'patient-page-1' });
    connectLink(links[0]!);
    links[0]!.options.onRemoteLive();

    wire.receive(videoCallSocket.left, { role: 'patient', reason: 'timeout' });
    wire.receive(videoCallSocket.presence, doctorOnly);
    expect(current()).toMatchObject({ peerLeft: 'timeout', connection: 'connected', remoteLive: true });
    expect(links[0]!.closed).toBe(false);
    // Back with the same page while the media still flowed: the same connection goes on.
    wire.receive(videoCallSocket.presence, both);
    expect(links).toHaveLength(1);
    expect(current().peerLeft).toBeNull();

    wire.receive(videoCallSocket.left, { role: 'patient', reason: 'quit' });
    wire.receive(videoCallSocket.presence, doctorOnly);
    expect(links[0]!.closed).toBe(true);
    expect(current()).toMatchObject({ peerLeft: 'quit', connection: 'idle', remoteLive: false, remoteStream: null });
    // A departure of this side's own role is not the other's.
    wire.receive(videoCallSocket.left, { role: 'doctor', reason: 'timeout' });
    expect(current().peerLeft).toBe('quit');

    wire.receive(videoCallSocket.presence, both);
    expect(current().peerLeft).toBeNull();
    wire.receive(videoCallSocket.signal, { from: 'patient-page-2' });
    expect(links).toHaveLength(2);
  });

  it('a lost connection is started afresh: the patient reopens and says so, the doctor says it is there', () => {
    const patient = start('patient');
    patient.wire.receive(videoCallSocket.presence, both);
    patient.links[0]!.state = 'lost';
    patient.links[0]!.options.onConnection('lost');
    expect(patient.links).toHaveLength(2);
    expect(signalsSent(patient.wire.sent)).toHaveLength(2);

    const doctor = start('doctor');
    doctor.wire.receive(videoCallSocket.presence, both);
    doctor.wire.receive(videoCallSocket.signal, { from: 'patient-page-1' });
    doctor.links[0]!.state = 'lost';
    doctor.links[0]!.options.onConnection('lost');
    expect(doctor.links[0]!.closed).toBe(true);
    expect(signalsSent(doctor.wire.sent)).toHaveLength(2);
    doctor.wire.receive(videoCallSocket.signal, { from: 'patient-page-1' });
    expect(doctor.links).toHaveLength(2);
  });

  it('says it leaves before it disconnects when hanging up; a refused token is told', () => {
    const { wire, current, session, links } = start();
    wire.receive('connect_error', new Error('forbidden'));
    expect(current().refused).toBe(true);
    wire.receive(videoCallSocket.presence, both);
    wire.receive(videoCallSocket.signal, { from: 'patient-page-1' });
    session.hangUp();
    expect(wire.sent.at(-1)).toEqual({ event: videoCallSocket.leave, payload: undefined });
    expect(wire.isDisconnected()).toBe(true);
    expect(links[0]!.closed).toBe(true);
    expect(current()).toMatchObject({ peerConnection: null, connection: 'idle' });
  });
});
