import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bookableReason, freshPhone, newPatientBooking, at, sessionOf, type Session } from '../booking-helpers';
import { createTestApp } from '../test-app';
import { testBackends } from '../test-database';

const api = '/api/v1';
const nul = '\u0000';

/**
 * Issue 11 point 8: text PostgreSQL cannot store (NUL, a lone surrogate) answered 500 from
 * every field that reaches a text column. One check in the validator refuses it everywhere.
 */
describe.each(testBackends())('unstorable text on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let patientId: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    const created = await call('POST', '/doctors/patients/create-new-patient', patientForm());
    expect(created.statusCode, created.body).toBe(201);
    patientId = created.json().patient._id;
  });
  afterAll(() => app.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return app.inject({ method, url: `${api}${url}`, headers: doctor.headers, payload });
  }
  const patientForm = (overrides: object = {}) => ({
    firstName: 'Lina',
    lastName: 'Kherbache',
    phone: freshPhone(),
    gender: 'FEMALE',
    ...overrides,
  });
  const expectRefused = (response: Awaited<ReturnType<typeof call>>, path: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'validationFailed',
      issues: [{ path, message: 'validation.unstorableText' }],
    });
  };

  it('refuses NUL in the patient lookup and the four suggestion lookups', async () => {
    expectRefused(await call('GET', `/doctors/patients/query-lookup?query=Li%00na`), 'query');
    for (const list of ['chronic-diseases', 'medicines', 'surgeries', 'allergies']) {
      expectRefused(await call('GET', `/common/${list}?query=%00`), 'query');
    }
  });

  it('refuses NUL in a patient created or updated', async () => {
    expectRefused(
      await call('POST', '/doctors/patients/create-new-patient', patientForm({ firstName: `Li${nul}na` })),
      'firstName',
    );
    expectRefused(
      await call('PUT', `/doctors/patients/${patientId}`, patientForm({ address: { state: 'Alger', city: `Bab${nul}` } })),
      'address.city',
    );
  });

  it('refuses NUL in saved medicines, profile details, general info and a reason title', async () => {
    expectRefused(
      await call('PUT', '/doctors/profile/folder/medicines', { medicines: ['Doliprane', `Aspe${nul}gic`] }),
      'medicines.1',
    );
    expectRefused(
      await call('PUT', '/doctors/profile/details', {
        firstName: 'Amine',
        lastName: 'Benali',
        phone: '0555123456',
        email: 'doctor@tabib.test',
        speciality: '00000000-0000-4000-8000-000000000000',
        gender: 'MALE',
        address: { address1: `1 rue${nul}`, state: '16', city: '1601' },
      }),
      'address.address1',
    );
    expectRefused(await call('PUT', '/doctors/profile/details/gi', { biography: `Bio${nul}`, languages: ['fr'] }), 'biography');
    expectRefused(
      await call('POST', '/doctors/consultation-reasons', {
        title: { fr: `Suivi${nul}` },
        duration: 20,
        price: 0,
        color: '#123456',
      }),
      'title.fr',
    );
  });

  it('refuses a lone surrogate, and NUL in an object key or in a body its service parses', async () => {
    expectRefused(await call('POST', '/doctors/patients/create-new-patient', patientForm({ lastName: 'Kh\uD800' })), 'lastName');
    expectRefused(await call('POST', '/doctors/patients/create-new-patient', { ...patientForm(), [`x${nul}`]: 1 }), `x${nul}`);
    const booking = newPatientBooking(bookableReason(doctor)._id, at(3, '10:00'));
    expectRefused(
      await call('POST', '/doctors/appointments/create-new-appointment', {
        ...booking,
        newPatient: { ...booking.newPatient, firstName: `No${nul}ur` },
      }),
      'newPatient.firstName',
    );
  });

  it('still takes any other text, Arabic and emoji included', async () => {
    const response = await call(
      'PUT',
      `/doctors/patients/${patientId}`,
      patientForm({ firstName: 'لينا 😷', lastName: 'Tab\there' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().patient).toMatchObject({ firstName: 'لينا 😷', lastName: 'Tab\there' });
  });
});
