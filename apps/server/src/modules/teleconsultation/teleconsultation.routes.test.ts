import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { bookableReason, sessionOf, type Session } from '../../test/booking-helpers';
import { testBackends } from '../../test/test-database';
import { callTestApp } from './call-test-app';

const ice = {
  servers: [{ urls: ['stun:stun.tabib.test:3478'] }, { urls: ['turn:turn.tabib.test:3478', 'turns:turn.tabib.test:5349'] }],
  turnSecret: 'turn-shared-secret',
  transportPolicy: 'relay' as const,
};

/** Issue 16: the doctor's call details and leave, with the catalogue's refusals. */
describe.each(testBackends())('teleconsultation calls on %s', (backend) => {
  const call = callTestApp(backend, ice);
  const { clock, booked } = call;
  let app: App;
  let doctor: Session;
  beforeAll(() => ({ app, doctor } = call.ready));

  const details = (session: Session, id: string) =>
    app.inject({ method: 'GET', url: `/api/v1/doctors/teleconsulta/call-details/${id}`, headers: session.headers });
  const leave = (session: Session, appointment: string, duration: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/doctors/teleconsulta/leave',
      headers: session.headers,
      payload: { appointment, duration },
    });
  const codeOf = async (response: Promise<{ statusCode: number; json: () => { code: string } }>) => {
    const answer = await response;
    return `${answer.statusCode} ${answer.json().code}`;
  };

  it("gives today's visio call its room, a token until the day's end and TURN credentials the shared secret signs", async () => {
    const appointment = await booked(doctor);
    const response = await details(doctor, appointment._id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const endOfDay = practiceDayBounds(practiceDay(clock)).end;
    expect(body).toMatchObject({
      success: true,
      code: 'callDetails',
      callId: appointment._id,
      appId: 'tabib-webrtc',
      expiresAt: endOfDay.toISOString(),
      appointment_patient: { _id: appointment.patient._id, firstName: 'Nour', lastName: 'Test', isGuest: true },
    });
    expect(await app.services.teleconsultation.doctorTokens.read(body.agoraAccessToken)).toEqual({
      appointmentId: appointment._id,
      expiresAt: endOfDay,
    });

    const username = `${Math.floor(endOfDay.getTime() / 1000)}:${appointment._id}`;
    expect(body.iceServers).toEqual([
      { urls: ['stun:stun.tabib.test:3478'] },
      {
        urls: ['turn:turn.tabib.test:3478', 'turns:turn.tabib.test:5349'],
        username,
        credential: createHmac('sha1', ice.turnSecret).update(username).digest('base64'),
      },
    ]);
    expect(body.iceTransportPolicy).toBe('relay');
  });

  it('refuses with the catalogue: not visio, not today, not booked, not ours, not allowed', async () => {
    const cabinet = await booked(doctor, { type: 'cabinet', reason: bookableReason(doctor)._id });
    expect(await codeOf(details(doctor, cabinet._id))).toBe('400 AppointmentDoNotTeleconsultationService');

    const tomorrow = await booked(doctor, { days: 1 });
    expect(await codeOf(details(doctor, tomorrow._id))).toBe('400 CallDateMustBeTODAY');

    const cancelled = await booked(doctor);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${cancelled._id}/status`,
      headers: doctor.headers,
      payload: { status: 'DOCTOR_CANCELED', appointmentId: cancelled._id, isNotify: false },
    });
    expect(await codeOf(details(doctor, cancelled._id))).toBe('409 CannotCallStatusUnauthorized');

    expect(await codeOf(details(doctor, '00000000-0000-4000-8000-000000000000'))).toBe('404 appointmentNotFound');
    expect(await codeOf(details(doctor, 'not-an-id'))).toBe('400 validationFailed');
    // Another practice's appointment is as unknown as no appointment.
    const otherPractice = await sessionOf(app, 'clinic.doctor@tabib.test');
    const theirs = await booked(otherPractice, { type: 'cabinet', reason: bookableReason(otherPractice)._id });
    expect(await codeOf(details(doctor, theirs._id))).toBe('404 appointmentNotFound');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    const ours = await booked(doctor);
    expect(await codeOf(details(assistant, ours._id))).toBe('403 DoctorNotAuthorizedAction');
    // limited@ may not book (DOC-DEA): that refusal comes before any look at the appointment.
    const limited = await sessionOf(app, 'limited@tabib.test');
    expect(await codeOf(details(limited, ours._id))).toBe('403 DoctorNotAuthorizedAction');
  });

  it('refuses a doctor who may not hold teleconsultations', async () => {
    const other = await sessionOf(app, 'clinic.doctor3@tabib.test');
    const appointment = await booked(other, { type: 'cabinet', reason: bookableReason(other)._id });
    await app.db.update(appointments).set({ type: 'visio' }).where(eq(appointments.id, appointment._id));
    await app.db.update(users).set({ telemedicineAllowed: false }).where(eq(users.id, other.profile._id));
    expect(await codeOf(details(other, appointment._id))).toBe('403 DoctorTeleconsultationUnauthorizedAction');
  });

  it('ends the call: the appointment is DONE with its duration, once', async () => {
    const appointment = await booked(doctor);
    const left = await leave(doctor, appointment._id, 754);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({
      success: true,
      code: 'callLeft',
      appointment: { _id: appointment._id, status: 'DONE', callDurationSeconds: 754 },
    });
    const [row] = await app.db
      .select({ status: appointments.status, seconds: appointments.callDurationSeconds, doneAt: appointments.doneAt })
      .from(appointments)
      .where(eq(appointments.id, appointment._id));
    expect(row).toEqual({ status: 'DONE', seconds: 754, doneAt: clock });

    expect(await codeOf(leave(doctor, appointment._id, 800))).toBe('409 CallAlreadyDone');
    expect(await codeOf(details(doctor, appointment._id))).toBe('409 CallAlreadyDone');
    expect(await codeOf(leave(doctor, appointment._id, -1))).toBe('400 validationFailed');
  });
});
