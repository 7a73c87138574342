import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { appointments } from '../../db/schema/appointments';
import { jobs } from '../../db/schema/jobs';
import { patientNotices } from '../../db/schema/patient-notices';
import { patients } from '../../db/schema/patients';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { reminderJobPrefix } from './notice-jobs';
import { catchUpConsumers } from '../../test/patient-notices';

type NewNotice = typeof patientNotices.$inferInsert;

/** Spec 1 section 3, the SMS trace of an appointment notice, in the appointment details. */
describe.each(testBackends())('appointment notices (SMS trace) on %s', (backend) => {
  let app: App;
  let doctor: Session;

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const notices = (session: Session, appointmentId: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/v1/doctors/appointments/${appointmentId}/notices${query}`, headers: session.headers });

  /** A booked appointment whose trace holds exactly the notices given (whatever else planned some). */
  async function appointmentWith(
    session: Session,
    startAt: string,
    rows: Omit<NewNotice, 'appointmentId' | 'doctorId'>[],
    extra = {},
  ) {
    const booked = await book(app, session, newPatientBooking(bookableReason(session)._id, startAt, extra));
    expect(booked.statusCode).toBe(201);
    const { _id: appointmentId, doctorId } = booked.json().appointment as { _id: string; doctorId: string };
    // Whatever the sending plans for a booking (a confirmation now) lands before the trace is set.
    await catchUpConsumers(app);
    await app.jobs.runDue();
    await app.db.delete(patientNotices).where(eq(patientNotices.appointmentId, appointmentId));
    await app.db.delete(jobs).where(like(jobs.key, `${reminderJobPrefix(appointmentId)}%`));
    if (rows.length > 0) await app.db.insert(patientNotices).values(rows.map((row) => ({ ...row, appointmentId, doctorId })));
    return appointmentId;
  }

  const notice = (key: string, overrides: Partial<NewNotice> = {}): Omit<NewNotice, 'appointmentId' | 'doctorId'> => ({
    id: randomUUID(),
    kind: key.startsWith('reminder') ? 'reminder' : (key as 'confirmation' | 'cancellation'),
    key,
    channel: 'sms',
    recipient: '+213661234567',
    locale: 'fr',
    body: 'Secret body text of the notice',
    dueAt: new Date('2030-01-01T09:00:00Z'),
    provider: 'test-provider',
    providerMessageId: 'provider-message-1',
    error: 'provider said something',
    ...overrides,
  });

  it("lists the appointment's notices newest first, with the spec's fields and nothing of their text", async () => {
    const confirmation = notice('confirmation', {
      dueAt: new Date('2030-01-01T09:00:00Z'),
      sentAt: new Date('2030-01-01T09:00:02Z'),
      status: 'delivered',
      statusChangedAt: new Date('2030-01-01T09:00:30Z'),
    });
    const failedMail = notice('confirmation', {
      channel: 'email',
      recipient: 'patient@example.dz',
      subject: 'Votre rendez-vous',
      dueAt: new Date('2030-01-01T09:00:00Z'),
      sentAt: new Date('2030-01-01T09:00:03Z'),
      status: 'failed',
      statusChangedAt: new Date('2030-01-01T09:00:04Z'),
      createdAt: new Date('2030-01-01T09:00:01Z'),
    });
    const dayBefore = notice('reminder:day-before@2030-01-10T09:00:00.000Z', { dueAt: new Date('2030-01-09T17:00:00Z') });
    const hoursBefore = notice('reminder:hours-before', { dueAt: new Date('2030-01-10T07:00:00Z') });
    const appointmentId = await appointmentWith(doctor, at(22, '09:00'), [confirmation, dayBefore, failedMail, hoursBefore]);

    const response = await notices(doctor, appointmentId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      notices: [
        {
          _id: hoursBefore.id,
          display: 'reminder:hours-before',
          kind: 'reminder',
          channel: 'sms',
          patientIsGuest: true,
          smsTraceStatus: 'unknown',
          prevision_sent_date: '2030-01-10T07:00:00.000Z',
          smsTraceStatusDateChanged: null,
          sentAt: null,
        },
        expect.objectContaining({ _id: dayBefore.id, display: 'reminder:day-before', smsTraceStatus: 'unknown' }),
        {
          _id: failedMail.id,
          display: 'confirmation',
          kind: 'confirmation',
          channel: 'email',
          patientIsGuest: true,
          smsTraceStatus: 'failed',
          prevision_sent_date: '2030-01-01T09:00:00.000Z',
          smsTraceStatusDateChanged: '2030-01-01T09:00:04.000Z',
          sentAt: '2030-01-01T09:00:03.000Z',
        },
        expect.objectContaining({
          _id: confirmation.id,
          smsTraceStatus: 'delivered',
          smsTraceStatusDateChanged: '2030-01-01T09:00:30.000Z',
          sentAt: '2030-01-01T09:00:02.000Z',
        }),
      ],
    });
    for (const leak of [
      'Secret body',
      '+213661234567',
      'patient@example.dz',
      'test-provider',
      'provider-message',
      'provider said',
    ])
      expect(response.body).not.toContain(leak);
  });

  it('lists the reminders still waiting in the job queue as planned, at the time they will leave', async () => {
    const booked = await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(23, '10:00')));
    const { _id: appointmentId } = booked.json().appointment as { _id: string };
    await catchUpConsumers(app);
    const trace = (await notices(doctor, appointmentId)).json().notices;
    expect(trace).toEqual([
      expect.objectContaining({
        kind: 'reminder',
        display: 'reminder:hours-before',
        channel: 'sms',
        smsTraceStatus: 'unknown',
        sentAt: null,
      }),
      expect.objectContaining({ kind: 'reminder', display: 'reminder:day-before', channel: 'sms', sentAt: null }),
    ]);
    expect(trace[0].prevision_sent_date).toBe(new Date(Date.parse(at(23, '10:00')) - 2 * 3600_000).toISOString());
    expect(trace[1].prevision_sent_date).toBe(at(22, '18:00'));
  });

  it('answers an empty trace for an appointment with no notice, and says whether the patient is a guest', async () => {
    const appointmentId = await appointmentWith(doctor, at(22, '10:00'), []);
    expect((await notices(doctor, appointmentId)).json()).toEqual({ success: true, notices: [] });

    await app.db.insert(patientNotices).values({ ...notice('cancellation'), appointmentId, doctorId: doctor.profile._id });
    const [row] = await app.db
      .select({ patientId: appointments.patientId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect((await notices(doctor, appointmentId)).json().notices).toEqual([
      expect.objectContaining({ kind: 'cancellation', display: 'cancellation', patientIsGuest: true }),
    ]);
    // A patient with an account of their own (not made by the practice) is no guest.
    await app.db.update(patients).set({ isGuest: false }).where(eq(patients.id, row!.patientId));
    expect((await notices(doctor, appointmentId)).json().notices).toEqual([
      expect.objectContaining({ kind: 'cancellation', patientIsGuest: false }),
    ]);
  });

  it('is scoped like the appointment itself: its practice reads it, any other account gets 404 or 403', async () => {
    const appointmentId = await appointmentWith(doctor, at(22, '11:00'), [notice('confirmation')]);
    const details = (session: Session, query = '') =>
      app.inject({ method: 'GET', url: `/api/v1/doctors/appointments/${appointmentId}${query}`, headers: session.headers });

    for (const email of ['assistant@tabib.test', 'asdoctor@tabib.test']) {
      const assistant = await sessionOf(app, email);
      expect((await details(assistant)).statusCode, email).toBe(200);
      expect((await notices(assistant, appointmentId)).json().notices, email).toHaveLength(1);
    }
    for (const email of ['limited@tabib.test', 'clinic.doctor@tabib.test', 'reasons.doctor@tabib.test']) {
      const outsider = await sessionOf(app, email);
      expect((await details(outsider)).statusCode, email).toBe(404);
      const refused = await notices(outsider, appointmentId);
      expect(refused.statusCode, email).toBe(404);
      expect(refused.json()).toEqual({ success: false, code: 'notFound' });
      // Naming the owner as clinic doctor changes nothing for an account outside a clinic's scope.
      expect((await notices(outsider, appointmentId, `?clinic_doctor=${doctor.profile._id}`)).statusCode, email).toBe(404);
    }

    const clinic = await sessionOf(app, 'clinic@tabib.test');
    const clinicDoctorId = clinic.profile.clinicObject!.doctors[0]!._id;
    expect((await notices(clinic, appointmentId, `?clinic_doctor=${doctor.profile._id}`)).json()).toEqual({
      success: false,
      code: 'DoctorNotAuthorizedAction',
    });
    expect((await notices(clinic, appointmentId, `?clinic_doctor=${clinicDoctorId}`)).statusCode).toBe(404);

    expect((await notices(doctor, randomUUID())).statusCode).toBe(404);
    expect((await notices(doctor, 'not-a-uuid')).json().code).toBe('validationFailed');
    expect((await app.inject({ method: 'GET', url: `/api/v1/doctors/appointments/${appointmentId}/notices` })).statusCode).toBe(
      401,
    );
  });

  it("lets a clinic account read the trace of its own doctor's appointment", async () => {
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    const appointmentId = await appointmentWith(clinicDoctor, at(22, '12:00'), [notice('confirmation', { status: 'delivered' })]);
    const answer = await notices(clinic, appointmentId, `?clinic_doctor=${clinicDoctor.profile._id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().notices).toEqual([expect.objectContaining({ smsTraceStatus: 'delivered' })]);
    expect((await notices(clinicDoctor, appointmentId)).json().notices).toHaveLength(1);
    expect((await notices(await sessionOf(app, 'clinic.doctor2@tabib.test'), appointmentId)).statusCode).toBe(404);
  });
});
