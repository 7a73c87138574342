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

describe.each(testBackends())('create-new-appointment on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let reasonId: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
  });
  afterAll(() => app.close());

  const codeOf = async (session: Session, payload: object) => (await book(app, session, payload)).json().code;

  it('books a new patient and answers the appointment, the patient id and the call flag', async () => {
    const response = await book(app, doctor, newPatientBooking(reasonId, at(7, '08:00')));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, code: 'appointmentCreated', allowed_call: false, attention: null });
    expect(body.appointment).toMatchObject({
      status: 'BOOKED',
      type: 'cabinet',
      duration: 20,
      title: 'Test Nour',
      start: at(7, '08:00'),
    });
    expect(body.patient_id).toBe(body.appointment.patient._id);
    expect(body.appointment.patient.phone).toMatch(/^\+2136612\d{5}$/);
  });

  it('is idempotent on appointment_ui_id: the same request twice makes one appointment and the same answer', async () => {
    const payload = newPatientBooking(reasonId, at(7, '09:00'));
    const first = await book(app, doctor, payload);
    const second = await book(app, doctor, payload);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/appointments/retrieve-appointments-on-mode?mode=day&fromTime=${encodeURIComponent(at(7, '00:00'))}&toTime=${encodeURIComponent(at(8, '00:00'))}`,
      headers: doctor.headers,
    });
    expect(list.json().appointments.filter((a: { start: string }) => a.start === at(7, '09:00'))).toHaveLength(1);
  });

  it('keeps a same-day time already past and returns the saved time for the attention notice', async () => {
    const afternoon = await createTestApp(backend, { now: () => new Date(at(0, '14:00')) });
    try {
      const session = await sessionOf(afternoon, 'doctor@tabib.test');
      const reasonId = bookableReason(session)._id;
      const payload = newPatientBooking(reasonId, at(0, '12:30'));
      const response = await book(afternoon, session, payload);
      expect(response.statusCode).toBe(201);
      expect(response.json().attention).toEqual({ code: 'bookedInPastSameDay', savedAt: at(0, '12:30') });
      expect((await book(afternoon, session, payload)).json().attention).toEqual({
        code: 'bookedInPastSameDay',
        savedAt: at(0, '12:30'),
      });
      expect((await book(afternoon, session, newPatientBooking(reasonId, at(0, '16:00')))).json().attention).toBeNull();
    } finally {
      await afternoon.close();
    }
  });

  it.each([
    ['requiredFields', (p: Record<string, unknown>) => ({ ...p, consultationReason: undefined })],
    ['requiredFields', (p: Record<string, unknown>) => ({ ...p, appointment_ui_id: undefined })],
    ['InvalidDateFormat', (p: Record<string, unknown>) => ({ ...p, startAt: '31/12/2026 10:00' })],
    ['InvalidDuration', (p: Record<string, unknown>) => ({ ...p, duration: 17 })],
    [
      'InvalidConsultationReason',
      (p: Record<string, unknown>) => ({ ...p, consultationReason: '00000000-0000-4000-8000-000000000000' }),
    ],
    ['PatientRequiredFieldsMissing', (p: Record<string, unknown>) => ({ ...p, newPatient: { firstName: 'Only' } })],
    ['PatientRequiredFieldsMissing', (p: Record<string, unknown>) => ({ ...p, newPatient: undefined })],
    [
      'PatientRequiredFieldsMissing',
      (p: Record<string, unknown>) => ({ ...p, newPatient: { firstName: 'A', lastName: 'B', phone: '0551000003', age: 30 } }),
    ],
    [
      'InvalidDateFormat',
      (p: Record<string, unknown>) => ({
        ...p,
        newPatient: { gender: 'FEMALE', firstName: 'A', lastName: 'B', phone: '0551000001', birthday: '31/31/1990' },
      }),
    ],
    [
      'minorPatientNotAccepted',
      (p: Record<string, unknown>) => ({
        ...p,
        newPatient: { gender: 'MALE', firstName: 'A', lastName: 'B', phone: '0551000002', age: 12 },
      }),
    ],
    ['bookInPastNotAcceptable', (p: Record<string, unknown>) => ({ ...p, startAt: at(-1, '10:00') })],
    ['AppointmentExceedDayEndTime', (p: Record<string, unknown>) => ({ ...p, startAt: at(7, '23:30'), duration: 60 })],
    ['AppointmentDurationTooLong', (p: Record<string, unknown>) => ({ ...p, startAt: at(7, '22:00'), duration: 90 })],
  ])('answers %s', async (code, change) => {
    expect(await codeOf(doctor, change(newPatientBooking(reasonId, at(8, '10:00'))))).toBe(code);
  });

  it("refuses reasons that are disabled or not validated, and another doctor's reason", async () => {
    const unbookable = doctor.profile.consultationReasons.filter((reason) => !reason.isEnabled || !reason.isValidated);
    expect(unbookable.length).toBeGreaterThanOrEqual(2);
    for (const reason of unbookable) {
      expect(await codeOf(doctor, newPatientBooking(reason._id, at(8, '11:00')))).toBe('InvalidConsultationReason');
    }
    const other = await sessionOf(app, 'limited@tabib.test');
    expect(await codeOf(doctor, newPatientBooking(bookableReason(other)._id, at(8, '11:00')))).toBe('InvalidConsultationReason');
  });

  it('refuses a phone number the practice already has', async () => {
    const first = newPatientBooking(reasonId, at(8, '12:00'));
    await book(app, doctor, first);
    const again = newPatientBooking(reasonId, at(8, '13:00'), { newPatient: { ...first.newPatient, firstName: 'Other' } });
    const response = await book(app, doctor, again);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PatientWithPhoneNumberExist');
  });

  it('refuses a taken slot, even partly overlapping', async () => {
    await book(app, doctor, newPatientBooking(reasonId, at(9, '08:00')));
    const overlapping = await book(app, doctor, newPatientBooking(reasonId, at(9, '08:10')));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('slotAlreadyBooked');
    expect((await book(app, doctor, newPatientBooking(reasonId, at(9, '08:20')))).statusCode).toBe(201);
  });

  // Day 10 is a seeded day off of doctor@ (demo-calendar.ts): days 13 and 14 are free.
  it('allows 4 appointments per patient per day, not 5', async () => {
    const first = (await book(app, doctor, newPatientBooking(reasonId, at(13, '08:00')))).json();
    const patientId = first.patient_id;
    for (const time of ['09:00', '10:00', '11:00']) {
      expect((await book(app, doctor, existingPatientBooking(reasonId, patientId, at(13, time)))).statusCode).toBe(201);
    }
    expect(await codeOf(doctor, existingPatientBooking(reasonId, patientId, at(13, '12:00')))).toBe(
      'bookMoreThan4ForPatientForbiden',
    );
    expect((await book(app, doctor, existingPatientBooking(reasonId, patientId, at(14, '12:00')))).statusCode).toBe(201);
  });

  it('refuses booking to DOC-DEA and ASS, and visio to a doctor without telemedicine', async () => {
    for (const email of ['limited@tabib.test', 'assistant@tabib.test']) {
      const session = await sessionOf(app, email);
      const response = await book(app, session, newPatientBooking(reasonId, at(12, '08:00')));
      expect(response.statusCode, email).toBe(403);
      expect(response.json().code).toBe('DoctorNotAuthorizedAction');
    }
    const clinicDoctor2 = await sessionOf(app, 'clinic.doctor2@tabib.test');
    const visio = newPatientBooking(bookableReason(clinicDoctor2)._id, at(12, '08:00'), { type: 'visio' });
    expect(await codeOf(clinicDoctor2, visio)).toBe('DoctorTeleconsultationUnauthorizedAction');
    const allowed = await book(app, doctor, newPatientBooking(reasonId, at(12, '09:00'), { type: 'visio' }));
    expect(allowed.json()).toMatchObject({ allowed_call: true, appointment: { is_video_call_allowed: true } });
  });

  it("lets an assistant acting as doctor book in the employer's calendar", async () => {
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const response = await book(app, asDoctor, newPatientBooking(reasonId, at(12, '10:00')));
    expect(response.statusCode).toBe(201);
    expect(response.json().appointment.doctorId).toBe(doctor.profile._id);
  });
});
