import type { Result } from 'lighthouse';

export type Preset = 'desktop' | 'mobile';

export interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Everything the page downloaded, as transferred (compressed when the server compresses). */
  transferKb: number;
}

/** The targets (issue 13): printed beside the figures, never failing a run. */
export interface Targets {
  performance: Record<Preset, number>;
  accessibility: number;
  clsBelow: number;
}

export function figuresOf(lhr: Result): Figures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    transferKb: value('total-byte-weight') / 1024,
  };
}

/** The accessibility audits that did not pass, to say what keeps the score under 100. */
export function failedAccessibilityAudits(lhr: Result): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's own median over the runs (not the figures of one median run). */
export function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    transferKb: of('transferKb'),
  };
}

/** The targets missed, as text; empty when all are met. */
export function missedTargets(figures: Figures, preset: Preset, targets: Targets): string[] {
  const missed: string[] = [];
  if (figures.performance < targets.performance[preset])
    missed.push(`performance ${figures.performance} < ${targets.performance[preset]}`);
  if (figures.accessibility < targets.accessibility)
    missed.push(`accessibility ${figures.accessibility} < ${targets.accessibility}`);
  if (!(figures.cls < targets.clsBelow)) missed.push(`CLS ${figures.cls.toFixed(3)} >= ${targets.clsBelow}`);
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const figuresHeader = 'perf  a11y     LCP      TBT    CLS     FCP   transfer';

export function formatFigures(figures: Figures): string {
  return [
    String(Math.round(figures.performance)).padStart(4),
    String(Math.round(figures.accessibility)).padStart(5),
    seconds(figures.lcpMs).padStart(7),
    `${figures.tbtMs.toFixed(0)} ms`.padStart(8),
    figures.cls.toFixed(3).padStart(6),
    seconds(figures.fcpMs).padStart(7),
    `${figures.transferKb.toFixed(0)} KB`.padStart(10),
  ].join(' ');
}
