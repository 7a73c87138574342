import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearer, tokenOf } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';

describe('compressing JSON answers', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp('pglite');
    token = await tokenOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  it('gzips a read answer above 1 KB when the client takes gzip, and says it varies', async () => {
    const plain = await get('/api/v1/common/specialities');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const gzipped = await get('/api/v1/common/specialities', 'gzip, deflate, br');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gzipped.headers['cache-control']).toBe('private, max-age=86400');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves it plain when gzip is refused, and leaves small answers plain', async () => {
    expect((await get('/api/v1/common/specialities', 'gzip;q=0, br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/v1/common/specialities', 'identity')).headers['content-encoding']).toBeUndefined();
    const small = await get('/api/v1/doctors/preferences', 'gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });

  it('does not touch writes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/auth',
      headers: { 'accept-encoding': 'gzip' },
      payload: { email: 'doctor@tabib.test', password: 'Demo.pass1', position: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
