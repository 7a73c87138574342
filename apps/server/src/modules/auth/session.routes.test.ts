import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { bearer, tokenOf } from '../../test/auth-helpers';

const profileUrl = '/api/v1/doctors/web/backbone/retrieve-entity-profile';

describe.each(testBackends())('sessions on %s', (backend) => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  const profileWith = (headers: Record<string, string>) => app.inject({ method: 'GET', url: profileUrl, headers });
  const checkToken = async (token: string) =>
    (await app.inject({ method: 'POST', url: '/api/v1/doctors/check-token-validity', payload: { token } })).json();

  it('retrieves the profile of the token holder', async () => {
    const response = await profileWith(bearer(await tokenOf(app, 'limited@tabib.test')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      code: 'profileRetrieved',
      profile: { email: 'limited@tabib.test', privileges: 'DOC-DEA' },
    });
  });

  it.each([
    ['no header', {}],
    ['a garbage token', bearer('garbage')],
    ['another scheme', { authorization: 'Basic abc' }],
  ])('answers 401 TokenCoreValidationFailed with %s', async (_label, headers) => {
    const response = await profileWith(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, code: 'TokenCoreValidationFailed' });
  });

  it('refuses an expired token', async () => {
    const token = await tokenOf(app, 'doctor@tabib.test');
    await app.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await profileWith(bearer(token))).json().code).toBe('TokenCoreValidationFailed');
    expect(await checkToken(token)).toEqual({ is_valid_token: false });
  });

  it('checks token validity', async () => {
    const token = await tokenOf(app, 'doctor@tabib.test');
    expect(await checkToken(token)).toEqual({ is_valid_token: true });
    expect(await checkToken('garbage')).toEqual({ is_valid_token: false });
  });

  it('revokes the token at logout, and only that one', async () => {
    const token = await tokenOf(app, 'doctor@tabib.test');
    const otherDevice = await tokenOf(app, 'doctor@tabib.test');
    const logout = await app.inject({ method: 'POST', url: '/api/v1/doctors/logout', headers: bearer(token) });
    expect(logout.json()).toEqual({ success: true, code: 'loggedOut' });
    expect((await profileWith(bearer(token))).statusCode).toBe(401);
    expect(await checkToken(token)).toEqual({ is_valid_token: false });
    expect((await profileWith(bearer(otherDevice))).statusCode).toBe(200);
  });

  it('guards every protected route with TokenCoreValidationFailed, before reading the body', async () => {
    expect(app.protectedRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of app.protectedRoutes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: bearer('expired-or-invalid'),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe('TokenCoreValidationFailed');
    }
  });

  it('stores only a hash of each token', async () => {
    const token = await tokenOf(app, 'doctor@tabib.test');
    const stored = await app.db.execute(sql`select token_hash from sessions`);
    const hashes = JSON.stringify(stored);
    expect(hashes).not.toContain(token);
  });

  it('accepts the terms for the signed-in account', async () => {
    const token = await tokenOf(app, 'newdoctor@tabib.test');
    const response = await app.inject({ method: 'PUT', url: '/api/v1/doctors/accept-terms', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.accept_terms).toBe(true);
    expect((await profileWith(bearer(token))).json().profile.accept_terms).toBe(true);
  });
});
