import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { outboundEmails } from '../../db/schema/mail';
import { bearer, signIn } from '../../test/auth-helpers';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

describe.each(testBackends())('preferences on %s', (backend) => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  const get = (session: Session) => app.inject({ method: 'GET', url: '/api/v1/doctors/preferences', headers: session.headers });
  const putNotices = (session: Session, emailNotices: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/preferences/email-notices',
      headers: session.headers,
      payload: { emailNotices },
    });
  const changePassword = (session: Session, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/doctors/preferences/password', headers: session.headers, payload });
  const profileWith = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/doctors/web/backbone/retrieve-entity-profile', headers: bearer(token) });

  it('answers the default notices, and changes only the ones sent', async () => {
    const clinic = await sessionOf(app, 'clinic@tabib.test');
    expect((await get(clinic)).json()).toEqual({ success: true, emailNotices: { verdicts: true, appointmentsByOthers: false } });

    expect((await putNotices(clinic, { appointmentsByOthers: true })).json()).toEqual({
      success: true,
      emailNotices: { verdicts: true, appointmentsByOthers: true },
    });
    expect((await putNotices(clinic, { verdicts: false })).json().emailNotices).toEqual({
      verdicts: false,
      appointmentsByOthers: true,
    });
    expect((await get(clinic)).json().emailNotices).toEqual({ verdicts: false, appointmentsByOthers: true });
    // Another account keeps its own.
    expect((await get(await sessionOf(app, 'clinic.unit@tabib.test'))).json().emailNotices).toEqual({
      verdicts: true,
      appointmentsByOthers: false,
    });

    expect((await putNotices(clinic, { verdicts: 'yes' })).statusCode).toBe(400);
    expect((await putNotices(clinic, { unknownNotice: true })).json().emailNotices).not.toHaveProperty('unknownNotice');
  });

  it('refuses a wrong current password, an unchanged one, weak ones and a wrong confirmation', async () => {
    const session = await sessionOf(app, 'clinic.doctor3@tabib.test');
    const attempt = (currentPassword: string, password: string, passwordConfirm = password) =>
      changePassword(session, { currentPassword, password, passwordConfirm });

    expect((await attempt('Wrong.pass1', 'Other.pass2')).json()).toEqual({ success: false, code: 'currentPasswordInvalid' });
    expect((await attempt('Demo.pass1', 'Demo.pass1')).json()).toEqual({ success: false, code: 'newPasswordSameAsCurrent' });
    for (const [password, message] of [
      ['Sh.1', 'validation.passwordLength'],
      ['1234.5678', 'validation.passwordLetter'],
      ['Nouveau.passe', 'validation.passwordDigit'],
      ['Nouveau\npass9', 'validation.passwordCharacters'],
    ] as const) {
      const response = await attempt('Demo.pass1', password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().issues, password).toEqual(expect.arrayContaining([{ path: 'password', message }]));
    }
    expect((await attempt('Demo.pass1', 'Other.pass2', 'Other.pass3')).json().issues).toEqual([
      { path: 'passwordConfirm', message: 'validation.passwordMismatch' },
    ]);
    // Nothing changed.
    expect((await signIn(app, 'clinic.doctor3@tabib.test')).statusCode).toBe(200);
  });

  it('changes the password: this session stays, the others end, only the new password signs in', async () => {
    const current = await sessionOf(app, 'clinic.unit@tabib.test');
    const other = await sessionOf(app, 'clinic.unit@tabib.test');
    const response = await changePassword(current, {
      currentPassword: 'Demo.pass1',
      password: 'Nouveau-9.x',
      passwordConfirm: 'Nouveau-9.x',
    });
    expect(response.json()).toEqual({ success: true, code: 'passwordChanged' });
    expect((await profileWith(current.token)).statusCode).toBe(200);
    expect((await profileWith(other.token)).statusCode).toBe(401);
    expect((await signIn(app, 'clinic.unit@tabib.test')).statusCode).toBe(401);
    expect((await signIn(app, 'clinic.unit@tabib.test', 'Nouveau-9.x')).statusCode).toBe(200);
  });

  describe("the 'appointmentsByOthers' notice", () => {
    const noticesTo = async (email: string) =>
      app.db
        .select()
        .from(outboundEmails)
        .where(and(eq(outboundEmails.recipient, email), eq(outboundEmails.template, 'appointment-by-others')));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

    it('e-mails the doctor when someone else books, moves or cancels, only while the notice is on', async () => {
      const doctor = await sessionOf(app, 'doctor@tabib.test');
      const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
      const reason = bookableReason(doctor)._id;

      // Off by default: nothing.
      expect((await book(app, asDoctor, newPatientBooking(reason, at(22, '08:00')))).statusCode).toBe(201);
      await settle();
      expect(await noticesTo('doctor@tabib.test')).toEqual([]);

      await putNotices(doctor, { appointmentsByOthers: true });
      const booked = await book(app, asDoctor, newPatientBooking(reason, at(22, '09:00')));
      expect(booked.statusCode).toBe(201);
      const appointmentId = booked.json().appointment._id as string;
      await app.inject({
        method: 'PUT',
        url: `/api/v1/doctors/appointments/${appointmentId}/status`,
        headers: asDoctor.headers,
        payload: { status: 'DOCTOR_CANCELED', appointmentId, isNotify: false },
      });
      // The doctor's own booking is no news to them.
      expect((await book(app, doctor, newPatientBooking(reason, at(22, '10:00')))).statusCode).toBe(201);
      await settle();

      const sent = await noticesTo('doctor@tabib.test');
      expect(sent.map((email) => email.subject).sort()).toEqual(['Nouveau rendez-vous', 'Rendez-vous annulé']);
      expect(sent[0]!.text).toContain('Yacine Cherif');
      expect(sent[0]!.text).not.toContain('Nour');
      expect(sent.every((email) => email.locale === 'fr')).toBe(true);
    });
  });
});
