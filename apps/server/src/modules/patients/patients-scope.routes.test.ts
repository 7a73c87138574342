import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { freshPhone, sessionOf, type Session } from '../../test/booking-helpers';

const api = '/api/v1/doctors/patients';
const emptyProfile = {
  personalInfo: { height: { value: null }, weight: { value: null }, blood: null, smoking: null, alcohol: null, married: null },
  chronicDiseases: [],
  medicines: [],
  surgeries: [],
  allergies: [],
};
const form = () => ({ firstName: 'Scope', lastName: 'Test', phone: freshPhone(), gender: 'MALE' });

/** Every id-taking patient route, as [method, path, body]. */
const idRoutes = (id: string) =>
  [
    ['GET', `/${id}`, undefined],
    ['PUT', `/${id}`, form()],
    ['GET', `/${id}/appointments`, undefined],
    ['PUT', `/${id}/medical-profile`, emptyProfile],
    ['GET', `/${id}/access-log`, undefined],
    ['PUT', `/${id}/change-of-state`, { action: 'froze' }],
    ['PUT', `/${id}/remove`, undefined],
  ] as const;

/** Nobody reaches another practice's patient, and the roles table of spec 2 section 6 holds on the server. */
describe.each(testBackends())('patient record scoping on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let patientId: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    patientId = (await call(doctor, 'POST', '/create-new-patient', form())).json().patient._id;
  });
  afterAll(() => app.close());

  function call(session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return app.inject({ method, url: `${api}${url}`, headers: session.headers, payload });
  }
  const unchanged = async () => {
    const details = (await call(doctor, 'GET', `/${patientId}`)).json().patientInfo;
    expect(details).toMatchObject({ firstName: 'Scope', generalStatus: 'active' });
  };

  it("another practice's doctor gets 404 on every id-taking route, exactly as a missing id, and changes nothing", async () => {
    for (const email of ['clinic.doctor@tabib.test', 'clinic.doctor2@tabib.test']) {
      const outsider = await sessionOf(app, email);
      for (const [method, url, payload] of idRoutes(patientId)) {
        const response = await call(outsider, method, url, payload);
        expect(response.statusCode, `${email} ${method} ${url}`).toBe(404);
        expect(response.json().code).toBe('notFound');
      }
      expect((await call(outsider, 'GET', '/list?limit=50')).json().patients.map((p: { _id: string }) => p._id)).not.toContain(
        patientId,
      );
      expect((await call(outsider, 'GET', '/query-lookup?query=Scope')).json().patients).toEqual([]);
      // Naming the doctor changes nothing for a non-clinic account.
      expect((await call(outsider, 'GET', `/${patientId}?cqDoctor=${doctor.profile._id}`)).statusCode).toBe(404);
    }
    await unchanged();
  });

  it('a missing id answers 404, a malformed one 400 validationFailed', async () => {
    for (const [id, status] of [
      ['00000000-0000-4000-8000-000000000000', 404],
      ['not-a-uuid', 400],
    ] as const) {
      for (const [method, url, payload] of idRoutes(id)) {
        expect((await call(doctor, method, url, payload)).statusCode, `${method} ${url}`).toBe(status);
      }
    }
  });

  it("a clinic account reads its own doctors' list only; a foreign doctor is 403, record areas are 403", async () => {
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    const clinicDoctorId = clinic.profile.clinicObject!.doctors[0]!._id;
    const own = await call(clinic, 'GET', `/list?cqDoctor=${clinicDoctorId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBeGreaterThan(0);
    const foreign = await call(clinic, 'GET', `/list?cqDoctor=${doctor.profile._id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('DoctorNotAuthorizedAction');
    expect((await call(clinic, 'GET', `/${patientId}?cqDoctor=${clinicDoctorId}`)).statusCode).toBe(404);
    expect((await call(clinic, 'GET', `/${patientId}?cqDoctor=${doctor.profile._id}`)).statusCode).toBe(403);
    // clinic users see the list without actions: no create, update, block, delete, medical record
    expect((await call(clinic, 'POST', `/create-new-patient?cqDoctor=${clinicDoctorId}`, form())).statusCode).toBe(403);
    const ownPatient = own.json().patients[0]._id as string;
    for (const [method, url, payload] of idRoutes(ownPatient).slice(1)) {
      const response = await call(clinic, method, `${url}?cqDoctor=${clinicDoctorId}`, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The details answer the identity without the medical profile.
    const details = (await call(clinic, 'GET', `/${ownPatient}?cqDoctor=${clinicDoctorId}`)).json();
    expect(details.patientInfo._id).toBe(ownPatient);
    expect(details.medicalProfile).toBeNull();
  });

  it('DOC-DEA reads patients but no record area, and may not create, change or delete', async () => {
    const limited = await sessionOf(app, 'limited@tabib.test');
    expect((await call(limited, 'GET', '/list')).statusCode).toBe(200);
    expect((await call(limited, 'POST', '/create-new-patient', form())).json().code).toBe('DoctorNotAuthorizedAction');
    const own = (await call(limited, 'GET', '/list')).json().patients as { _id: string }[];
    const id = own[0]?._id ?? patientId;
    for (const [method, url, payload] of idRoutes(id).slice(1)) {
      const response = await call(limited, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("assistants (ASS) read their employer's patients only; AS-DOCTOR with allowAll has the full record", async () => {
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    expect((await call(assistant, 'GET', '/list?limit=50')).json().patients.map((p: { _id: string }) => p._id)).toContain(
      patientId,
    );
    const details = (await call(assistant, 'GET', `/${patientId}`)).json();
    expect(details.medicalProfile).toBeNull();
    for (const [method, url, payload] of idRoutes(patientId).slice(1)) {
      expect((await call(assistant, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect((await call(asDoctor, 'GET', `/${patientId}`)).json().medicalProfile).not.toBeNull();
    expect((await call(asDoctor, 'GET', `/${patientId}/appointments`)).statusCode).toBe(200);
    await unchanged();
  });
});
