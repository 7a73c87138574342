import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceDataPaths } from '@tabib/contracts/reference-data';
import type { App } from '../app';
import { bearer, signIn, tokenOf } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';
import { permissionsPolicy } from './security';

describe('headers of every answer', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'tabib-dist-'));
  let app: App;
  let token: string;
  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Tabib</title>');
    writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    app = await createTestApp('pglite', { config: { webDistDir: distDir } });
    token = await tokenOf(app, 'doctor@tabib.test');
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  describe('Cache-Control on the API', () => {
    it('is no-store on every protected route, refusals included', async () => {
      expect(app.protectedRoutes.length).toBeGreaterThan(20);
      for (const route of app.protectedRoutes) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: route.url,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
      }
    });

    it('is no-store on the answers of signed-in reads (patients, appointments, profile...)', async () => {
      const reads = app.protectedRoutes.filter(({ method, url }) => method === 'GET' && !url.includes(':'));
      expect(reads.length).toBeGreaterThan(5);
      // Reference rows change only with a release: those answers opt out (reference-data.routes.ts).
      const cacheable = new Set<string>(Object.values(referenceDataPaths).map((url) => `/api/v1${url}`));
      for (const { url } of reads) {
        const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.headers['cache-control'], url).toBe(cacheable.has(url) ? 'private, max-age=86400' : 'no-store');
      }
    });

    it('is no-store on public answers: sign-in, password reset, unknown paths, refusals', async () => {
      const answers = [
        await signIn(app, 'doctor@tabib.test'),
        await signIn(app, 'doctor@tabib.test', 'Wrong.pass9'),
        await app.inject({ method: 'POST', url: '/api/v1/doctors/check-token-validity', payload: { token } }),
        await app.inject({ method: 'POST', url: '/api/v1/doctors/forgot-password', payload: { email: 'doctor@tabib.test' } }),
        await app.inject({ method: 'POST', url: '/api/v1/doctors/forgot-password', payload: {} }),
        await app.inject({
          method: 'POST',
          url: '/api/v1/doctors/forgot-password',
          payload: { email: `${'a'.repeat(300 * 1024)}@tabib.test` },
        }),
        await app.inject({ method: 'GET', url: '/api/v1/nothing-here?token=x' }),
        await app.inject({ method: 'GET', url: '/api/v1' }),
      ];
      for (const response of answers) {
        expect(response.headers['cache-control'], `${response.statusCode} ${response.body.slice(0, 80)}`).toBe('no-store');
      }
      expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 200, 200, 400, 413, 404, 404]);
    });

    it("leaves the web app's caching alone: index.html revalidated, fingerprinted assets kept", async () => {
      for (const url of ['/', '/calendar', '/reset-password?token=x', '/api-docs-are-not-api']) {
        expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  describe('Permissions-Policy', () => {
    it('lets this origin use the camera, microphone and position, and denies the other powerful features', () => {
      const directives = new Map(permissionsPolicy.split(', ').map((directive) => directive.split('=') as [string, string]));
      expect(directives.get('camera')).toBe('(self)');
      expect(directives.get('microphone')).toBe('(self)');
      expect(directives.get('geolocation')).toBe('(self)');
      for (const feature of ['payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'publickey-credentials-get']) {
        expect(directives.get(feature), feature).toBe('()');
      }
      const allowed = [...directives].filter(([, allowlist]) => allowlist !== '()').map(([feature]) => feature);
      expect(allowed.sort()).toEqual(['camera', 'geolocation', 'microphone']);
    });

    it('comes with API answers, web app pages and assets alike', async () => {
      const answers = {
        'api 200': await app.inject({
          method: 'GET',
          url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
          headers: bearer(token),
        }),
        'api 401': await app.inject({ method: 'GET', url: '/api/v1/doctors/web/backbone/retrieve-entity-profile' }),
        'api 404': await app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
        page: await app.inject({ method: 'GET', url: '/settings/gps' }),
        index: await app.inject({ method: 'GET', url: '/' }),
        asset: await app.inject({ method: 'GET', url: '/assets/main-abc123.js' }),
        healthz: await app.inject({ method: 'GET', url: '/healthz' }),
      };
      for (const [what, response] of Object.entries(answers)) {
        expect(response.headers['permissions-policy'], what).toBe(permissionsPolicy);
      }
      expect(answers.page.body).toContain('<title>Tabib</title>');
    });
  });
});
