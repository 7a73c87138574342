import { z } from 'zod';
import { appointmentStatuses } from './appointments';
import { idSchema } from './ids';

/** Spec 3 section 9: the dashboard's period filters. */
export const dashboardPeriods = ['week', 'month', '3months', '6months', 'year', 'all'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

export const dashboardGranularities = ['day', 'week', 'month'] as const;
export type DashboardGranularity = (typeof dashboardGranularities)[number];

/**
 * What each period covers, ending today (practice days): the rolling ones count whole days
 * back from today and cut them in buckets of `bucketDays` ending today; `year` is the current
 * month and the 11 before it, `all` every month since the clinic's first appointment
 * (docs/decisions.md, "Clinic dashboard").
 */
export const dashboardPeriodSpans = {
  week: { granularity: 'day', days: 7, bucketDays: 1 },
  month: { granularity: 'day', days: 30, bucketDays: 1 },
  '3months': { granularity: 'week', days: 91, bucketDays: 7 },
  '6months': { granularity: 'week', days: 182, bucketDays: 7 },
  year: { granularity: 'month', months: 12 },
  all: { granularity: 'month' },
} as const satisfies Record<
  DashboardPeriod,
  { granularity: DashboardGranularity; days?: number; bucketDays?: number; months?: number }
>;

export const clinicDashboardPaths = { dashboard: '/clinics/web/dashboard' } as const;

export const clinicDashboardQuerySchema = z.object({ period: z.enum(dashboardPeriods).default('month') });
export type ClinicDashboardQuery = z.input<typeof clinicDashboardQuerySchema>;

const count = z.number().int().min(0);
const rate = z.number().min(0).max(1).nullable();
const practiceDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const statusCountsSchema = z.object(
  Object.fromEntries(appointmentStatuses.map((status) => [status, count])) as Record<
    (typeof appointmentStatuses)[number],
    typeof count
  >,
);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** Integer DZD centimes of the acts dated in the period: billed, paid towards them so far, and what is left. */
export const dashboardMoneySchema = z.object({ billed: z.number().int(), paid: z.number().int(), remaining: z.number().int() });
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

/** The figures of the clinic or of one of its doctors over the period. */
export const dashboardFiguresSchema = z.object({
  /** Every appointment whose start falls in the period, whatever its status. */
  appointments: count,
  byStatus: statusCountsSchema,
  /** Who made the appointment: the practice (doctor, assistant, clinic) or the patient on the public page. */
  bySource: z.object({ doctor: count, patient: count }),
  visio: count,
  /** PATIENT_MISSED / (DONE + PATIENT_MISSED); null when neither happened. */
  noShowRate: rate,
  /** visio / appointments; null without appointments. */
  visioShare: rate,
  /** Patient records opened in the period. */
  newPatients: count,
  money: dashboardMoneySchema,
  /** Appointments per bucket, in the order of `buckets`. */
  series: z.array(count),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDoctorSchema = dashboardFiguresSchema.extend({
  doctorId: idSchema,
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type DashboardDoctor = z.infer<typeof dashboardDoctorSchema>;

export const clinicDashboardSchema = z.object({
  period: z.enum(dashboardPeriods),
  granularity: z.enum(dashboardGranularities),
  /** First and last practice day of the period (YYYY-MM-DD), the last one being today. */
  from: practiceDaySchema,
  to: practiceDaySchema,
  /** The first practice day of each bucket of the series. */
  buckets: z.array(practiceDaySchema),
  clinic: dashboardFiguresSchema,
  /** The clinic's doctors, by name; a deleted doctor only when the period holds some of its figures. */
  doctors: z.array(dashboardDoctorSchema),
});
export type ClinicDashboard = z.infer<typeof clinicDashboardSchema>;

export const clinicDashboardResponseSchema = z.object({ success: z.literal(true), dashboard: clinicDashboardSchema });
export type ClinicDashboardResponse = z.infer<typeof clinicDashboardResponseSchema>;
