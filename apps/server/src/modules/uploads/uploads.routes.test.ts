import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadKeepMinutes, uploadMaxBytes, uploadUrlMinutes, type PresignedUpload } from '@tabib/contracts/uploads';
import type { App } from '../../app';
import { jobsByKeys } from '../../jobs/job-queue';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { pngFile } from '../../test/medical-file-fixtures';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { presign, sendTo, uploaded } from './upload-test-helpers';
import { uploadsPruneJob } from './uploads.service';

const minuteMs = 60_000;

describe.each(testBackends())('presigned uploads on %s', (backend) => {
  let app: App;
  let dir: string;
  let admin: Session;
  let clock = Date.now();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tabib-uploads-'));
    app = await createTestApp(backend, { config: { uploadsDir: dir }, now: () => new Date(clock) });
    admin = await sessionOf(app, 'clinic@tabib.test');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const incomingFiles = async () =>
    (await readdir(path.join(dir, 'incoming'), { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => `${path.basename(entry.parentPath)}/${entry.name}`);
  const signed = async (contentType = 'image/png', size = 1000) => {
    const response = await presign(app, admin, { purpose: 'clinic_gallery', contentType, size });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().upload as PresignedUpload;
  };

  it("answers a local PUT address in the clinic's folder, open ten minutes, that takes the file", async () => {
    const upload = await signed();
    const clinicId = (admin.profile as unknown as { clinic: string }).clinic;
    expect(upload.key).toMatch(new RegExp(`^${clinicId}/[0-9a-f-]{36}$`));
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(upload.url).toMatch(new RegExp(`^/api/v1/uploads/local/${upload.key}\\?expires=\\d+&signature=[\\w-]+$`));
    expect(new Date(upload.expiresAt).getTime()).toBe(Math.floor((clock + uploadUrlMinutes * minuteMs) / 1000) * 1000);

    const sent = await sendTo(app, upload, pngFile());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await incomingFiles()).toContain(upload.key);
  });

  it('refuses up front what could never pass: another type, over 10 MB, and accounts other than the clinic admin', async () => {
    for (const contentType of ['image/gif', 'application/pdf', 'text/plain', '']) {
      const response = await presign(app, admin, { purpose: 'clinic_cover', contentType, size: 100 });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().code).toBe('TYPE_NOT_ALLOWED');
    }
    const big = await presign(app, admin, { purpose: 'clinic_cover', contentType: 'image/jpeg', size: uploadMaxBytes + 1 });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('uploadTooLarge');
    expect(
      (await presign(app, admin, { purpose: 'clinic_cover', contentType: 'image/jpeg', size: uploadMaxBytes })).statusCode,
    ).toBe(200);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/uploads/presign',
      headers: admin.headers,
      payload: { purpose: 'avatar', contentType: 'image/png', size: 10 },
    });
    expect(unknown.json().code).toBe('validationFailed');

    expect((await presign(app, undefined, { purpose: 'clinic_gallery', contentType: 'image/png', size: 10 })).statusCode).toBe(
      401,
    );
    for (const email of ['clinic.unit@tabib.test', 'clinic.doctor@tabib.test', 'doctor@tabib.test', 'asdoctor@tabib.test']) {
      const response = await presign(app, await sessionOf(app, email), {
        purpose: 'clinic_gallery',
        contentType: 'image/png',
        size: 10,
      });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().code, email).toBe('notAuthorizedForAction');
    }
  });

  it('refuses a changed signature, key or expiry (403), another type than declared (415) and a body over 10 MB (413)', async () => {
    const upload = await signed();
    const url = new URL(upload.url, 'http://tabib.test');
    const signature = url.searchParams.get('signature')!;
    const otherKey = (await signed()).key;
    const forged = [
      upload.url.replace(signature, `${signature.slice(0, -2)}AA`),
      upload.url.replace(upload.key, otherKey),
      upload.url.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`),
    ];
    for (const address of forged) {
      const response = await sendTo(app, { url: address, headers: upload.headers }, pngFile());
      expect(response.statusCode, address).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    const untyped = await sendTo(app, { url: upload.url, headers: {} }, pngFile());
    expect(untyped.statusCode).toBe(415);
    const asJpeg = await sendTo(app, upload, pngFile(), 'image/jpeg');
    expect(asJpeg.statusCode).toBe(415);
    expect(asJpeg.json().code).toBe('TYPE_NOT_ALLOWED');
    const tooBig = await sendTo(app, upload, Buffer.alloc(uploadMaxBytes + 1, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('payloadTooLarge');
    expect(await incomingFiles()).not.toContain(upload.key);
  });

  it('answers uploadUrlExpired once the address has expired', async () => {
    const upload = await signed();
    clock += uploadUrlMinutes * minuteMs + 1000;
    const late = await sendTo(app, upload, pngFile());
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ success: false, code: 'uploadUrlExpired' });
    expect(await incomingFiles()).not.toContain(upload.key);
  });

  it('prunes hourly the tickets and files no form took, once they were kept long enough', async () => {
    const kept = await uploaded(app, admin, 'clinic_gallery', pngFile());
    expect(await incomingFiles()).toContain(kept);
    const runPrune = () =>
      app.db.transaction((tx) =>
        app.services.uploads.pruneJob.handle(tx, {} as never, { attempt: 1, lastAttempt: false, now: new Date(clock) }),
      );

    await runPrune();
    expect(await incomingFiles()).toContain(kept);
    clock += (uploadUrlMinutes + uploadKeepMinutes) * minuteMs + 1000;
    await runPrune();
    expect(await incomingFiles()).toEqual([]);
    const afterPrune = await presign(app, admin, { purpose: 'clinic_gallery', contentType: 'image/png', size: 10 });
    expect(afterPrune.statusCode).toBe(200);
    const nextHour = new Date(Math.floor(clock / 3_600_000) * 3_600_000 + 3_600_000).toISOString();
    expect(await jobsByKeys(app.db, [`${uploadsPruneJob}@${nextHour}`])).toHaveLength(1);
  });
});
