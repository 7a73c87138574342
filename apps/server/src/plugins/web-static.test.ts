import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

describe('serving the web app', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'tabib-dist-'));
  let app: App;
  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Tabib</title>');
    writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    app = await buildApp({
      config: { ...testConfig, webDistDir: distDir },
      database: await openTestDatabase('pglite'),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers client routes with index.html', async () => {
    for (const url of ['/', '/calendar', '/settings/schedule?x=1', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Tabib</title>');
    }
  });

  it('serves fingerprinted assets as immutable, and a missing asset as a 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    writeFileSync(path.join(distDir, 'assets', 'later-build.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/later-build.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/gone-xyz.js' })).statusCode).toBe(404);
  });
});
