import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { settlePatientNotices } from '../../test/patient-notices';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';

describe.each(testBackends())('appointment lifecycle on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let reasonId: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
  });
  afterAll(() => app.close());

  const bookAt = async (days: number, time: string, session = doctor) =>
    (await book(app, session, newPatientBooking(reasonId, at(days, time)))).json().appointment;
  const call = (method: 'GET' | 'PUT', url: string, payload?: object, session = doctor) =>
    app.inject({ method, url: `/api/v1${url}`, headers: session.headers, payload });
  const listRange = (days: number, query = '') =>
    call(
      'GET',
      `/doctors/appointments/retrieve-appointments-on-mode?mode=day&fromTime=${encodeURIComponent(at(days, '00:00'))}&toTime=${encodeURIComponent(at(days + 1, '00:00'))}${query}`,
    );
  const updateBody = (appointment: { start: string; duration: number }, changes: object) => ({
    newValues: {
      startAt: appointment.start,
      consultationReason: reasonId,
      duration: appointment.duration,
      type: 'cabinet',
      ...changes,
    },
    oldValues: { startAt: appointment.start },
  });

  it('lists a range with the seeded week, filtered by reasons and status, never cancelled ones', async () => {
    const today = (await listRange(0)).json().appointments;
    expect(today.length).toBeGreaterThanOrEqual(3);
    const missed = (
      await call(
        'GET',
        `/doctors/appointments/retrieve-appointments-on-mode?mode=week&fromTime=${encodeURIComponent(at(-1, '00:00'))}&toTime=${encodeURIComponent(at(1, '00:00'))}&status=${encodeURIComponent('["PATIENT_MISSED"]')}`,
      )
    ).json().appointments;
    expect(missed.map((a: { status: string }) => a.status)).toEqual(['PATIENT_MISSED']);
    const oneReason = today[0].consultationReason._id;
    const filtered = (await listRange(0, `&consultationReasons=${encodeURIComponent(JSON.stringify([oneReason]))}`)).json()
      .appointments;
    expect(filtered.every((a: { consultationReason: { _id: string } }) => a.consultationReason._id === oneReason)).toBe(true);
    expect((await listRange(0, `&consultationReasons=${encodeURIComponent('[]')}`)).json().appointments).toEqual([]);
    expect((await listRange(0, '&status=notjson')).statusCode).toBe(400);
  });

  it('moves an appointment, refuses a taken slot and an unbookable reason, and traces who changed what', async () => {
    const appointment = await bookAt(15, '08:00');
    const blocker = await bookAt(15, '10:00');
    const moved = await call(
      'PUT',
      `/doctors/appointments/${appointment._id}`,
      updateBody(appointment, { startAt: at(15, '09:00') }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment.start).toBe(at(15, '09:00'));

    const clash = await call(
      'PUT',
      `/doctors/appointments/${appointment._id}`,
      updateBody(appointment, { startAt: blocker.start }),
    );
    expect(clash.json().code).toBe('slotAlreadyBooked');
    const disabled = doctor.profile.consultationReasons.find((reason) => !reason.isEnabled)!;
    const badReason = await call(
      'PUT',
      `/doctors/appointments/${appointment._id}`,
      updateBody(appointment, { consultationReason: disabled._id }),
    );
    expect(badReason.json().code).toBe('AppointmentConsultationReasonNotAcceptable');
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    expect(
      (await call('PUT', `/doctors/appointments/${appointment._id}`, updateBody(appointment, {}), assistant)).json().code,
    ).toBe('DoctorNotAuthorizedAction');
    expect(
      (
        await call(
          'PUT',
          `/doctors/appointments/${appointment._id}`,
          updateBody(moved.json().appointment, { duration: 30 }),
          asDoctor,
        )
      ).statusCode,
    ).toBe(200);

    const trace = (await call('GET', `/doctors/appointments/${appointment._id}/trace-stack`)).json().trace;
    expect(trace.map((entry: { action: string }) => entry.action)).toEqual(['UPDATED', 'UPDATED', 'CREATED']);
    expect(trace[0].actor.name).toBe('Yacine Cherif');
    expect(trace[0].changes).toEqual({ duration: { from: 20, to: 30 } });
    expect(trace[1].changes.start).toEqual({ from: at(15, '08:00'), to: at(15, '09:00') });
  });

  it.each([
    ['DONE', 'DONE'],
    ['PATIENT_MISSED', 'PATIENT_MISSED'],
    ['DOCTOR_CANCELED', 'DOCTOR_CANCELED'],
  ])('changes BOOKED to %s once, then refuses further changes', async (status, expected) => {
    const appointment = await bookAt(16, status === 'DONE' ? '08:00' : status === 'PATIENT_MISSED' ? '09:00' : '10:00');
    const response = await call('PUT', `/doctors/appointments/${appointment._id}/status`, {
      status,
      appointmentId: appointment._id,
      isNotify: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().appointment.status).toBe(expected);
    // The answer is the appointment as stored (it is built without reading it back).
    expect(response.json().appointment).toEqual(
      (await call('GET', `/doctors/appointments/${appointment._id}`)).json().appointment,
    );
    const again = await call('PUT', `/doctors/appointments/${appointment._id}/status`, {
      status: 'DONE',
      appointmentId: appointment._id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('appointmentNotBooked');
    const listed = (await listRange(16)).json().appointments.map((a: { _id: string }) => a._id);
    expect(listed.includes(appointment._id)).toBe(status !== 'DOCTOR_CANCELED');
  });

  it('e-mails the patient of a cancellation when asked to notify (a patient notice, through the job queue)', async () => {
    const payload = newPatientBooking(reasonId, at(16, '16:00'));
    payload.newPatient = { ...payload.newPatient, email: 'notify.me@example.dz' } as typeof payload.newPatient;
    const appointment = (await book(app, doctor, payload)).json().appointment;
    await call('PUT', `/doctors/appointments/${appointment._id}/status`, {
      status: 'DOCTOR_CANCELED',
      appointmentId: appointment._id,
      isNotify: true,
    });
    await settlePatientNotices(app);
    const { sql } = await import('drizzle-orm');
    const stored = (await app.db.execute(
      sql`select template, text from outbound_emails where recipient = 'notify.me@example.dz'`,
    )) as unknown as { rows: { template: string; text: string }[] };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.template).toBe('patient-notice-cancellation');
    expect(stored.rows[0]!.text).toContain('Dr Amine Benali');
    expect(stored.rows[0]!.text).toContain('16:00');
  });

  it('frees a cancelled slot for a new booking', async () => {
    const appointment = await bookAt(16, '14:00');
    await call('PUT', `/doctors/appointments/${appointment._id}/status`, {
      status: 'DOCTOR_CANCELED',
      appointmentId: appointment._id,
    });
    expect((await book(app, doctor, newPatientBooking(reasonId, at(16, '14:00')))).statusCode).toBe(201);
  });

  it('marks the patient arrived with the spec code; assistants may, DOC-DEA may not', async () => {
    const appointment = await bookAt(17, '08:00');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    const response = await call('PUT', `/doctors/appointments/${appointment._id}/patient-arrived`, undefined, assistant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      code: 'patientArrivedUpdatedSuccessfully',
      appointment: { patientArrived: true },
    });
    const limitedDoctor = await sessionOf(app, 'limited@tabib.test');
    const refused = await call('PUT', `/doctors/appointments/${appointment._id}/patient-arrived`, undefined, limitedDoctor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DoctorNotAuthorizedAction');
  });

  it('reads one appointment with its call permission, the day count, the days off and the patient lookup', async () => {
    const visio = (await book(app, doctor, newPatientBooking(reasonId, at(18, '08:00'), { type: 'visio' }))).json().appointment;
    const one = (await call('GET', `/doctors/appointments/${visio._id}`)).json();
    expect(one).toMatchObject({
      success: true,
      appointment: { _id: visio._id, is_video_call_allowed: true },
      allowed_call: false,
    });

    const count = (await call('GET', '/doctors/appointements-count')).json();
    expect(count.totalAppointements).toEqual({
      total: count.totalAppointements.doctors + count.totalAppointements.patients,
      doctors: expect.any(Number),
      patients: 1,
    });

    const offworks = (await call('GET', '/doctors/schedule/retrieve-offworks-times')).json();
    expect(offworks.daysNoWork).toHaveLength(1);
    expect(offworks.vacancies[0]).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.any(String) });

    const byName = (await call('GET', '/doctors/patients/query-lookup?query=belk')).json().patients;
    expect(byName.map((p: { lastName: string }) => p.lastName)).toEqual(['Belkacem']);
    const byPhone = (await call('GET', '/doctors/patients/query-lookup?query=0661234502')).json().patients;
    expect(byPhone.map((p: { lastName: string }) => p.lastName)).toEqual(['Ait Ahmed']);
    expect((await call('GET', '/doctors/patients/query-lookup?query=%25')).json().patients).toEqual([]);
  });
});
