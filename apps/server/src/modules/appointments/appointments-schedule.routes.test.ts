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
import { practiceWeekdayOf } from './schedule-rules';

/** The weekly schedule and the days off in the booking rules (docs/decisions.md, Schedule). */
describe.each(testBackends())('bookings against the schedule on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let reasonId: string;
  const weekday = () => practiceWeekdayOf(new Date(at(20, '12:00'))).weekday;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'schedule.doctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
  });
  afterAll(() => app.close());

  const codeOf = async (session: Session, payload: object) => {
    const response = await book(app, session, payload);
    return response.statusCode === 201 ? 201 : `${response.statusCode} ${response.json().code}`;
  };
  const move = (id: string, startAt: string, extra: object = {}) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${id}`,
      headers: doctor.headers,
      payload: { newValues: { startAt, consultationReason: reasonId, duration: 20, type: 'cabinet', ...extra } },
    });
  const saveWeek = (mode: 'day' | 'night', blocks: { startAt: string; endAt: string; types: string[] }[]) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/schedule/web',
      headers: doctor.headers,
      payload: { mode, weeklySchedule: [{ day: weekday(), dailySchedule: blocks }], confirm: true },
    });

  let unrestricted: { _id: string; patientId: string };

  it('books at any hour while the doctor has never saved a schedule', async () => {
    const response = await book(app, doctor, newPatientBooking(reasonId, at(20, '20:00')));
    expect(response.statusCode).toBe(201);
    unrestricted = { _id: response.json().appointment._id, patientId: response.json().patient_id };
  });

  it('then books only inside blocks offering the appointment type', async () => {
    // Local 07:00-07:30 and 09:00-12:00 cabinet, 14:00-15:00 visio (UTC 06:00, 08:00-11:00, 13:00-14:00), and the night's last hour.
    const dayBlocks = [
      { startAt: '06:00', endAt: '06:30', types: ['cabinet'] },
      { startAt: '08:00', endAt: '11:00', types: ['cabinet'] },
      { startAt: '13:00', endAt: '14:00', types: ['visio'] },
    ];
    expect((await saveWeek('day', dayBlocks)).statusCode).toBe(200);
    expect((await saveWeek('night', [{ startAt: '05:00', endAt: '06:00', types: ['cabinet'] }])).statusCode).toBe(200);

    expect(await codeOf(doctor, newPatientBooking(reasonId, at(20, '09:00')))).toBe(201);
    expect(await codeOf(doctor, existingPatientBooking(reasonId, unrestricted.patientId, at(20, '11:40')))).toBe(201);
    expect(await codeOf(doctor, newPatientBooking(reasonId, at(20, '14:00'), { type: 'visio' }))).toBe(201);
    // Night and day blocks meet at 07:00: one slot may span both.
    expect(await codeOf(doctor, newPatientBooking(reasonId, at(20, '06:50')))).toBe(201);

    const outside = '400 AppointmentOutsideSchedule';
    expect(await codeOf(doctor, newPatientBooking(reasonId, at(20, '11:50')))).toBe(outside);
    expect(await codeOf(doctor, existingPatientBooking(reasonId, unrestricted.patientId, at(20, '13:00')))).toBe(outside);
    expect(await codeOf(doctor, newPatientBooking(reasonId, at(20, '14:20')))).toBe(outside);
    expect(await codeOf(doctor, newPatientBooking(reasonId, at(20, '10:00'), { type: 'visio' }))).toBe(outside);
    expect(await codeOf(doctor, newPatientBooking(reasonId, at(21, '09:00')))).toBe(outside);
  });

  it('refuses moving or resizing out of the schedule, and keeps an appointment left in place editable', async () => {
    const booked = (await book(app, doctor, newPatientBooking(reasonId, at(20, '10:00')))).json().appointment;
    expect((await move(booked._id, at(20, '13:00'))).json().code).toBe('AppointmentOutsideSchedule');
    expect((await move(booked._id, at(20, '11:30'), { duration: 45 })).json().code).toBe('AppointmentOutsideSchedule');
    expect((await move(booked._id, at(20, '10:00'), { type: 'visio' })).json().code).toBe('AppointmentOutsideSchedule');
    expect((await move(booked._id, at(20, '10:30'))).statusCode).toBe(200);
    // Booked before the schedule existed: a change of reason alone is accepted.
    const otherReason = doctor.profile.consultationReasons.find(
      (r) => r.isEnabled && r.isValidated && r._id !== reasonId && r.duration <= 20,
    )!;
    expect((await move(unrestricted._id, at(20, '20:00'), { consultationReason: otherReason._id })).statusCode).toBe(200);
  });

  it('refuses days off and the vacancy, before the weekly schedule', async () => {
    const daysOff = {
      daysNoWork: [at(27, '12:00').slice(0, 10)],
      vacancy: { from: at(34, '12:00').slice(0, 10), to: at(35, '12:00').slice(0, 10) },
    };
    expect(
      (await app.inject({ method: 'PUT', url: '/api/v1/doctors/schedule/daysoff', headers: doctor.headers, payload: daysOff }))
        .statusCode,
    ).toBe(200);
    const onDayOff = '400 AppointmentOnDayOff';
    expect(await codeOf(doctor, newPatientBooking(reasonId, at(27, '09:00')))).toBe(onDayOff);
    expect(await codeOf(doctor, existingPatientBooking(reasonId, unrestricted.patientId, at(27, '13:00')))).toBe(onDayOff);
    expect(await codeOf(doctor, newPatientBooking(reasonId, at(34, '09:00')))).toBe(onDayOff);
    const booked = (await book(app, doctor, newPatientBooking(reasonId, at(20, '09:30')))).json().appointment;
    expect((await move(booked._id, at(27, '09:30'))).json().code).toBe('AppointmentOnDayOff');
  });

  it('keeps the days off of a doctor without a weekly schedule', async () => {
    // doctor@ has a seeded day off in 10 days and no weekly schedule (demo-calendar.ts).
    const other = await sessionOf(app, 'doctor@tabib.test');
    expect(await codeOf(other, newPatientBooking(bookableReason(other)._id, at(10, '09:00')))).toBe('400 AppointmentOnDayOff');
    expect(await codeOf(other, newPatientBooking(bookableReason(other)._id, at(11, '22:00')))).toBe(201);
  });
});
