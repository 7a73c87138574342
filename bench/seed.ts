import pg from 'pg';
import { minutesOf, utcClockOf } from '@tabib/contracts/schedule';
import { hashPassword } from '../apps/server/src/lib/passwords';

export const benchPassword = 'Bench.pass1';
/** Seeded mornings: 25 slots of 20 minutes from 08:00 (practice time), Sunday to Thursday. */
export const seededSlotsPerDay = 25;
const workDaysPerWeek = 5;
/** Patients 0-199 of a doctor fill the seeded slots (one visit a day at most); 200-399 are left for the bookings. */
const seededPatientsPerDoctor = 200;
export const bookingPatientsPerDoctor = 200;
/** Bookings go after 17:00, every 20 minutes, the last one ending at 23:00: 18 a day. */
export const bookingSlotsPerDay = 18;

export interface SeedOptions {
  doctors: number;
  appointments: number;
  pastWeeks: number;
}

export interface SeededDoctor {
  n: number;
  id: string;
  email: string;
  bookableReasonId: string;
  /** Patients with no seeded appointment: one per booking slot of the day. */
  bookingPatientIds: string[];
}

export interface SeedReport {
  doctors: SeededDoctor[];
  weeks: number;
  pastWeeks: number;
  appointments: number;
  liveAppointments: number;
  patients: number;
  steps: { step: string; seconds: number }[];
  tableSizes: string;
}

const firstNames = [
  'Yasmine',
  'Mohamed',
  'Amel',
  'Karim',
  'Souad',
  'Nadir',
  'Lina',
  'Walid',
  'Imane',
  'Sofiane',
  'Meriem',
  'Riad',
];
const lastNames = ['Belkacem', 'Ait Ahmed', 'Zerrouki', 'Slimani', 'Hamidi', 'Bensaid', 'Mebarki', 'Touati', 'Kaci', 'Djebbar'];
/** The public booking page of seeded doctor n (users.booking_slug). */
export const benchBookingSlug = (n: number) => `bench-doctor-${n}`;
const bookingSlugSql = (n: string) => `'bench-doctor-' || ${n}`;
/** The public booking part's week (practice time): Sunday to Thursday 08:00-18:00, cabinet only. */
export const publicPracticeHours = { days: [0, 1, 2, 3, 4], from: '08:00', to: '18:00' } as const;

const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Seeds with set-based SQL (generate_series), in creation order (day, then doctor) so one
 * doctor's appointments are spread over the heap as in a real practice's table. The
 * appointments' indexes and constraints (the exclusion constraint included) are dropped
 * for the bulk insert and rebuilt from their own definitions afterwards, which also
 * proves the seeded data has no overlap.
 */
export async function seed(databaseUrl: string, options: SeedOptions): Promise<SeedReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps: SeedReport['steps'] = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps.push({ step: name, seconds: (performance.now() - started) / 1000 });
    return result;
  };
  const days = Math.max(1, Math.round(options.appointments / (options.doctors * seededSlotsPerDay)));
  const weeks = Math.ceil(days / workDaysPerWeek);
  const pastWeeks = Math.min(options.pastWeeks, weeks - 1);

  try {
    await client.query(`set work_mem = '1GB'; set maintenance_work_mem = '1GB'`);
    const passwordHash = await step('hash one password (argon2id)', () => hashPassword(benchPassword));

    await step(
      `${options.doctors} doctors, 4 reasons and ${seededPatientsPerDoctor + bookingPatientsPerDoctor} patients each`,
      async () => {
        await client.query(
          `insert into users (email, password_hash, kind, first_name, last_name, allow_all, accept_terms, first_login_psw_reset, work_status)
         select format('bench.doctor.%s@tabib.test', n), $1, 'doctor', 'Doc' || n, 'Bench', true, true, true, 'work'
         from generate_series(0, $2::int - 1) n`,
          [passwordHash, options.doctors],
        );
        await client.query(
          `create temp table bench_doctors as
         select substring(email from 'bench\\.doctor\\.(\\d+)@')::int as n, id, email from users where email like 'bench.doctor.%';
         alter table bench_doctors add primary key (n);`,
        );
        await client.query(
          `create temp table bench_reasons as
         select d.n as doctor_n, r.r, gen_random_uuid() as id, r.title, r.duration, r.price, r.color, r.enabled
         from bench_doctors d cross join (values
           (0, '{"fr":"Consultation générale","en":"General consultation","ar":"استشارة عامة"}'::jsonb, 20, 200000, '#1677ff', true),
           (1, '{"fr":"Contrôle","en":"Follow-up","ar":"مراجعة"}'::jsonb, 15, 150000, '#52c41a', true),
           (2, '{"fr":"Échographie","en":"Ultrasound","ar":"فحص بالصدى"}'::jsonb, 30, 350000, '#fa8c16', true),
           (3, '{"fr":"Certificat médical","en":"Medical certificate","ar":"شهادة طبية"}'::jsonb, 10, 100000, '#8c8c8c', false)
         ) as r(r, title, duration, price, color, enabled);
         alter table bench_reasons add primary key (doctor_n, r);
         insert into consultation_reasons (id, doctor_id, title, duration, price_centimes, color, is_enabled, is_validated, "order")
         select br.id, d.id, br.title, br.duration, br.price, br.color, br.enabled, true, br.r
         from bench_reasons br join bench_doctors d on d.n = br.doctor_n;`,
        );
        // A weekly schedule, so every booking meets the working-hours rule with real rows: local
        // 07:00-24:00 (06:00-23:00 UTC) every day, wider than the seeded and the booked slots.
        await client.query(
          `insert into schedule_blocks (doctor_id, day, mode, start_at, end_at, types)
         select d.id, day, 'day', '06:00', '23:00', '{cabinet,visio}' from bench_doctors d cross join generate_series(0, 6) day`,
        );
        // Every doctor's public booking page is on (issue 15), at a slug the bench can name.
        await client.query(
          `update users u set public_booking_enabled = true, booking_slug = ${bookingSlugSql('d.n')}
         from bench_doctors d where u.id = d.id`,
        );
        await client.query(
          `create temp table bench_patients as
         select d.n as doctor_n, p, gen_random_uuid() as id from bench_doctors d cross join generate_series(0, $1::int - 1) p`,
          [seededPatientsPerDoctor + bookingPatientsPerDoctor],
        );
        await client.query('alter table bench_patients add primary key (doctor_n, p)');
        // The dashboard's rollup trigger would update one row per patient: the index restore recounts it in one statement.
        await client.query('alter table patients disable trigger user');
        await client.query(
          `insert into patients (id, doctor_id, first_name, last_name, birthday, gender, phone, email)
         select bp.id, d.id, (${sqlArray(firstNames)})[1 + (bp.p + bp.doctor_n) % ${firstNames.length}],
                (${sqlArray(lastNames)})[1 + (bp.p * 7 + bp.doctor_n) % ${lastNames.length}],
                date '1950-01-01' + (bp.p * 7919 + bp.doctor_n * 31) % 25000,
                case when bp.p % 2 = 0 then 'FEMALE' else 'MALE' end::gender,
                '+2135' || lpad((bp.doctor_n * 1000 + bp.p)::text, 8, '0'),
                case when bp.p % 5 = 0 then format('patient.%s.%s@example.dz', bp.doctor_n, bp.p) end
         from bench_patients bp join bench_doctors d on d.n = bp.doctor_n`,
        );
        await client.query('alter table patients enable trigger user');
      },
    );

    const saved = await step('drop appointments indexes and constraints', () => dropAppointmentsIndexes(client));

    await step(`${options.appointments.toLocaleString('en')} appointments over ${weeks} weeks (${pastWeeks} past)`, async () => {
      await client.query(
        `with week0 as (
           select (now() at time zone 'Africa/Algiers')::date - extract(dow from (now() at time zone 'Africa/Algiers'))::int as sunday
         ), slots as (
           select d.n, d.id as doctor_id, k, (i * ${seededSlotsPerDay} + k) % ${seededPatientsPerDoctor} as p,
                  case when k = ${seededSlotsPerDay - 1} then 2 when k % 4 = 3 then 1 else 0 end as r,
                  ((w.sunday + ((i / ${workDaysPerWeek}) - $1::int) * 7 + i % ${workDaysPerWeek}) + time '08:00' + k * interval '20 minutes')
                    at time zone 'Africa/Algiers' as start_at,
                  random() as roll
           from week0 w cross join bench_doctors d
           cross join generate_series(0, $2::int - 1) i cross join generate_series(0, ${seededSlotsPerDay - 1}) k
         ), rows as (
           select s.*, br.id as reason_id, br.duration, bp.id as patient_id,
                  case when s.start_at < now() then
                    case when roll < 0.85 then 'DONE' when roll < 0.91 then 'PATIENT_MISSED' when roll < 0.97 then 'DOCTOR_CANCELED'
                         when roll < 0.98 then 'PATIENT_CANCELED' else 'BOOKED' end
                  else case when roll < 0.95 then 'BOOKED' when roll < 0.99 then 'DOCTOR_CANCELED' else 'PATIENT_CANCELED' end
                  end::appointment_status as status
           from slots s
           join bench_reasons br on br.doctor_n = s.n and br.r = s.r
           join bench_patients bp on bp.doctor_n = s.n and bp.p = s.p
         )
         insert into appointments (doctor_id, patient_id, consultation_reason_id, start_at, end_at, duration, type, status,
                                   patient_arrived, done_at, canceled_at, source, created_at, updated_at)
         select doctor_id, patient_id, reason_id, start_at, start_at + duration * interval '1 minute', duration,
                case when k = 12 then 'visio' else 'cabinet' end::appointment_type, status,
                status = 'DONE', case when status = 'DONE' then start_at + duration * interval '1 minute' end,
                case when status in ('DOCTOR_CANCELED', 'PATIENT_CANCELED') then start_at - interval '1 day' end,
                case when (k + n) % 5 = 0 then 'patient' else 'doctor' end::appointment_source,
                start_at - interval '10 days', start_at - interval '10 days'
         from rows
         order by start_at, n`,
        [pastWeeks, days],
      );
    });

    await step('rebuild indexes and constraints (exclusion constraint included)', () =>
      restoreAppointmentsIndexes(client, saved),
    );
    await step('vacuum analyze, checkpoint', async () => {
      await client.query('vacuum analyze');
      await client.query('checkpoint').catch(() => {}); // needs superuser or pg_checkpoint on a given server
    });

    const { rows: counts } = await client.query(
      `select (select count(*) from appointments)::int as appointments,
              (select count(*) from appointments where status in ('BOOKED', 'DONE', 'PATIENT_MISSED'))::int as live,
              (select count(*) from patients)::int as patients,
              pg_size_pretty(pg_total_relation_size('appointments')) as size,
              pg_size_pretty(pg_indexes_size('appointments')) as index_size`,
    );
    const { rows: doctorRows } = await client.query<{
      n: number;
      id: string;
      email: string;
      reason_id: string;
      patient_ids: string[];
    }>(
      `select d.n, d.id, d.email, br.id as reason_id,
              array(select bp.id from bench_patients bp where bp.doctor_n = d.n and bp.p >= $1 order by bp.p) as patient_ids
       from bench_doctors d join bench_reasons br on br.doctor_n = d.n and br.r = 0 order by d.n`,
      [seededPatientsPerDoctor],
    );
    const count = counts[0]!;
    return {
      doctors: doctorRows.map((row) => ({
        n: row.n,
        id: row.id,
        email: row.email,
        bookableReasonId: row.reason_id,
        bookingPatientIds: row.patient_ids,
      })),
      weeks,
      pastWeeks,
      appointments: count.appointments,
      liveAppointments: count.live,
      patients: count.patients,
      steps,
      tableSizes: `appointments ${count.size} (indexes ${count.index_size})`,
    };
  } finally {
    await client.end();
  }
}

export interface SavedDefinitions {
  constraints: { table: string; name: string; definition: string; kind: string; own: boolean }[];
  indexes: { name: string; definition: string }[];
}

export async function dropAppointmentsIndexes(client: pg.Client): Promise<SavedDefinitions> {
  const { rows: constraints } = await client.query<SavedDefinitions['constraints'][number]>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition, contype as kind,
            conrelid = 'appointments'::regclass as own
     from pg_constraint where conrelid = 'appointments'::regclass or confrelid = 'appointments'::regclass`,
  );
  const { rows: indexes } = await client.query<SavedDefinitions['indexes'][number]>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename = 'appointments' and indexname not in (select conname from pg_constraint where conrelid = 'appointments'::regclass)`,
  );
  // Referencing foreign keys first, the primary key last.
  const order = (c: SavedDefinitions['constraints'][number]) => (!c.own ? 0 : c.kind === 'p' ? 2 : 1);
  for (const constraint of [...constraints].sort((a, b) => order(a) - order(b))) {
    await client.query(`alter table ${constraint.table} drop constraint "${constraint.name}"`);
  }
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  // The dashboard's rollup triggers would upsert once per row: the restore recounts it in one statement.
  await client.query('alter table appointments disable trigger user');
  return { constraints, indexes };
}

export async function restoreAppointmentsIndexes(client: pg.Client, saved: SavedDefinitions) {
  const order = (c: SavedDefinitions['constraints'][number]) => (c.own ? (c.kind === 'p' ? 0 : 1) : 2);
  for (const index of saved.indexes) await client.query(index.definition);
  for (const constraint of [...saved.constraints].sort((a, b) => order(a) - order(b))) {
    await client.query(`alter table ${constraint.table} add constraint "${constraint.name}" ${constraint.definition}`);
  }
  await client.query('alter table appointments enable trigger user');
  await client.query('select doctor_day_figures_refill()');
}

/**
 * The public booking part's practice week, for every seeded doctor: Sunday to Thursday
 * 08:00-18:00 practice time (07:00-17:00 UTC, the stored form), cabinet only, in place of the
 * all-week 07:00-24:00 the other parts' evening bookings need. The seeded appointments fill
 * 08:00-16:50, so a page offers the rest of the afternoon and the cancelled slots. Set-based,
 * one statement; run once the other parts are done (their evening bookings would fall outside it).
 */
export async function setPublicPracticeWeek(databaseUrl: string): Promise<{ blocks: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const utc = (time: string) => utcClockOf(minutesOf(time));
    const { rowCount } = await client.query(
      `with doctors as (select id from users where email like 'bench.doctor.%' and kind = 'doctor'),
            cleared as (delete from schedule_blocks sb using doctors d where sb.doctor_id = d.id)
       insert into schedule_blocks (doctor_id, day, mode, start_at, end_at, types)
       select d.id, day, 'day', $2, $3, '{cabinet}' from doctors d cross join unnest($1::int[]) day`,
      [publicPracticeHours.days, utc(publicPracticeHours.from), utc(publicPracticeHours.to)],
    );
    return { blocks: rowCount ?? 0 };
  } finally {
    await client.end();
  }
}
