import pg from 'pg';
import { practiceTimeZone } from '@tabib/contracts/appointments';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { benchPassword, dropAppointmentsIndexes, restoreAppointmentsIndexes } from '../seed';

export interface ClinicSeedOptions {
  /** Clinics seeded alike; the first one is measured, the others share its tables as in a shared deployment. */
  clinics: number;
  doctorsPerClinic: number;
  appointmentsPerClinic: number;
  /** Appointments a doctor has on a working day (Saturday to Thursday). */
  slotsPerDay: number;
  /** Working days seeded after today (BOOKED mostly): the dashboard never counts them. */
  comingWorkingDays: number;
}

export interface ClinicSeedReport {
  adminEmail: string;
  clinicId: string;
  firstDay: string;
  lastDay: string;
  counts: { appointments: number; acts: number; payments: number; patients: number; measuredAppointments: number };
  steps: { step: string; seconds: number }[];
  sizes: string;
}

export const benchClinicAdmin = (clinic: number) => `bench.clinic.${clinic}.admin@tabib.test`;

/**
 * Seeds with set-based SQL (generate_series): per clinic its admin and doctors, one consultation
 * reason per doctor, then each doctor's appointments, 11 a working day going back about three
 * years to today (and two weeks on). One visit in five is a new patient, whose record is opened
 * the day before; the others are patients the doctor has already seen. Every DONE appointment
 * has an act of 2,000 DA (1% deleted), 85% of acts are paid in full, 10% half, 5% not yet.
 * Rows are inserted in time order, clinics interleaved, as a shared table fills up.
 */
export async function seedClinics(databaseUrl: string, options: ClinicSeedOptions): Promise<ClinicSeedReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps: ClinicSeedReport['steps'] = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps.push({ step: name, seconds: (performance.now() - started) / 1000 });
    return result;
  };
  const perDoctor = Math.round(options.appointmentsPerClinic / options.doctorsPerClinic);
  const workingDays = Math.ceil(perDoctor / options.slotsPerDay);
  const tz = practiceTimeZone;

  try {
    await client.query(`set work_mem = '512MB'; set maintenance_work_mem = '1GB'`);
    const passwordHash = await step('hash one password (argon2id)', () => hashPassword(benchPassword));

    await step(`${options.clinics} clinics, their admins and ${options.doctorsPerClinic} doctors each`, async () => {
      await client.query(
        `create temp table dash_clinics as
         select c, gen_random_uuid() as id from generate_series(0, ${options.clinics - 1}) c;
         insert into clinics (id, name) select id, 'Clinique Bench ' || c from dash_clinics;`,
      );
      await client.query(
        `insert into users (email, password_hash, kind, first_name, last_name, clinic_id, clinic_role, accept_terms, first_login_psw_reset)
         select format('bench.clinic.%s.admin@tabib.test', c), $1, 'clinic_user', 'Admin', 'Clinique ' || c, id, 'admin', true, true
         from dash_clinics`,
        [passwordHash],
      );
      await client.query(
        `create temp table dash_doctors as
         select c.c, c.id as clinic_id, n, gen_random_uuid() as id
         from dash_clinics c cross join generate_series(0, ${options.doctorsPerClinic - 1}) n;
         alter table dash_doctors add primary key (c, n)`,
      );
      await client.query(
        `insert into users (id, email, password_hash, kind, first_name, last_name, clinic_id, allow_all, accept_terms, first_login_psw_reset, work_status)
         select d.id, format('bench.clinic.%s.doctor.%s@tabib.test', d.c, d.n), $1, 'doctor', 'Doc' || d.n, 'Bench ' || d.c,
                d.clinic_id, true, true, true, 'work'
         from dash_doctors d`,
        [passwordHash],
      );
      await client.query(
        `create temp table dash_reasons as select d.id as doctor_id, gen_random_uuid() as id from dash_doctors d;
         insert into consultation_reasons (id, doctor_id, title, duration, price_centimes, color, is_validated)
         select r.id, r.doctor_id, '{"fr":"Consultation","en":"Consultation","ar":"استشارة"}'::jsonb, 20, 200000, '#1677ff', true
         from dash_reasons r`,
      );
    });

    await step(`${workingDays} working days of ${options.slotsPerDay} slots per doctor, new patients' records`, async () => {
      // Fridays off; the last working day is comingWorkingDays after today (or after the last one before it).
      const today = `(now() at time zone '${tz}')::date`;
      await client.query(
        `create temp table dash_days as
         with calendar as (
           select day::date as day, row_number() over (order by day) as i
           from generate_series(${today} - ${workingDays * 2 + 10}, ${today} + ${options.comingWorkingDays * 2 + 10}, interval '1 day') day
           where extract(dow from day) <> 5
         ), last as (select max(i) + ${options.comingWorkingDays} as i from calendar where day <= ${today})
         select (c.i - l.i + ${workingDays - 1})::int as w, c.day
         from calendar c, last l where c.i <= l.i and c.i > l.i - ${workingDays};
         alter table dash_days add primary key (w)`,
      );
      await client.query(
        `create temp table dash_slots as
         select d.c, d.n, d.id as doctor_id, j,
                ((dd.day + time '08:00' + (j % ${options.slotsPerDay}) * interval '30 minutes') at time zone '${tz}') as start_at,
                random() as roll
         from dash_doctors d cross join generate_series(0, ${perDoctor - 1}) j
         join dash_days dd on dd.w = j / ${options.slotsPerDay};
         alter table dash_slots add primary key (c, n, j)`,
      );
      await client.query(
        `create temp table dash_patients as
         select c, n, j / 5 as k, gen_random_uuid() as id, start_at - interval '1 day' as created_at
         from dash_slots where j % 5 = 0;
         alter table dash_patients add primary key (c, n, k);
         insert into patients (id, doctor_id, first_name, last_name, gender, phone, created_at, updated_at)
         select p.id, d.id, 'Patient' || p.k, 'Bench',
                case when p.k % 2 = 0 then 'FEMALE' else 'MALE' end::gender,
                '+2135' || lpad((p.c * 10000000 + p.n * 100000 + p.k)::text, 8, '0'), p.created_at, p.created_at
         from dash_patients p join dash_doctors d on d.c = p.c and d.n = p.n
         order by p.created_at`,
      );
    });

    const saved = await step('drop appointments indexes and constraints', () => dropAppointmentsIndexes(client));
    await step(`${(options.clinics * options.doctorsPerClinic * perDoctor).toLocaleString('en')} appointments`, async () => {
      await client.query(
        `insert into appointments (doctor_id, patient_id, consultation_reason_id, start_at, end_at, duration, type, status,
                                   patient_arrived, done_at, canceled_at, source, created_at, updated_at)
         select s.doctor_id, p.id, r.id, s.start_at, s.start_at + interval '20 minutes', 20,
                case when (s.j * 13 + s.n) % 10 = 0 then 'visio' else 'cabinet' end::appointment_type,
                st.status, st.status = 'DONE', case when st.status = 'DONE' then s.start_at + interval '20 minutes' end,
                case when st.status in ('DOCTOR_CANCELED', 'PATIENT_CANCELED') then s.start_at - interval '1 day' end,
                case when (s.j * 7 + s.n) % 4 = 0 then 'patient' else 'doctor' end::appointment_source,
                s.start_at - interval '7 days', s.start_at - interval '7 days'
         from dash_slots s
         cross join lateral (select case when s.start_at < now() then
             case when s.roll < 0.80 then 'DONE' when s.roll < 0.87 then 'PATIENT_MISSED' when s.roll < 0.92 then 'DOCTOR_CANCELED'
                  when s.roll < 0.97 then 'PATIENT_CANCELED' else 'BOOKED' end
           else case when s.roll < 0.95 then 'BOOKED' else 'PATIENT_CANCELED' end end::appointment_status as status) st
         join dash_reasons r on r.doctor_id = s.doctor_id
         join dash_patients p on p.c = s.c and p.n = s.n
           and p.k = case when s.j % 5 = 0 then s.j / 5 else (hashint4(s.j * 64 + s.n) & 2147483647) % (s.j / 5 + 1) end
         order by s.start_at, s.c, s.n`,
      );
    });
    await step('rebuild appointments indexes and constraints', () => restoreAppointmentsIndexes(client, saved));

    await step('an act for every DONE appointment, and its payments', async () => {
      // Their foreign keys hold by construction: not checked row by row (superuser only; else checked).
      await client.query(`set session_replication_role = replica`).catch(() => {});
      await client.query(
        `insert into acts (doctor_id, patient_id, appointment_id, title, total_centimes, created_at, updated_at, deleted_at)
         select a.doctor_id, a.patient_id, a.id, 'Consultation', 200000, a.end_at, a.end_at,
                case when random() < 0.01 then a.end_at end
         from appointments a join dash_doctors d on d.id = a.doctor_id
         where a.status = 'DONE'
         order by a.end_at`,
      );
      await client.query(
        `insert into act_payments (act_id, amount_centimes, paid_on, created_at)
         select paid.id, case when paid.roll < 0.85 then paid.total_centimes else paid.total_centimes / 2 end,
                (paid.created_at at time zone '${tz}')::date, paid.created_at
         from (select ac.id, ac.total_centimes, ac.created_at, random() as roll
               from acts ac join dash_doctors d on d.id = ac.doctor_id) paid
         where paid.roll < 0.95
         order by paid.created_at`,
      );
      await client.query(`reset session_replication_role`).catch(() => {});
    });
    // Replica mode skipped the rollup's triggers too.
    await step("the dashboard's daily figures", () => client.query('select doctor_day_figures_refill()'));
    await step('vacuum analyze, checkpoint', async () => {
      await client.query('vacuum analyze');
      await client.query('checkpoint').catch(() => {});
    });

    const { rows } = await client.query<{
      clinic_id: string;
      first_day: string;
      last_day: string;
      appointments: number;
      measured: number;
      acts: number;
      payments: number;
      patients: number;
      sizes: string;
    }>(
      `select (select id from dash_clinics where c = 0) as clinic_id,
              (select min(day)::text from dash_days) as first_day, (select max(day)::text from dash_days) as last_day,
              (select count(*) from appointments)::int as appointments,
              (select count(*) from appointments a join dash_doctors d on d.id = a.doctor_id and d.c = 0)::int as measured,
              (select count(*) from acts)::int as acts, (select count(*) from act_payments)::int as payments,
              (select count(*) from patients)::int as patients,
              format('appointments %s (indexes %s), acts %s, act_payments %s, patients %s',
                pg_size_pretty(pg_table_size('appointments')), pg_size_pretty(pg_indexes_size('appointments')),
                pg_size_pretty(pg_total_relation_size('acts')), pg_size_pretty(pg_total_relation_size('act_payments')),
                pg_size_pretty(pg_total_relation_size('patients'))) as sizes`,
    );
    const row = rows[0]!;
    return {
      adminEmail: benchClinicAdmin(0),
      clinicId: row.clinic_id,
      firstDay: row.first_day,
      lastDay: row.last_day,
      counts: {
        appointments: row.appointments,
        acts: row.acts,
        payments: row.payments,
        patients: row.patients,
        measuredAppointments: row.measured,
      },
      steps,
      sizes: row.sizes,
    };
  } finally {
    await client.end();
  }
}
