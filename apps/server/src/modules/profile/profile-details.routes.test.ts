import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

describe.each(testBackends())('profile details on %s', (backend) => {
  let app: App;
  let doctor: Session;

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const details = (session: Session) =>
    app.inject({ method: 'GET', url: '/api/v1/doctors/profile/details', headers: session.headers });
  const putGeneralInfo = (session: Session, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/doctors/profile/details/gi', headers: session.headers, payload });

  it("answers the seeded doctor's profile, and the employer's to assistants", async () => {
    const answer = await details(doctor);
    expect(answer.statusCode).toBe(200);
    const { legalInfo, generalInfo, diplomas } = answer.json().profileDetails;
    expect(legalInfo).toMatchObject({
      firstName: 'Amine',
      lastName: 'Benali',
      email: 'doctor@tabib.test',
      phone: '+213555123456',
      gender: 'MALE',
    });
    expect(legalInfo.specialities[0].title.fr).toBe('Médecine générale');
    expect(legalInfo.offices).toEqual([
      {
        address: { address1: '12 rue Didouche Mourad', state: '16', city: '1601' },
        location: { coordinates: [3.0588, 36.7753] },
      },
    ]);
    expect(generalInfo.languages.map((language: { code: string }) => language.code)).toEqual(['ar', 'fr', 'kab']);
    expect(diplomas[0]).toEqual({
      title: 'Doctorat en médecine',
      institute: "Faculté de médecine d'Alger",
      graduationDay: '2010-06',
    });

    for (const email of ['assistant@tabib.test', 'asdoctor@tabib.test']) {
      expect((await details(await sessionOf(app, email))).json().profileDetails.legalInfo.email).toBe('doctor@tabib.test');
    }
    const clinicDoctor = (await details(await sessionOf(app, 'clinic.doctor@tabib.test'))).json().profileDetails;
    expect(clinicDoctor.legalInfo).toMatchObject({ email: 'clinic.doctor@tabib.test', gender: null });
    expect(clinicDoctor.generalInfo).toEqual({ biography: '', languages: [] });
    expect(clinicDoctor.legalInfo.offices[0].location.coordinates).toBeNull();
  });

  it('refuses clinic accounts and units', async () => {
    for (const email of ['clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const session = await sessionOf(app, email);
      for (const answer of [await details(session), await putGeneralInfo(session, { biography: 'x', languages: [] })]) {
        expect(answer.statusCode, email).toBe(403);
        expect(answer.json().code).toBe('DoctorNotAuthorizedAction');
      }
    }
  });

  it('saves the general info at once (DOC-ALL only), without duplicate or unknown languages', async () => {
    const saved = await putGeneralInfo(doctor, { biography: '  Cardiologue à Alger.  ', languages: ['en', 'fr', 'en'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profileDetails.generalInfo).toEqual({
      biography: 'Cardiologue à Alger.',
      languages: [
        { code: 'en', name: { fr: 'Anglais', en: 'English', ar: 'الإنجليزية' } },
        { code: 'fr', name: { fr: 'Français', en: 'French', ar: 'الفرنسية' } },
      ],
    });
    expect((await details(doctor)).json().profileDetails.generalInfo.biography).toBe('Cardiologue à Alger.');
    expect((await putGeneralInfo(doctor, { biography: 'x', languages: ['xx'] })).json().code).toBe('validationFailed');
    expect((await putGeneralInfo(doctor, { biography: 'x'.repeat(2001), languages: [] })).statusCode).toBe(400);

    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect((await putGeneralInfo(asDoctor, { biography: 'Par Yacine', languages: ['ar'] })).statusCode).toBe(200);
    for (const email of ['limited@tabib.test', 'assistant@tabib.test']) {
      const answer = await putGeneralInfo(await sessionOf(app, email), { biography: 'no', languages: [] });
      expect(answer.statusCode, email).toBe(403);
    }
    expect((await details(doctor)).json().profileDetails.generalInfo.biography).toBe('Par Yacine');
  });
});
