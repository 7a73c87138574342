import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearer, tokenOf } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';
import { testBackends } from '../test/test-database';
import { maxJsonBodyDepth } from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Found by the OpenAPI fuzz (test/attack): 5,000 nested arrays, 10 KB, answered 500 on every JSON route. */
describe.each(testBackends())('JSON request bodies on %s', (backend) => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    token = await tokenOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/json', ...headers }, payload });

  it.each([5_000, 100_000])('nested %i deep: 400 validationFailed, public or signed in', async (depth) => {
    for (const response of [
      await app.inject({
        method: 'POST',
        url: '/api/v1/doctors/auth',
        headers: { 'content-type': 'application/json' },
        payload: nested(depth),
      }),
      await send('/api/v1/doctors/consultation-reasons/order', nested(depth), bearer(token)),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'validationFailed' });
    }
  });

  it('a body within the bound still reaches the schema, and prototype keys are still refused', async () => {
    const withinBound = await send('/api/v1/doctors/consultation-reasons/order', nested(maxJsonBodyDepth), bearer(token));
    expect(withinBound.statusCode).toBe(400);
    expect(withinBound.json().issues).toBeDefined();
    const poisoned = await send(
      '/api/v1/doctors/consultation-reasons/order',
      '{"__proto__":{"polluted":true},"ids":["x"]}',
      bearer(token),
    );
    expect(poisoned.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
