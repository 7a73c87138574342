import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { jpegFile, multipart, pdfFile } from '../../test/medical-file-fixtures';
import { doctorWithPatient, type PracticePatient } from '../../test/record-helpers';
import { createTestApp } from '../../test/test-app';

/** A pdf whose catalogue runs a script when opened (viewers that run PDF JavaScript would). */
function pdfWithScript(): Buffer {
  const catalogue = '<< /Type /Catalog /Pages 2 0 R >>';
  const withScript = '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(document.cookie\\)) >> >>';
  return Buffer.from(pdfFile().toString('latin1').replace(catalogue, withScript), 'latin1');
}

describe('downloading a medical file', () => {
  let app: App;
  let dir: string;
  let own: PracticePatient;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tabib-download-'));
    app = await createTestApp('pglite', { config: { medicalFilesDir: dir } });
    own = await doctorWithPatient(app, 'doctor@tabib.test');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const base = '/api/v1/doctors/patients/folder/medical-files';
  async function uploaded(fileName: string, data: Buffer): Promise<string> {
    const body = multipart([{ name: 'document', fileName, data }]);
    const response = await app.inject({
      method: 'POST',
      url: `${base}/${own.patientId}/upload`,
      headers: { ...own.session.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, fileName).toBe(201);
    return response.json().file.uid;
  }

  it('serves a pdf, scripts included, as a sandboxed attachment that no cache keeps', async () => {
    const data = pdfWithScript();
    const uid = await uploaded('compte-rendu.pdf', data);
    const served = await app.inject({ method: 'GET', url: `${base}/${uid}/content`, headers: own.session.headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="compte-rendu.pdf"; filename*=UTF-8''compte-rendu.pdf`,
    );
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves images the same way', async () => {
    const uid = await uploaded('radio.jpg', jpegFile());
    const served = await app.inject({ method: 'GET', url: `${base}/${uid}/content`, headers: own.session.headers });
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.headers['cache-control']).toBe('no-store');
  });
});
