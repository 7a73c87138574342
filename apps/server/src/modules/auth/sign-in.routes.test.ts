import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { demoAccounts } from '../../db/seed/demo-accounts';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { signIn } from '../../test/auth-helpers';

describe.each(testBackends())('POST /doctors/auth on %s', (backend) => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  it.each([
    [
      'doctor@tabib.test',
      { privileges: 'DOC-ALL', isAssistant: false, isClinic: false, is_allowed_for_telemedicine_calls: true },
    ],
    ['limited@tabib.test', { privileges: 'DOC-DEA', isAssistant: false }],
    ['assistant@tabib.test', { privileges: 'ASS', isAssistant: true, userPosition: 'ASSISTANT' }],
    ['asdoctor@tabib.test', { privileges: 'DOC-ALL', isAssistant: true, userPosition: 'AS-DOCTOR' }],
    ['clinic@tabib.test', { isClinic: true, clinic_user: true, role: 'admin', isClinicUnit: false }],
    ['clinic.doctor@tabib.test', { clinic_doctor: true, isClinic: false, privileges: 'DOC-ALL' }],
    ['clinic.unit@tabib.test', { isClinic: true, isClinicUnit: true, clinic_user: false }],
    ['newdoctor@tabib.test', { firstLoginPswReset: false, accept_terms: false }],
  ])('signs %s in with a token and the profile of its role', async (email, expected) => {
    const response = await signIn(app, email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.auth.token).toMatch(/^[\w-]{40,}$/);
    expect(body.profile).toMatchObject({ email, title: expect.any(String), ...expected });
    expect(body.profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('gives clinic accounts their clinic with its three doctors, and no clinic to others', async () => {
    const clinic = (await signIn(app, 'clinic@tabib.test')).json().profile;
    expect(clinic.clinicObject.doctors).toHaveLength(3);
    expect(clinic.clinicObject.doctors[0]).toEqual(
      expect.objectContaining({ _id: expect.any(String), title: 'Dr', work_status: expect.any(String) }),
    );
    const byName = (lastName: string) =>
      clinic.clinicObject.doctors.find((doctor: { lastName: string }) => doctor.lastName === lastName);
    expect(byName('Ferhat').specialities.map((speciality: { title: { fr: string } }) => speciality.title.fr)).toEqual([
      'Cardiologie',
      'Médecine interne',
    ]);
    expect(byName('Bouzid').specialities[0].title).toEqual({ fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' });
    // the clinic's list holds each speciality once
    expect(clinic.clinicObject.specialities.map((speciality: { title: { en: string } }) => speciality.title.en)).toEqual([
      'Cardiology',
      'Dermatology',
      'Internal medicine',
    ]);
    const independent = (await signIn(app, 'doctor@tabib.test')).json().profile;
    expect(independent.clinicObject).toBeNull();
  });

  it("names the practice's doctor and specialities: itself for a doctor, the employer for an assistant, none for a clinic", async () => {
    const doctor = (await signIn(app, 'doctor@tabib.test')).json().profile;
    const expected = {
      _id: doctor._id,
      firstName: 'Amine',
      lastName: 'Benali',
      email: 'doctor@tabib.test',
      specialities: [expect.objectContaining({ title: expect.objectContaining({ fr: 'Médecine générale' }) })],
    };
    expect(doctor.practiceDoctor).toMatchObject(expected);
    expect((await signIn(app, 'asdoctor@tabib.test')).json().profile.practiceDoctor).toMatchObject(expected);
    expect((await signIn(app, 'clinic@tabib.test')).json().profile.practiceDoctor).toBeNull();
  });

  it("gives the offices a printed prescription shows: the practice doctor's, each clinic doctor's", async () => {
    const doctor = (await signIn(app, 'doctor@tabib.test')).json().profile;
    const office = {
      doctorId: doctor._id,
      address: {
        address1: '12 rue Didouche Mourad',
        state: { _id: '16', name: { fr: 'Alger', en: 'Algiers', ar: 'الجزائر' } },
        city: { _id: '1601', name: { fr: 'Alger Centre', en: 'Alger Centre', ar: 'الجزائر الوسطى' } },
      },
      phone: '+213555123456',
    };
    expect(doctor.offices).toEqual([office]);
    expect((await signIn(app, 'asdoctor@tabib.test')).json().profile.offices).toEqual([office]);
    const clinic = (await signIn(app, 'clinic@tabib.test')).json().profile;
    expect(clinic.offices.map((entry: { doctorId: string }) => entry.doctorId).sort()).toEqual(
      clinic.clinicObject.doctors.map((entry: { _id: string }) => entry._id).sort(),
    );
  });

  it('accepts the address in any letter case', async () => {
    expect((await signIn(app, 'Doctor@Tabib.TEST')).statusCode).toBe(200);
  });

  it('issues a new token at each sign-in', async () => {
    const first = (await signIn(app, 'doctor@tabib.test')).json().auth.token;
    const second = (await signIn(app, 'doctor@tabib.test')).json().auth.token;
    expect(first).not.toBe(second);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const wrongPassword = await signIn(app, 'limited@tabib.test', 'Wrong.pass1');
    const unknown = await signIn(app, 'nobody@tabib.test', 'Wrong.pass1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, code: 'invalidCredentials' });
    expect(unknown.body).toBe(wrongPassword.body);
  });

  it("signs assistants in only with the 'User' box, and others only without it, and says so once the password is right", async () => {
    const assistantUnticked = await signIn(app, 'assistant@tabib.test', undefined, false);
    expect(assistantUnticked.statusCode).toBe(401);
    expect(assistantUnticked.json()).toEqual({ success: false, code: 'signInNeedsUserBox' });
    expect((await signIn(app, 'doctor@tabib.test', undefined, true)).json()).toEqual({
      success: false,
      code: 'signInWithoutUserBox',
    });
    // Without the password the box reveals nothing about the account.
    for (const position of [true, false]) {
      expect((await signIn(app, 'assistant@tabib.test', 'Wrong.pass1', position)).json().code).toBe('invalidCredentials');
    }
  });

  it('refuses malformed input with validationFailed and the field at fault', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/auth',
      payload: { email: 'not-an-address', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validationFailed');
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('seeds every demo account listed for the README', async () => {
    for (const account of demoAccounts) {
      expect((await signIn(app, account.email)).statusCode, account.email).toBe(200);
    }
  });
});
