import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { medicalFiles, prescriptions, reports } from '../../db/schema/medical-documents';
import { patients } from '../../db/schema/patients';
import { replayedHeader } from '../../plugins/idempotency';
import {
  at,
  bookableReason,
  existingPatientBooking,
  freshPhone,
  newPatientBooking,
  type Session,
} from '../../test/booking-helpers';
import { multipart, pdfFile } from '../../test/medical-file-fixtures';
import { doctorWithPatient, type PracticePatient } from '../../test/record-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

/** Every POST that creates a record (and the prescription's commit) answers a replayed key with its first answer, writing once. */
describe.each(testBackends())('idempotent record writes on %s', (backend) => {
  let app: App;
  let dir: string;
  let own: PracticePatient;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tabib-idempotent-'));
    app = await createTestApp(backend, { config: { medicalFilesDir: dir } });
    own = await doctorWithPatient(app, 'doctor@tabib.test');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const rows = async (table: PgTable, where?: SQL) => (await app.db.select({ n: count() }).from(table).where(where))[0]!.n;
  const headers = (session: Session, key: string) => ({ ...session.headers, 'idempotency-key': key });
  const send = (session: Session, key: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: headers(session, key), payload });

  let slot = 0;
  const nextStart = () => at(60 + Math.floor(slot / 10), `${String(8 + (slot++ % 10)).padStart(2, '0')}:30`);

  /** Sends the same request twice under one key: the second is the first answer, marked replayed, and nothing more is written. */
  async function expectOnce(tables: PgTable[], request: (key: string) => Promise<LightMyRequestResponse>) {
    const before = await Promise.all(tables.map((table) => rows(table)));
    const key = randomUUID();
    const first = await request(key);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const again = await request(key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers[replayedHeader]).toBe('true');
    expect(again.body).toBe(first.body);
    const after = await Promise.all(tables.map((table) => rows(table)));
    expect(after).toEqual(before.map((n) => n + 1));
    return first.json();
  }

  it('creates a patient once', async () => {
    const form = { firstName: 'Lina', lastName: 'Kherbache', phone: freshPhone(), birthday: '04/02/1991', gender: 'FEMALE' };
    await expectOnce([patients], (key) => send(own.session, key, 'POST', '/doctors/patients/create-new-patient', form));
  });

  it('books a new patient once (patient and appointment)', async () => {
    const booking = newPatientBooking(bookableReason(own.session)._id, nextStart());
    await expectOnce([patients, appointments], (key) =>
      send(own.session, key, 'POST', '/doctors/appointments/create-new-appointment', booking),
    );
  });

  it('books an existing patient once, through the booking function', async () => {
    const booking = existingPatientBooking(bookableReason(own.session)._id, own.patientId, nextStart());
    const answer = await expectOnce([appointments], (key) =>
      send(own.session, key, 'POST', '/doctors/appointments/create-new-appointment', booking),
    );
    // appointment_ui_id keeps its own replay beside the header: another key, the same booking
    const byUiId = await send(own.session, randomUUID(), 'POST', '/doctors/appointments/create-new-appointment', booking);
    expect(byUiId.statusCode).toBe(201);
    expect(byUiId.headers[replayedHeader]).toBeUndefined();
    expect(byUiId.json().appointment._id).toBe(answer.appointment._id);
  });

  it("commits an appointment's prescription once", async () => {
    const fresh = await doctorWithPatient(app, 'doctor@tabib.test');
    const body = {
      prescription: [{ medicine: 'Amoxicilline 1 g', frequency: '2 fois par jour', duration: 7 }],
      prescriptionId: null,
      patientId: fresh.patientId,
    };
    await expectOnce([prescriptions], (key) =>
      send(own.session, key, 'PUT', `/doctors/patients/folder/prescription/${fresh.appointmentId}/commit`, body),
    );
  });

  it('creates a report once', async () => {
    const body = { report_title: 'Consultation', report_body: 'ECG normal.' };
    await expectOnce([reports], (key) =>
      send(own.session, key, 'POST', `/doctors/patients/folder/${own.patientId}/reports/create-item`, body),
    );
  });

  it('stores an uploaded file once, whatever the multipart boundary of each sending', async () => {
    const data = pdfFile('once');
    const upload = (key: string, file = data) => {
      const body = multipart([{ name: 'document', fileName: 'analyse.pdf', data: file }]);
      return app.inject({
        method: 'POST',
        url: `/api/v1/doctors/patients/folder/medical-files/${own.patientId}/upload`,
        headers: { ...headers(own.session, key), ...body.headers },
        payload: body.payload,
      });
    };
    const stored = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
    await expectOnce([medicalFiles], (key) => upload(key));
    expect((await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())).toHaveLength(
      stored + 1,
    );
    // another file under a used key is another request
    const key = randomUUID();
    await upload(key);
    expect((await upload(key, pdfFile('other'))).json().code).toBe('idempotencyKeyReused');
  });

  it('creates a consultation reason once', async () => {
    const body = {
      title: { fr: `Motif ${randomUUID().slice(0, 8)}` },
      duration: 15,
      price: 120_000,
      color: `#${randomUUID().slice(0, 6)}`,
    };
    await expectOnce([consultationReasons], (key) => send(own.session, key, 'POST', '/doctors/consultation-reasons', body));
  });

  it('creates an assistant once', async () => {
    const body = {
      email: `assistant.${randomUUID().slice(0, 8)}@tabib.test`,
      phone: '0661 23 45 67',
      firstName: 'Lina',
      lastName: 'Amrani',
      password: 'Assist1234',
    };
    await expectOnce([users], (key) => send(own.session, key, 'POST', '/doctors/users/create', body));
  });
});
