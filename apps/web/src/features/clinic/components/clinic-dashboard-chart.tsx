import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ClinicDashboard } from '@tabib/contracts/clinic-dashboard';
import { bucketLabel, bucketTitle, formatCount, type ChartLine } from '../model/clinic-dashboard-model';

const chartHeight = 260;
/** Whole steps only: a bucket is a day, a week or a month, and appointments come one by one. */
const wholeSteps = [
  1, 2, 3, 4, 5, 6, 7, 10, 12, 14, 15, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000,
];

function optionsOf(
  dashboard: ClinicDashboard,
  lines: ChartLine[],
  width: number,
  rtl: boolean,
  periodLabel: string,
): uPlot.Options {
  const { buckets, granularity } = dashboard;
  const bucketAt = (index: number | null | undefined) =>
    index === null || index === undefined || !Number.isInteger(index) ? undefined : buckets[index];
  return {
    width,
    height: chartHeight,
    // Arabic reads right to left: time runs from the right edge, counts on the right.
    // Half a bucket of room at each end: a lone bucket sits in the middle, the first and last off the edges.
    scales: {
      x: { time: false, dir: rtl ? -1 : 1, range: () => [-0.5, buckets.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(4, max)] },
    },
    axes: [
      {
        incrs: wholeSteps,
        space: granularity === 'month' ? 64 : 48,
        values: (_u, splits) => splits.map((split) => (bucketAt(split) ? bucketLabel(bucketAt(split)!, granularity) : '')),
      },
      { side: rtl ? 1 : 3, incrs: wholeSteps, values: (_u, splits) => splits.map((split) => formatCount(split)) },
    ],
    series: [
      { label: periodLabel, value: (_u, index) => (bucketAt(index) ? bucketTitle(bucketAt(index)!, granularity) : '') },
      ...lines.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: line.key === 'clinic' ? 3 : 2,
        points: { show: buckets.length <= 31 },
        value: (_u: uPlot, value: number | null) => (value === null ? '' : formatCount(value)),
      })),
    ],
    cursor: { drag: { x: false, y: false } },
    legend: { live: true },
  };
}

/**
 * Appointments per bucket, the clinic's line and the chosen doctors' (uPlot, loaded with this
 * page only). The canvas is hidden from screen readers: the table beside it says the same.
 */
export function ClinicDashboardChart({ dashboard, lines }: { dashboard: ClinicDashboard; lines: ChartLine[] }) {
  const { t, i18n } = useTranslation('clinic');
  const holder = useRef<HTMLDivElement>(null);
  const rtl = i18n.dir() === 'rtl';
  const periodLabel = t(`dashboard.granularity.${dashboard.granularity}`);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [dashboard.buckets.map((_, index) => index), ...lines.map((line) => line.values)];
    const plot = new uPlot(optionsOf(dashboard, lines, element.clientWidth, rtl, periodLabel), data, element);
    const resized = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: chartHeight }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [dashboard, lines, rtl, periodLabel]);

  return (
    <figure className="clinic-dashboard-chart" data-testid="clinic-dashboard-chart">
      <figcaption className="tabib-visually-hidden">{t('dashboard.chart.title')}</figcaption>
      <div ref={holder} aria-hidden="true" dir="ltr" />
      {/* Wrapped: a table is never narrower than its cells, so a hidden one would still widen the page. */}
      <div className="tabib-visually-hidden">
        <table data-testid="clinic-dashboard-chart-table">
          <thead>
            <tr>
              <th scope="col">{periodLabel}</th>
              {lines.map((line) => (
                <th scope="col" key={line.key}>
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dashboard.buckets.map((bucket, index) => (
              <tr key={bucket}>
                <th scope="row">{bucketTitle(bucket, dashboard.granularity)}</th>
                {lines.map((line) => (
                  <td key={line.key}>{formatCount(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
