import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { appointmentEvents, appointments } from '../../db/schema/appointments';
import { outboundEmails } from '../../db/schema/mail';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { replayedHeader } from '../../plugins/idempotency';
import { at, book, bookableReason, freshPhone, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { settlePatientNotices } from '../../test/patient-notices';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { idempotencyKeyLifetimeHours } from './idempotency.repository';

interface Booked {
  _id: string;
  start: string;
  duration: number;
  patient: { _id: string };
}

/**
 * Issue 14: every appointment and patient write an offline outbox replays is applied once per
 * action id (its Idempotency-Key), even when its first answer was lost on the way back.
 */
describe.each(testBackends())('idempotent calendar and patient writes on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let asDoctor: Session;
  let otherPractice: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    otherPractice = await sessionOf(app, 'clinic.doctor@tabib.test');
  });
  afterAll(() => app.close());

  let slot = 0;
  /** Days 40+ are past the seeded day off and vacancy. */
  async function booked(session = doctor, email?: string): Promise<Booked> {
    const n = slot++;
    const booking = newPatientBooking(
      bookableReason(session)._id,
      at(50 + Math.floor(n / 8), `${8 + (n % 8)}:00`.padStart(5, '0')),
    );
    if (email) booking.newPatient = { ...booking.newPatient, email } as typeof booking.newPatient;
    const response = await book(app, session, booking);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().appointment;
  }

  const send = (session: Session, key: string | undefined, url: string, payload?: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1${url}`,
      headers: key ? { ...session.headers, 'idempotency-key': key } : session.headers,
      payload,
    });

  const eventsOf = async (appointmentId: string, action: string) =>
    (
      await app.db
        .select({ n: count() })
        .from(appointmentEvents)
        .where(and(eq(appointmentEvents.appointmentId, appointmentId), eq(appointmentEvents.action, action as 'UPDATED')))
    )[0]!.n;
  const appointmentRow = async (id: string) => (await app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  const move = (appointment: Booked, startAt: string, session = doctor, reasonId = bookableReason(session)._id) => ({
    newValues: { startAt, consultationReason: reasonId, duration: appointment.duration, type: 'cabinet' },
    oldValues: { startAt: appointment.start },
  });
  const status = (appointment: Booked, target: string, isNotify = false) => ({
    status: target,
    appointmentId: appointment._id,
    isNotify,
  });
  const patientForm = (firstName: string, phone: string) => ({ firstName, lastName: 'Offline', phone, gender: 'FEMALE' });

  /** Sends one request three times under one key: one first answer, then two replays of it. */
  async function sendThrice(request: () => Promise<LightMyRequestResponse>) {
    const first = await request();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[replayedHeader]).toBeUndefined();
    for (const again of [await request(), await request()]) {
      expect(again.statusCode).toBe(200);
      expect(again.headers[replayedHeader]).toBe('true');
      expect(again.body).toBe(first.body);
    }
    return first.json();
  }

  it('moves an appointment once when the move is sent three times', async () => {
    const appointment = await booked();
    const key = randomUUID();
    const answer = await sendThrice(() =>
      send(doctor, key, `/doctors/appointments/${appointment._id}`, move(appointment, at(60, '11:00'))),
    );
    expect(answer.appointment.start).toBe(at(60, '11:00'));
    expect(await eventsOf(appointment._id, 'UPDATED')).toBe(1);
  });

  it.each(['DONE', 'PATIENT_MISSED', 'DOCTOR_CANCELED'])(
    'changes the status to %s once when sent three times',
    async (target) => {
      const email = `offline.${randomUUID().slice(0, 8)}@example.dz`;
      const appointment = await booked(doctor, email);
      const key = randomUUID();
      const answer = await sendThrice(() =>
        send(doctor, key, `/doctors/appointments/${appointment._id}/status`, status(appointment, target, true)),
      );
      expect(answer.appointment.status).toBe(target);
      expect(await eventsOf(appointment._id, 'STATUS_CHANGED')).toBe(1);
      await settlePatientNotices(app);
      const mails = await app.db.select({ n: count() }).from(outboundEmails).where(eq(outboundEmails.recipient, email));
      expect(mails[0]!.n).toBe(target === 'DOCTOR_CANCELED' ? 1 : 0);
    },
  );

  it('marks a patient arrived once when sent three times', async () => {
    const appointment = await booked();
    const key = randomUUID();
    const answer = await sendThrice(() => send(doctor, key, `/doctors/appointments/${appointment._id}/patient-arrived`));
    expect(answer.appointment.patientArrived).toBe(true);
    expect(await eventsOf(appointment._id, 'PATIENT_ARRIVED')).toBe(1);
  });

  it('updates a patient once when sent three times', async () => {
    const appointment = await booked();
    const key = randomUUID();
    const phone = freshPhone();
    const answer = await sendThrice(() =>
      send(doctor, key, `/doctors/patients/${appointment.patient._id}`, patientForm('Amel', phone)),
    );
    expect(answer.patient.firstName).toBe('Amel');
  });

  describe('the answer lost mid-flight: the server applied the write, the client sends it again later', () => {
    it('a move is not applied again over a later move', async () => {
      const appointment = await booked();
      const key = randomUUID();
      const body = move(appointment, at(61, '09:00'));
      const lost = await send(doctor, key, `/doctors/appointments/${appointment._id}`, body);
      expect(lost.statusCode, lost.body).toBe(200);
      // meanwhile the assistant moves it again, online
      const later = await send(
        asDoctor,
        undefined,
        `/doctors/appointments/${appointment._id}`,
        move(lost.json().appointment, at(61, '14:00'), asDoctor),
      );
      expect(later.statusCode, later.body).toBe(200);
      const retried = await send(doctor, key, `/doctors/appointments/${appointment._id}`, body);
      expect(retried.statusCode).toBe(200);
      expect(retried.headers[replayedHeader]).toBe('true');
      expect(retried.body).toBe(lost.body);
      expect((await appointmentRow(appointment._id)).startAt.toISOString()).toBe(at(61, '14:00'));
      expect(await eventsOf(appointment._id, 'UPDATED')).toBe(2);
    });

    it('a status change answers its first answer, not appointmentNotBooked, and changes once', async () => {
      const appointment = await booked();
      const key = randomUUID();
      const body = status(appointment, 'DONE');
      const lost = await send(doctor, key, `/doctors/appointments/${appointment._id}/status`, body);
      expect(lost.statusCode, lost.body).toBe(200);
      const retried = await send(doctor, key, `/doctors/appointments/${appointment._id}/status`, body);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.body).toBe(lost.body);
      expect(await eventsOf(appointment._id, 'STATUS_CHANGED')).toBe(1);
      expect((await appointmentRow(appointment._id)).status).toBe('DONE');
    });

    it('patient-arrived answers its first answer after the appointment was marked done meanwhile', async () => {
      const appointment = await booked();
      const key = randomUUID();
      const lost = await send(doctor, key, `/doctors/appointments/${appointment._id}/patient-arrived`);
      expect(lost.statusCode, lost.body).toBe(200);
      expect(
        (await send(doctor, undefined, `/doctors/appointments/${appointment._id}/status`, status(appointment, 'DONE')))
          .statusCode,
      ).toBe(200);
      const retried = await send(doctor, key, `/doctors/appointments/${appointment._id}/patient-arrived`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.body).toBe(lost.body);
      expect(await eventsOf(appointment._id, 'PATIENT_ARRIVED')).toBe(1);
    });

    it('a patient update does not overwrite a later one', async () => {
      const appointment = await booked();
      const url = `/doctors/patients/${appointment.patient._id}`;
      const key = randomUUID();
      const phone = freshPhone();
      const lost = await send(doctor, key, url, patientForm('Offline', phone));
      expect(lost.statusCode, lost.body).toBe(200);
      expect((await send(doctor, undefined, url, patientForm('Online', phone))).statusCode).toBe(200);
      const retried = await send(doctor, key, url, patientForm('Offline', phone));
      expect(retried.body).toBe(lost.body);
      const now = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: doctor.headers });
      expect(now.json().patientInfo.firstName).toBe('Online');
    });
  });

  it('the same key with another body: 422 idempotencyKeyReused, nothing applied', async () => {
    const appointment = await booked();
    const key = randomUUID();
    await send(doctor, key, `/doctors/appointments/${appointment._id}/status`, status(appointment, 'PATIENT_MISSED'));
    const other = await booked();
    for (const [name, request] of [
      ['body', () => send(doctor, key, `/doctors/appointments/${appointment._id}/status`, status(appointment, 'DONE'))],
      ['appointment', () => send(doctor, key, `/doctors/appointments/${other._id}/status`, status(other, 'PATIENT_MISSED'))],
      ['route', () => send(doctor, key, `/doctors/appointments/${other._id}`, move(other, at(62, '10:00')))],
    ] as const) {
      const response = await request();
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toEqual({ success: false, code: 'idempotencyKeyReused' });
    }
    expect((await appointmentRow(appointment._id)).status).toBe('PATIENT_MISSED');
    expect((await appointmentRow(other._id)).status).toBe('BOOKED');
    expect((await appointmentRow(other._id)).startAt.toISOString()).toBe(other.start);
  });

  it("another practice's key of the same value is its own", async () => {
    const mine = await booked();
    const theirs = await booked(otherPractice);
    const key = randomUUID();
    const first = await send(doctor, key, `/doctors/appointments/${mine._id}/status`, status(mine, 'DONE'));
    const second = await send(otherPractice, key, `/doctors/appointments/${theirs._id}/status`, status(theirs, 'DONE'));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers[replayedHeader]).toBeUndefined();
    expect(second.json().appointment._id).toBe(theirs._id);
    expect((await appointmentRow(theirs._id)).status).toBe('DONE');
  });

  it('a key answers its first answer for at least 7 days', async () => {
    const appointment = await booked();
    const key = randomUUID();
    await send(doctor, key, `/doctors/appointments/${appointment._id}/patient-arrived`);
    const [row] = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(idempotencyKeyLifetimeHours).toBeGreaterThanOrEqual(7 * 24);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000);
  });
});
