import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import {
  at,
  book,
  bookableReason,
  existingPatientBooking,
  newPatientBooking,
  sessionOf,
  type Session,
} from '../../test/booking-helpers';

/** The existing-patient booking path: one statement evaluates the rules, the service answers each code. */
describe.each(testBackends())('booking an existing patient on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let reasonId: string;
  const patients: string[] = [];
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
    for (let index = 0; index < 3; index += 1) {
      patients.push((await book(app, doctor, newPatientBooking(reasonId, at(90, `0${index + 7}:00`)))).json().patient_id);
    }
  });
  afterAll(() => app.close());

  const countAt = async (startAt: string) => {
    const rows = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from appointments where start_at = ${startAt}::timestamptz and status = 'BOOKED'`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };

  it('books, answers the appointment from the rows in hand, and records the CREATED event', async () => {
    const response = await book(app, doctor, existingPatientBooking(reasonId, patients[0]!, at(91, '08:00')));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, code: 'appointmentCreated', patient_id: patients[0], attention: null });
    expect(body.appointment).toMatchObject({
      status: 'BOOKED',
      start: at(91, '08:00'),
      duration: 20,
      doctorId: doctor.profile._id,
    });
    const fresh = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/appointments/${body.appointment._id}`,
      headers: doctor.headers,
    });
    expect(fresh.json().appointment).toEqual(body.appointment);
    const trace = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/appointments/${body.appointment._id}/trace-stack`,
      headers: doctor.headers,
    });
    expect(trace.json().trace.map((entry: { action: string }) => entry.action)).toEqual(['CREATED']);
  });

  it('a replay answers exactly the first answer and books nothing more', async () => {
    const payload = existingPatientBooking(reasonId, patients[0]!, at(91, '09:00'));
    const first = await book(app, doctor, payload);
    const second = await book(app, doctor, payload);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countAt(at(91, '09:00'))).toBe(1);
  });

  it('answers slotAlreadyBooked for an overlapping slot', async () => {
    await book(app, doctor, existingPatientBooking(reasonId, patients[0]!, at(91, '10:00')));
    const overlapping = await book(app, doctor, existingPatientBooking(reasonId, patients[1]!, at(91, '10:10')));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('slotAlreadyBooked');
  });

  it('answers bookMoreThan4ForPatientForbiden for a fifth visit the same day', async () => {
    for (const time of ['11:00', '11:30', '12:00', '12:30']) {
      expect((await book(app, doctor, existingPatientBooking(reasonId, patients[1]!, at(92, time)))).statusCode).toBe(201);
    }
    const fifth = await book(app, doctor, existingPatientBooking(reasonId, patients[1]!, at(92, '13:00')));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().code).toBe('bookMoreThan4ForPatientForbiden');
  });

  it('answers notFound for an unknown or foreign patient, InvalidConsultationReason for a foreign reason', async () => {
    expect(
      (await book(app, doctor, existingPatientBooking(reasonId, '00000000-0000-4000-8000-000000000000', at(93, '08:00')))).json()
        .code,
    ).toBe('notFound');
    expect((await book(app, doctor, existingPatientBooking(reasonId, 'not-a-uuid', at(93, '08:00')))).json().code).toBe(
      'validationFailed',
    );
    const other = await sessionOf(app, 'clinic.doctor@tabib.test');
    const foreignPatient = (await book(app, other, newPatientBooking(bookableReason(other)._id, at(93, '08:00')))).json()
      .patient_id;
    expect((await book(app, doctor, existingPatientBooking(reasonId, foreignPatient, at(93, '09:00')))).json().code).toBe(
      'notFound',
    );
    expect(
      (await book(app, doctor, existingPatientBooking(bookableReason(other)._id, patients[0]!, at(93, '09:00')))).json().code,
    ).toBe('InvalidConsultationReason');
  });

  it('leaves the last word to the exclusion constraint (23P01 answers slotAlreadyBooked)', async () => {
    // An appointment that started more than a day before is outside the pre-check's bound
    // (no such appointment can be booked through the API); only the constraint sees it.
    await app.db.execute(sql`
      insert into appointments (doctor_id, patient_id, consultation_reason_id, start_at, end_at, duration)
      values (${doctor.profile._id}, ${patients[2]}, ${reasonId}, ${at(94, '08:00')}::timestamptz - interval '25 hours', ${at(94, '09:00')}::timestamptz, 20)`);
    const response = await book(app, doctor, existingPatientBooking(reasonId, patients[0]!, at(94, '08:30')));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('slotAlreadyBooked');
  });

  it('racing: 20 bookings of one slot make one appointment; 10 visits of one patient on one day make four', async () => {
    const slot = await Promise.all(
      patients.flatMap((patient) =>
        Array.from({ length: 7 }, () => book(app, doctor, existingPatientBooking(reasonId, patient, at(95, '08:00')))),
      ),
    );
    const slotCodes = slot.map((response) => response.json().code);
    expect(slotCodes.filter((code) => code === 'appointmentCreated')).toHaveLength(1);
    expect(slotCodes.filter((code) => code === 'slotAlreadyBooked')).toHaveLength(slot.length - 1);

    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
    const day = await Promise.all(
      times.map((time) => book(app, doctor, existingPatientBooking(reasonId, patients[2]!, at(96, time)))),
    );
    const dayCodes = day.map((response) => response.json().code);
    expect(dayCodes.filter((code) => code === 'appointmentCreated')).toHaveLength(4);
    expect(dayCodes.filter((code) => code === 'bookMoreThan4ForPatientForbiden')).toHaveLength(6);
  });
});
