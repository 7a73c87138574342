import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { replayedHeader } from '../../plugins/idempotency';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import type { PaymentsService } from '../payments/payments.service';
import { bookedPatient, walletCalls } from '../payments/payments-test-helpers';
import { createIdempotencyRepository } from './idempotency.repository';

const withKey = (session: Session, key: string): Session => ({
  ...session,
  headers: { ...session.headers, 'idempotency-key': key },
});

/** Issue 11 point 10: a payment sent again with its Idempotency-Key is paid once and answered as the first time. */
describe.each(testBackends())('idempotent payments on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let calls: ReturnType<typeof walletCalls>;
  let payments: PaymentsService;
  let original: PaymentsService['addPayment'];
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    calls = walletCalls(app);
    payments = app.services.payments;
    original = payments.addPayment;
  });
  afterEach(() => {
    payments.addPayment = original;
  });
  afterAll(() => app.close());

  async function newAct(total = 1_000_000) {
    const { patientId } = await bookedPatient(app, doctor);
    const act = (await calls.createAct(doctor, patientId, { title: 'Soin', total_amount: total })).json().act;
    return { patientId, actId: act._id as string };
  }

  const itemsOf = async (patientId: string, actId: string) =>
    (await calls.wallet(doctor, patientId)).json().wallet.find((act: { _id: string }) => act._id === actId).items as unknown[];

  const storedKeys = async (key: string) => app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('a replay answers the first answer, marked as replayed, and pays once', async () => {
    const { patientId, actId } = await newAct();
    const key = randomUUID();
    const first = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[replayedHeader]).toBeUndefined();
    const again = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
    expect(again.statusCode).toBe(200);
    expect(again.headers[replayedHeader]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await itemsOf(patientId, actId)).toHaveLength(1);
    expect(await storedKeys(key)).toHaveLength(1);
  });

  it('the same body in another key order is the same request; without a key every call pays', async () => {
    const { patientId, actId } = await newAct();
    const key = randomUUID();
    await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 1_000, date: '01/03/2026' });
    const reordered = await calls.addItem(withKey(doctor, key), patientId, actId, { date: '01/03/2026', amount_paid: 1_000 });
    expect(reordered.headers[replayedHeader]).toBe('true');
    await calls.addItem(doctor, patientId, actId, { amount_paid: 1_000 });
    await calls.addItem(doctor, patientId, actId, { amount_paid: 1_000 });
    expect(await itemsOf(patientId, actId)).toHaveLength(3);
  });

  it('the key with another body, another act or another user of the practice: 422 idempotencyKeyReused, nothing paid', async () => {
    const { patientId, actId } = await newAct();
    const other = await newAct();
    const key = randomUUID();
    await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    for (const [name, call] of [
      ['body', () => calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 200_000 })],
      ['path', () => calls.addItem(withKey(doctor, key), other.patientId, other.actId, { amount_paid: 100_000 })],
      ['user', () => calls.addItem(withKey(asDoctor, key), patientId, actId, { amount_paid: 100_000 })],
    ] as const) {
      const response = await call();
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toEqual({ success: false, code: 'idempotencyKeyReused' });
    }
    expect(await itemsOf(patientId, actId)).toHaveLength(1);
    expect(await itemsOf(other.patientId, other.actId)).toHaveLength(0);
  });

  it("another practice's key of the same value is its own: both write", async () => {
    const { patientId, actId } = await newAct();
    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    const clinicPatient = (await bookedPatient(app, clinicDoctor)).patientId;
    const clinicAct = (await calls.createAct(clinicDoctor, clinicPatient, { title: 'Soin', total_amount: 10_000 })).json().act;
    const key = randomUUID();
    const mine = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 500 });
    const theirs = await calls.addItem(withKey(clinicDoctor, key), clinicPatient, clinicAct._id, { amount_paid: 500 });
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers[replayedHeader]).toBeUndefined();
    expect(theirs.json().act._id).toBe(clinicAct._id);
    expect((await storedKeys(key)).map((row) => row.scope).sort()).toEqual(
      [`doctor:${doctor.profile._id}`, `doctor:${clinicDoctor.profile._id}`].sort(),
    );
  });

  it('a refused first attempt keeps the key free: the same request succeeds once the act allows it', async () => {
    const { patientId, actId } = await newAct(1_000);
    const key = randomUUID();
    const refused = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 5_000 });
    expect(refused.json().code).toBe('paidAmountMoreThanTotal');
    expect(await storedKeys(key)).toHaveLength(0);
    await calls.updateInformation(doctor, patientId, actId, { title: 'Soin', total_amount: 10_000 });
    const retried = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 5_000 });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers[replayedHeader]).toBeUndefined();
    expect(await itemsOf(patientId, actId)).toHaveLength(1);
  });

  it('the payment and its key commit together: a failure after the write rolls both back, and the retry pays once', async () => {
    const { patientId, actId } = await newAct();
    const key = randomUUID();
    payments.addPayment = async (...args) => {
      await original(...args);
      throw new Error('crash after the payment was written');
    };
    const failed = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
    expect(failed.statusCode).toBe(500);
    payments.addPayment = original;
    expect(await itemsOf(patientId, actId)).toHaveLength(0);
    expect(await storedKeys(key)).toHaveLength(0);

    const retried = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().act.paid_amount).toBe(100_000);
    expect(await itemsOf(patientId, actId)).toHaveLength(1);
  });

  it('a duplicate sent while the first still runs: 409 idempotencyKeyInProgress on PostgreSQL, the first answer on PGlite', async () => {
    const { patientId, actId } = await newAct();
    const key = randomUUID();
    let written!: () => void;
    const paymentWritten = new Promise<void>((resolve) => (written = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    payments.addPayment = async (...args) => {
      const act = await original(...args);
      written();
      await released;
      return act;
    };
    const first = calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
    await paymentWritten;
    if (backend === 'postgres') {
      const duplicate = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ success: false, code: 'idempotencyKeyInProgress' });
      release();
      expect((await first).statusCode).toBe(200);
    } else {
      // PGlite is one connection: the duplicate's first statement waits for the first request's transaction.
      const duplicate = calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
      release();
      const [answer, replay] = await Promise.all([first, duplicate]);
      expect(replay.headers[replayedHeader]).toBe('true');
      expect(replay.body).toBe(answer.body);
    }
    payments.addPayment = original;
    const retried = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 100_000 });
    expect(retried.headers[replayedHeader]).toBe('true');
    expect(await itemsOf(patientId, actId)).toHaveLength(1);
  });

  it('an expired key is a new key', async () => {
    const { patientId, actId } = await newAct();
    const key = randomUUID();
    await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 1_000 });
    await app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 1_000 });
    expect(later.headers[replayedHeader]).toBeUndefined();
    expect(await itemsOf(patientId, actId)).toHaveLength(2);
    expect(await storedKeys(key)).toHaveLength(1);
  });

  it('the sweep deletes expired keys only', async () => {
    const { patientId, actId } = await newAct();
    const [expired, live] = [randomUUID(), randomUUID()];
    await calls.addItem(withKey(doctor, expired), patientId, actId, { amount_paid: 1_000 });
    await calls.addItem(withKey(doctor, live), patientId, actId, { amount_paid: 1_000 });
    await app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, expired));
    await createIdempotencyRepository(app.db).deleteExpired();
    expect(await storedKeys(expired)).toHaveLength(0);
    expect(await storedKeys(live)).toHaveLength(1);
  });

  it('a key that is not 1 to 255 visible ASCII characters: 400 validationFailed, nothing paid', async () => {
    const { patientId, actId } = await newAct();
    for (const key of ['', 'a'.repeat(256), 'with space', 'clé']) {
      const response = await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 1_000 });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().code).toBe('validationFailed');
    }
    expect(await itemsOf(patientId, actId)).toHaveLength(0);
    // the IETF draft's quoted form names the same key as the bare one
    const key = randomUUID();
    await calls.addItem(withKey(doctor, `"${key}"`), patientId, actId, { amount_paid: 1_000 });
    expect((await calls.addItem(withKey(doctor, key), patientId, actId, { amount_paid: 1_000 })).headers[replayedHeader]).toBe(
      'true',
    );
  });

  it('creating an act with a first payment is idempotent too', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const key = randomUUID();
    const body = { title: 'Acte', total_amount: 10_000, amountPaid: 2_000 };
    const first = await calls.createAct(withKey(doctor, key), patientId, body);
    const again = await calls.createAct(withKey(doctor, key), patientId, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect((await calls.wallet(doctor, patientId)).json().total).toBe(1);
  });
});
