import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertStorageKey } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

const key = '11111111-2222-4333-8444-555555555555/66666666-7777-4888-8999-000000000000';

describe('storage keys', () => {
  it('accepts only the generated <uuid>/<uuid> form', () => {
    expect(() => assertStorageKey(key)).not.toThrow();
    for (const bad of [
      '../etc/passwd',
      `${key}/..`,
      `../${key}`,
      'a/b',
      '',
      `${key.split('/')[0]}/../../x-2222-4333-8444-555555555555`,
    ]) {
      expect(() => assertStorageKey(bad), bad).toThrow();
    }
  });
});

describe('local file storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tabib-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts, reads and removes under its folder only', async () => {
    const storage = createLocalFileStorage(dir);
    await storage.put(key, Buffer.from('hello'), 'application/pdf');
    expect((await storage.get(key))?.toString()).toBe('hello');
    expect(await readdir(path.join(dir, key.split('/')[0]!))).toEqual([key.split('/')[1]]);
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.put('../escape', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
  });
});

/** An in-process stand-in for an S3-compatible store (path-style PUT, GET, DELETE). */
describe('S3-compatible storage', () => {
  let server: Server;
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = decodeURIComponent((request.url ?? '').split('?')[0]!);
        seen.push(
          `${request.method} ${url} ${request.headers.authorization?.startsWith('AWS4-HMAC-SHA256') ? 'signed' : 'unsigned'}`,
        );
        if (request.method === 'PUT') {
          objects.set(url, { body: Buffer.concat(chunks), type: request.headers['content-type'] });
          response.writeHead(200, { etag: '"1"' }).end();
        } else if (request.method === 'GET') {
          const object = objects.get(url);
          if (!object) {
            response
              .writeHead(404, { 'content-type': 'application/xml' })
              .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          } else {
            response
              .writeHead(200, { 'content-type': object.type ?? 'application/octet-stream', 'content-length': object.body.length })
              .end(object.body);
          }
        } else if (request.method === 'DELETE') {
          objects.delete(url);
          response.writeHead(204).end();
        } else {
          response.writeHead(405).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores, reads and removes objects under the prefix, signing every request', async () => {
    const storage = createS3FileStorage({
      bucket: 'tabib-files',
      region: 'eu-west-3',
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      prefix: 'medical/',
    });
    await storage.put(key, Buffer.from('%PDF-1.4 bytes'), 'application/pdf');
    expect(objects.get(`/tabib-files/medical/${key}`)).toEqual({ body: Buffer.from('%PDF-1.4 bytes'), type: 'application/pdf' });
    expect((await storage.get(key))?.toString()).toBe('%PDF-1.4 bytes');
    await storage.remove(key);
    expect(objects.size).toBe(0);
    expect(await storage.get(key)).toBeUndefined();
    expect(seen.every((line) => line.endsWith('signed') && !line.endsWith('unsigned'))).toBe(true);
    await expect(storage.get('../../other-bucket/x')).rejects.toThrow();
  });
});
