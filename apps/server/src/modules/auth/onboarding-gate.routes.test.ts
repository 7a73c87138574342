import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authPaths } from '@tabib/contracts/auth';
import { preferencesPaths } from '@tabib/contracts/preferences';
import { userPaths } from '@tabib/contracts/users';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { bearer, completeFirstLogin, signIn, tokenOf } from '../../test/auth-helpers';

const api = (path: string) => `/api/v1${path}`;
const profileUrl = api(authPaths.profile);

/** What a first-login page calls: the one part of the API open before the steps are done. */
const openBeforeOnboarding = new Set([
  `GET ${profileUrl}`,
  `PUT ${api(authPaths.firstLoginResetDoctor)}`,
  `PUT ${api(authPaths.firstLoginResetClinic)}`,
  `PUT ${api(authPaths.acceptTerms)}`,
  `POST ${api(authPaths.logout)}`,
]);

describe.each(testBackends())('first-login steps enforced by the server on %s', (backend) => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  let counter = 0;
  const newAssistant = () => ({
    email: `onboarding.${counter++}@tabib.test`,
    phone: '0770123456',
    firstName: 'Rym',
    lastName: 'Kaci',
    position: 'AS-DOCTOR',
    password: 'Assist1234',
  });
  const createAssistant = (token: string) =>
    app.inject({ method: 'POST', url: api(userPaths.create), headers: bearer(token), payload: newAssistant() });
  const preferencesOf = async (token: string) =>
    (await app.inject({ method: 'GET', url: api(preferencesPaths.get), headers: bearer(token) })).json();
  const firstLoginRequired = { success: false, code: 'firstLoginRequired' };

  it('answers every other protected route 403 firstLoginRequired before reading the body', async () => {
    const headers = bearer(await tokenOf(app, 'newdoctor@tabib.test'));
    const guarded = app.protectedRoutes.filter((route) => !openBeforeOnboarding.has(`${route.method} ${route.url}`));
    expect(app.protectedRoutes.length - guarded.length).toBe(openBeforeOnboarding.size);
    for (const route of guarded) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual(firstLoginRequired);
    }
    expect((await app.inject({ method: 'GET', url: profileUrl, headers })).statusCode).toBe(200);
  });

  it('lets a new doctor work only once the password is changed and the terms accepted', async () => {
    await app.db.execute(
      sql`update users set first_login_psw_reset = false, accept_terms = false where email = 'preferences.doctor@tabib.test'`,
    );
    const oneTime = await tokenOf(app, 'preferences.doctor@tabib.test');
    expect((await createAssistant(oneTime)).json()).toEqual(firstLoginRequired);

    const changed = await app.inject({
      method: 'PUT',
      url: api(authPaths.firstLoginResetDoctor),
      headers: bearer(oneTime),
      payload: { password: 'Fresh.pass2', passwordConfirm: 'Fresh.pass2' },
    });
    const token = changed.json().auth.token as string;
    expect((await createAssistant(token)).json()).toEqual(firstLoginRequired);

    const accepted = await app.inject({ method: 'PUT', url: api(authPaths.acceptTerms), headers: bearer(token) });
    expect(accepted.json().profile).toMatchObject({ firstLoginPswReset: true, accept_terms: true });
    expect((await createAssistant(token)).statusCode).toBe(200);
  });

  it('holds assistants and clinic accounts to the same steps', async () => {
    const assistant = newAssistant();
    await app.inject({
      method: 'POST',
      url: api(userPaths.create),
      headers: bearer(await tokenOf(app, 'doctor@tabib.test')),
      payload: assistant,
    });
    const oneTime = (await signIn(app, assistant.email, assistant.password, true)).json().auth.token as string;
    expect((await app.inject({ method: 'GET', url: profileUrl, headers: bearer(oneTime) })).statusCode).toBe(200);
    expect(await preferencesOf(oneTime)).toEqual(firstLoginRequired);
    expect((await preferencesOf(await completeFirstLogin(app, oneTime))).success).toBe(true);

    await app.db.execute(sql`update users set accept_terms = false where email = 'clinic.unit@tabib.test'`);
    const unit = await tokenOf(app, 'clinic.unit@tabib.test');
    expect(await preferencesOf(unit)).toEqual(firstLoginRequired);
    await app.inject({ method: 'PUT', url: api(authPaths.acceptTerms), headers: bearer(unit) });
    expect((await preferencesOf(unit)).success).toBe(true);
  });

  it('still answers 401 to a token that is not a live session, and lets logout through', async () => {
    expect((await createAssistant('garbage')).json()).toEqual({ success: false, code: 'TokenCoreValidationFailed' });
    const token = await tokenOf(app, 'newdoctor@tabib.test');
    const logout = await app.inject({ method: 'POST', url: api(authPaths.logout), headers: bearer(token) });
    expect(logout.json()).toEqual({ success: true, code: 'loggedOut' });
    expect((await app.inject({ method: 'GET', url: profileUrl, headers: bearer(token) })).statusCode).toBe(401);
  });
});
