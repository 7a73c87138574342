import { Writable } from 'node:stream';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { loggerOptions } from '../app';
import { createTestApp, testConfig } from '../test/test-app';
import { signIn } from '../test/auth-helpers';
import { tileImageSource } from '../modules/office-location/map-tiles';
import { helmetOptionsFor, permissionsPolicy } from './security';

describe('HTTP hardening', () => {
  let app: App;
  let logLines = '';
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines += chunk.toString();
        done();
      },
    });
    app = await createTestApp('pglite', { logger: { ...(loggerOptions('info') as object), stream } });
  });
  afterAll(() => app.close());

  it('answers /healthz once the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends exactly the headers @fastify/helmet sets when it runs on each request, and our Permissions-Policy', async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, helmetOptionsFor(testConfig));
    reference.get('/healthz', async () => ({ status: 'ok' }));
    const expected = (await reference.inject({ method: 'GET', url: '/healthz' })).headers;
    await reference.close();
    const actual = (await app.inject({ method: 'GET', url: '/healthz' })).headers;
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            !['content-type', 'content-length', 'date', 'connection', 'vary', 'access-control-allow-credentials'].includes(name),
        ),
      );
    expect(Object.keys(securityHeaders(expected)).length).toBeGreaterThan(10);
    const { 'permissions-policy': permissions, ...fromHelmet } = securityHeaders(actual);
    expect(fromHelmet).toEqual(securityHeaders(expected));
    expect(permissions).toBe(permissionsPolicy);
  });

  it("lets the map load its tiles: the CSP's img-src allows the tile server's origin", async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim()).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
  });

  it("lets presigned uploads reach the S3 store: the CSP's connect-src allows its origin, only when one is configured", () => {
    const connectSrc = (options: ReturnType<typeof helmetOptionsFor>) =>
      (options.contentSecurityPolicy as { directives: Record<string, unknown> }).directives['connect-src'];
    expect(connectSrc(helmetOptionsFor(testConfig))).toEqual(["'self'"]);
    const s3 = {
      bucket: 'tabib',
      region: 'fr-par',
      endpoint: 'https://s3.fr-par.scw.cloud',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
    };
    expect(connectSrc(helmetOptionsFor({ ...testConfig, s3 }))).toEqual(["'self'", 'https://tabib.s3.fr-par.scw.cloud']);
  });

  it('derives the tile origin from MAP_TILE_URL', () => {
    expect(tileImageSource('https://{s}.Tiles.Example.org:8443/osm/{z}/{x}/{y}.png?key=1')).toBe(
      'https://*.tiles.example.org:8443',
    );
    expect(tileImageSource('http://10.0.0.5/{z}/{x}/{y}.png')).toBe('http://10.0.0.5');
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    for (const wrong of [
      '//tiles.example.org/{z}/{x}/{y}.png',
      'ftp://tiles.example.org/{z}',
      'https://a{s}.example.org/{z}',
      "https://x.org'; script-src *",
    ]) {
      expect(() => tileImageSource(wrong), wrong).toThrow(/MAP_TILE_URL/);
    }
  });

  it('keeps CORS closed by default', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/doctors/auth',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an oversized body with payloadTooLarge', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/forgot-password',
      payload: { email: `${'a'.repeat(300 * 1024)}@tabib.test` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, code: 'payloadTooLarge' });
  });

  it('answers unknown API paths with notFound', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'notFound' });
  });

  it('logs requests without passwords or tokens', async () => {
    const response = await signIn(app, 'doctor@tabib.test');
    const token = response.json().auth.token;
    await app.inject({
      method: 'GET',
      url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logLines).toContain('/api/v1/doctors/auth');
    expect(logLines).not.toContain('Demo.pass1');
    expect(logLines).not.toContain(token);
  });
});
