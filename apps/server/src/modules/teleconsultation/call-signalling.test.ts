import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { accountSocket } from '@tabib/contracts/live-events';
import { videoCallSocket, type CallLeft, type CallPresence, type VideoCallWaitingEvent } from '@tabib/contracts/teleconsultation';
import { eq } from 'drizzle-orm';
import type { MissedTeleconsultations, WaitingCallsResponse } from '@tabib/contracts/teleconsultation';
import type { App } from '../../app';
import { appointments } from '../../db/schema/appointments';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';

const eventually = (check: () => boolean) => expect.poll(check, { timeout: 5000, interval: 20 }).toBe(true);

/** Issue 16: the call's signalling room: who gets in, what is relayed, what the practice hears. */
describe('call signalling', () => {
  let app: App;
  let url = '';
  let doctor: Session;
  const sockets: Socket[] = [];
  const clock = new Date(at(0, '08:00'));
  let slot = 0;

  beforeAll(async () => {
    app = await createTestApp('pglite', { now: () => clock });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  async function visio(days = 0, type: 'visio' | 'cabinet' = 'visio') {
    const reason =
      type === 'visio'
        ? doctor.profile.consultationReasons.find((r) => r.title.fr === 'Téléconsultation')!._id
        : bookableReason(doctor)._id;
    const startAt = at(days, `${18 + Math.floor(slot / 3)}:${String((slot++ % 3) * 20).padStart(2, '0')}`);
    const answer = await book(app, doctor, newPatientBooking(reason, startAt, { type }));
    expect(answer.statusCode, answer.body).toBe(201);
    return { id: answer.json().appointment._id as string, startAt: new Date(startAt) };
  }

  function open(namespace: string, auth: Record<string, unknown>) {
    const socket = connect(`${url}${namespace}`, { auth, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  }
  const connected = (socket: Socket) =>
    new Promise<Socket>((resolve, reject) => {
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  const join = (role: string, callToken: string) => {
    const socket = open(videoCallSocket.namespace, { role, callToken });
    const presence: CallPresence[] = [];
    const signals: unknown[] = [];
    const media: unknown[] = [];
    const left: CallLeft[] = [];
    socket.on(videoCallSocket.presence, (value: CallPresence) => presence.push(value));
    socket.on(videoCallSocket.signal, (value: unknown) => signals.push(value));
    socket.on(videoCallSocket.media, (value: unknown) => media.push(value));
    socket.on(videoCallSocket.left, (value: CallLeft) => left.push(value));
    return { socket, presence, signals, media, left, ready: connected(socket) };
  };
  const refusal = (role: string, callToken: string) =>
    join(role, callToken).ready.then(
      () => 'admitted',
      (error: Error) => error.message,
    );

  async function practiceListener(email: string) {
    const waiting: VideoCallWaitingEvent[] = [];
    const socket = open(accountSocket.namespace, { token: (await sessionOf(app, email)).token });
    socket.on(accountSocket.videocallWaiting, (event: VideoCallWaitingEvent) => waiting.push(event));
    await connected(socket);
    return waiting;
  }

  it('admits the doctor and the patient of a call, relays what each sends the other, and tells the practice', async () => {
    const call = await visio();
    const details = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/teleconsulta/call-details/${call.id}`,
      headers: doctor.headers,
    });
    const assistantHears = await practiceListener('assistant@tabib.test');
    const outsiderHears = await practiceListener('clinic.doctor@tabib.test');

    const doctorSide = join('doctor', details.json().agoraAccessToken);
    await doctorSide.ready;
    await eventually(() => doctorSide.presence.length === 1);
    expect(doctorSide.presence).toEqual([{ doctor: true, patient: false }]);

    const patientSide = join('patient', await app.services.teleconsultation.patientToken(call.id, call.startAt));
    await patientSide.ready;
    await eventually(() => patientSide.presence.length === 1 && doctorSide.presence.length === 2);
    expect(doctorSide.presence[1]).toEqual({ doctor: true, patient: true });
    await eventually(() => assistantHears.length === 1);
    expect(assistantHears).toEqual([{ id: call.id, done: false, patient_is_waiting: true, startAt: call.startAt.toISOString() }]);

    const offer = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
    doctorSide.socket.emit(videoCallSocket.signal, offer);
    patientSide.socket.emit(videoCallSocket.signal, { nonsense: true });
    const candidate = { candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host', sdpMid: '0' } };
    patientSide.socket.emit(videoCallSocket.signal, candidate);
    await eventually(() => patientSide.signals.length === 1 && doctorSide.signals.length === 1);
    expect(patientSide.signals).toEqual([offer]);
    expect(doctorSide.signals).toEqual([candidate]);

    patientSide.socket.close();
    await eventually(() => doctorSide.presence.length === 3 && assistantHears.length === 2);
    expect(doctorSide.presence[2]).toEqual({ doctor: true, patient: false });
    expect(assistantHears[1]).toMatchObject({ id: call.id, patient_is_waiting: false });
    expect(outsiderHears).toEqual([]);
  });

  it("keeps a waiting patient on the appointment: the practice's waiting list, the online flag, not missed while there", async () => {
    // Booked for 08:20 and read at 09:00: the call's time is over, the patient came late.
    const late = await visio(0, 'visio');
    await app.db
      .update(appointments)
      .set({ startAt: new Date(at(0, '08:20')), endAt: new Date(at(0, '08:40')) })
      .where(eq(appointments.id, late.id));
    clock.setTime(new Date(at(0, '09:00')).getTime());
    const read = async (email: string, url: string) =>
      (await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: (await sessionOf(app, email)).headers })).json();
    const waitingFor = async (email: string) =>
      ((await read(email, '/doctors/appointments/teleconsulta/waiting-calls')) as WaitingCallsResponse).calls.map(
        (call) => call.id,
      );
    const missedIds = async () =>
      (
        (await read('doctor@tabib.test', '/doctors/appointments/teleconsulta/missed-appointments')) as MissedTeleconsultations
      ).missedAppointments.map((missed) => missed.id);
    const online = async () =>
      (await read('doctor@tabib.test', `/doctors/appointments/${late.id}`)).appointment.online as boolean;
    try {
      expect(await missedIds()).toContain(late.id);
      const patientSide = join('patient', await app.services.teleconsultation.patientToken(late.id, new Date(at(0, '08:20'))));
      await patientSide.ready;
      await expect.poll(() => waitingFor('doctor@tabib.test'), { timeout: 5000, interval: 50 }).toEqual([late.id]);
      // The practice's pages read it on opening (the assistant's too); another practice's never.
      expect(await waitingFor('assistant@tabib.test')).toEqual([late.id]);
      for (const outsider of ['clinic@tabib.test', 'clinic.doctor@tabib.test']) expect(await waitingFor(outsider)).toEqual([]);
      expect(await online()).toBe(true);
      expect(await missedIds()).not.toContain(late.id);

      patientSide.socket.close();
      await expect.poll(() => waitingFor('doctor@tabib.test'), { timeout: 5000, interval: 50 }).toEqual([]);
      expect(await online()).toBe(false);
      expect(await missedIds()).toContain(late.id);
    } finally {
      clock.setTime(new Date(at(0, '08:00')).getTime());
    }
  });

  it("relays each side's camera and microphone, and tells a side that leaves on purpose from one whose connection drops", async () => {
    const call = await visio();
    const details = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/teleconsulta/call-details/${call.id}`,
      headers: doctor.headers,
    });
    const patientToken = await app.services.teleconsultation.patientToken(call.id, call.startAt);
    const doctorSide = join('doctor', details.json().agoraAccessToken);
    await doctorSide.ready;
    const patientSide = join('patient', patientToken);
    await patientSide.ready;
    await eventually(() => doctorSide.presence.at(-1)?.patient === true);

    patientSide.socket.emit(videoCallSocket.media, { camera: false, microphone: true });
    patientSide.socket.emit(videoCallSocket.media, { camera: 'off' });
    doctorSide.socket.emit(videoCallSocket.signal, { from: 'doctor-link-1', description: { type: 'offer', sdp: 'v=0\r\n' } });
    await eventually(() => doctorSide.media.length === 1 && patientSide.signals.length === 1);
    expect(doctorSide.media).toEqual([{ camera: false, microphone: true }]);
    expect(patientSide.media).toEqual([]);
    expect(patientSide.signals).toEqual([{ from: 'doctor-link-1', description: { type: 'offer', sdp: 'v=0\r\n' } }]);

    // A reloaded page replaces the patient's socket: no departure is announced.
    const reloaded = join('patient', patientToken);
    await reloaded.ready;
    await eventually(() => patientSide.socket.disconnected);
    // The patient's connection drops (the transport closes without a word): 'timeout'.
    reloaded.socket.io.engine.close();
    await eventually(() => doctorSide.left.length === 1);
    expect(doctorSide.left).toEqual([{ role: 'patient', reason: 'timeout' }]);

    // Back, then leaving on purpose: 'quit'; the presence says the patient is gone.
    const back = join('patient', patientToken);
    await back.ready;
    await eventually(() => doctorSide.presence.at(-1)?.patient === true);
    back.socket.emit(videoCallSocket.leave);
    back.socket.io.engine.close();
    await eventually(() => doctorSide.left.length === 2 && doctorSide.presence.at(-1)?.patient === false);
    expect(doctorSide.left[1]).toEqual({ role: 'patient', reason: 'quit' });

    // Closing the socket is leaving on purpose too; the patient hears the doctor go.
    const again = join('patient', patientToken);
    await again.ready;
    doctorSide.socket.close();
    await eventually(() => again.left.length === 1);
    expect(again.left).toEqual([{ role: 'doctor', reason: 'quit' }]);
    expect(doctorSide.left).toHaveLength(2);
  });

  it("refuses a token of the other role, another day's, a cabinet visit's, a finished call's or a forged one", async () => {
    const call = await visio();
    const patientToken = await app.services.teleconsultation.patientToken(call.id, call.startAt);
    expect(await refusal('doctor', patientToken)).toBe('forbidden');
    expect(await refusal('patient', `${patientToken.slice(0, -2)}AA`)).toBe('forbidden');
    expect(await refusal('nurse', patientToken)).toBe('forbidden');

    const tomorrow = await visio(1);
    expect(await refusal('patient', await app.services.teleconsultation.patientToken(tomorrow.id, tomorrow.startAt))).toBe(
      'forbidden',
    );
    const cabinet = await visio(0, 'cabinet');
    expect(await refusal('patient', await app.services.teleconsultation.patientToken(cabinet.id, cabinet.startAt))).toBe(
      'forbidden',
    );

    expect(await refusal('patient', patientToken)).toBe('admitted');
    const left = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/teleconsulta/leave',
      headers: doctor.headers,
      payload: { appointment: call.id, duration: 60 },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await refusal('patient', patientToken)).toBe('forbidden');
  });
});
