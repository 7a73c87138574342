import { describe, expect, it } from 'vitest';
import { dashboardRange } from './dashboard-range';

describe('dashboardRange', () => {
  it('cuts rolling periods back from today, the last bucket ending today', () => {
    const week = dashboardRange('week', '2026-03-04', null);
    expect(week).toMatchObject({ granularity: 'day', from: '2026-02-26', to: '2026-03-04' });
    expect(week.buckets).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    const quarter = dashboardRange('3months', '2026-03-04', null);
    expect(quarter.buckets).toHaveLength(13);
    expect(quarter.buckets.at(-1)).toBe('2026-02-26');
    expect(dashboardRange('6months', '2026-03-04', null).buckets).toHaveLength(26);
    expect(dashboardRange('month', '2026-03-04', null).from).toBe('2026-02-03');
  });

  it('takes calendar months for the year, across a new year', () => {
    const year = dashboardRange('year', '2026-03-04', null);
    expect(year).toMatchObject({ granularity: 'month', from: '2025-04-01', to: '2026-03-04' });
    expect(year.buckets).toHaveLength(12);
    expect(year.buckets.slice(8, 10)).toEqual(['2025-12-01', '2026-01-01']);
  });

  it('starts "all" at the month of the first appointment', () => {
    const all = dashboardRange('all', '2026-03-04', '2023-11-17');
    expect(all.buckets[0]).toBe('2023-11-01');
    expect(all.buckets).toHaveLength(29);
    expect(dashboardRange('all', '2026-03-04', null).buckets).toEqual(['2026-03-01']);
    expect(dashboardRange('all', '2026-03-04', '2026-05-02').buckets).toEqual(['2026-03-01']);
  });
});
