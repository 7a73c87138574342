import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import {
  at,
  book,
  bookableReason,
  existingPatientBooking,
  freshPhone,
  newPatientBooking,
  sessionOf,
  type Session,
} from '../../test/booking-helpers';

// Spec 1 section 3: the update payload carries the patient fields beside the appointment's (issue 12).
describe.each(testBackends())('appointment update with patient fields on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let reasonId: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
  });
  afterAll(() => app.close());

  type Booked = { _id: string; start: string; duration: number; patient: { _id: string; phone: string } };
  const bookAt = async (days: number, time: string, overrides = {}) =>
    (await book(app, doctor, newPatientBooking(reasonId, at(days, time), overrides))).json().appointment as Booked;
  const update = (appointment: Booked, patient: object, session = doctor) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${appointment._id}`,
      headers: session.headers,
      payload: {
        newValues: {
          startAt: appointment.start,
          consultationReason: reasonId,
          duration: appointment.duration,
          type: 'cabinet',
          ...patient,
        },
        oldValues: { startAt: appointment.start },
      },
    });
  const fields = (overrides: object = {}) => ({
    firstName: 'Nour',
    lastName: 'Test',
    gender: 'FEMALE',
    birthday: '15/03/1990',
    phone: freshPhone(),
    email: '',
    ...overrides,
  });
  const lookup = async (query: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/doctors/patients/query-lookup?query=${encodeURIComponent(query)}`,
        headers: doctor.headers,
      })
    ).json().patients as { _id: string; firstName: string; lastName: string; phone: string; email: string | null }[];

  it("applies the patient fields to the appointment's guest patient", async () => {
    const appointment = await bookAt(20, '08:00');
    const phone = freshPhone();
    const response = await update(
      appointment,
      fields({ firstName: 'Nora', lastName: 'Renamed', phone, email: 'nora@example.dz' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().appointment).toMatchObject({
      title: 'Renamed Nora',
      patient: { _id: appointment.patient._id, firstName: 'Nora', lastName: 'Renamed', phone, email: 'nora@example.dz' },
    });
    expect((await lookup('Renamed Nora')).map((patient) => patient._id)).toEqual([appointment.patient._id]);
  });

  it('keeps the patient as it was without patient fields, and refuses half of them', async () => {
    const appointment = await bookAt(20, '09:00');
    expect((await update(appointment, {})).json().appointment.patient.phone).toBe(appointment.patient.phone);
    const half = await update(appointment, { firstName: 'Only' });
    expect(half.statusCode).toBe(400);
    expect(half.json().code).toBe('PatientRequiredFieldsMissing');
  });

  it("refuses another patient's phone and a minor, with the booking's codes, and changes nothing", async () => {
    const appointment = await bookAt(20, '10:00');
    const other = await bookAt(20, '11:00');
    const taken = await update(appointment, fields({ phone: other.patient.phone }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PatientWithPhoneNumberExist');
    const minor = await update(appointment, fields({ birthday: null, age: 12 }));
    expect(minor.json().code).toBe('minorPatientNotAccepted');
    const unchanged = await lookup(appointment.patient.phone);
    expect(unchanged.map((patient) => patient.lastName)).toEqual(['Test']);
  });

  it("leaves a registered patient's identity alone: the same values pass, others are refused", async () => {
    const [slimani] = await lookup('Slimani');
    const booked = await book(app, doctor, existingPatientBooking(reasonId, slimani!._id, at(21, '08:00')));
    const appointment = booked.json().appointment as Booked;
    const same = {
      firstName: 'Karim',
      lastName: 'Slimani',
      gender: 'MALE',
      birthday: '21/11/1969',
      phone: slimani!.phone,
      email: slimani!.email,
    };
    expect((await update(appointment, same)).statusCode).toBe(200);
    const changed = await update(appointment, { ...same, lastName: 'Other' });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().code).toBe('DoctorNotAuthorizedAction');
  });

  it("reaches only the practice's own appointments", async () => {
    const appointment = await bookAt(20, '12:00');
    const otherDoctor = await sessionOf(app, 'limited@tabib.test');
    const foreign = await update(appointment, fields({ lastName: 'Intruder' }), otherDoctor);
    expect([403, 404]).toContain(foreign.statusCode);
    expect(await lookup('Intruder')).toEqual([]);
  });
});
