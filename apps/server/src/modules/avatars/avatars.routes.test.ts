import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarMaxBytes } from '@tabib/contracts/avatar';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { bmpFile, multipart, pdfFile } from '../../test/medical-file-fixtures';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { exifMarker, imageOf, photoWithExif } from './avatar-test-images';

const pictureUrl = /^\/api\/v1\/avatars\/([0-9a-f-]{36})\/([0-9a-f-]{36})\?v=\d+$/;

describe.each(testBackends())('avatars on %s', (backend) => {
  let app: App;
  let dir: string;
  let doctor: Session;
  let clinicDoctor: Session;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tabib-avatars-'));
    app = await createTestApp(backend, {
      config: { avatarsDir: path.join(dir, 'avatars'), medicalFilesDir: path.join(dir, 'medical-files') },
    });
    doctor = await sessionOf(app, 'doctor@tabib.test');
    clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (
    session: Session | undefined,
    data: Buffer,
    fileName = 'photo.jpg',
    field = 'avatar',
    contentType = 'image/jpeg',
    extra: { name: string; value: string }[] = [],
  ) => {
    const body = multipart([...extra, { name: field, fileName, data, contentType }]);
    return app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/update-avatar',
      headers: { ...session?.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const pictureOf = async (session: Session) =>
    (
      await app.inject({ method: 'GET', url: '/api/v1/doctors/web/backbone/retrieve-entity-profile', headers: session.headers })
    ).json().profile.picture as string | null;
  const storedAvatars = async () =>
    (await readdir(path.join(dir, 'avatars'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  it('stores a big phone photo as a 512x512 WebP without its EXIF (GPS) and serves it publicly with a long cache', async () => {
    const photo = await photoWithExif();
    expect(photo.includes(exifMarker)).toBe(true);
    const response = await upload(doctor, photo);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toMatch(pictureUrl);
    expect(pictureUrl.exec(data)?.[1]).toBe(doctor.profile._id);
    expect(await pictureOf(doctor)).toBe(data);

    const served = await app.inject({ method: 'GET', url: data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(served.rawPayload.includes(exifMarker)).toBe(false);
  });

  it('accepts PNG and WebP by their content, replaces the previous picture and removes its file', async () => {
    const before = await pictureOf(doctor);
    const png = await upload(doctor, await imageOf('png'), 'face.png', 'avatar', 'image/png');
    expect(png.statusCode).toBe(200);
    // Named .jpg, but WebP inside: the content decides.
    const webp = await upload(doctor, await imageOf('webp', 900, 300), 'face.jpg');
    expect(webp.statusCode).toBe(200);
    const latest = webp.json().data as string;
    expect(latest).not.toBe(png.json().data);
    expect(await pictureOf(doctor)).toBe(latest);
    for (const old of [before!, png.json().data as string])
      expect((await app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect(await storedAvatars()).toEqual([pictureUrl.exec(latest)![2]]);
    const { width, height } = await sharp((await app.inject({ method: 'GET', url: latest })).rawPayload).metadata();
    expect([width, height]).toEqual([512, 512]);
  });

  it('refuses what is not a JPEG, PNG or WebP image whatever its name (invalidImage), and a file over 10 MB (LIMIT_FILE_SIZE)', async () => {
    const before = await pictureOf(doctor);
    const truncatedJpeg = (await photoWithExif(400, 300)).subarray(0, 600);
    const cases = [
      { name: 'a pdf renamed .png', data: pdfFile(), fileName: 'photo.png' },
      { name: 'text renamed .jpg', data: Buffer.from('not an image at all'.repeat(10)), fileName: 'photo.jpg' },
      { name: 'a BMP', data: bmpFile(), fileName: 'photo.bmp' },
      { name: 'a GIF', data: await imageOf('gif'), fileName: 'photo.gif' },
      { name: 'a truncated JPEG', data: truncatedJpeg, fileName: 'photo.jpg' },
    ];
    for (const { name, data, fileName } of cases) {
      const response = await upload(doctor, data, fileName);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ success: false, code: 'invalidImage' });
    }
    const tooBig = await upload(doctor, Buffer.alloc(avatarMaxBytes + 1, 7));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ success: false, code: 'LIMIT_FILE_SIZE' });
    const wrongField = await upload(doctor, await imageOf('png'), 'face.png', 'document');
    expect(wrongField.json()).toEqual({ success: false, code: 'validationFailed' });
    expect(await pictureOf(doctor)).toBe(before);
  });

  it('lets DOC-ALL accounts only change the picture, and only their practice doctor’s', async () => {
    const image = await imageOf('png');
    expect((await upload(undefined, image)).statusCode).toBe(401);
    for (const email of ['limited@tabib.test', 'assistant@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const response = await upload(await sessionOf(app, email), image);
      expect(response.statusCode, email).toBe(403);
      expect(response.json().code, email).toBe('DoctorNotAuthorizedAction');
    }

    // An assistant acting as doctor (DOC-ALL) changes the employer's picture, not its own.
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const byAssistant = await upload(asDoctor, image);
    expect(byAssistant.statusCode).toBe(200);
    expect(pictureUrl.exec(byAssistant.json().data)?.[1]).toBe(doctor.profile._id);
    expect(await pictureOf(doctor)).toBe(byAssistant.json().data);

    // Naming another doctor in the form changes nothing but one's own picture.
    const doctorPicture = await pictureOf(doctor);
    const own = await upload(clinicDoctor, image, 'me.png', 'avatar', 'image/png', [
      { name: 'doctorId', value: doctor.profile._id },
      { name: 'userId', value: doctor.profile._id },
    ]);
    expect(own.statusCode).toBe(200);
    expect(pictureUrl.exec(own.json().data)?.[1]).toBe(clinicDoctor.profile._id);
    expect(await pictureOf(clinicDoctor)).toBe(own.json().data);
    expect(await pictureOf(doctor)).toBe(doctorPicture);
  });

  it('serves nothing but stored avatars: never a medical file, never a made-up key', async () => {
    const medicalKey = `${doctor.profile._id}/${randomUUID()}`;
    await app.services.fileStorage.put(medicalKey, Buffer.from('patient document'), 'application/pdf');
    for (const [url, status, code] of [
      [`/api/v1/avatars/${medicalKey}`, 404, 'notFound'],
      ['/api/v1/avatars/..%2F..%2Fetc/passwd', 400, 'validationFailed'],
      [`/api/v1/avatars/${doctor.profile._id}/not-a-uuid`, 400, 'validationFailed'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.json().code, url).toBe(code);
    }
  });
});
