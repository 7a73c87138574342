import { sql, type SQL } from 'drizzle-orm';
import { practiceTimeZone } from '@tabib/contracts/appointments';
import type { Executor } from '../../db/client';

export interface DashboardWindow {
  clinicId: string;
  /** First practice day (YYYY-MM-DD); null: no lower bound (period 'all'). */
  from: string | null;
  /** Last practice day, included. */
  to: string;
  /** The first practice day of each bucket, in order. */
  buckets: string[];
}

export interface DoctorRow {
  id: string;
  title: string;
  first_name: string;
  last_name: string;
  deleted: boolean;
}

/** A doctor's figures over the window, from the daily rollup (doctor_day_figures). */
export interface DoctorFiguresRow {
  doctor_id: string;
  total: number;
  booked: number;
  done: number;
  missed: number;
  doctor_canceled: number;
  patient_canceled: number;
  patient_made: number;
  visio: number;
  new_patients: number;
  /** Centimes; int8 sums: strings from node-postgres. */
  billed: string | number;
  paid: string | number;
  /** width_bucket's 1-based bucket numbers that hold appointments, and their counts, in order. */
  buckets: number[];
  counts: number[];
}

/** The clinic's doctors, deleted ones too: their past still counts for the clinic. */
const clinicDoctors = (clinicId: string) => sql`(select u.id from users u where u.clinic_id = ${clinicId} and u.kind = 'doctor')`;

async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * The only SQL of the dashboard: the clinic's doctors (users.clinic_id) and their figures.
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
     * Every figure per doctor in one statement over the daily rollup that triggers keep
     * (migration 0022): summed per doctor and bucket (width_bucket over the buckets' first
     * days), then per doctor with the series as two arrays. O(doctors × days), whatever the
     * number of appointments (docs/performance.md, "Clinic dashboard").
     */
    figures(window: DashboardWindow) {
      const firstDays = sql`${sql.param(window.buckets)}::date[]`;
      const from = window.from ? sql`and f.day >= ${window.from}::date` : sql``;
      return rowsOf<DoctorFiguresRow>(
        db,
        sql`with per_bucket as (
              select f.doctor_id, width_bucket(f.day, ${firstDays}) as bucket,
                     sum(f.booked + f.done + f.patient_missed + f.doctor_canceled + f.patient_canceled) as total,
                     sum(f.booked) as booked, sum(f.done) as done, sum(f.patient_missed) as missed,
                     sum(f.doctor_canceled) as doctor_canceled, sum(f.patient_canceled) as patient_canceled,
                     sum(f.patient_made) as patient_made, sum(f.visio) as visio, sum(f.new_patients) as new_patients,
                     sum(f.billed_centimes) as billed, sum(f.paid_centimes) as paid
              from doctor_day_figures f
              where f.doctor_id in ${clinicDoctors(window.clinicId)} ${from} and f.day <= ${window.to}::date
              group by f.doctor_id, bucket
            )
            select doctor_id, sum(total)::int as total, sum(booked)::int as booked, sum(done)::int as done,
                   sum(missed)::int as missed, sum(doctor_canceled)::int as doctor_canceled,
                   sum(patient_canceled)::int as patient_canceled, sum(patient_made)::int as patient_made,
                   sum(visio)::int as visio, sum(new_patients)::int as new_patients,
                   sum(billed)::bigint as billed, sum(paid)::bigint as paid,
                   coalesce(array_agg(bucket order by bucket) filter (where total > 0), '{}') as buckets,
                   coalesce(array_agg(total::int order by bucket) filter (where total > 0), '{}') as counts
            from per_bucket group by doctor_id`,
      );
    },
  };
}

export type ClinicDashboardRepository = ReturnType<typeof createClinicDashboardRepository>;
