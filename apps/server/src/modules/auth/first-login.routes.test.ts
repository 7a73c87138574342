import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { bearer, signIn, tokenOf } from '../../test/auth-helpers';

const doctorsUrl = '/api/v1/doctors/reset-password-first-login';
const clinicsUrl = '/api/v1/clinics/web/reset-password-first-login';
const profileUrl = '/api/v1/doctors/web/backbone/retrieve-entity-profile';

describe.each(testBackends())('first-login password reset on %s', (backend) => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  const reset = (url: string, token: string, payload: object) =>
    app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  const profileWith = (token: string) => app.inject({ method: 'GET', url: profileUrl, headers: bearer(token) });
  /** A seeded account put back to its first sign-in, in this file's own database. */
  const atFirstSignIn = (email: string) =>
    app.db.execute(sql`update users set first_login_psw_reset = false, accept_terms = false where email = ${email}`);

  it('sets the password, flags the account, revokes old sessions and hands out a new token', async () => {
    const oldToken = await tokenOf(app, 'newdoctor@tabib.test');
    const otherDevice = await tokenOf(app, 'newdoctor@tabib.test');
    const response = await reset(doctorsUrl, oldToken, { password: 'Fresh.pass2', passwordConfirm: 'Fresh.pass2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profile.firstLoginPswReset).toBe(true);
    expect(body.profile.accept_terms).toBe(false);

    for (const revoked of [oldToken, otherDevice]) {
      expect((await app.inject({ method: 'GET', url: profileUrl, headers: bearer(revoked) })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: profileUrl, headers: bearer(body.auth.token) })).statusCode).toBe(200);
    expect((await signIn(app, 'newdoctor@tabib.test')).statusCode).toBe(401);
    expect((await signIn(app, 'newdoctor@tabib.test', 'Fresh.pass2')).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'Fresh.pass2', passwordConfirm: 'Other.pass2' }, 'validation.passwordMismatch'],
    [{ password: 'short1A', passwordConfirm: 'short1A' }, 'validation.passwordLength'],
    [{ password: '12345678', passwordConfirm: '12345678' }, 'validation.passwordLetter'],
    [{ password: 'Bad\tchars1', passwordConfirm: 'Bad\tchars1' }, 'validation.passwordCharacters'],
  ])('refuses %j with %s', async (payload, message) => {
    const response = await reset(doctorsUrl, await tokenOf(app, 'limited@tabib.test'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validationFailed');
    expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
  });

  it('takes clinic accounts on the clinics path only', async () => {
    await atFirstSignIn('clinic.unit@tabib.test');
    await atFirstSignIn('clinic.doctor@tabib.test');
    const token = await tokenOf(app, 'clinic.unit@tabib.test');
    const payload = { password: 'Unit.pass22', passwordConfirm: 'Unit.pass22' };
    expect((await reset(doctorsUrl, token, payload)).json()).toEqual({ success: false, code: 'forbidden' });
    const response = await reset(clinicsUrl, token, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.isClinicUnit).toBe(true);

    const doctorToken = await tokenOf(app, 'clinic.doctor@tabib.test');
    expect((await reset(clinicsUrl, doctorToken, payload)).statusCode).toBe(403);
  });

  it.each([
    ['limited@tabib.test', doctorsUrl],
    ['clinic@tabib.test', clinicsUrl],
  ])('refuses %s a second change without the current password: a stolen token cannot take the account', async (email, url) => {
    const token = await tokenOf(app, email);
    const otherDevice = await tokenOf(app, email);
    const response = await reset(url, token, { password: 'Stolen.pass1', passwordConfirm: 'Stolen.pass1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'forbidden' });
    expect((await profileWith(otherDevice)).statusCode).toBe(200);
    expect((await signIn(app, email, 'Stolen.pass1')).statusCode).toBe(401);
    expect((await signIn(app, email)).statusCode).toBe(200);
  });
});
