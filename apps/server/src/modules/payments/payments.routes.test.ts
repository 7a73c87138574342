import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { practiceDay } from '../../lib/practice-time';
import { bookedPatient, walletCalls } from './payments-test-helpers';

describe.each(testBackends())('wallet calls on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let calls: ReturnType<typeof walletCalls>;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    calls = walletCalls(app);
  });
  afterAll(() => app.close());

  const newAct = async (patientId: string, payload: object = {}) => {
    const response = await calls.createAct(doctor, patientId, { title: 'Consultation', total_amount: 250000, ...payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().act;
  };

  it('creates an act with a first payment; paid is the sum of items and remaining what is owed', async () => {
    const { patientId, appointmentId } = await bookedPatient(app, doctor);
    const response = await calls.createAct(doctor, patientId, {
      appointmentId,
      title: '  Détartrage  ',
      description: 'Deux séances',
      total_amount: 800050,
      amountPaid: 300000,
      date: '02/03/2026',
    });
    expect(response.statusCode).toBe(201);
    const act = response.json().act;
    expect(act).toMatchObject({
      title: 'Détartrage',
      description: 'Deux séances',
      total_amount: 800050,
      paid_amount: 300000,
      remaining_amount: 500050,
      appointmentId,
      items: [{ amount: 300000, date: '02/03/2026' }],
    });

    const listed = (await calls.wallet(doctor, patientId)).json();
    expect(listed).toMatchObject({ success: true, total: 1, wallet: [act] });
  });

  it('a first payment of 0 makes no item; a first payment without a date is dated today', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    expect((await newAct(patientId)).items).toEqual([]);
    const dated = await newAct(patientId, { amountPaid: 100 });
    expect(dated.items[0].date).toBe(practiceDay(new Date()).split('-').reverse().join('/'));
  });

  it('validates the new act: title, positive total, first payment not above the total, date', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const refused = async (payload: object, code: string, message?: string) => {
      const response = await calls.createAct(doctor, patientId, { title: 'Acte', total_amount: 1000, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(code);
      if (message) expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
    };
    await refused({ title: '   ' }, 'validationFailed', 'titleOfAct');
    await refused({ title: undefined }, 'validationFailed', 'titleOfAct');
    await refused({ total_amount: 0 }, 'validationFailed', 'amountRequired');
    await refused({ total_amount: -5 }, 'validationFailed', 'amountRequired');
    await refused({ total_amount: 10.5 }, 'validationFailed', 'amountRequired');
    await refused({ total_amount: '1000' }, 'validationFailed', 'amountRequired');
    await refused({ amountPaid: -1 }, 'validationFailed', 'amountRequired');
    await refused({ date: '31/02/2026', amountPaid: 10 }, 'validationFailed', 'InvalidDateFormat');
    await refused({ date: '2026-03-02', amountPaid: 10 }, 'validationFailed', 'InvalidDateFormat');
    await refused({ amountPaid: 1001 }, 'paidAmountMoreThanTotal');
    expect(
      (await calls.createAct(doctor, patientId, { title: 'Acte', total_amount: 1000, appointmentId: 'not-an-id' })).statusCode,
    ).toBe(400);
    expect((await calls.wallet(doctor, patientId)).json().total).toBe(0);
  });

  it('amounts stay exact in centimes: 0.10 + 0.20 DA is 0.30 DA, and a large total to the centime', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const act = await newAct(patientId, { total_amount: 30, amountPaid: 10 });
    const after = (await calls.addItem(doctor, patientId, act._id, { amount_paid: 20 })).json().act;
    expect(after).toMatchObject({ paid_amount: 30, remaining_amount: 0 });
    expect(0.1 + 0.2).not.toBe(0.3); // what floats would have given

    const big = await newAct(patientId, { total_amount: 9_999_999_999, amountPaid: 3_333_333_333 });
    await calls.addItem(doctor, patientId, big._id, { amount_paid: 3_333_333_333 });
    const last = (await calls.addItem(doctor, patientId, big._id, { amount_paid: 3_333_333_333 })).json().act;
    expect(last).toMatchObject({ paid_amount: 9_999_999_999, remaining_amount: 0 });
    expect((await calls.createAct(doctor, patientId, { title: 'Trop', total_amount: 10_000_000_001 })).statusCode).toBe(400);
  });

  it('adds payments until paid; one centime more is refused and changes nothing', async () => {
    const { patientId, appointmentId } = await bookedPatient(app, doctor);
    const act = await newAct(patientId, { total_amount: 10000 });
    const first = await calls.addItem(doctor, patientId, act._id, { amount_paid: 4000, date: '05/03/2026', appointmentId });
    expect(first.statusCode).toBe(200);
    expect(first.json().act).toMatchObject({ paid_amount: 4000, remaining_amount: 6000 });
    const over = await calls.addItem(doctor, patientId, act._id, { amount_paid: 6001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('paidAmountMoreThanTotal');
    const second = (await calls.addItem(doctor, patientId, act._id, { amount_paid: 6000, date: '04/03/2026' })).json().act;
    expect(second).toMatchObject({ paid_amount: 10000, remaining_amount: 0 });
    expect(second.items.map((item: { date: string }) => item.date)).toEqual(['04/03/2026', '05/03/2026']);
    expect((await calls.addItem(doctor, patientId, act._id, { amount_paid: 1 })).json().code).toBe('paidAmountMoreThanTotal');

    for (const payload of [
      { amount_paid: 0 },
      { amount_paid: -3 },
      { amount_paid: 1.5 },
      {},
      { amount_paid: 1, date: '13/13/2026' },
    ]) {
      const response = await calls.addItem(doctor, patientId, act._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validationFailed');
    }
    expect(
      (await calls.addItem(doctor, patientId, act._id, { amount_paid: 1, appointmentId: crypto.randomUUID() })).statusCode,
    ).toBe(404);
    expect((await calls.wallet(doctor, patientId)).json().wallet[0].items).toHaveLength(2);
  });

  it('edits a payment item: amount and date, refused when it would overpay', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const act = await newAct(patientId, { total_amount: 10000, amountPaid: 3000, date: '01/03/2026' });
    const withSecond = (await calls.addItem(doctor, patientId, act._id, { amount_paid: 5000, date: '02/03/2026' })).json().act;
    const [firstItem] = withSecond.items;

    const edited = await calls.updateItem(doctor, patientId, act._id, {
      subItem_id: firstItem._id,
      sub_amount: 5000,
      date: '03/03/2026',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().act).toMatchObject({ paid_amount: 10000, remaining_amount: 0 });
    expect(edited.json().act.items).toEqual([
      expect.objectContaining({ amount: 5000, date: '02/03/2026' }),
      { _id: firstItem._id, amount: 5000, date: '03/03/2026' },
    ]);

    const over = await calls.updateItem(doctor, patientId, act._id, {
      subItem_id: firstItem._id,
      sub_amount: 5001,
      date: '03/03/2026',
    });
    expect(over.json().code).toBe('paidAmountMoreThanTotal');
    const refusals: [object, number, string][] = [
      [{ subItem_id: firstItem._id, sub_amount: 0, date: '03/03/2026' }, 400, 'validationFailed'],
      [{ subItem_id: firstItem._id, sub_amount: 100, date: '03/03/1899' }, 400, 'validationFailed'],
      [{ subItem_id: firstItem._id, sub_amount: 100 }, 400, 'validationFailed'],
      [{ subItem_id: crypto.randomUUID(), sub_amount: 100, date: '03/03/2026' }, 404, 'notFound'],
      [{ subItem_id: 'x', sub_amount: 100, date: '03/03/2026' }, 400, 'validationFailed'],
    ];
    for (const [payload, status, code] of refusals) {
      const response = await calls.updateItem(doctor, patientId, act._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    // an item of another act of the same patient is not this act's item
    const other = await newAct(patientId, { total_amount: 100, amountPaid: 50 });
    expect(
      (await calls.updateItem(doctor, patientId, act._id, { subItem_id: other.items[0]._id, sub_amount: 10, date: '03/03/2026' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await calls.wallet(doctor, patientId)).json().wallet.find((a: { _id: string }) => a._id === act._id).paid_amount,
    ).toBe(10000);
  });

  it('edits title and total; lowering the total below what is paid is refused', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const act = await newAct(patientId, { total_amount: 10000, amountPaid: 6000 });
    const updated = await calls.updateInformation(doctor, patientId, act._id, { title: 'Radio', total_amount: 6000 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().act).toMatchObject({ title: 'Radio', total_amount: 6000, paid_amount: 6000, remaining_amount: 0 });
    const below = await calls.updateInformation(doctor, patientId, act._id, { title: 'Radio', total_amount: 5999 });
    expect(below.statusCode).toBe(400);
    expect(below.json().code).toBe('paidAmountMoreThanTotal');
    for (const payload of [{ title: '', total_amount: 7000 }, { title: 'Radio', total_amount: 0 }, { title: 'Radio' }]) {
      expect((await calls.updateInformation(doctor, patientId, act._id, payload)).json().code).toBe('validationFailed');
    }
    expect((await calls.wallet(doctor, patientId)).json().wallet[0]).toMatchObject({ title: 'Radio', total_amount: 6000 });
  });

  it('edits the description alone', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const act = await newAct(patientId, { description: 'avant' });
    const response = await calls.updateDescription(doctor, patientId, act._id, { description: '  après  ' });
    expect(response.json().act).toMatchObject({ description: 'après', title: 'Consultation', total_amount: 250000 });
    expect((await calls.updateDescription(doctor, patientId, act._id, { description: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await calls.updateDescription(doctor, patientId, act._id, { description: '' })).json().act.description).toBe('');
  });

  it('deletes an act: gone from the wallet, and every later call on it is notFound', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const act = await newAct(patientId, { amountPaid: 1000 });
    const kept = await newAct(patientId);
    expect((await calls.deleteAct(doctor, patientId, act._id)).json()).toEqual({ success: true });
    expect((await calls.wallet(doctor, patientId)).json()).toMatchObject({ total: 1, wallet: [{ _id: kept._id }] });
    expect((await calls.deleteAct(doctor, patientId, act._id)).statusCode).toBe(404);
    expect((await calls.addItem(doctor, patientId, act._id, { amount_paid: 1 })).statusCode).toBe(404);
    expect((await calls.updateDescription(doctor, patientId, act._id, { description: 'x' })).statusCode).toBe(404);
  });

  it('pages the wallet by 5, newest first, and filters by appointment', async () => {
    const { patientId, appointmentId } = await bookedPatient(app, doctor);
    const titles = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7'];
    for (const [index, title] of titles.entries())
      await newAct(patientId, { title, appointmentId: index < 2 ? appointmentId : undefined });
    const first = (await calls.wallet(doctor, patientId)).json();
    expect(first.total).toBe(7);
    expect(first.wallet.map((act: { title: string }) => act.title)).toEqual(['A7', 'A6', 'A5', 'A4', 'A3']);
    const second = (await calls.wallet(doctor, patientId, 'page=2')).json();
    expect(second.wallet.map((act: { title: string }) => act.title)).toEqual(['A2', 'A1']);
    expect((await calls.wallet(doctor, patientId, 'page=3')).json()).toMatchObject({ total: 7, wallet: [] });
    const ofAppointment = (await calls.wallet(doctor, patientId, `appointmentId=${appointmentId}`)).json();
    expect(ofAppointment).toMatchObject({ total: 2, wallet: [{ title: 'A2' }, { title: 'A1' }] });
    for (const query of ['page=0', 'limit=51', 'page=x'])
      expect((await calls.wallet(doctor, patientId, query)).statusCode, query).toBe(400);
    expect((await calls.wallet(doctor, patientId, 'appointmentId=nope')).statusCode).toBe(400);
  });

  it('writes each access to the access log, area payments', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const act = await newAct(patientId);
    await calls.wallet(doctor, patientId);
    await calls.deleteAct(doctor, patientId, act._id);
    const { sql } = await import('drizzle-orm');
    const rows = (await app.db.execute(
      sql`select action from patient_access_log where patient_id = ${patientId} and area = 'payments' order by at, id`,
    )) as unknown as { rows: { action: string }[] } | { action: string }[];
    const actions = ('rows' in rows ? rows.rows : rows).map((row) => row.action);
    expect(actions).toEqual(['create', 'read', 'delete']);
  });

  it('the demo practice has a partly paid act for Karim Slimani', async () => {
    const lookup = await app.inject({
      method: 'GET',
      url: '/api/v1/doctors/patients/query-lookup?query=Slimani',
      headers: doctor.headers,
    });
    const patientId = lookup.json().patients[0]._id;
    expect((await calls.wallet(doctor, patientId)).json().wallet).toMatchObject([
      { total_amount: 350_000, paid_amount: 150_000, remaining_amount: 200_000 },
    ]);
  });

  it('refuses unknown patients as notFound and malformed ids as validationFailed', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const act = await newAct(patientId);
    expect((await calls.wallet(doctor, 'nope')).statusCode).toBe(400);
    expect((await calls.wallet(doctor, crypto.randomUUID())).statusCode).toBe(404);
    expect((await calls.createAct(doctor, crypto.randomUUID(), { title: 'x', total_amount: 1 })).statusCode).toBe(404);
    expect((await calls.addItem(doctor, patientId, 'nope', { amount_paid: 1 })).statusCode).toBe(400);
    // the act exists, but under another patient of the same doctor
    const { patientId: otherPatient } = await bookedPatient(app, doctor);
    expect((await calls.addItem(doctor, otherPatient, act._id, { amount_paid: 1 })).statusCode).toBe(404);
  });
});
