import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(testBackends())('racing for one slot on %s', (backend) => {
  let app: App;
  let doctor: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  it('50 concurrent creates on one slot: exactly 1 booked, 49 slotAlreadyBooked', async () => {
    const reasonId = bookableReason(doctor)._id;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => book(app, doctor, newPatientBooking(reasonId, at(14, '10:00')))),
    );
    const codes = responses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'appointmentCreated')).toHaveLength(1);
    expect(codes.filter((code) => code === 'slotAlreadyBooked')).toHaveLength(49);
  });

  it('50 concurrent creates of existing patients on one slot: exactly 1 booked, 49 slotAlreadyBooked', async () => {
    const reasonId = bookableReason(doctor)._id;
    const patients: string[] = [];
    for (const time of ['07:00', '07:20', '07:40', '08:00', '08:20']) {
      patients.push((await book(app, doctor, newPatientBooking(reasonId, at(15, time)))).json().patient_id);
    }
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(app, doctor, existingPatientBooking(reasonId, patients[index % patients.length]!, at(15, '10:00'))),
      ),
    );
    const codes = responses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'appointmentCreated')).toHaveLength(1);
    expect(codes.filter((code) => code === 'slotAlreadyBooked')).toHaveLength(49);
  });

  it('20 concurrent copies of one request: one appointment, 20 identical answers', async () => {
    const reasonId = bookableReason(doctor)._id;
    const patientId = (await book(app, doctor, newPatientBooking(reasonId, at(16, '07:00')))).json().patient_id;
    const payload = existingPatientBooking(reasonId, patientId, at(16, '10:00'));
    const responses = await Promise.all(Array.from({ length: 20 }, () => book(app, doctor, payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const bodies = responses.map((response) => response.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
  });

  it('the database itself refuses an overlap that skips the service', async () => {
    const created = (await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(14, '12:00')))).json();
    const { sql } = await import('drizzle-orm');
    const duplicate = app.db.execute(sql`
      insert into appointments (doctor_id, patient_id, consultation_reason_id, start_at, end_at, duration)
      select doctor_id, patient_id, consultation_reason_id, start_at + interval '5 minutes', end_at + interval '5 minutes', duration
      from appointments where id = ${created.appointment._id}`);
    await expect(duplicate).rejects.toSatisfy(
      (error: { cause?: { code?: string }; code?: string }) => (error.cause?.code ?? error.code) === '23P01',
    );
  });
});
