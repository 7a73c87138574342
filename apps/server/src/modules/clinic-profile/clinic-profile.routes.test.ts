import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadKeepMinutes, uploadMaxBytes, uploadUrlMinutes } from '@tabib/contracts/uploads';
import type { App } from '../../app';
import { demoPassword } from '../../db/seed/demo-accounts';
import { users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import { bearer, completeFirstLogin, signIn } from '../../test/auth-helpers';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { pngFile } from '../../test/medical-file-fixtures';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { exifMarker, imageOf, photoWithExif } from '../avatars/avatar-test-images';
import { createLocalFileStorage } from '../medical-files/local-file-storage';
import { runOperatorCommand } from '../operator/operator.service';
import { presign, uploaded } from '../uploads/upload-test-helpers';

const minuteMs = 60_000;
const profileUrl = '/api/v1/clinics/web/profile';

const filled = {
  name: 'Clinique El Amel - Alger',
  description: 'Consultations de cardiologie et de dermatologie, sur rendez-vous.',
  phones: ['0661 22 33 44', '+213 21 45 67 89'],
  email: ' Contact@ElAmel.DZ ',
};

describe.each(testBackends())('clinic profile on %s', (backend) => {
  let app: App;
  let dir: string;
  let admin: Session;
  let clinicId: string;
  let clock = Date.now();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tabib-clinic-profile-'));
    app = await createTestApp(backend, { config: { uploadsDir: dir }, now: () => new Date(clock) });
    admin = await sessionOf(app, 'clinic@tabib.test');
    clinicId = (admin.profile as unknown as { clinic: string }).clinic;
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const read = (session: Pick<Session, 'headers'> | undefined) =>
    app.inject({ method: 'GET', url: profileUrl, headers: session?.headers });
  const save = (session: Pick<Session, 'headers'>, payload: object) =>
    app.inject({ method: 'PUT', url: profileUrl, headers: session.headers, payload });
  const storedImages = async () =>
    (await readdir(path.join(dir, 'clinic-images'), { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => `${path.basename(entry.parentPath)}/${entry.name}`)
      .sort();
  const fresh = async (session: Pick<Session, 'headers'> = admin) => ({
    gallery: [
      await uploaded(app, session, 'clinic_gallery', await photoWithExif(2400, 1600), 'image/jpeg'),
      await uploaded(app, session, 'clinic_gallery', await imageOf('png', 300, 200)),
    ],
    cover: await uploaded(app, session, 'clinic_cover', await imageOf('webp', 2500, 900), 'image/webp'),
  });

  it('starts from the clinic as created, then saves the profile: images re-encoded without metadata, served publicly', async () => {
    const before = await read(admin);
    expect(before.statusCode).toBe(200);
    expect(before.json().profile).toEqual({
      _id: clinicId,
      name: 'Clinique El Amel',
      description: '',
      phones: [],
      email: '',
      gallery: [],
      cover: null,
    });

    const images = await fresh();
    const saved = await save(admin, { ...filled, ...images });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = saved.json().profile;
    expect(profile).toMatchObject({
      name: filled.name,
      description: filled.description,
      phones: ['+213661223344', '+21321456789'],
      email: 'contact@elamel.dz',
      gallery: images.gallery.map((key) => ({ key, url: `/api/v1/clinics/images/${key}` })),
      cover: { key: images.cover, url: `/api/v1/clinics/images/${images.cover}` },
    });
    expect((await read(admin)).json().profile).toEqual(profile);
    expect(await storedImages()).toEqual([...images.gallery, images.cover].sort());

    const photo = await app.inject({ method: 'GET', url: profile.gallery[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.rawPayload.includes(exifMarker)).toBe(false);
    const metadata = await sharp(photo.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(metadata.exif).toBeUndefined();
    // A small image is not enlarged; a wide cover fits 1920 pixels.
    expect(await sharp((await app.inject({ method: 'GET', url: profile.gallery[1].url })).rawPayload).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(await sharp((await app.inject({ method: 'GET', url: profile.cover.url })).rawPayload).metadata()).toMatchObject({
      width: 1920,
    });
    // The raw uploads are gone once taken.
    expect(await readdir(path.join(dir, 'incoming'), { recursive: true, withFileTypes: true })).toSatisfy(
      (entries: { isFile(): boolean }[]) => entries.every((entry) => !entry.isFile()),
    );
  });

  it('keeps the images named again, adds new ones, and deletes the files of those left out', async () => {
    const current = (await read(admin)).json().profile;
    const [first, second] = current.gallery.map((image: { key: string }) => image.key);
    const added = await uploaded(app, admin, 'clinic_gallery', pngFile(20, 20));
    // The old cover moves to the gallery, a new cover comes, the second gallery image goes.
    const cover = await uploaded(app, admin, 'clinic_cover', pngFile(40, 20));
    const saved = await save(admin, { ...filled, gallery: [added, first, current.cover.key], cover });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.gallery.map((image: { key: string }) => image.key)).toEqual([added, first, current.cover.key]);
    expect(await storedImages()).toEqual([added, first, current.cover.key, cover].sort());
    expect((await app.inject({ method: 'GET', url: `/api/v1/clinics/images/${second}` })).statusCode).toBe(404);

    // A used upload is not taken twice once its image is gone.
    const again = await save(admin, { ...filled, gallery: [second], cover });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('uploadNotFound');
  });

  it('checks each upload when the form is saved: real type, size, owner, use, and how long it waited', async () => {
    const before = (await read(admin)).json().profile;
    const keep = { ...filled, gallery: before.gallery.map((image: { key: string }) => image.key), cover: before.cover.key };
    const refusal = async (payload: object, status: number, code: string) => {
      const response = await save(admin, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
    };

    // Text named as a PNG: accepted by the address (it cannot look), refused by its content.
    const text = await uploaded(app, admin, 'clinic_gallery', Buffer.from('not an image at all'.repeat(20)));
    await refusal({ ...keep, gallery: [...keep.gallery, text] }, 400, 'invalidImage');

    // Over the limit (an S3 object could only be so through a changed store): refused when read.
    const bigKey = (await presign(app, admin, { purpose: 'clinic_gallery', contentType: 'image/png', size: 1000 })).json().upload
      .key as string;
    await createLocalFileStorage(path.join(dir, 'incoming')).put(bigKey, Buffer.alloc(uploadMaxBytes + 1, 1), 'image/png');
    await refusal({ ...keep, gallery: [...keep.gallery, bigKey] }, 413, 'uploadTooLarge');

    // Asked for but never sent; a cover upload named in the gallery; a made-up key in the clinic's folder.
    const unsent = (await presign(app, admin, { purpose: 'clinic_gallery', contentType: 'image/png', size: 100 })).json().upload
      .key;
    await refusal({ ...keep, gallery: [...keep.gallery, unsent] }, 404, 'uploadNotFound');
    const coverUpload = await uploaded(app, admin, 'clinic_cover', pngFile());
    await refusal({ ...keep, gallery: [...keep.gallery, coverUpload] }, 404, 'uploadNotFound');
    await refusal({ ...keep, cover: `${clinicId}/7c9e6679-7425-40de-944b-e07fc1f90ae7` }, 404, 'uploadNotFound');

    // Sent, but the form came after the address's end plus the keeping time.
    const late = await uploaded(app, admin, 'clinic_gallery', pngFile());
    clock += (uploadUrlMinutes + uploadKeepMinutes) * minuteMs + 1000;
    await refusal({ ...keep, gallery: [...keep.gallery, late] }, 410, 'uploadUrlExpired');

    // Nothing of the refused saves was kept.
    expect((await read(admin)).json().profile).toEqual(before);
    expect(await storedImages()).toEqual([...keep.gallery, keep.cover].sort());
  });

  it("refuses another clinic's uploads and images, and lets only the clinic admin save", async () => {
    const other = (await runOperatorCommand({ services: app.services, operator: 'tester' }, 'accounts.create-clinic', {
      name: 'Clinique Ibn Sina',
      adminEmail: 'admin@ibnsina.test',
      adminFirstName: 'Mounia',
      adminLastName: 'Rahmani',
    })) as { oneTimePassword: string };
    const first = (await signIn(app, 'admin@ibnsina.test', other.oneTimePassword)).json().auth.token as string;
    const token = await completeFirstLogin(app, first, { clinic: true });
    const otherAdmin = { headers: bearer(token) };

    const ours = (await read(admin)).json().profile;
    const theirs = await fresh(otherAdmin);
    expect((await save(otherAdmin, { ...filled, name: 'Clinique Ibn Sina', ...theirs })).statusCode).toBe(200);
    const ourKeys = { gallery: ours.gallery.map((image: { key: string }) => image.key), cover: ours.cover.key };

    // Their upload in our form, our image in theirs: neither is the saver's.
    const theirUpload = await uploaded(app, otherAdmin, 'clinic_gallery', pngFile());
    const withTheirs = await save(admin, { ...filled, ...ourKeys, gallery: [...ourKeys.gallery, theirUpload] });
    expect(withTheirs.statusCode).toBe(404);
    expect(withTheirs.json().code).toBe('uploadNotFound');
    const withOurs = await save(otherAdmin, { ...filled, ...theirs, cover: ourKeys.cover });
    expect(withOurs.json().code).toBe('uploadNotFound');
    expect((await read(otherAdmin)).json().profile.gallery.map((image: { key: string }) => image.key)).toEqual(theirs.gallery);

    // A member of the clinic reads the profile but does not save it; other accounts do neither.
    await app.db.insert(users).values({
      email: 'member@elamel.test',
      kind: 'clinic_user',
      clinicRole: 'member',
      clinicId,
      firstName: 'Samia',
      lastName: 'Larbi',
      title: '',
      passwordHash: await hashPassword(demoPassword),
      acceptTerms: true,
      firstLoginPswReset: true,
    });
    const member = await sessionOf(app, 'member@elamel.test');
    expect((await read(member)).json().profile).toEqual(ours);
    const byMember = await save(member, { ...filled, ...ourKeys });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ success: false, code: 'notAuthorizedForAction' });
    for (const email of ['clinic.unit@tabib.test', 'clinic.doctor@tabib.test', 'doctor@tabib.test', 'assistant@tabib.test']) {
      const session = await sessionOf(app, email);
      expect((await read(session)).json(), email).toEqual({ success: false, code: 'notAuthorizedForAction' });
      expect((await save(session, { ...filled, ...ourKeys })).statusCode, email).toBe(403);
    }
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await read(admin)).json().profile).toEqual(ours);
  });

  it('requires every field, 10 characters of name and description, valid phones and e-mail, 1 to 12 images', async () => {
    const current = (await read(admin)).json().profile;
    const keys = { gallery: current.gallery.map((image: { key: string }) => image.key), cover: current.cover.key };
    const issuesOf = async (payload: object) => {
      const response = await save(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validationFailed');
      return (response.json().issues as { path: string; message: string }[]).map((issue) => `${issue.path}: ${issue.message}`);
    };
    expect(await issuesOf({ ...filled, ...keys, name: 'Clinique', description: '   court    ' })).toEqual([
      'name: validation.minLength',
      'description: validation.minLength',
    ]);
    expect(await issuesOf({ ...filled, ...keys, phones: [], email: 'pas-une-adresse' })).toEqual([
      'phones: validation.required',
      'email: validation.email',
    ]);
    expect(await issuesOf({ ...filled, ...keys, phones: ['0661 22 33 44', '12'] })).toEqual(['phones.1: validation.phone']);
    expect(await issuesOf({ ...filled, ...keys, gallery: [] })).toEqual(['gallery: validation.required']);
    expect(await issuesOf({ ...filled, ...keys, gallery: [...keys.gallery, keys.cover] })).toEqual(['cover: validationFailed']);
    expect(await issuesOf({ ...filled, ...keys, gallery: ['../../etc/passwd'] })).toEqual(['gallery.0: validationFailed']);
    const missing = await issuesOf({});
    expect(missing.map((issue) => issue.split(':')[0])).toEqual(['name', 'description', 'phones', 'email', 'gallery', 'cover']);
    expect((await read(admin)).json().profile).toEqual(current);
  });

  it('serves nothing but stored clinic images', async () => {
    const incomingKey = await uploaded(app, admin, 'clinic_gallery', pngFile());
    for (const [url, status, code] of [
      [`/api/v1/clinics/images/${incomingKey}`, 404, 'notFound'],
      ['/api/v1/clinics/images/..%2F..%2Fetc/passwd', 400, 'validationFailed'],
      [`/api/v1/clinics/images/${clinicId}/not-a-uuid`, 400, 'validationFailed'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.json().code, url).toBe(code);
    }
  });
});
