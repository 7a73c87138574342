import { readFileSync, statSync } from 'node:fs';
import pg from 'pg';

export interface TopStatement {
  queryId: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  planMs: number;
  rowsPerCall: number;
  hitPerCall: number;
  readPerCall: number;
  query: string;
}

export interface SampledPlan {
  samples: number;
  medianMs: number;
  maxMs: number;
  /** The plan of the median sample, EXPLAIN (ANALYZE, BUFFERS) as auto_explain logged it. */
  plan: string;
}

export interface StatementsReport {
  top: TopStatement[];
  /** By query text, whitespace collapsed (PostgreSQL 15's auto_explain does not log the query identifier). */
  plans: Map<string, SampledPlan>;
}

/** Turned on for one window (ALTER SYSTEM + reload), back off after it: the throwaway cluster only. */
const windowSettings: Record<string, string> = {
  'pg_stat_statements.track': 'all',
  'pg_stat_statements.track_planning': 'on',
  'auto_explain.log_min_duration': '0',
  'auto_explain.sample_rate': '0.02',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_nested_statements': 'on',
};

/**
 * pg_stat_statements and auto_explain (both preloaded idle by the throwaway cluster) over a
 * window of the load: the statements by total time, and for each a plan with real
 * parameters, taken under the load rather than in isolation.
 */
export async function startStatementsWindow(databaseUrl: string, logFile: string): Promise<() => Promise<StatementsReport>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  for (const [name, value] of Object.entries(windowSettings)) await client.query(`alter system set ${name} = '${value}'`);
  await client.query('select pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await client.query('select pg_stat_statements_reset()');
  const logOffset = statSync(logFile).size;

  return async () => {
    try {
      const { rows } = await client.query<Record<string, string | number>>(
        `select queryid::text as query_id, calls::int, total_exec_time + total_plan_time as total_ms,
                (total_exec_time + total_plan_time) / calls as mean_ms, total_plan_time / calls as plan_ms,
                rows::float / calls as rows_per_call, shared_blks_hit::float / calls as hit_per_call,
                shared_blks_read::float / calls as read_per_call, query
         from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database()) and calls > 0
           and query not like 'alter system%' and query not like '%pg_stat_statements%'
         order by total_exec_time + total_plan_time desc limit 12`,
      );
      for (const name of Object.keys(windowSettings)) await client.query(`alter system reset ${name}`);
      await client.query('select pg_reload_conf()');
      const top = rows.map((row) => ({
        queryId: String(row.query_id),
        calls: Number(row.calls),
        totalMs: Number(row.total_ms),
        meanMs: Number(row.mean_ms),
        planMs: Number(row.plan_ms),
        rowsPerCall: Number(row.rows_per_call),
        hitPerCall: Number(row.hit_per_call),
        readPerCall: Number(row.read_per_call),
        query: String(row.query).replace(/\s+/g, ' ').trim(),
      }));
      return { top, plans: sampledPlans(readFileSync(logFile).subarray(logOffset).toString()) };
    } finally {
      await client.end();
    }
  };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** auto_explain's entries: a `LOG:  duration: N ms  plan:` line, then tab-indented lines: the query text, then the plan. */
function sampledPlans(log: string): Map<string, SampledPlan> {
  const byQuery = new Map<string, { ms: number; text: string[]; plan: string[] }[]>();
  let current: { ms: number; text: string[]; plan: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const text = collapse(current.text.join(' ').replace(/^Query Text:/, ''));
    byQuery.set(text, [...(byQuery.get(text) ?? []), current]);
    current = undefined;
  };
  for (const line of log.split('\n')) {
    const start = /LOG: {2}duration: ([\d.]+) ms {2}plan:/.exec(line);
    if (start || !line.startsWith('\t')) close();
    if (start) current = { ms: Number(start[1]), text: [], plan: [] };
    if (!current || start) continue;
    // The first plan line is the first with a cost; the lines before it are the query's text.
    if (current.plan.length > 0 || line.includes('(cost=')) current.plan.push(line.slice(1));
    else current.text.push(line.slice(1));
  }
  close();
  const plans = new Map<string, SampledPlan>();
  for (const [text, samples] of byQuery) {
    samples.sort((a, b) => a.ms - b.ms);
    const median = samples[Math.floor((samples.length - 1) / 2)]!;
    plans.set(text, {
      samples: samples.length,
      medianMs: median.ms,
      maxMs: samples[samples.length - 1]!.ms,
      plan: median.plan.join('\n'),
    });
  }
  return plans;
}

/** The sampled plans of a normalized statement ($n for constants): the same text, or one its constants fill. */
function plansOf(report: StatementsReport, query: string): SampledPlan | undefined {
  const exact = report.plans.get(collapse(query));
  if (exact) return exact;
  const escaped = collapse(query).replace(/[.*+?^{}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped.replace(/\$\d+/g, '.+?')}$`);
  const matching = [...report.plans].filter(([text]) => pattern.test(text)).map(([, plan]) => plan);
  return matching.sort((a, b) => b.samples - a.samples)[0];
}

export function formatStatements(report: StatementsReport, planCount = 6): string {
  const total = report.top.reduce((sum, s) => sum + s.totalMs, 0);
  const lines = [
    'statements by total time (pg_stat_statements, track = all: a function call includes the statements it runs):',
    '   total ms  share   calls  mean ms  plan ms  rows  blks hit  read  query',
  ];
  for (const s of report.top) {
    lines.push(
      [
        s.totalMs.toFixed(0).padStart(11),
        `${((100 * s.totalMs) / total).toFixed(0)}%`.padStart(6),
        String(s.calls).padStart(7),
        s.meanMs.toFixed(3).padStart(8),
        s.planMs.toFixed(3).padStart(8),
        s.rowsPerCall.toFixed(1).padStart(5),
        s.hitPerCall.toFixed(0).padStart(9),
        s.readPerCall.toFixed(1).padStart(5),
        ` ${s.query.slice(0, 150)}${s.query.length > 150 ? '…' : ''}`,
      ].join(' '),
    );
  }
  for (const s of report.top.slice(0, planCount)) {
    const sampled = plansOf(report, s.query);
    lines.push(`\n-- ${s.query.slice(0, 120)}${s.query.length > 120 ? '…' : ''}`);
    if (!sampled) {
      lines.push('   (no plan sampled)');
      continue;
    }
    lines.push(
      `   ${sampled.samples} plans sampled under the load, median ${sampled.medianMs.toFixed(2)} ms, max ${sampled.maxMs.toFixed(2)} ms; the median one:`,
    );
    lines.push(sampled.plan.replace(/^/gm, '   '));
  }
  return lines.join('\n');
}
