import { describe, expect, it } from 'vitest';
import type { ClinicDashboard, DashboardDoctor, DashboardFigures } from '@tabib/contracts/clinic-dashboard';
import { busiestDoctors, chartLines, formatCount, formatPercent, maxChartDoctors } from './clinic-dashboard-model';

const figures = (appointments: number, series: number[]): DashboardFigures => ({
  appointments,
  byStatus: { BOOKED: 0, DONE: appointments, PATIENT_MISSED: 0, DOCTOR_CANCELED: 0, PATIENT_CANCELED: 0 },
  bySource: { doctor: appointments, patient: 0 },
  visio: 0,
  noShowRate: 0,
  visioShare: 0,
  newPatients: 0,
  money: { billed: 0, paid: 0, remaining: 0 },
  series,
});
const doctor = (id: string, appointments: number): DashboardDoctor => ({
  doctorId: id,
  title: 'Dr',
  firstName: 'F',
  lastName: id,
  ...figures(appointments, [appointments, 0]),
});
const dashboard = (doctors: DashboardDoctor[]): ClinicDashboard => ({
  period: 'week',
  granularity: 'day',
  from: '2026-03-01',
  to: '2026-03-02',
  buckets: ['2026-03-01', '2026-03-02'],
  clinic: figures(10, [10, 0]),
  doctors,
});

describe('clinic dashboard model', () => {
  it('writes counts and shares with a space between thousands and the language decimal mark', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1 234 567');
    expect(formatPercent(1 / 3, 'fr')).toBe('33,3 %');
    expect(formatPercent(1 / 3, 'en')).toBe('33.3 %');
    expect(formatPercent(0.25, 'ar')).toBe('25 %');
    expect(formatPercent(1, 'fr')).toBe('100 %');
    expect(formatPercent(null, 'fr')).toBe('—');
  });

  it('draws the busiest doctors at first, none without appointments', () => {
    const data = dashboard([doctor('a', 3), doctor('b', 9), doctor('c', 0), doctor('d', 5), doctor('e', 1)]);
    expect(busiestDoctors(data)).toEqual(['b', 'd', 'a']);
    expect(busiestDoctors(dashboard([doctor('c', 0)]))).toEqual([]);
  });

  it("draws the clinic's line first, then at most five chosen doctors still listed", () => {
    const doctors = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => doctor(id, 1));
    const lines = chartLines(dashboard(doctors), ['gone', 'f', 'a', 'b', 'c', 'd', 'e'], {
      clinic: 'Clinic',
      doctor: (person) => person.lastName,
    });
    expect(lines.map((line) => line.label)).toEqual(['Clinic', 'f', 'a', 'b', 'c', 'd']);
    expect(lines).toHaveLength(maxChartDoctors + 1);
    expect(new Set(lines.map((line) => line.color)).size).toBe(lines.length);
    expect(lines[0]!.values).toEqual([10, 0]);
  });
});
