import { sql } from 'drizzle-orm';
import { practiceTimeZone } from '@tabib/contracts/appointments';
import { openPglite } from '../../apps/server/src/db/client';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed-demo';

export interface MonthSeed {
  /** YYYY-MM-01 of the month holding the appointments. */
  month: string;
  appointments: number;
  patients: number;
  /** Appointments a full day holds (the last days may hold one less). */
  perDay: number;
  firstStart: string;
  lastEnd: string;
}

const durationMinutes = 5;
/** The rows of `db.execute` (the Database type is driver-neutral, so it does not know their shape). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
/** Each day is filled backwards from 23:00 (the end of the calendar's day mode), 5 minutes apiece. */
const dayEnd = '23:00';

/**
 * Prepares a PGlite data folder as the server would (migrations, demo practice), then gives
 * doctor@tabib.test `count` BOOKED appointments spread evenly over the days of `month`, none
 * overlapping (the exclusion constraint checks it), with `patients` patients of their own.
 * Set-based SQL: a few seconds for 6,000 rows. The folder is closed (and its lock released) on return.
 */
export async function seedMonth(options: {
  dataDir: string;
  month: string;
  count: number;
  patients: number;
}): Promise<MonthSeed> {
  const { dataDir, month, count, patients } = options;
  const handle = await openPglite(dataDir);
  try {
    await handle.migrate();
    await seedDemoIfEmpty(handle.db);
    const db = handle.db;
    const days = Number(
      rowsOf<{ days: number }>(
        await db.execute(sql`select extract(day from (${month}::date + interval '1 month' - interval '1 day'))::int as days`),
      )[0]?.days,
    );
    const perDay = Math.ceil(count / days);
    if (perDay * durationMinutes > 23 * 60)
      throw new Error(`${count} appointments of ${durationMinutes} minutes do not fit in ${days} days`);

    await db.execute(sql`
      insert into patients (doctor_id, first_name, last_name, gender, birthday, phone)
      select d.id, (array['Yasmine','Mohamed','Amel','Karim','Souad','Nadir','Lina','Rachid'])[1 + n % 8],
             'Banc ' || lpad(n::text, 4, '0'), case when n % 2 = 0 then 'FEMALE' else 'MALE' end::gender,
             date '1960-01-01' + (n * 37 % 20000), '+21366' || lpad(n::text, 7, '0')
      from users d, generate_series(0, ${patients - 1}) n
      where d.email = 'doctor@tabib.test'`);

    // Day i % days, slot i / days: every day gets the same share, each day fills backwards from 23:00.
    await db.execute(sql`
      with d as (select id from users where email = 'doctor@tabib.test'),
      r as (
        select cr.id, row_number() over (order by cr."order") - 1 as n, count(*) over () as total
        from consultation_reasons cr, d
        where cr.doctor_id = d.id and cr.is_enabled and not cr.is_deleted and cr.is_validated
      ),
      p as (
        select pa.id, row_number() over (order by pa.last_name) - 1 as n
        from patients pa, d where pa.doctor_id = d.id and pa.last_name like 'Banc %'
      ),
      s as (
        select i, i % ${days} as day, i / ${days} as slot,
               ((${month}::date + i % ${days}) + ${dayEnd}::time - (i / ${days} + 1) * interval '${sql.raw(String(durationMinutes))} minutes')
                 at time zone ${practiceTimeZone} as start_at
        from generate_series(0, ${count - 1}) i
      )
      insert into appointments (doctor_id, patient_id, consultation_reason_id, start_at, end_at, duration, type, status)
      select d.id, p.id, r.id, s.start_at, s.start_at + interval '${sql.raw(String(durationMinutes))} minutes', ${durationMinutes},
             case when r.n = 3 then 'visio' else 'cabinet' end::appointment_type, 'BOOKED'
      from s cross join d
      join p on p.n = s.i % ${patients}
      join r on r.n = s.i % r.total
      order by s.start_at`);

    const [summary] = rowsOf<{ total: number; first_start: string; last_end: string }>(
      await db.execute(sql`
        select count(*)::int as total, min(a.start_at)::text as first_start, max(a.end_at)::text as last_end
        from appointments a join users d on d.id = a.doctor_id
        where d.email = 'doctor@tabib.test' and a.start_at >= (${month}::date::timestamp at time zone ${practiceTimeZone})
          and a.start_at < ((${month}::date + interval '1 month')::timestamp at time zone ${practiceTimeZone})`),
    );
    return {
      month,
      appointments: summary?.total ?? 0,
      patients,
      perDay,
      firstStart: summary?.first_start ?? '',
      lastEnd: summary?.last_end ?? '',
    };
  } finally {
    await handle.close();
  }
}
