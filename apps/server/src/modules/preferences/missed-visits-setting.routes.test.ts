import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

/** Issue 22: from how many missed visits the booking form warns about a patient, in the preferences. */
describe.each(testBackends())('missed-visits warning setting on %s', (backend) => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  const url = '/api/v1/doctors/preferences/missed-visits';
  const get = (session: Session, cqDoctor?: string) =>
    app.inject({ method: 'GET', url, headers: session.headers, query: cqDoctor ? { cqDoctor } : {} });
  const put = (session: Session, missedVisits: unknown) =>
    app.inject({ method: 'PUT', url, headers: session.headers, payload: { missedVisits } });
  const storedOf = async (email: string) =>
    (await app.db.select({ warnFrom: users.missedVisitsWarnFrom }).from(users).where(eq(users.email, email)))[0]!.warnFrom;

  it('answers 2 until set, then what was saved, for that doctor only', async () => {
    const doctor = await sessionOf(app, 'preferences.doctor@tabib.test');
    expect((await get(doctor)).json()).toEqual({ success: true, missedVisits: { warnFrom: 2 } });
    expect(await storedOf('preferences.doctor@tabib.test')).toBeNull();

    for (const warnFrom of [1, 20, 4]) {
      expect((await put(doctor, { warnFrom })).json()).toEqual({ success: true, missedVisits: { warnFrom } });
    }
    expect((await get(doctor)).json().missedVisits).toEqual({ warnFrom: 4 });
    expect(await storedOf('preferences.doctor@tabib.test')).toBe(4);
    expect((await get(await sessionOf(app, 'schedule.doctor@tabib.test'))).json().missedVisits).toEqual({ warnFrom: 2 });
  });

  it('refuses anything but a whole number from 1 to 20 with validationFailed on missedVisits.warnFrom, and changes nothing', async () => {
    const doctor = await sessionOf(app, 'profile.doctor@tabib.test');
    await put(doctor, { warnFrom: 3 });
    for (const warnFrom of [0, -1, 21, 1000, 2.5, '3', null, true]) {
      const response = await put(doctor, { warnFrom });
      expect(response.statusCode, JSON.stringify(warnFrom)).toBe(400);
      expect(response.json().code).toBe('validationFailed');
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['missedVisits.warnFrom']);
    }
    for (const payload of [{}, { missedVisits: {} }, { warnFrom: 3 }]) {
      const response = await app.inject({ method: 'PUT', url, headers: doctor.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validationFailed');
    }
    expect((await get(doctor)).json().missedVisits).toEqual({ warnFrom: 3 });
    // The database keeps the range too, whatever writes to it.
    await expect(
      app.db.update(users).set({ missedVisitsWarnFrom: 0 }).where(eq(users.email, 'profile.doctor@tabib.test')),
    ).rejects.toThrow();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("is the practice doctor's: DOC-ALL changes it, assistants and DOC-DEA read it, clinic accounts read their doctors' only", async () => {
    const owner = await sessionOf(app, 'doctor@tabib.test');
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    expect((await put(asDoctor, { warnFrom: 5 })).json().missedVisits).toEqual({ warnFrom: 5 });
    expect((await get(owner)).json().missedVisits).toEqual({ warnFrom: 5 });
    expect((await get(assistant)).json().missedVisits).toEqual({ warnFrom: 5 });
    expect((await put(assistant, { warnFrom: 1 })).json()).toEqual({ success: false, code: 'DoctorNotAuthorizedAction' });

    const limited = await sessionOf(app, 'limited@tabib.test');
    expect((await get(limited)).json().missedVisits).toEqual({ warnFrom: 2 });
    expect((await put(limited, { warnFrom: 1 })).statusCode).toBe(403);

    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    expect((await put(clinicDoctor, { warnFrom: 7 })).json().missedVisits).toEqual({ warnFrom: 7 });
    for (const email of ['clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const clinic = await sessionOf(app, email);
      expect((await get(clinic, clinicDoctor.profile._id)).json().missedVisits, email).toEqual({ warnFrom: 7 });
      const foreign = await get(clinic, owner.profile._id);
      expect(foreign.statusCode, email).toBe(403);
      expect(foreign.json().code).toBe('DoctorNotAuthorizedAction');
      expect((await put(clinic, { warnFrom: 1 })).json(), email).toEqual({ success: false, code: 'DoctorNotAuthorizedAction' });
    }
    // Naming a doctor changes nothing for an account that is not a clinic's.
    expect((await get(owner, clinicDoctor.profile._id)).json().missedVisits).toEqual({ warnFrom: 5 });
    expect((await get(clinicDoctor)).json().missedVisits).toEqual({ warnFrom: 7 });
  });
});
