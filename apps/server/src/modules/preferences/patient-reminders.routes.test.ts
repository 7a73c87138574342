import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPatientReminderSettings } from '@tabib/contracts/patient-notices';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

/** Issue 15: when the practice doctor's patients are reminded of their appointments, in the preferences. */
describe.each(testBackends())('patient reminder settings on %s', (backend) => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  const url = '/api/v1/doctors/preferences/patient-reminders';
  const get = (session: Session) => app.inject({ method: 'GET', url, headers: session.headers });
  const put = (session: Session, patientReminders: unknown) =>
    app.inject({ method: 'PUT', url, headers: session.headers, payload: { patientReminders } });
  const changed = {
    dayBefore: { enabled: false, time: '08:30' },
    hoursBefore: { enabled: true, hours: 5 },
  };

  it('answers the defaults until saved, then what was saved, for that doctor only', async () => {
    const doctor = await sessionOf(app, 'preferences.doctor@tabib.test');
    expect((await get(doctor)).json()).toEqual({ success: true, patientReminders: defaultPatientReminderSettings });
    expect(defaultPatientReminderSettings).toEqual({
      dayBefore: { enabled: true, time: '18:00' },
      hoursBefore: { enabled: true, hours: 2 },
    });

    expect((await put(doctor, changed)).json()).toEqual({ success: true, patientReminders: changed });
    expect((await get(doctor)).json().patientReminders).toEqual(changed);
    const [stored] = await app.db
      .select({ patientReminders: users.patientReminders })
      .from(users)
      .where(eq(users.email, 'preferences.doctor@tabib.test'));
    expect(stored!.patientReminders).toEqual(changed);

    const other = await sessionOf(app, 'schedule.doctor@tabib.test');
    expect((await get(other)).json().patientReminders).toEqual(defaultPatientReminderSettings);
  });

  it('completes a partly stored setting with the defaults, and ignores a broken one', async () => {
    const doctor = await sessionOf(app, 'reasons.doctor@tabib.test');
    await app.db
      .update(users)
      .set({ patientReminders: { hoursBefore: { enabled: false, hours: 6 } } })
      .where(eq(users.email, 'reasons.doctor@tabib.test'));
    expect((await get(doctor)).json().patientReminders).toEqual({
      dayBefore: defaultPatientReminderSettings.dayBefore,
      hoursBefore: { enabled: false, hours: 6 },
    });

    await app.db
      .update(users)
      .set({ patientReminders: { dayBefore: { time: '25:99' }, hoursBefore: { enabled: false } } as never })
      .where(eq(users.email, 'reasons.doctor@tabib.test'));
    expect((await get(doctor)).json().patientReminders).toEqual({
      dayBefore: defaultPatientReminderSettings.dayBefore,
      hoursBefore: { enabled: false, hours: 2 },
    });
  });

  it('refuses settings outside the rules with validationFailed, and changes nothing', async () => {
    const doctor = await sessionOf(app, 'profile.doctor@tabib.test');
    const invalid = [
      { ...changed, dayBefore: { enabled: true, time: '24:00' } },
      { ...changed, dayBefore: { enabled: true, time: '8:30' } },
      { ...changed, dayBefore: { enabled: true, time: '08:30:00' } },
      { ...changed, dayBefore: { enabled: 'yes', time: '08:30' } },
      { ...changed, hoursBefore: { enabled: true, hours: 0 } },
      { ...changed, hoursBefore: { enabled: true, hours: 25 } },
      { ...changed, hoursBefore: { enabled: true, hours: 1.5 } },
      { ...changed, hoursBefore: { enabled: true, hours: '3' } },
      { dayBefore: changed.dayBefore },
      { hoursBefore: changed.hoursBefore },
      null,
    ];
    for (const settings of invalid) {
      const response = await put(doctor, settings);
      expect(response.statusCode, JSON.stringify(settings)).toBe(400);
      expect(response.json().code).toBe('validationFailed');
    }
    const bare = await app.inject({ method: 'PUT', url, headers: doctor.headers, payload: changed });
    expect(bare.json().code).toBe('validationFailed');
    expect((await get(doctor)).json().patientReminders).toEqual(defaultPatientReminderSettings);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("acts on the practice doctor's settings with the profile's rights; clinic accounts have none", async () => {
    const owner = await sessionOf(app, 'doctor@tabib.test');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');

    // AS-DOCTOR with allowAll changes the employer's settings; the plain assistant reads them only.
    expect((await put(asDoctor, changed)).json().patientReminders).toEqual(changed);
    expect((await get(owner)).json().patientReminders).toEqual(changed);
    expect((await get(assistant)).json().patientReminders).toEqual(changed);
    const refused = await put(assistant, defaultPatientReminderSettings);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, code: 'DoctorNotAuthorizedAction' });
    expect((await get(owner)).json().patientReminders).toEqual(changed);

    // DOC-DEA reads its own, never changes them.
    const limited = await sessionOf(app, 'limited@tabib.test');
    expect((await get(limited)).json().patientReminders).toEqual(defaultPatientReminderSettings);
    expect((await put(limited, changed)).statusCode).toBe(403);

    // A clinic's doctor (DOC-ALL) keeps its own; the clinic's accounts neither read nor change any.
    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    expect((await put(clinicDoctor, changed)).json().patientReminders).toEqual(changed);
    for (const email of ['clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const clinic = await sessionOf(app, email);
      expect((await get(clinic)).statusCode, email).toBe(403);
      expect((await put(clinic, defaultPatientReminderSettings)).json(), email).toEqual({
        success: false,
        code: 'DoctorNotAuthorizedAction',
      });
    }
    expect((await get(clinicDoctor)).json().patientReminders).toEqual(changed);
  });
});
