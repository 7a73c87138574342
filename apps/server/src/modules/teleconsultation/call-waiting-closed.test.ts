import { describe, expect, it } from 'vitest';
import { accountSocket } from '@tabib/contracts/live-events';
import type { VideoCallWaitingEvent } from '@tabib/contracts/teleconsultation';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { settle, socketTestApp } from '../../test/socket-helpers';

/**
 * Issue 16: once a visio appointment is done, cancelled or its patient marked absent, the
 * practice's pages hear `videocall.waiting` with nobody waiting (and `done` when it is done), so
 * that every page drops its call notice and the calendar's online flag (spec 2 section 4).
 */
describe('the waiting notice of a call that can no longer happen', () => {
  const server = socketTestApp();
  let slot = 0;

  async function booked(session: Session, type: 'visio' | 'cabinet') {
    const reason =
      type === 'visio'
        ? session.profile.consultationReasons.find((candidate) => candidate.title.fr === 'Téléconsultation')!._id
        : bookableReason(session)._id;
    const startAt = at(1, `${String(16 + Math.floor(slot / 3)).padStart(2, '0')}:${String((slot++ % 3) * 20).padStart(2, '0')}`);
    const answer = await book(server.app, session, newPatientBooking(reason, startAt, { type }));
    expect(answer.statusCode, answer.body).toBe(201);
    return { id: answer.json().appointment._id as string, startAt };
  }

  async function setStatus(session: Session, id: string, status: string) {
    const answer = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${id}/status`,
      headers: session.headers,
      payload: { status, appointmentId: id, isNotify: false },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  async function listener(email: string) {
    const heard: VideoCallWaitingEvent[] = [];
    const socket = await server.connect((await sessionOf(server.app, email)).token, accountSocket.namespace);
    socket.on(accountSocket.videocallWaiting, (event: VideoCallWaitingEvent) => heard.push(event));
    return heard;
  }

  it('tells the practice, and only it, when a visio appointment is done, cancelled or missed; nothing for a visit', async () => {
    const doctor = await sessionOf(server.app, 'doctor@tabib.test');
    const assistantHears = await listener('assistant@tabib.test');
    const outsiderHears = await listener('clinic.doctor@tabib.test');
    const done = await booked(doctor, 'visio');
    const cancelled = await booked(doctor, 'visio');
    const missed = await booked(doctor, 'visio');
    const visit = await booked(doctor, 'cabinet');

    await setStatus(doctor, done.id, 'DONE');
    await setStatus(doctor, cancelled.id, 'DOCTOR_CANCELED');
    await setStatus(doctor, missed.id, 'PATIENT_MISSED');
    await setStatus(doctor, visit.id, 'DONE');
    await expect.poll(() => assistantHears.length, { timeout: 5000, interval: 20 }).toBe(3);
    await settle();

    expect(assistantHears).toEqual([
      { id: done.id, done: true, patient_is_waiting: false, startAt: done.startAt },
      { id: cancelled.id, done: false, patient_is_waiting: false, startAt: cancelled.startAt },
      { id: missed.id, done: false, patient_is_waiting: false, startAt: missed.startAt },
    ]);
    expect(outsiderHears).toEqual([]);
  });
});
