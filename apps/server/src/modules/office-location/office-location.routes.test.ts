import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { doctorProfiles } from '../../db/schema/profile';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

const path = '/api/v1/doctors/profile/office/geo-position';

describe.each(testBackends())('office GPS position on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let clinicDoctor: Session;

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
  });
  afterAll(() => app.close());

  const save = (session: Session | undefined, payload: unknown) =>
    app.inject({ method: 'PUT', url: path, headers: session?.headers, payload: payload as object });
  const read = (session: Session) => app.inject({ method: 'GET', url: path, headers: session.headers });
  const rowOf = async (doctorId: string) =>
    (
      await app.db
        .select({ lat: doctorProfiles.latitude, lng: doctorProfiles.longitude })
        .from(doctorProfiles)
        .where(eq(doctorProfiles.doctorId, doctorId))
    )[0];

  it('answers null before anything is saved, then saves (creating the profile row) and answers the position', async () => {
    // clinic.doctor@ has no profile row yet (the demo seeds doctor@'s, with a position).
    expect(await rowOf(clinicDoctor.profile._id)).toBeUndefined();
    expect((await read(clinicDoctor)).json()).toEqual({ success: true, position: null });
    const saved = await save(clinicDoctor, { lat: 36.7525, lng: 3.04197 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, position: { lat: 36.7525, lng: 3.04197 } });
    expect((await read(clinicDoctor)).json()).toEqual({ success: true, position: { lat: 36.7525, lng: 3.04197 } });
    expect(await rowOf(clinicDoctor.profile._id)).toEqual({ lat: 36.7525, lng: 3.04197 });

    // An existing row is updated; the edges of the ranges are valid.
    expect((await save(doctor, { lat: -90, lng: 180 })).json().position).toEqual({ lat: -90, lng: 180 });
    expect((await save(doctor, { lat: 35.6971, lng: -0.6308 })).statusCode).toBe(200);
    expect((await read(doctor)).json().position).toEqual({ lat: 35.6971, lng: -0.6308 });
    expect(await rowOf(doctor.profile._id)).toEqual({ lat: 35.6971, lng: -0.6308 });
  });

  it('refuses anything but two numbers within range with geoPositionInvalid', async () => {
    const cases: unknown[] = [
      { lat: '36.7', lng: 3 },
      { lat: 36.7 },
      { lat: 90.01, lng: 3 },
      { lat: 36, lng: -180.5 },
      { lat: null, lng: 3 },
      {},
      [36, 3],
    ];
    for (const payload of cases) {
      const response = await save(doctor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ success: false, code: 'geoPositionInvalid' });
    }
    const noBody = await app.inject({ method: 'PUT', url: path, headers: doctor.headers });
    expect(noBody.json()).toEqual({ success: false, code: 'geoPositionInvalid' });
    expect(await rowOf(doctor.profile._id)).toEqual({ lat: 35.6971, lng: -0.6308 });
  });

  it('lets DOC-ALL accounts only save, each for its own practice doctor', async () => {
    expect((await save(undefined, { lat: 1, lng: 1 })).statusCode).toBe(401);
    for (const email of ['limited@tabib.test', 'assistant@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const response = await save(await sessionOf(app, email), { lat: 1, lng: 1 });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().code, email).toBe('DoctorNotAuthorizedAction');
    }
    // The assistant (ASS) reads the employer's position; clinic accounts have no office of their own.
    expect((await read(await sessionOf(app, 'assistant@tabib.test'))).json().position).toEqual({ lat: 35.6971, lng: -0.6308 });
    expect((await read(await sessionOf(app, 'clinic@tabib.test'))).statusCode).toBe(403);

    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect((await save(asDoctor, { lat: 36.365, lng: 6.6147 })).statusCode).toBe(200);
    expect(await rowOf(doctor.profile._id)).toEqual({ lat: 36.365, lng: 6.6147 });

    // Another doctor's id anywhere in the body changes only one's own office.
    const own = await save(clinicDoctor, { lat: 36.19, lng: 5.41, doctorId: doctor.profile._id });
    expect(own.statusCode).toBe(200);
    expect(await rowOf(clinicDoctor.profile._id)).toEqual({ lat: 36.19, lng: 5.41 });
    expect(await rowOf(doctor.profile._id)).toEqual({ lat: 36.365, lng: 6.6147 });
    expect((await read(doctor)).json().position).toEqual({ lat: 36.365, lng: 6.6147 });
  });

  it('tells the web where map tiles come from', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/common/map-config', headers: doctor.headers });
    expect(response.json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect((await app.inject({ method: 'GET', url: '/api/v1/common/map-config' })).statusCode).toBe(401);
  });
});
