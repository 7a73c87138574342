import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { at } from '../../test/booking-helpers';
import { openTestDatabase, testBackends } from '../../test/test-database';
import { dashboardTestData } from './dashboard-test-data';

/** The figures recounted from the raw rows, as migration 0022 first filled the rollup. */
const recount = sql`
  select doctor_id, day::text, sum(booked)::int as booked, sum(done)::int as done, sum(missed)::int as missed,
         sum(doctor_canceled)::int as doctor_canceled, sum(patient_canceled)::int as patient_canceled,
         sum(patient_made)::int as patient_made, sum(visio)::int as visio, sum(new_patients)::int as new_patients,
         sum(billed)::bigint::text as billed, sum(paid)::bigint::text as paid
  from (
    select doctor_id, (start_at at time zone 'Africa/Algiers')::date as day, (status = 'BOOKED')::int as booked,
           (status = 'DONE')::int as done, (status = 'PATIENT_MISSED')::int as missed,
           (status = 'DOCTOR_CANCELED')::int as doctor_canceled, (status = 'PATIENT_CANCELED')::int as patient_canceled,
           (source = 'patient')::int as patient_made, (type = 'visio')::int as visio, 0 as new_patients,
           0::bigint as billed, 0::bigint as paid
    from appointments
    union all
    select doctor_id, (created_at at time zone 'Africa/Algiers')::date, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0
    from patients where deleted_at is null
    union all
    select ac.doctor_id, (ac.created_at at time zone 'Africa/Algiers')::date, 0, 0, 0, 0, 0, 0, 0, 0, ac.total_centimes,
           coalesce((select sum(ap.amount_centimes) from act_payments ap where ap.act_id = ac.id), 0)
    from acts ac where ac.deleted_at is null
  ) rows
  group by doctor_id, day
  order by doctor_id, day`;

const kept = sql`
  select doctor_id, day::text, booked, done, patient_missed as missed, doctor_canceled, patient_canceled, patient_made,
         visio, new_patients, billed_centimes::text as billed, paid_centimes::text as paid
  from doctor_day_figures
  where booked + done + patient_missed + doctor_canceled + patient_canceled + new_patients <> 0
     or billed_centimes <> 0 or paid_centimes <> 0
  order by doctor_id, day`;

describe.each(testBackends())('the dashboard rollup on %s', (backend) => {
  let database: DatabaseHandle;
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const expectInStep = async () => {
    const recounted = await rowsOf(recount);
    expect(recounted.length).toBeGreaterThan(0);
    expect(await rowsOf(kept)).toEqual(recounted);
  };
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    const data = dashboardTestData(database.db);
    const clinic = await data.clinic('Clinique Rollup');
    for (const name of ['r1', 'r2']) {
      const doctor = await data.doctor(name, name.toUpperCase(), clinic.id);
      const practice = {
        doctorId: doctor.id,
        reasonId: await data.reason(doctor.id),
        patientId: await data.patient(doctor.id, -2),
      };
      await data.patient(doctor.id, 0);
      await data.appointment(practice, 0, '09:00', 'BOOKED', { type: 'visio', source: 'patient' });
      await data.appointment(practice, -1, '23:50', 'DONE');
      await data.appointment(practice, -3, '00:10', 'PATIENT_MISSED');
      await data.act(practice, 0, 200_000, [150_000, 20_000]);
      await data.act(practice, -1, 100_000, [100_000]);
    }
  });
  afterAll(() => database.close());

  it('is filled by the rows written after the migration', expectInStep);

  it('follows status changes, moves across midnight and to another doctor, and deletions', async () => {
    await run(sql`update appointments set status = 'DONE' where status = 'BOOKED'`);
    await expectInStep();
    await run(sql`update appointments set start_at = ${at(-2, '00:30')}::timestamptz, end_at = ${at(-2, '00:50')}::timestamptz, type = 'visio'
                  where status = 'PATIENT_MISSED'`);
    await expectInStep();
    await run(sql`update appointments set doctor_id = (select id from users where email like 'r2.%'),
                  start_at = start_at + interval '1 hour', end_at = end_at + interval '1 hour'
                  where doctor_id = (select id from users where email like 'r1.%') and status = 'DONE'`);
    await expectInStep();
    await run(sql`delete from appointments where start_at < ${at(-1, '12:00')}::timestamptz`);
    await expectInStep();
  });

  it('counts live patient records and acts only, and their payments while the act lives', async () => {
    await run(sql`update patients set deleted_at = now() where created_at > ${at(-1, '00:00')}::timestamptz`);
    await expectInStep();
    await run(sql`update patients set deleted_at = null`);
    await expectInStep();
    await run(sql`update acts set deleted_at = now() where total_centimes = 200000`);
    await expectInStep();
    await run(sql`insert into act_payments (act_id, amount_centimes, paid_on)
                  select id, 5000, current_date from acts where total_centimes = 200000`);
    await expectInStep();
    await run(sql`update acts set deleted_at = null, total_centimes = 250000 where total_centimes = 200000`);
    await expectInStep();
    await run(sql`update act_payments set amount_centimes = amount_centimes + 1 where amount_centimes = 5000`);
    await run(sql`delete from act_payments where amount_centimes = 20000`);
    await expectInStep();
    await run(sql`delete from acts where total_centimes = 100000`);
    await expectInStep();
    await run(sql`update acts set created_at = ${at(-5, '23:30')}::timestamptz`);
    await expectInStep();
  });

  it('is recounted alike from the rows by the refill the benchmarks run after a bulk load', async () => {
    await run(sql`select doctor_day_figures_refill()`);
    await expectInStep();
  });

  it('lets a doctor go, with every record cascading away', async () => {
    await run(sql`delete from users where email like 'r2.%'`);
    await expectInStep();
    expect(
      await rowsOf(sql`select 1 from doctor_day_figures f left join users u on u.id = f.doctor_id where u.id is null`),
    ).toEqual([]);
  });
});
