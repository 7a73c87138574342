import type { ClinicDashboard, DashboardDoctor, DashboardFigures } from '@tabib/contracts/clinic-dashboard';
import type { DashboardRange } from './dashboard-range';
import type { DoctorFiguresRow, DoctorRow } from './clinic-dashboard.repository';

export interface DashboardRows {
  doctors: DoctorRow[];
  figures: DoctorFiguresRow[];
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function figuresOf(bucketCount: number, a: DoctorFiguresRow | undefined): DashboardFigures {
  const series = new Array<number>(bucketCount).fill(0);
  // width_bucket numbers the buckets from 1; 0 is before the first one (period 'all': records older than the first appointment).
  a?.buckets.forEach((bucket, index) => {
    if (bucket >= 1 && bucket <= bucketCount) series[bucket - 1] = a.counts[index]!;
  });
  const done = a?.done ?? 0;
  const missed = a?.missed ?? 0;
  const total = a?.total ?? 0;
  const billed = Number(a?.billed ?? 0);
  const paid = Number(a?.paid ?? 0);
  return {
    appointments: total,
    byStatus: {
      BOOKED: a?.booked ?? 0,
      DONE: done,
      PATIENT_MISSED: missed,
      DOCTOR_CANCELED: a?.doctor_canceled ?? 0,
      PATIENT_CANCELED: a?.patient_canceled ?? 0,
    },
    bySource: { doctor: total - (a?.patient_made ?? 0), patient: a?.patient_made ?? 0 },
    visio: a?.visio ?? 0,
    noShowRate: ratio(missed, done + missed),
    visioShare: ratio(a?.visio ?? 0, total),
    newPatients: a?.new_patients ?? 0,
    money: { billed, paid, remaining: billed - paid },
    series,
  };
}

/** The clinic's figures are its doctors' added up: every figure is a count or a sum per doctor. */
function clinicFiguresOf(doctors: DashboardFigures[], bucketCount: number): DashboardFigures {
  const sum = (pick: (figures: DashboardFigures) => number) => doctors.reduce((total, figures) => total + pick(figures), 0);
  const byStatus = {
    BOOKED: sum((f) => f.byStatus.BOOKED),
    DONE: sum((f) => f.byStatus.DONE),
    PATIENT_MISSED: sum((f) => f.byStatus.PATIENT_MISSED),
    DOCTOR_CANCELED: sum((f) => f.byStatus.DOCTOR_CANCELED),
    PATIENT_CANCELED: sum((f) => f.byStatus.PATIENT_CANCELED),
  };
  const appointments = sum((f) => f.appointments);
  const visio = sum((f) => f.visio);
  const billed = sum((f) => f.money.billed);
  const paid = sum((f) => f.money.paid);
  return {
    appointments,
    byStatus,
    bySource: { doctor: sum((f) => f.bySource.doctor), patient: sum((f) => f.bySource.patient) },
    visio,
    noShowRate: ratio(byStatus.PATIENT_MISSED, byStatus.DONE + byStatus.PATIENT_MISSED),
    visioShare: ratio(visio, appointments),
    newPatients: sum((f) => f.newPatients),
    money: { billed, paid, remaining: billed - paid },
    series: Array.from({ length: bucketCount }, (_, index) => sum((f) => f.series[index]!)),
  };
}

const hasFigures = (figures: DashboardFigures) => figures.appointments > 0 || figures.newPatients > 0 || figures.money.billed > 0;

export function presentDashboard(range: DashboardRange, rows: DashboardRows): ClinicDashboard {
  const bucketCount = range.buckets.length;
  const figuresByDoctor = new Map(rows.figures.map((row) => [row.doctor_id, row]));
  const doctors: DashboardDoctor[] = rows.doctors
    .map((doctor) => ({
      doctorId: doctor.id,
      title: doctor.title,
      firstName: doctor.first_name,
      lastName: doctor.last_name,
      deleted: doctor.deleted,
      ...figuresOf(bucketCount, figuresByDoctor.get(doctor.id)),
    }))
    .filter(({ deleted, ...figures }) => !deleted || hasFigures(figures))
    .map(({ deleted: _deleted, ...doctor }) => doctor);
  return {
    period: range.period,
    granularity: range.granularity,
    from: range.from,
    to: range.to,
    buckets: range.buckets,
    clinic: clinicFiguresOf(doctors, bucketCount),
    doctors,
  };
}
