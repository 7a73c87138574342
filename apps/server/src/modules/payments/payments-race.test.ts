import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { bookedPatient, walletCalls } from './payments-test-helpers';

/** The act's row lock: concurrent payments, edits and total changes never make paid exceed total. */
describe.each(testBackends())('racing payments on one act on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let calls: ReturnType<typeof walletCalls>;
  let patientId: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    calls = walletCalls(app);
    patientId = (await bookedPatient(app, doctor)).patientId;
  });
  afterAll(() => app.close());

  it('20 concurrent payments of 1 000 DA on a 10 000 DA act: exactly 10 accepted, paid equals the total', async () => {
    const act = (await calls.createAct(doctor, patientId, { title: 'Course', total_amount: 1_000_000 })).json().act;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => calls.addItem(doctor, patientId, act._id, { amount_paid: 100_000 })),
    );
    const codes = responses.map((response) => (response.statusCode === 200 ? 'ok' : response.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(codes.filter((code) => code === 'paidAmountMoreThanTotal')).toHaveLength(10);
    const stored = (await calls.wallet(doctor, patientId)).json().wallet.find((a: { _id: string }) => a._id === act._id);
    expect(stored).toMatchObject({ paid_amount: 1_000_000, remaining_amount: 0 });
    expect(stored.items).toHaveLength(10);
  });

  it('20 concurrent payments of uneven amounts never exceed the total', async () => {
    const act = (await calls.createAct(doctor, patientId, { title: 'Inégal', total_amount: 123_457 })).json().act;
    const amounts = Array.from({ length: 20 }, (_, index) => 5_000 + index * 1_337);
    await Promise.all(amounts.map((amount) => calls.addItem(doctor, patientId, act._id, { amount_paid: amount })));
    const stored = (await calls.wallet(doctor, patientId)).json().wallet.find((a: { _id: string }) => a._id === act._id);
    const sum = stored.items.reduce((total: number, item: { amount: number }) => total + item.amount, 0);
    expect(stored.paid_amount).toBe(sum);
    expect(sum).toBeLessThanOrEqual(123_457);
    // the last one refused would not have fitted
    expect(123_457 - sum).toBeLessThan(Math.max(...amounts));
  });

  it('lowering the total while payments race: paid never exceeds the final total', async () => {
    const act = (await calls.createAct(doctor, patientId, { title: 'Baisse', total_amount: 100_000 })).json().act;
    await Promise.all([
      ...Array.from({ length: 10 }, () => calls.addItem(doctor, patientId, act._id, { amount_paid: 9_000 })),
      calls.updateInformation(doctor, patientId, act._id, { title: 'Baisse', total_amount: 50_000 }),
      ...Array.from({ length: 10 }, () => calls.addItem(doctor, patientId, act._id, { amount_paid: 9_000 })),
    ]);
    const stored = (await calls.wallet(doctor, patientId)).json().wallet.find((a: { _id: string }) => a._id === act._id);
    expect(stored.paid_amount).toBeLessThanOrEqual(stored.total_amount);
    expect(stored.remaining_amount).toBeGreaterThanOrEqual(0);
  });
});
