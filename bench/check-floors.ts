/**
 * The floors of `npm run bench -- --check` (issue 19). Each ratio is the full stack's throughput
 * over the bare handler's on the same SQL (bare-server.ts), measured on the same machine seconds
 * apart (the reads in alternating rounds), so a slow or busy CI machine moves both sides and the
 * ratio much less than either figure. Each floor sits under every healthy ratio measured, on a
 * quiet machine and on one whose 2 cores another CI run kept busy, and over what the regression
 * it names gave (docs/performance.md, "Budgets checked on every CI run").
 */
export const ratioFloors = {
  week: {
    floor: 1.5,
    why:
      'a repeated week comes from the week cache: medians 2.6-10.3 (loaded to quiet, rounds 2.5-12.7; 10.9-15.6 in ' +
      'full runs); without the cache 0.9, with an N+1 query per appointment 0.1-0.2',
  },
  weekUncached: {
    floor: 0.3,
    why:
      'a first read of each week: medians 0.69-0.91 (rounds 0.48-1.19; issue 3 asked >= 0.8, full runs before the ' +
      'cache gave 0.85-0.93); with an N+1 query per appointment 0.13-0.17',
  },
  booking: {
    floor: 0.15,
    why:
      "a known patient's booking, its events' work included: 0.31-0.36 quiet, down to 0.21 loaded; only a regression " +
      'that about halves bookings/s goes under (4 more round trips per booking gave 0.23 quiet, 0.17-0.19 loaded: not caught)',
  },
  freeSlots: {
    floor: 2,
    why:
      "the page's answer is cached per doctor: medians 4.1-13.1 (loaded to quiet, rounds 2.4-13.4); " +
      'without the cache 0.52-0.68',
  },
} as const;

export type RatioName = keyof typeof ratioFloors;

export interface RatioVerdict {
  name: RatioName;
  ratio: number;
  floor: number;
  passed: boolean;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each comparison's ratio (the median of its rounds) against its floor; a ratio that could not
 * be measured (no round, or a bare side that served nothing: NaN or Infinity) fails.
 */
export function verdictsOf(
  rounds: Record<RatioName, number[]>,
  floors: Record<RatioName, { floor: number }> = ratioFloors,
): RatioVerdict[] {
  return (Object.keys(floors) as RatioName[]).map((name) => {
    const ratio = rounds[name].length > 0 ? median(rounds[name]) : Number.NaN;
    const { floor } = floors[name];
    return { name, ratio, floor, passed: Number.isFinite(ratio) && ratio >= floor };
  });
}

export function formatVerdicts(verdicts: RatioVerdict[]): string {
  return verdicts
    .map(
      (v) =>
        `  ${v.name.padEnd(12)} full/bare ${v.ratio.toFixed(2).padStart(6)}  floor ${v.floor.toFixed(2).padStart(5)}  ${v.passed ? 'ok' : `UNDER ITS FLOOR (${ratioFloors[v.name].why})`}`,
    )
    .join('\n');
}
