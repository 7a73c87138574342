import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearer, tokenOf } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';
import { testBackends } from '../test/test-database';

/** Found by the OpenAPI fuzz (test/attack): the router's own refusals answered Fastify's shape, not ours. */
describe.each(testBackends())('URLs the router refuses on %s', (backend) => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    token = await tokenOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  it.each([
    ['a path parameter over the router limit', `/api/v1/doctors/patients/${'a'.repeat(101)}`, 414],
    ['a percent-encoding that is not UTF-8 (a lone surrogate)', '/api/v1/doctors/patients/a%ED%A0%80b', 400],
  ])('%s answers { success: false, code }', async (_, url, status) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, code: 'validationFailed' });
  });
});
