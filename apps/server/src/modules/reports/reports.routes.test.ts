import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { patientAccessLog } from '../../db/schema/patient-records';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { doctorWithPatient, type PracticePatient } from '../../test/record-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

describe.each(testBackends())('reports on %s', (backend) => {
  let app: App;
  let own: PracticePatient;
  let other: PracticePatient;

  beforeAll(async () => {
    app = await createTestApp(backend);
    own = await doctorWithPatient(app, 'doctor@tabib.test');
    other = await doctorWithPatient(app, 'clinic.doctor@tabib.test');
  });
  afterAll(() => app.close());

  const base = '/api/v1/doctors/patients/folder';
  const list = (session: Session, patientId: string, query = '') =>
    app.inject({ method: 'GET', url: `${base}/${patientId}/reports/list${query}`, headers: session.headers });
  const create = (session: Session, patientId: string, payload: object, query = '') =>
    app.inject({ method: 'POST', url: `${base}/${patientId}/reports/create-item${query}`, headers: session.headers, payload });
  const update = (session: Session, reportId: string, payload: object, query = '') =>
    app.inject({
      method: 'PUT',
      url: `${base}/reports/${reportId}/change-of-content${query}`,
      headers: session.headers,
      payload,
    });
  const remove = (session: Session, reportId: string, query = '') =>
    app.inject({ method: 'DELETE', url: `${base}/reports/${reportId}/remove-item${query}`, headers: session.headers });

  it('creates, lists (newest change first), edits and deletes reports', async () => {
    const patient = await doctorWithPatient(app, 'doctor@tabib.test');
    expect((await list(own.session, patient.patientId)).json()).toEqual({ success: true, reports: [] });

    const first = await create(own.session, patient.patientId, {
      report_title: '  Consultation  ',
      report_body: 'Douleur thoracique, ECG normal.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().report).toMatchObject({ title: 'Consultation', body: 'Douleur thoracique, ECG normal.' });
    const untitled = await create(own.session, patient.patientId, { report_body: 'Contrôle à 3 mois.' });
    expect(untitled.statusCode).toBe(201);
    expect(untitled.json().report.title).toBeNull();
    const emptyTitle = await create(own.session, patient.patientId, { report_title: '', report_body: 'Sans titre' });
    expect(emptyTitle.json().report.title).toBeNull();

    const firstId = first.json().report._id;
    const edited = await update(own.session, firstId, {
      report_title: 'Consultation du matin',
      report_body: 'ECG normal, bilan demandé.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().report).toMatchObject({
      _id: firstId,
      title: 'Consultation du matin',
      body: 'ECG normal, bilan demandé.',
    });
    expect(Date.parse(edited.json().report.updateAt)).toBeGreaterThanOrEqual(Date.parse(first.json().report.updateAt));

    const listed = (await list(own.session, patient.patientId)).json().reports;
    expect(listed).toHaveLength(3);
    expect(listed[0]._id).toBe(firstId);

    const removed = await remove(own.session, untitled.json().report._id);
    expect(removed.statusCode).toBe(200);
    expect((await list(own.session, patient.patientId)).json().reports.map((r: { _id: string }) => r._id)).not.toContain(
      untitled.json().report._id,
    );
    expect((await remove(own.session, untitled.json().report._id)).statusCode).toBe(404);
    expect((await update(own.session, untitled.json().report._id, { report_body: 'x' })).statusCode).toBe(404);
  });

  it('requires a body on creation and on edit (title optional)', async () => {
    const { report } = (await create(own.session, own.patientId, { report_body: 'Initial' })).json();
    for (const payload of [
      {},
      { report_title: 'Titre seul' },
      { report_body: '' },
      { report_body: '   \n ' },
      { report_body: null },
      { report_body: 42 },
    ]) {
      const created = await create(own.session, own.patientId, payload);
      expect(created.statusCode, JSON.stringify(payload)).toBe(400);
      expect(created.json().code).toBe('validationFailed');
      const edited = await update(own.session, report._id, payload);
      expect(edited.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = (await create(own.session, own.patientId, { report_title: 'x' })).json();
    expect(missing.issues).toContainEqual({ path: 'report_body', message: 'requiredFields' });
    const tooLongTitle = await create(own.session, own.patientId, { report_title: 'x'.repeat(201), report_body: 'ok' });
    expect(tooLongTitle.statusCode).toBe(400);
    expect((await list(own.session, own.patientId)).json().reports.find((r: { _id: string }) => r._id === report._id).body).toBe(
      'Initial',
    );
  });

  it("answers another practice's patient and report ids exactly as unknown ones, and changes nothing", async () => {
    const mine = (await create(own.session, own.patientId, { report_title: 'Privé', report_body: 'Secret médical' })).json()
      .report;
    const theirs = (await create(other.session, other.patientId, { report_body: 'Autre cabinet' })).json().report;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [session, patientId, reportId] of [
      [other.session, own.patientId, mine._id],
      [own.session, other.patientId, theirs._id],
      [own.session, unknown, unknown],
    ] as const) {
      expect((await list(session, patientId)).statusCode).toBe(404);
      const created = await create(session, patientId, { report_body: 'intrusion' });
      expect(created.statusCode).toBe(404);
      expect(created.json()).toEqual({ success: false, code: 'notFound' });
      expect((await update(session, reportId, { report_body: 'intrusion' })).statusCode).toBe(404);
      expect((await remove(session, reportId)).statusCode).toBe(404);
    }
    // A malformed id is refused before any lookup.
    expect((await list(own.session, 'nope')).statusCode).toBe(400);
    expect((await update(own.session, 'nope', { report_body: 'intrusion' })).statusCode).toBe(400);
    expect((await remove(own.session, 'nope')).statusCode).toBe(400);
    const mineAfter = (await list(own.session, own.patientId)).json().reports.find((r: { _id: string }) => r._id === mine._id);
    expect(mineAfter).toMatchObject({ title: 'Privé', body: 'Secret médical' });
    expect((await list(other.session, other.patientId)).json().reports).toHaveLength(1);
  });

  it('applies the roles table: DOC-DEA, ASS and clinic accounts are refused, an AS-DOCTOR works for the employer', async () => {
    const { report } = (await create(own.session, own.patientId, { report_body: 'Rôles' })).json();
    const clinicDoctorId = other.session.profile._id;
    for (const email of ['limited@tabib.test', 'assistant@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const session = await sessionOf(app, email);
      const query = email.startsWith('clinic') ? `?cqDoctor=${clinicDoctorId}` : '';
      for (const answer of [
        await list(session, own.patientId, query),
        await list(session, other.patientId, query),
        await create(session, other.patientId, { report_body: 'x' }, query),
        await update(session, report._id, { report_body: 'x' }, query),
        await remove(session, report._id, query),
      ]) {
        expect(answer.statusCode, email).toBe(403);
        expect(answer.json().code).toBe('DoctorNotAuthorizedAction');
      }
    }
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect((await list(asDoctor, own.patientId)).statusCode).toBe(200);
    expect((await update(asDoctor, report._id, { report_body: "Vu par l'assistant médecin" })).statusCode).toBe(200);
  });

  it('writes each access to the log', async () => {
    const fresh = await doctorWithPatient(app, 'doctor@tabib.test');
    const { report } = (await create(fresh.session, fresh.patientId, { report_body: 'Log' })).json();
    await list(fresh.session, fresh.patientId);
    await update(fresh.session, report._id, { report_body: 'Log 2' });
    await remove(fresh.session, report._id);
    const entries = await app.db
      .select({ action: patientAccessLog.action })
      .from(patientAccessLog)
      .where(and(eq(patientAccessLog.patientId, fresh.patientId), eq(patientAccessLog.area, 'reports')));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'read', 'update']);
  });
});
