import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountSocket } from '@tabib/contracts/live-events';
import { videoCallSocket, type CallLeft, type CallPresence, type VideoCallWaitingEvent } from '@tabib/contracts/teleconsultation';
import type { App } from '../../app';
import { clusterAdapterOptions } from '../../realtime/cluster-adapter';
import { at, book, newPatientBooking, sessionOf } from '../../test/booking-helpers';
import { settle } from '../../test/socket-helpers';
import { testBackends } from '../../test/test-database';
import { connected, twoProcesses } from '../../test/two-processes';

const eventually = (check: () => boolean) => expect.poll(check, { timeout: 5000, interval: 20 }).toBe(true);
const both: CallPresence = { doctor: true, patient: true };

/** Issue 19: the doctor's socket on one server process, the patient's on another, one PostgreSQL. */
describe.runIf(testBackends().includes('postgres'))('call signalling across two server processes', () => {
  const clock = new Date(at(0, '08:00'));
  const processes = twoProcesses({ now: () => clock });
  let slot = 0;

  /** A teleconsultation of today booked through the first process, with each side's call token. */
  async function call() {
    const { a, b } = processes;
    const doctor = await sessionOf(a, 'doctor@tabib.test');
    const reason = doctor.profile.consultationReasons.find((r) => r.title.fr === 'Téléconsultation')!._id;
    const startAt = at(0, `${18 + slot++}:00`);
    const answer = await book(a, doctor, newPatientBooking(reason, startAt, { type: 'visio' }));
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().appointment._id as string;
    const details = await a.inject({
      method: 'GET',
      url: `/api/v1/doctors/teleconsulta/call-details/${id}`,
      headers: doctor.headers,
    });
    return {
      id,
      doctorToken: details.json().agoraAccessToken as string,
      patientToken: await b.services.teleconsultation.patientToken(id, new Date(startAt)),
    };
  }

  function join(on: App, role: 'doctor' | 'patient', callToken: string) {
    const socket = processes.open(on, videoCallSocket.namespace, { role, callToken });
    const presence: CallPresence[] = [];
    const signals: unknown[] = [];
    const left: CallLeft[] = [];
    socket.on(videoCallSocket.presence, (value: CallPresence) => presence.push(value));
    socket.on(videoCallSocket.signal, (value: unknown) => signals.push(value));
    socket.on(videoCallSocket.left, (value: CallLeft) => left.push(value));
    return { socket, presence, signals, left, ready: connected(socket) };
  }

  it('sees both sides, relays both ways, lets a newer socket replace the old one elsewhere, and tells a departure', async () => {
    const { a, b } = processes;
    const { id, doctorToken, patientToken } = await call();
    const waiting: VideoCallWaitingEvent[] = [];
    const assistant = processes.open(a, accountSocket.namespace, { token: (await sessionOf(a, 'assistant@tabib.test')).token });
    assistant.on(accountSocket.videocallWaiting, (event: VideoCallWaitingEvent) => waiting.push(event));
    await connected(assistant);

    const doctorOnA = join(a, 'doctor', doctorToken);
    await doctorOnA.ready;
    const patientOnB = join(b, 'patient', patientToken);
    await patientOnB.ready;
    await eventually(() => doctorOnA.presence.at(-1)?.patient === true && patientOnB.presence.at(-1)?.doctor === true);
    await eventually(() => waiting.length === 1);
    expect(waiting[0]).toMatchObject({ id, patient_is_waiting: true });

    const offer = { from: 'doctor-link-1', description: { type: 'offer', sdp: 'v=0\r\n' } };
    const candidate = { candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host', sdpMid: '0' } };
    doctorOnA.socket.emit(videoCallSocket.signal, offer);
    patientOnB.socket.emit(videoCallSocket.signal, candidate);
    await eventually(() => patientOnB.signals.length === 1 && doctorOnA.signals.length === 1);
    expect(patientOnB.signals).toEqual([offer]);
    expect(doctorOnA.signals).toEqual([candidate]);

    // A description longer than a NOTIFY may carry goes through the attachments table.
    const attachments = async () =>
      (
        (await a.db.execute(sql.raw(`select count(*)::int as n from ${clusterAdapterOptions.tableName}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await attachments();
    const large = { from: 'doctor-link-1', description: { type: 'offer', sdp: `v=0\r\n${'a=x\r\n'.repeat(4000)}` } };
    doctorOnA.socket.emit(videoCallSocket.signal, large);
    await eventually(() => patientOnB.signals.length === 2);
    expect(patientOnB.signals[1]).toEqual(large);
    expect(await attachments()).toBeGreaterThan(before);

    // The doctor's page reloaded, its new socket on the other process: the old one goes, and the
    // patient hears no departure.
    const doctorOnB = join(b, 'doctor', doctorToken);
    await doctorOnB.ready;
    await eventually(() => doctorOnA.socket.disconnected);
    await settle(500);
    expect(patientOnB.left).toEqual([]);
    expect(patientOnB.presence.at(-1)).toEqual(both);
    expect(doctorOnB.presence.at(-1)).toEqual(both);
    patientOnB.socket.emit(videoCallSocket.signal, candidate);
    await eventually(() => doctorOnB.signals.length === 1);

    // The patient comes back through the first process and leaves: the doctor, on the second, hears it.
    const patientOnA = join(a, 'patient', patientToken);
    await patientOnA.ready;
    await eventually(() => patientOnB.socket.disconnected);
    await settle(300);
    expect(doctorOnB.left).toEqual([]);
    patientOnA.socket.close();
    await eventually(() => doctorOnB.left.length === 1 && doctorOnB.presence.at(-1)?.patient === false);
    expect(doctorOnB.left).toEqual([{ role: 'patient', reason: 'quit' }]);
    await eventually(() => waiting.at(-1)?.patient_is_waiting === false);
  });

  it('keeps exactly one of two sockets of one role that join at once on two processes', async () => {
    const { a, b } = processes;
    const { doctorToken, patientToken } = await call();
    const patient = join(a, 'patient', patientToken);
    await patient.ready;
    const first = join(a, 'doctor', doctorToken);
    const second = join(b, 'doctor', doctorToken);
    await Promise.all([first.ready, second.ready]);
    await settle(1000);
    expect([first.socket.connected, second.socket.connected].filter(Boolean)).toHaveLength(1);
    expect(patient.left).toEqual([]);
    expect(patient.presence.at(-1)).toEqual(both);
  });

  it('still tells the presence while a process gone without a word is counted, once it is dropped', async () => {
    const { a, b } = processes;
    const { doctorToken } = await call();
    // A heartbeat from a process that then died: the others count it until its heartbeats are missed.
    const channel = `socket.io#${videoCallSocket.namespace}`;
    const heartbeat = JSON.stringify({ uid: 'gone-without-a-word', nsp: videoCallSocket.namespace, type: 2 });
    await a.db.execute(sql`select pg_notify(${channel}, ${heartbeat})`);
    await expect.poll(() => b.io.of(videoCallSocket.namespace).adapter.serverCount()).toBe(3);

    const doctor = join(b, 'doctor', doctorToken);
    await doctor.ready;
    await expect.poll(() => doctor.presence, { timeout: 15_000, interval: 100 }).toEqual([{ doctor: true, patient: false }]);
  });
});
