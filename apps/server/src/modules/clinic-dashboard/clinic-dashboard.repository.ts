import { sql, type SQL } from 'drizzle-orm';
import { practiceTimeZone } from '@tabib/contracts/appointments';
import type { Executor } from '../../db/client';

export interface DashboardWindow {
  clinicId: string;
  /** null: no lower bound (period 'all'). */
  since: Date | null;
  until: Date;
}

export interface DoctorRow {
  id: string;
  title: string;
  first_name: string;
  last_name: string;
  deleted: boolean;
}

export interface AppointmentFiguresRow {
  doctor_id: string;
  total: number;
  booked: number;
  done: number;
  missed: number;
  doctor_canceled: number;
  patient_canceled: number;
  patient_made: number;
  visio: number;
  /** width_bucket's 1-based bucket numbers that hold appointments, and their counts, in order. */
  buckets: number[];
  counts: number[];
}

export interface NewPatientsRow {
  doctor_id: string;
  new_patients: number;
}

export interface MoneyRow {
  doctor_id: string;
  /** Centimes; an int8 sum: a string from node-postgres. */
  amount: string | number;
}

/** The clinic's doctors, deleted ones too: their past still counts for the clinic. */
const clinicDoctors = (clinicId: string) => sql`(select u.id from users u where u.clinic_id = ${clinicId} and u.kind = 'doctor')`;
const instant = (value: Date | null) => sql`${value ? value.toISOString() : '-infinity'}::timestamptz`;

async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * The only SQL of the dashboard: aggregates per doctor over the clinic's doctors (users.clinic_id),
 * each a single statement so that they run side by side on the pool (docs/performance.md).
 */
export function createClinicDashboardRepository(db: Executor) {
  return {
    doctors(clinicId: string) {
      return rowsOf<DoctorRow>(
        db,
        sql`select u.id, u.title, u.first_name, u.last_name, u.deleted_at is not null as deleted
            from users u where u.clinic_id = ${clinicId} and u.kind = 'doctor'
            order by u.last_name, u.first_name, u.id`,
      );
    },

    /** The practice day of the clinic's first appointment: one index probe per doctor. */
    async firstAppointmentDay(clinicId: string): Promise<string | null> {
      const [row] = await rowsOf<{ day: string | null }>(
        db,
        sql`select to_char(min(first.start_at) at time zone ${practiceTimeZone}, 'YYYY-MM-DD') as day
            from users u
            cross join lateral (
              select a.start_at from appointments a where a.doctor_id = u.id order by a.start_at limit 1
            ) first
            where u.clinic_id = ${clinicId} and u.kind = 'doctor'`,
      );
      return row?.day ?? null;
    },

    /**
     * Counts per doctor and per bucket in one pass over the period's appointments (bucketed by
     * width_bucket over the buckets' start instants), then folded per doctor with the series as
     * two arrays.
     */
    appointmentFigures(window: DashboardWindow, bounds: Date[]) {
      const thresholds = sql`${sql.param(bounds.map((bound) => bound.toISOString()))}::timestamptz[]`;
      return rowsOf<AppointmentFiguresRow>(
        db,
        sql`with per_bucket as (
              select a.doctor_id, width_bucket(a.start_at, ${thresholds}) as bucket,
                     count(*) as total,
                     count(*) filter (where a.status = 'BOOKED') as booked,
                     count(*) filter (where a.status = 'DONE') as done,
                     count(*) filter (where a.status = 'PATIENT_MISSED') as missed,
                     count(*) filter (where a.status = 'DOCTOR_CANCELED') as doctor_canceled,
                     count(*) filter (where a.status = 'PATIENT_CANCELED') as patient_canceled,
                     count(*) filter (where a.source = 'patient') as patient_made,
                     count(*) filter (where a.type = 'visio') as visio
              from appointments a
              where a.doctor_id in ${clinicDoctors(window.clinicId)}
                and a.start_at >= ${instant(window.since)} and a.start_at < ${instant(window.until)}
              group by a.doctor_id, bucket
            )
            select doctor_id, sum(total)::int as total, sum(booked)::int as booked, sum(done)::int as done,
                   sum(missed)::int as missed, sum(doctor_canceled)::int as doctor_canceled,
                   sum(patient_canceled)::int as patient_canceled, sum(patient_made)::int as patient_made,
                   sum(visio)::int as visio,
                   array_agg(bucket order by bucket) as buckets, array_agg(total::int order by bucket) as counts
            from per_bucket group by doctor_id`,
      );
    },

    /** Patient records opened in the period (the list pages' index: doctor, created_at, live only). */
    newPatients(window: DashboardWindow) {
      return rowsOf<NewPatientsRow>(
        db,
        sql`select p.doctor_id, count(*)::int as new_patients
            from patients p
            where p.doctor_id in ${clinicDoctors(window.clinicId)} and p.deleted_at is null
              and p.created_at >= ${instant(window.since)} and p.created_at < ${instant(window.until)}
            group by p.doctor_id`,
      );
    },

    /** Totals of the acts dated in the period. */
    billed(window: DashboardWindow) {
      return rowsOf<MoneyRow>(
        db,
        sql`select ac.doctor_id, sum(ac.total_centimes)::bigint as amount
            from acts ac
            where ac.doctor_id in ${clinicDoctors(window.clinicId)} and ac.deleted_at is null
              and ac.created_at >= ${instant(window.since)} and ac.created_at < ${instant(window.until)}
            group by ac.doctor_id`,
      );
    },

    /**
     * What was paid, up to now, towards the acts dated in the period: a statement of its own so
     * that the planner joins the payments by index for a short period and by hash for a long one.
     */
    paid(window: DashboardWindow) {
      return rowsOf<MoneyRow>(
        db,
        sql`select ac.doctor_id, sum(ap.amount_centimes)::bigint as amount
            from acts ac join act_payments ap on ap.act_id = ac.id
            where ac.doctor_id in ${clinicDoctors(window.clinicId)} and ac.deleted_at is null
              and ac.created_at >= ${instant(window.since)} and ac.created_at < ${instant(window.until)}
            group by ac.doctor_id`,
      );
    },
  };
}

export type ClinicDashboardRepository = ReturnType<typeof createClinicDashboardRepository>;
