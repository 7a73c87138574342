import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';

/** Nobody reads or writes another practice's appointments, on any route. */
describe.each(testBackends())('practice scoping on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let appointmentId: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    appointmentId = (await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(20, '08:00')))).json().appointment
      ._id;
  });
  afterAll(() => app.close());

  const call = (session: Session, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: session.headers, payload });
  const week = (query = '') =>
    `/doctors/appointments/retrieve-appointments-on-mode?mode=week&fromTime=${encodeURIComponent(at(20, '00:00'))}&toTime=${encodeURIComponent(at(21, '00:00'))}${query}`;
  const writes = (id: string, reasonId: string, extra: object = {}) =>
    [
      [
        'PUT',
        `/doctors/appointments/${id}`,
        { newValues: { startAt: at(20, '09:00'), consultationReason: reasonId, duration: 20, type: 'cabinet', ...extra } },
      ],
      ['PUT', `/doctors/appointments/${id}/status`, { status: 'DONE', appointmentId: id, ...extra }],
      ['PUT', `/doctors/appointments/${id}/patient-arrived`, undefined],
    ] as const;

  it("an outside doctor's session can neither see nor touch the appointment", async () => {
    for (const email of ['clinic.doctor@tabib.test', 'clinic.doctor2@tabib.test']) {
      const outsider = await sessionOf(app, email);
      expect((await call(outsider, 'GET', week())).json().appointments).toEqual([]);
      expect((await call(outsider, 'GET', `/doctors/appointments/${appointmentId}`)).statusCode).toBe(404);
      expect((await call(outsider, 'GET', `/doctors/appointments/${appointmentId}/trace-stack`)).statusCode).toBe(404);
      for (const [method, url, payload] of writes(appointmentId, bookableReason(outsider)._id)) {
        const response = await call(outsider, method, url, payload);
        expect(response.statusCode, `${email} ${url}`).toBe(404);
      }
      // Naming the doctor in cqDoctor changes nothing for a non-clinic account.
      expect((await call(outsider, 'GET', week(`&cqDoctor=${doctor.profile._id}`))).json().appointments).toEqual([]);
    }
    const after = (await call(doctor, 'GET', `/doctors/appointments/${appointmentId}`)).json().appointment;
    expect(after).toMatchObject({ status: 'BOOKED', patientArrived: false, start: at(20, '08:00') });
  });

  it('a clinic account reaches its own doctors only, and is refused for any other doctor', async () => {
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    const clinicDoctorId = clinic.profile.clinicObject!.doctors[0]!._id;
    const grouped = (
      clinic.profile as unknown as {
        consultationReasonsGrouped: { doctorId: string; reasons: { _id: string; isValidated: boolean; isEnabled: boolean }[] }[];
      }
    ).consultationReasonsGrouped;
    const reasonId = grouped
      .find((group) => group.doctorId === clinicDoctorId)!
      .reasons.find((r) => r.isEnabled && r.isValidated)!._id;

    const booked = await book(
      app,
      clinic,
      newPatientBooking(reasonId, at(20, '10:00'), { selectedClinicDoctor: clinicDoctorId }),
    );
    expect(booked.statusCode).toBe(201);
    expect(booked.json().appointment.doctorId).toBe(clinicDoctorId);
    expect(booked.json().appointment.clinicDoctor._id).toBe(clinicDoctorId);

    const foreign = await book(
      app,
      clinic,
      newPatientBooking(bookableReason(doctor)._id, at(20, '11:00'), { selectedClinicDoctor: doctor.profile._id }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('DoctorNotAuthorizedAction');
    expect((await call(clinic, 'GET', week(`&cqDoctor=${doctor.profile._id}`))).json().code).toBe('DoctorNotAuthorizedAction');
    expect(
      (await call(clinic, 'GET', `/doctors/appointments/${appointmentId}?clinic_doctor=${doctor.profile._id}`)).statusCode,
    ).toBe(403);
    expect((await call(clinic, 'GET', `/doctors/appointments/${appointmentId}?clinic_doctor=${clinicDoctorId}`)).statusCode).toBe(
      404,
    );
    for (const [method, url, payload] of writes(appointmentId, reasonId, { clinic_doctor: clinicDoctorId })) {
      expect((await call(clinic, method, url, payload)).statusCode, url).toBe(404);
    }
  });

  it("assistants read their employer's calendar", async () => {
    for (const email of ['assistant@tabib.test', 'asdoctor@tabib.test']) {
      const assistant = await sessionOf(app, email);
      const ids = (await call(assistant, 'GET', week())).json().appointments.map((a: { _id: string }) => a._id);
      expect(ids, email).toContain(appointmentId);
    }
  });

  it('refuses malformed ids with validationFailed', async () => {
    expect((await call(doctor, 'GET', '/doctors/appointments/not-a-uuid')).statusCode).toBe(400);
  });
});
