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

const api = '/api/v1/doctors';

/**
 * Issue 22: a patient marked absent (PATIENT_MISSED) is added to their missed visits (spec 1
 * section 4): the count on the booking form's lookup and on the patient, and the list of the
 * record, each of the acting practice only.
 */
describe.each(testBackends())("a patient's missed visits on %s", (backend) => {
  let app: App;
  let doctor: Session;
  let patientId: string;
  const lastName = 'Absentee';
  const starts = [at(20, '08:00'), at(21, '09:00'), at(22, '10:00')];
  let bookedIds: string[];

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    const reasonId = bookableReason(doctor)._id;
    const first = await book(
      app,
      doctor,
      newPatientBooking(reasonId, starts[0]!, {
        newPatient: { firstName: 'Samir', lastName, gender: 'MALE', phone: '+213661299001', birthday: '01/02/1985' },
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    patientId = first.json().appointment.patient._id;
    bookedIds = [first.json().appointment._id];
    for (const start of starts.slice(1)) {
      const next = await book(app, doctor, existingPatientBooking(reasonId, patientId, start));
      expect(next.statusCode, next.body).toBe(201);
      bookedIds.push(next.json().appointment._id);
    }
  });
  afterAll(() => app.close());

  const call = (session: Session, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `${api}${url}`, headers: session.headers, payload });
  const setStatus = async (appointmentId: string, status: string) => {
    const response = await call(doctor, 'PUT', `/appointments/${appointmentId}/status`, { status, appointmentId });
    expect(response.statusCode, response.body).toBe(200);
  };
  const lookedUp = async (session: Session, query = '') =>
    (await call(session, 'GET', `/patients/query-lookup?query=${lastName}${query}`)).json().patients as {
      _id: string;
      missingAppointments: number;
    }[];
  const details = async (session: Session = doctor, query = '') =>
    (await call(session, 'GET', `/patients/${patientId}${query}`)).json().patientInfo;

  it('counts and lists each visit marked absent, newest first, with its reason and doctor; other statuses are not missed', async () => {
    expect((await lookedUp(doctor))[0]).toMatchObject({ _id: patientId, missingAppointments: 0 });
    expect(await details()).toMatchObject({ missingAppointments: 0, missedAppointments: [] });

    await setStatus(bookedIds[0]!, 'PATIENT_MISSED');
    expect((await lookedUp(doctor))[0]!.missingAppointments).toBe(1);
    expect((await details()).missingAppointments).toBe(1);

    await setStatus(bookedIds[2]!, 'PATIENT_MISSED');
    await setStatus(bookedIds[1]!, 'DOCTOR_CANCELED');
    expect((await lookedUp(doctor))[0]!.missingAppointments).toBe(2);
    const reason = bookableReason(doctor);
    const patient = await details();
    expect(patient.missingAppointments).toBe(2);
    expect(patient.missedAppointments).toEqual(
      [bookedIds[2], bookedIds[0]].map((id, index) => ({
        _id: id,
        start: [starts[2], starts[0]][index],
        consultationReason: { _id: reason._id, title: reason.title, color: reason.color },
        doctor: { _id: doctor.profile._id, title: 'Dr', firstName: 'Amine', lastName: 'Benali' },
      })),
    );
    // The list page carries the same.
    const listed = (await call(doctor, 'GET', '/patients/list?limit=50')).json().patients as { _id: string }[];
    expect(listed.find((row) => row._id === patientId)).toMatchObject({
      missingAppointments: 2,
      missedAppointments: patient.missedAppointments,
    });
    // An assistant of the practice reads them with the patient.
    expect(await details(await sessionOf(app, 'assistant@tabib.test'))).toMatchObject({ missingAppointments: 2 });
  });

  it('another practice sees nothing of them: 404 notFound for its doctors, 403 for a clinic naming a foreign doctor', async () => {
    for (const email of ['clinic.doctor@tabib.test', 'limited@tabib.test']) {
      const outsider = await sessionOf(app, email);
      const response = await call(outsider, 'GET', `/patients/${patientId}`);
      expect(response.statusCode, email).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'notFound' });
      expect(await lookedUp(outsider), email).toEqual([]);
      const list = (await call(outsider, 'GET', '/patients/list?limit=50')).json().patients as { _id: string }[];
      expect(list.map((row) => row._id)).not.toContain(patientId);
      // No missed visit of ours shows on the outsider's own patients.
      const theirs = list.flatMap((row) => (row as unknown as { missedAppointments: { _id: string }[] }).missedAppointments);
      expect(theirs.map((visit) => visit._id).filter((id) => bookedIds.includes(id))).toEqual([]);
    }
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    const clinicDoctorId = clinic.profile.clinicObject!.doctors[0]!._id;
    expect((await call(clinic, 'GET', `/patients/${patientId}?cqDoctor=${clinicDoctorId}`)).statusCode).toBe(404);
    expect(await lookedUp(clinic, `&cqDoctor=${clinicDoctorId}`)).toEqual([]);
    const foreign = await call(clinic, 'GET', `/patients/${patientId}?cqDoctor=${doctor.profile._id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, code: 'DoctorNotAuthorizedAction' });
    expect(
      (await call(clinic, 'GET', `/patients/query-lookup?query=${lastName}&cqDoctor=${doctor.profile._id}`)).statusCode,
    ).toBe(403);
    // Unchanged for the practice itself.
    expect((await details()).missingAppointments).toBe(2);
  });
});
