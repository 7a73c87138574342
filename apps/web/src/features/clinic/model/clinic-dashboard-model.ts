import dayjs from 'dayjs';
import type { ClinicDashboard, DashboardGranularity } from '@tabib/contracts/clinic-dashboard';
import type { Locale } from '@tabib/contracts/locales';
import type { TitledPerson } from '../../../lib/doctor-name';

/** Lines drawn at most besides the clinic's own: more would not be told apart. */
export const maxChartDoctors = 5;
/** Lines the chart starts with: the busiest doctors of the period. */
export const defaultChartDoctors = 3;

/** The palette of the chart's lines, the clinic's first; every colour reaches 3:1 on white. */
export const chartColors = ['#0b6e77', '#c2410c', '#6d28d9', '#15803d', '#b91c1c', '#1d4ed8'];

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** 12345 as '12 345': a space between thousands, as money is written (contracts/money.ts). */
export function formatCount(value: number): string {
  return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(Math.round(value))))}`;
}

/** 0.3333 as '33,3 %' (fr, ar) or '33.3 %' (en); '—' when there is nothing to divide. */
export function formatPercent(rate: number | null, locale: Locale): string {
  if (rate === null) return '—';
  const tenths = Math.round(rate * 1000);
  const whole = groupThousands(String(Math.trunc(tenths / 10)));
  const decimal = tenths % 10;
  return `${whole}${decimal === 0 ? '' : `${locale === 'en' ? '.' : ','}${decimal}`} %`;
}

/** A bucket's name on the chart's axis: its day, its first day, or its month. */
export function bucketLabel(day: string, granularity: DashboardGranularity): string {
  return granularity === 'month' ? dayjs(day).format('MMM YYYY') : dayjs(day).format('DD/MM');
}

/** A bucket's full name, for the chart's text alternative. */
export function bucketTitle(day: string, granularity: DashboardGranularity): string {
  return granularity === 'month' ? dayjs(day).format('MMMM YYYY') : dayjs(day).format('DD/MM/YYYY');
}

/** The busiest doctors of the period first: the chart's lines when nobody chose any. */
export function busiestDoctors(dashboard: ClinicDashboard, count = defaultChartDoctors): string[] {
  return [...dashboard.doctors]
    .filter((doctor) => doctor.appointments > 0)
    .sort((a, b) => b.appointments - a.appointments)
    .slice(0, count)
    .map((doctor) => doctor.doctorId);
}

export interface ChartLine {
  key: string;
  label: string;
  color: string;
  values: number[];
}

/** The clinic's line, then the chosen doctors' still listed, each with its colour. */
export function chartLines(
  dashboard: ClinicDashboard,
  chosen: string[],
  labels: { clinic: string; doctor: (doctor: TitledPerson) => string },
): ChartLine[] {
  const doctors = chosen.flatMap((id) => dashboard.doctors.filter((doctor) => doctor.doctorId === id)).slice(0, maxChartDoctors);
  return [
    { key: 'clinic', label: labels.clinic, color: chartColors[0]!, values: dashboard.clinic.series },
    ...doctors.map((doctor, index) => ({
      key: doctor.doctorId,
      label: labels.doctor(doctor),
      color: chartColors[index + 1]!,
      values: doctor.series,
    })),
  ];
}
