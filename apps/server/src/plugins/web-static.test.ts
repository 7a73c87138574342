import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

const indexHtml = '<!doctype html><title>Tabib</title>';
const script = 'console.log("a fingerprinted script");'.repeat(20);

/** A web build as vite-plugin-compression2 leaves it: each file beside its .br and .gz. */
function writeWithCompressed(filePath: string, content: string) {
  writeFileSync(filePath, content);
  writeFileSync(`${filePath}.br`, brotliCompressSync(content));
  writeFileSync(`${filePath}.gz`, gzipSync(content));
}

describe('serving the web app', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'tabib-dist-'));
  let app: App;
  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeWithCompressed(path.join(distDir, 'index.html'), indexHtml);
    writeWithCompressed(path.join(distDir, 'assets', 'a-abc123.js'), script);
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

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/calendar', '/settings/schedule?x=1', '/no-such-page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Tabib</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('picks the precompressed file the client accepts, brotli first, and says it varies', async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br', encoding: 'br' },
      { acceptEncoding: 'gzip', encoding: 'gzip' },
      { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip' },
      { acceptEncoding: 'identity', encoding: undefined },
      { acceptEncoding: undefined, encoding: undefined },
    ];
    for (const { acceptEncoding, encoding } of cases) {
      const response = await get('/assets/a-abc123.js', acceptEncoding);
      const label = `accept-encoding: ${acceptEncoding}`;
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(response.headers['content-type'], label).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.vary, label).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], label).toBe('public, max-age=31536000, immutable');
      const expected = { br: brotliCompressSync(script), gzip: gzipSync(script) }[encoding ?? ''] ?? Buffer.from(script);
      expect(response.rawPayload.equals(expected), label).toBe(true);
    }
  });

  it('serves index.html and the client-route fallback compressed when accepted, never as immutable', async () => {
    for (const url of ['/', '/index.html', '/calendar', '/patients/42']) {
      const brotli = await get(url, 'br, gzip');
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotli.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotli.rawPayload.equals(brotliCompressSync(indexHtml)), url).toBe(true);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gzip.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing asset with a JSON 404, not index.html', async () => {
    for (const acceptEncoding of ['br, gzip', undefined]) {
      const response = await get('/assets/gone-xyz.js', acceptEncoding);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'notFound' });
    }
  });

  it('never serves a dotfile such as the build stamp (scripts/source-stamp.mjs)', async () => {
    writeFileSync(path.join(distDir, '.source-hash'), 'stamp-of-the-build');
    for (const acceptEncoding of ['br, gzip', undefined]) {
      expect((await get('/.source-hash', acceptEncoding)).body).not.toContain('stamp-of-the-build');
    }
  });

  it('serves a file of a later build that has no compressed copy', async () => {
    writeFileSync(path.join(distDir, 'assets', 'later-build.js'), 'console.log(2)');
    const response = await get('/assets/later-build.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(2)');
  });
});
