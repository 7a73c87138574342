/** How the booking form shows a picked patient's missed visits: not at all, as a count, or as a warning. */
export type MissedVisitsLevel = 'none' | 'count' | 'warning';

/** Issue 22: a warning from the practice's threshold on; a plain count below it, or while the threshold is unknown. */
export function missedVisitsLevel(count: number, warnFrom: number | null): MissedVisitsLevel {
  if (count <= 0) return 'none';
  return warnFrom !== null && count >= warnFrom ? 'warning' : 'count';
}
