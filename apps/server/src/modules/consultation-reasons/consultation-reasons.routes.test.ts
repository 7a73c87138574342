import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { App } from '../../app';
import { at, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

const base = '/api/v1/doctors/consultation-reasons';
const unknownId = '00000000-0000-4000-8000-000000000000';
const body = (overrides: Record<string, unknown> = {}) => ({
  title: { fr: 'Vaccination' },
  duration: 15,
  price: 120_000,
  color: '#13c2c2',
  ...overrides,
});

describe.each(testBackends())('consultation reasons on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let other: Session;

  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    other = await sessionOf(app, 'clinic.doctor@tabib.test');
  });
  afterAll(() => app.close());

  const list = async (session: Session): Promise<ConsultationReason[]> => {
    const response = await app.inject({ method: 'GET', url: base, headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().consultationReasons;
  };
  const create = (session: Session, payload: object) =>
    app.inject({ method: 'POST', url: base, headers: session.headers, payload });
  const update = (session: Session, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `${base}/${id}`, headers: session.headers, payload });
  const enable = (session: Session, id: string, isEnabled: boolean) =>
    app.inject({ method: 'PUT', url: `${base}/${id}/enable`, headers: session.headers, payload: { isEnabled } });
  const reorder = (session: Session, ids: string[]) =>
    app.inject({ method: 'PUT', url: `${base}/order`, headers: session.headers, payload: { ids } });
  const remove = (session: Session, id: string) =>
    app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: session.headers });
  const byTitle = (reasons: ConsultationReason[], fr: string) => reasons.find((reason) => reason.title.fr === fr)!;

  it("lists the practice's live reasons in order, to the doctor and the assistants; clinic accounts are refused", async () => {
    const reasons = await list(doctor);
    expect(reasons.map((reason) => reason.title.fr)).toEqual([
      'Consultation générale',
      'Contrôle',
      'Échographie',
      'Téléconsultation',
      'Certificat médical',
      'Bilan complet',
    ]);
    expect(await list(await sessionOf(app, 'assistant@tabib.test'))).toEqual(reasons);
    for (const email of ['clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const refused = await app.inject({ method: 'GET', url: base, headers: (await sessionOf(app, email)).headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
    }
  });

  it('creates a reason waiting for validation, last, with every language filled from the one given', async () => {
    const before = await list(doctor);
    const created = await create(doctor, body({ title: { fr: '  Vaccination ', ar: 'تلقيح' }, color: '#13C2C2' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().consultationReason).toMatchObject({
      title: { fr: 'Vaccination', en: 'Vaccination', ar: 'تلقيح' },
      duration: 15,
      price: 120_000,
      color: '#13c2c2',
      isEnabled: true,
      isDeleted: false,
      isValidated: false,
      isRejected: false,
      order: Math.max(...before.map((reason) => reason.order)) + 1,
    });
    expect((await list(doctor)).at(-1)!._id).toBe(created.json().consultationReason._id);
  });

  it('refuses a colour another live reason of the doctor has (any case), not one of another doctor', async () => {
    const taken = await create(doctor, body({ color: '#1677FF' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('consultationReasonColorTaken');
    const control = byTitle(await list(doctor), 'Contrôle');
    expect((await update(doctor, control._id, body({ title: control.title, color: '#fa8c16' }))).json().code).toBe(
      'consultationReasonColorTaken',
    );
    expect((await create(other, body({ color: '#13c2c2' }))).statusCode).toBe(201);
  });

  it('refuses invalid bodies', async () => {
    for (const payload of [
      body({ title: {} }),
      body({ title: { fr: '   ', en: '' } }),
      body({ title: { fr: 'x'.repeat(81) } }),
      body({ duration: 7 }),
      body({ duration: 0 }),
      body({ duration: 245 }),
      body({ duration: '15' }),
      body({ price: -1 }),
      body({ price: 12.5 }),
      body({ color: 'red' }),
      body({ color: '#12345' }),
    ]) {
      const response = await create(doctor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validationFailed');
    }
  });

  it('lets DOC-ALL accounts write and no one else', async () => {
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect((await create(asDoctor, body({ color: '#2f54eb' }))).statusCode).toBe(201);
    const general = byTitle(await list(doctor), 'Consultation générale');
    for (const email of ['assistant@tabib.test', 'limited@tabib.test', 'clinic@tabib.test']) {
      const session = await sessionOf(app, email);
      for (const response of [
        await create(session, body({ color: '#a0d911' })),
        await update(session, general._id, body({ color: '#a0d911' })),
        await enable(session, general._id, false),
        await reorder(session, [general._id]),
        await remove(session, general._id),
      ]) {
        expect(response.statusCode, `${email} ${response.body}`).toBe(403);
        expect(response.json().code).toBe('forbidden');
      }
    }
    expect(byTitle(await list(doctor), 'Consultation générale')).toEqual(general);
  });

  it('keeps a validated reason validated on a new duration, price or colour, and sends a new title back to validation', async () => {
    const echo = byTitle(await list(doctor), 'Échographie');
    const priced = await update(doctor, echo._id, body({ title: echo.title, duration: 40, price: 400_050, color: '#FADB14' }));
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().consultationReason).toMatchObject({
      duration: 40,
      price: 400_050,
      color: '#fadb14',
      isValidated: true,
      order: echo.order,
    });
    const renamed = await update(
      doctor,
      echo._id,
      body({ title: { ...echo.title, fr: 'Échographie abdominale' }, duration: 40, price: 400_050, color: '#fadb14' }),
    );
    expect(renamed.json().consultationReason).toMatchObject({
      title: { fr: 'Échographie abdominale', en: 'Ultrasound' },
      isValidated: false,
      isRejected: false,
    });
  });

  it('shows a new title or colour in the calendar week at once (the week cache is told)', async () => {
    const week = async () => {
      const url = `/api/v1/doctors/appointments/retrieve-appointments-on-mode?mode=week&fromTime=${encodeURIComponent(at(-7, '00:00'))}&toTime=${encodeURIComponent(at(7, '00:00'))}`;
      const response = await app.inject({ method: 'GET', url, headers: doctor.headers });
      return response.json().appointments as { consultationReason: ConsultationReason }[];
    };
    const general = byTitle(await list(doctor), 'Consultation générale');
    const shown = (await week()).filter((appointment) => appointment.consultationReason._id === general._id);
    expect(shown.length).toBeGreaterThan(0);
    await week();
    await update(
      doctor,
      general._id,
      body({ title: general.title, duration: general.duration, price: general.price, color: '#0050b3' }),
    );
    const after = (await week()).filter((appointment) => appointment.consultationReason._id === general._id);
    expect(after.map((appointment) => appointment.consultationReason.color)).toEqual(shown.map(() => '#0050b3'));
  });

  it('keeps at least one enabled, validated reason: disabling, deleting or renaming the last one is refused', async () => {
    const session = await sessionOf(app, 'clinic.doctor2@tabib.test');
    const reasons = await list(session);
    const bookable = reasons.filter((reason) => reason.isEnabled && reason.isValidated);
    expect(bookable).toHaveLength(4);
    for (const reason of bookable.slice(0, 3))
      expect((await enable(session, reason._id, false)).json().consultationReason.isEnabled).toBe(false);
    const last = bookable[3]!;
    for (const response of [
      await enable(session, last._id, false),
      await remove(session, last._id),
      await update(session, last._id, body({ title: { fr: 'Autre titre' }, color: last.color })),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('consultationReasonLastEnabled');
    }
    const pending = reasons.find((reason) => !reason.isValidated)!;
    expect((await enable(session, pending._id, false)).statusCode).toBe(200);
    expect((await enable(session, bookable[0]!._id, true)).statusCode).toBe(200);
    expect((await enable(session, last._id, false)).statusCode).toBe(200);
    expect(byTitle(await list(session), last.title.fr).isEnabled).toBe(false);
  });

  it('reorders validated reasons only; the others follow', async () => {
    const session = await sessionOf(app, 'clinic.doctor3@tabib.test');
    const reasons = await list(session);
    const pending = reasons.find((reason) => !reason.isValidated)!;
    const refused = await reorder(session, [reasons[1]!._id, pending._id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('consultationReasonNotValidated');
    const validated = reasons.filter((reason) => reason.isValidated);
    const reversed = [validated[2]!._id, validated[0]!._id];
    const answer = await reorder(session, reversed);
    expect(answer.statusCode, answer.body).toBe(200);
    const expected = [validated[2]!, validated[0]!, validated[1]!, ...validated.slice(3), pending].map((reason) => reason._id);
    expect(answer.json().consultationReasons.map((reason: ConsultationReason) => reason._id)).toEqual(expected);
    expect((await list(session)).map((reason) => reason._id)).toEqual(expected);
    expect((await list(session)).map((reason) => reason.order)).toEqual(expected.map((_, index) => index));
    expect((await reorder(session, [validated[0]!._id, validated[0]!._id])).statusCode).toBe(400);
  });

  it('soft-deletes: gone from the list and free to reuse its colour, still known to the profile and appointments', async () => {
    const created = (await create(doctor, body({ title: { fr: 'Suture' }, color: '#873800' }))).json().consultationReason;
    const removed = await remove(doctor, created._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().consultationReason.isDeleted).toBe(true);
    expect((await list(doctor)).map((reason) => reason._id)).not.toContain(created._id);
    expect((await remove(doctor, created._id)).statusCode).toBe(404);
    expect((await update(doctor, created._id, body({ color: '#873800' }))).statusCode).toBe(404);
    expect((await create(doctor, body({ title: { fr: 'Suture' }, color: '#873800' }))).statusCode).toBe(201);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
      headers: doctor.headers,
    });
    expect(
      profile.json().profile.consultationReasons.find((reason: ConsultationReason) => reason._id === created._id).isDeleted,
    ).toBe(true);
  });

  it("answers another practice's reason ids exactly like unknown ones, and changes nothing", async () => {
    const theirs = await list(other);
    const target = byTitle(theirs, 'Contrôle');
    for (const [id, status, code] of [
      [target._id, 404, 'notFound'],
      [unknownId, 404, 'notFound'],
      ['not-a-uuid', 400, 'validationFailed'],
    ] as const) {
      for (const response of [
        await update(doctor, id, body({ color: '#003a8c' })),
        await enable(doctor, id, false),
        await remove(doctor, id),
        await reorder(doctor, [id]),
      ]) {
        expect(response.statusCode, `${id} ${response.body}`).toBe(status);
        expect(response.json().code).toBe(code);
      }
    }
    expect(await list(other)).toEqual(theirs);
  });

  it('gives the operator the queue of pending reasons, and verdicts: validated, rejected (moved last), repeated, unknown', async () => {
    const { consultationReasons } = app.services;
    const created = (await create(doctor, body({ title: { fr: 'Mésothérapie' }, color: '#5b8c00' }))).json()
      .consultationReason as ConsultationReason;
    const queue = await consultationReasons.listPending();
    const entry = queue.find((pending) => pending.reason._id === created._id)!;
    expect(entry.doctor).toEqual({ _id: doctor.profile._id, email: 'doctor@tabib.test', firstName: 'Amine', lastName: 'Benali' });
    expect(queue.every((pending) => !pending.reason.isValidated && !pending.reason.isRejected && !pending.reason.isDeleted)).toBe(
      true,
    );

    const validated = await consultationReasons.decide(created._id, 'validated');
    expect(validated).toMatchObject({ _id: created._id, isValidated: true, isRejected: false, order: created.order });
    expect(await consultationReasons.decide(created._id, 'validated')).toEqual(validated);
    expect((await consultationReasons.listPending()).map((pending) => pending.reason._id)).not.toContain(created._id);

    const first = (await list(doctor))[0]!;
    const rejected = await consultationReasons.decide(first._id, 'rejected');
    expect(rejected).toMatchObject({ isValidated: false, isRejected: true });
    expect((await list(doctor)).at(-1)!._id).toBe(first._id);
    expect((await reorder(doctor, [first._id])).json().code).toBe('consultationReasonNotValidated');

    const resubmitted = await update(doctor, first._id, body({ title: first.title, color: first.color }));
    expect(resubmitted.json().consultationReason).toMatchObject({ isValidated: false, isRejected: false });

    await expect(consultationReasons.decide(unknownId, 'validated')).rejects.toMatchObject({ statusCode: 404, code: 'notFound' });
    await expect(consultationReasons.decide('nope', 'rejected')).rejects.toMatchObject({ statusCode: 404, code: 'notFound' });
  });
});
