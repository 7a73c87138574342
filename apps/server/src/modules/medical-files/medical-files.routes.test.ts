import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalFileMaxBytes } from '@tabib/contracts/medical-files';
import type { App } from '../../app';
import { medicalFiles } from '../../db/schema/medical-documents';
import { patientAccessLog } from '../../db/schema/patient-records';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { bmpFile, elfFile, jpegFile, multipart, mzFile, pdfFile, pngFile, webpFile } from '../../test/medical-file-fixtures';
import { doctorWithPatient, type PracticePatient } from '../../test/record-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

describe.each(testBackends())('medical files on %s', (backend) => {
  let app: App;
  let dir: string;
  let own: PracticePatient;
  let other: PracticePatient;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tabib-files-'));
    app = await createTestApp(backend, { config: { medicalFilesDir: dir } });
    own = await doctorWithPatient(app, 'doctor@tabib.test');
    other = await doctorWithPatient(app, 'clinic.doctor@tabib.test');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const base = '/api/v1/doctors/patients/folder/medical-files';
  const upload = (
    session: Session,
    patientId: string,
    fileName: string,
    data: Buffer,
    fields: { name: string; value: string }[] = [],
  ) => {
    const body = multipart([...fields, { name: 'document', fileName, data }]);
    return app.inject({
      method: 'POST',
      url: `${base}/${patientId}/upload`,
      headers: { ...session.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const list = (session: Session, patientId: string, query = '') =>
    app.inject({ method: 'GET', url: `${base}/${patientId}/list${query}`, headers: session.headers });
  const content = (session: Session, id: string, query = '') =>
    app.inject({ method: 'GET', url: `${base}/${id}/content${query}`, headers: session.headers });
  const remove = (session: Session, id: string, query = '') =>
    app.inject({ method: 'PUT', url: `${base}/${id}/delete${query}`, headers: session.headers });

  /** Every file under the storage folder, relative to it. */
  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  }

  it('stores a pdf and each accepted image type, lists them and serves their bytes with their type', async () => {
    const cases = [
      { fileName: 'bilan.pdf', data: pdfFile(), ext: 'pdf', type: 'application/pdf' },
      { fileName: 'radio.jpg', data: jpegFile(), ext: 'jpg', type: 'image/jpeg' },
      { fileName: 'Radio Face.JPEG', data: jpegFile(), ext: 'jpeg', type: 'image/jpeg' },
      { fileName: 'echo.png', data: pngFile(), ext: 'png', type: 'image/png' },
      { fileName: 'scan.webp', data: webpFile(), ext: 'webp', type: 'image/webp' },
      { fileName: 'ecg.bmp', data: bmpFile(), ext: 'bmp', type: 'image/bmp' },
      { fileName: 'analyse-sanguine-été.pdf', data: pdfFile('accents'), ext: 'pdf', type: 'application/pdf' },
    ];
    const uids: string[] = [];
    for (const { fileName, data, ext, type } of cases) {
      const response = await upload(own.session, own.patientId, fileName, data);
      expect(response.statusCode, fileName).toBe(201);
      const { file } = response.json();
      expect(file).toMatchObject({ name: fileName, ext, size: data.length, deleteable: true });
      expect(file.url).toBe(`/doctors/patients/folder/medical-files/${file.uid}/content`);
      uids.push(file.uid);

      const served = await content(own.session, file.uid);
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-s3-content-type']).toBe(type);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(data)).toBe(true);
    }
    const listed = (await list(own.session, own.patientId)).json();
    expect(listed.success).toBe(true);
    expect(listed.files.map((file: { uid: string }) => file.uid).sort()).toEqual([...uids].sort());
    // Stored under generated names only: <doctor uuid>/<random uuid>.
    for (const stored of await storedFiles()) expect(stored).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  });

  it('keeps the type the content has when the name says another allowed one', async () => {
    const response = await upload(own.session, own.patientId, 'photo.jpg', pngFile());
    expect(response.statusCode).toBe(201);
    expect(response.json().file.ext).toBe('png');
    expect((await content(own.session, response.json().file.uid)).headers['x-s3-content-type']).toBe('image/png');
  });

  it('refuses renamed executables and disallowed names with TYPE_NOT_ALLOWED, storing nothing', async () => {
    const before = await storedFiles();
    const listedBefore = (await list(own.session, own.patientId)).json().files.length;
    for (const [fileName, data] of [
      ['ordonnance.pdf', elfFile()],
      ['ordonnance.pdf', mzFile()],
      ['photo.png', mzFile()],
      ['image.jpg', Buffer.from('<html><script>alert(1)</script></html>')],
      ['setup.exe', pdfFile()],
      ['no-extension', pdfFile()],
      ['page.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ] as const) {
      const response = await upload(own.session, own.patientId, fileName, data);
      expect(response.statusCode, fileName).toBe(415);
      expect(response.json()).toEqual({ success: false, code: 'TYPE_NOT_ALLOWED' });
    }
    expect(await storedFiles()).toEqual(before);
    expect((await list(own.session, own.patientId)).json().files).toHaveLength(listedBefore);
  });

  it('refuses a file over 5 MB with LIMIT_FILE_SIZE and stores nothing; 5 MB exactly is accepted', async () => {
    const before = await storedFiles();
    const listedBefore = (await list(own.session, own.patientId)).json().files.length;
    const tooBig = Buffer.concat([pdfFile(), Buffer.alloc(medicalFileMaxBytes + 1 - pdfFile().length, 0x20)]);
    const refused = await upload(own.session, own.patientId, 'gros.pdf', tooBig);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ success: false, code: 'LIMIT_FILE_SIZE' });
    expect(await storedFiles()).toEqual(before);
    expect((await list(own.session, own.patientId)).json().files).toHaveLength(listedBefore);

    const exact = Buffer.concat([pdfFile(), Buffer.alloc(medicalFileMaxBytes - pdfFile().length, 0x20)]);
    const accepted = await upload(own.session, own.patientId, 'juste.pdf', exact);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().file.size).toBe(medicalFileMaxBytes);
  });

  it('never builds a path from the uploaded name', async () => {
    const marker = `escape-${Date.now()}`;
    for (const fileName of [`../../../${marker}.pdf`, `..\\..\\${marker}.pdf`, `/tmp/${marker}.pdf`, `${dir}/../${marker}.pdf`]) {
      const response = await upload(own.session, own.patientId, fileName, pdfFile());
      expect(response.statusCode, fileName).toBe(201);
      expect(response.json().file.name).toMatch(new RegExp(`^(${marker}\\.pdf|document\\.pdf)$`));
    }
    for (const place of [
      path.resolve(dir, '../../..', `${marker}.pdf`),
      path.resolve(dir, '..', `${marker}.pdf`),
      `/tmp/${marker}.pdf`,
    ]) {
      expect(existsSync(place), place).toBe(false);
    }
    for (const stored of await storedFiles()) expect(stored).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  });

  it('refuses an upload without the document field, with two files, or not multipart', async () => {
    const noFile = multipart([{ name: 'selectedClinicDoctor', value: 'null' }]);
    const missing = await app.inject({
      method: 'POST',
      url: `${base}/${own.patientId}/upload`,
      headers: { ...own.session.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.json()).toMatchObject({ success: false, code: 'validationFailed' });

    const wrongField = multipart([{ name: 'file', fileName: 'a.pdf', data: pdfFile() }]);
    const wrong = await app.inject({
      method: 'POST',
      url: `${base}/${own.patientId}/upload`,
      headers: { ...own.session.headers, ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(wrong.json()).toMatchObject({ success: false, code: 'validationFailed' });

    const two = multipart([
      { name: 'document', fileName: 'a.pdf', data: pdfFile() },
      { name: 'document', fileName: 'b.pdf', data: pdfFile() },
    ]);
    const twice = await app.inject({
      method: 'POST',
      url: `${base}/${own.patientId}/upload`,
      headers: { ...own.session.headers, ...two.headers },
      payload: two.payload,
    });
    expect(twice.statusCode).toBe(400);

    const json = await app.inject({
      method: 'POST',
      url: `${base}/${own.patientId}/upload`,
      headers: own.session.headers,
      payload: { document: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().success).toBe(false);

    const empty = await upload(own.session, own.patientId, 'empty.pdf', Buffer.alloc(0));
    expect(empty.json()).toMatchObject({ success: false, code: 'validationFailed' });
  });

  it("answers another practice's patient and file ids exactly as unknown ones, and changes nothing", async () => {
    const mine = (await upload(own.session, own.patientId, 'private.pdf', pdfFile('private'))).json().file;
    const theirs = (await upload(other.session, other.patientId, 'theirs.png', pngFile())).json().file;
    const unknown = '00000000-0000-4000-8000-000000000000';

    for (const [session, patientId, fileId] of [
      [other.session, own.patientId, mine.uid],
      [own.session, other.patientId, theirs.uid],
      [own.session, unknown, unknown],
    ] as const) {
      expect((await list(session, patientId)).statusCode).toBe(404);
      expect((await upload(session, patientId, 'x.pdf', pdfFile())).statusCode).toBe(404);
      const served = await content(session, fileId);
      expect(served.statusCode).toBe(404);
      expect(served.json()).toEqual({ success: false, code: 'notFound' });
      expect((await remove(session, fileId)).statusCode).toBe(404);
    }
    // A malformed id is refused before any lookup.
    expect((await list(own.session, 'not-a-uuid')).statusCode).toBe(400);
    expect((await upload(own.session, 'not-a-uuid', 'x.pdf', pdfFile())).statusCode).toBe(400);
    expect((await content(own.session, 'not-a-uuid')).statusCode).toBe(400);
    expect((await remove(own.session, 'not-a-uuid')).statusCode).toBe(400);
    expect((await content(own.session, mine.uid)).statusCode).toBe(200);
    expect((await content(other.session, theirs.uid)).statusCode).toBe(200);
    expect((await list(other.session, other.patientId)).json().files).toHaveLength(1);
  });

  it('applies the roles table: DOC-DEA, ASS and clinic accounts are refused, an AS-DOCTOR works for the employer', async () => {
    const { uid } = (await upload(own.session, own.patientId, 'roles.pdf', pdfFile())).json().file;
    const clinicDoctorId = other.session.profile._id;
    for (const email of ['limited@tabib.test', 'assistant@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const session = await sessionOf(app, email);
      const query = email.startsWith('clinic') ? `?cqDoctor=${clinicDoctorId}` : '';
      const field = email.startsWith('clinic') ? [{ name: 'selectedClinicDoctor', value: clinicDoctorId }] : [];
      const answers = [
        await list(session, own.patientId, query),
        await list(session, other.patientId, query),
        await upload(session, other.patientId, 'x.pdf', pdfFile(), field),
        await content(session, uid, query),
        await remove(session, uid, query),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, email).toBe(403);
        expect(answer.json().code).toBe('DoctorNotAuthorizedAction');
      }
    }
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect((await list(asDoctor, own.patientId)).statusCode).toBe(200);
    expect((await content(asDoctor, uid)).statusCode).toBe(200);
    const byAssistant = await upload(asDoctor, own.patientId, 'par-assistant.png', pngFile());
    expect(byAssistant.statusCode).toBe(201);
    expect((await content(own.session, uid)).statusCode).toBe(200);
  });

  it('deletes a deleteable file (bytes gone, row kept) and refuses one that is not', async () => {
    const { uid } = (await upload(own.session, own.patientId, 'a-supprimer.pdf', pdfFile())).json().file;
    const [row] = await app.db.select().from(medicalFiles).where(eq(medicalFiles.id, uid));
    const onDisk = path.join(dir, ...row!.storageKey.split('/'));
    expect(existsSync(onDisk)).toBe(true);

    const deleted = await remove(own.session, uid);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: { uid } });
    expect(existsSync(onDisk)).toBe(false);
    expect((await list(own.session, own.patientId)).json().files.map((file: { uid: string }) => file.uid)).not.toContain(uid);
    expect((await content(own.session, uid)).statusCode).toBe(404);
    expect((await remove(own.session, uid)).statusCode).toBe(404);
    const [kept] = await app.db.select().from(medicalFiles).where(eq(medicalFiles.id, uid));
    expect(kept!.deletedAt).not.toBeNull();

    const locked = (await upload(own.session, own.patientId, 'verrouille.pdf', pdfFile())).json().file;
    await app.db.update(medicalFiles).set({ deleteable: false }).where(eq(medicalFiles.id, locked.uid));
    const refused = await remove(own.session, locked.uid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, code: 'fileNotDeleteable' });
    const listed = (await list(own.session, own.patientId)).json().files.find((file: { uid: string }) => file.uid === locked.uid);
    expect(listed.deleteable).toBe(false);
    expect((await content(own.session, locked.uid)).statusCode).toBe(200);
  });

  it('writes each read, upload and delete to the access log', async () => {
    const fresh = await doctorWithPatient(app, 'doctor@tabib.test');
    const { uid } = (await upload(fresh.session, fresh.patientId, 'log.pdf', pdfFile())).json().file;
    await list(fresh.session, fresh.patientId);
    await content(fresh.session, uid);
    await remove(fresh.session, uid);
    const entries = await app.db
      .select({ action: patientAccessLog.action })
      .from(patientAccessLog)
      .where(and(eq(patientAccessLog.patientId, fresh.patientId), eq(patientAccessLog.area, 'medicalFiles')));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'read', 'read']);
  });
});
