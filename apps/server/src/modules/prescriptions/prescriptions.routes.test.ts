import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { doctorWithPatient, type PracticePatient } from '../../test/record-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

describe.each(testBackends())('prescriptions on %s', (backend) => {
  let app: App;
  let own: PracticePatient;
  let other: PracticePatient;

  beforeAll(async () => {
    app = await createTestApp(backend);
    own = await doctorWithPatient(app, 'doctor@tabib.test');
    other = await doctorWithPatient(app, 'clinic.doctor@tabib.test');
  });
  afterAll(() => app.close());

  const base = '/api/v1/doctors/patients/folder/prescription';
  const details = (session: Session, appointmentId: string, query = '') =>
    app.inject({ method: 'GET', url: `${base}/${appointmentId}/details${query}`, headers: session.headers });
  const commit = (session: Session, appointmentId: string, payload: object, query = '') =>
    app.inject({ method: 'PUT', url: `${base}/${appointmentId}/commit${query}`, headers: session.headers, payload });
  const medicines = (session: Session, query = '') =>
    app.inject({ method: 'GET', url: `/api/v1/doctors/profile/folder/medicines${query}`, headers: session.headers });
  const setMedicines = (session: Session, payload: object, query = '') =>
    app.inject({ method: 'PUT', url: `/api/v1/doctors/profile/folder/medicines${query}`, headers: session.headers, payload });
  const item = (medicine: string, duration = 7) => ({ medicine, frequency: '2 fois par jour', duration });

  it('answers an empty prescription, saves one, then replaces it on the next save', async () => {
    expect((await details(own.session, own.appointmentId)).json()).toEqual({
      success: true,
      prescription: [],
      prescriptionId: null,
      updatedAt: null,
    });

    const saved = await commit(own.session, own.appointmentId, {
      prescription: [item('Amoxicilline 1 g'), item('Paracétamol 1 g', 5)],
      prescriptionId: null,
      patientId: own.patientId,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().prescription).toEqual([item('Amoxicilline 1 g'), item('Paracétamol 1 g', 5)]);
    const prescriptionId = saved.json().prescriptionId;
    expect(prescriptionId).toEqual(expect.any(String));

    const again = await commit(own.session, own.appointmentId, {
      prescription: [item('Ibuprofène 400 mg', 3)],
      prescriptionId,
      patientId: own.patientId,
    });
    expect(again.json()).toMatchObject({ prescriptionId, prescription: [item('Ibuprofène 400 mg', 3)] });
    expect((await details(own.session, own.appointmentId)).json()).toMatchObject({
      prescriptionId,
      prescription: [item('Ibuprofène 400 mg', 3)],
    });
  });

  it('requires medicine, frequency and a duration of at least one whole day, and at least one medicine', async () => {
    const fresh = await doctorWithPatient(app, 'doctor@tabib.test');
    const bad = [
      { prescription: [] },
      { prescription: [{ medicine: '', frequency: '1/j', duration: 3 }] },
      { prescription: [{ medicine: 'A', frequency: ' ', duration: 3 }] },
      { prescription: [{ medicine: 'A', frequency: '1/j', duration: 0 }] },
      { prescription: [{ medicine: 'A', frequency: '1/j', duration: -2 }] },
      { prescription: [{ medicine: 'A', frequency: '1/j', duration: 1.5 }] },
      { prescription: [{ medicine: 'A', frequency: '1/j', duration: '3' }] },
      { prescription: [{ medicine: 'A', frequency: '1/j' }] },
      { prescription: Array.from({ length: 31 }, () => item('A')) },
    ];
    for (const payload of bad) {
      const response = await commit(fresh.session, fresh.appointmentId, { ...payload, patientId: fresh.patientId });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validationFailed');
    }
    const zero = await commit(fresh.session, fresh.appointmentId, {
      prescription: [{ medicine: 'A', frequency: '1/j', duration: 0 }],
      patientId: fresh.patientId,
    });
    expect(zero.json().issues).toContainEqual({ path: 'prescription.0.duration', message: 'requiredFields' });
    expect((await commit(fresh.session, fresh.appointmentId, { prescription: [item('A')] })).statusCode).toBe(400);
    expect((await details(fresh.session, fresh.appointmentId)).json().prescriptionId).toBeNull();

    const oneDay = await commit(fresh.session, fresh.appointmentId, { prescription: [item('A', 1)], patientId: fresh.patientId });
    expect(oneDay.statusCode).toBe(200);
  });

  it("refuses a patient that is not the appointment's", async () => {
    const fresh = await doctorWithPatient(app, 'doctor@tabib.test');
    const response = await commit(fresh.session, fresh.appointmentId, { prescription: [item('A')], patientId: own.patientId });
    expect(response.statusCode).toBe(404);
    expect((await details(fresh.session, fresh.appointmentId)).json().prescriptionId).toBeNull();
  });

  it("keeps the medicine names of saved prescriptions in the doctor's list, once each, and lets the doctor edit it", async () => {
    const doctor = await doctorWithPatient(app, 'doctor@tabib.test');
    await setMedicines(doctor.session, { medicines: [] });
    await commit(doctor.session, doctor.appointmentId, {
      prescription: [item('Amoxicilline 1 g'), item('Doliprane 1000')],
      patientId: doctor.patientId,
    });
    await commit(doctor.session, doctor.appointmentId, {
      prescription: [item('amoxicilline 1 G'), item('Spasfon')],
      patientId: doctor.patientId,
    });
    expect((await medicines(doctor.session)).json()).toEqual({
      success: true,
      medicines: ['amoxicilline 1 G', 'Spasfon', 'Doliprane 1000'],
    });

    const edited = await setMedicines(doctor.session, { medicines: ['Spasfon', ' Vitamine D ', 'spasfon'] });
    expect(edited.json().medicines).toEqual(['Spasfon', 'Vitamine D']);
    expect((await setMedicines(doctor.session, { medicines: [''] })).statusCode).toBe(400);
    expect((await setMedicines(doctor.session, { medicines: Array.from({ length: 501 }, (_, i) => `M${i}`) })).statusCode).toBe(
      400,
    );
    // Another practice's list is its own.
    expect((await medicines(other.session)).json().medicines).not.toContain('Spasfon');
  });

  it("answers another practice's appointment ids exactly as unknown ones, and changes nothing", async () => {
    await commit(own.session, own.appointmentId, { prescription: [item('Privé')], patientId: own.patientId });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [session, appointmentId, patientId] of [
      [other.session, own.appointmentId, own.patientId],
      [own.session, other.appointmentId, other.patientId],
      [own.session, unknown, own.patientId],
    ] as const) {
      expect((await details(session, appointmentId)).statusCode).toBe(404);
      const response = await commit(session, appointmentId, { prescription: [item('Intrus')], patientId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'notFound' });
    }
    // A malformed id is refused before any lookup.
    expect((await details(own.session, 'nope')).statusCode).toBe(400);
    expect((await commit(own.session, 'nope', { prescription: [item('Intrus')], patientId: own.patientId })).statusCode).toBe(
      400,
    );
    expect((await details(own.session, own.appointmentId)).json().prescription).toEqual([item('Privé')]);
    expect((await details(other.session, other.appointmentId)).json().prescriptionId).toBeNull();
  });

  it('applies the roles table: clinic accounts have no prescriptions (issue 22), DOC-DEA and ASS are refused', async () => {
    await commit(other.session, other.appointmentId, { prescription: [item('Clinique')], patientId: other.patientId });
    const clinicDoctorId = other.session.profile._id;
    for (const email of ['clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const clinic = await sessionOf(app, email);
      for (const answer of [
        await details(clinic, other.appointmentId, `?cqDoctor=${clinicDoctorId}`),
        await medicines(clinic, `?cqDoctor=${clinicDoctorId}`),
        await commit(
          clinic,
          other.appointmentId,
          { prescription: [item('Non')], patientId: other.patientId },
          `?cqDoctor=${clinicDoctorId}`,
        ),
        await setMedicines(clinic, { medicines: ['Non'] }, `?cqDoctor=${clinicDoctorId}`),
      ]) {
        expect(answer.statusCode, email).toBe(403);
        expect(answer.json().code).toBe('DoctorNotAuthorizedAction');
      }
    }
    for (const email of ['limited@tabib.test', 'assistant@tabib.test']) {
      const session = await sessionOf(app, email);
      for (const answer of [
        await details(session, own.appointmentId),
        await commit(session, own.appointmentId, { prescription: [item('Non')], patientId: own.patientId }),
        await medicines(session),
        await setMedicines(session, { medicines: ['Non'] }),
      ]) {
        expect(answer.statusCode, email).toBe(403);
        expect(answer.json().code).toBe('DoctorNotAuthorizedAction');
      }
    }
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect(
      (await commit(asDoctor, own.appointmentId, { prescription: [item('Par assistant')], patientId: own.patientId })).statusCode,
    ).toBe(200);
    expect((await details(other.session, other.appointmentId)).json().prescription).toEqual([item('Clinique')]);
  });
});
