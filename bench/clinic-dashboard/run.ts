/**
 * `npm run bench:clinic-dashboard`: seeds PostgreSQL with clinics of 50 doctors and 500,000
 * appointments over three years each (acts and payments included), then asks the real server
 * for the first clinic's dashboard, period after period, and prints each period's latency
 * against issue 17's target (p99 < 150 ms). See bench/clinic-dashboard/README.md.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiBasePath } from '@tabib/contracts/auth';
import { clinicDashboardPaths, dashboardPeriods, type DashboardPeriod } from '@tabib/contracts/clinic-dashboard';
import { openPostgres } from '../../apps/server/src/db/client';
import { waitForQuiet } from '../cpu';
import { openBenchDatabase } from '../postgres';
import { freePort, startServerProcess, type ServerProcess } from '../processes';
import { signIn } from '../sign-in';
import { dashboardStatements } from './dashboard-statements';
import { seedClinics } from './seed-clinic';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const envNumber = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const settings = {
  clinics: envNumber('BENCH_DASHBOARD_CLINICS', 2),
  doctorsPerClinic: envNumber('BENCH_DASHBOARD_DOCTORS', 50),
  appointmentsPerClinic: envNumber('BENCH_DASHBOARD_APPOINTMENTS', 500_000),
  slotsPerDay: 11,
  comingWorkingDays: 12,
  warmupRequests: envNumber('BENCH_DASHBOARD_WARMUP', 10),
  requests: envNumber('BENCH_DASHBOARD_REQUESTS', 200),
  clients: envNumber('BENCH_DASHBOARD_CLIENTS', 1),
  quietWaitSeconds: envNumber('BENCH_QUIET_WAIT_SECONDS', 90),
  /** SQL run after the seed (e.g. a proposed index), then ANALYZE: to measure a change without a migration. */
  extraSql: process.env.BENCH_DASHBOARD_SQL,
};
const targetP99Ms = 150;

const log = (message = '') => console.log(message);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const ms = (value: number) => value.toFixed(1);

interface PeriodFigures {
  period: DashboardPeriod;
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  bytes: number;
  appointments: number;
  backgroundCores: number | undefined;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function measurePeriod(baseUrl: string, token: string, period: DashboardPeriod): Promise<PeriodFigures> {
  const url = `${baseUrl}${apiBasePath}${clinicDashboardPaths.dashboard}?period=${period}`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${period} answered ${response.status}: ${body.slice(0, 500)}`);
    return { elapsed, body };
  };
  const { body } = await ask();
  const appointments = (JSON.parse(body) as { dashboard: { clinic: { appointments: number } } }).dashboard.clinic.appointments;
  for (let i = 0; i < settings.warmupRequests; i++) await ask();
  const backgroundCores = await waitForQuiet(settings.quietWaitSeconds);
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    while (next++ < settings.requests) latencies.push((await ask()).elapsed);
  };
  await Promise.all(Array.from({ length: settings.clients }, client));
  latencies.sort((a, b) => a - b);
  return {
    period,
    requests: latencies.length,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1)!,
    bytes: Buffer.byteLength(body),
    appointments,
    backgroundCores,
  };
}

async function explainAll(databaseUrl: string, clinicId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const period of ['week', 'all'] as const) {
      for (const statement of await dashboardStatements(clinicId, period, (sql, params) => client.query(sql, params))) {
        const { rows } = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
        log(`\nEXPLAIN ANALYZE, ${period}, ${statement.name}:`);
        log(rows.map((row) => `  ${String(row['QUERY PLAN'])}`).join('\n'));
      }
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const started = performance.now();
  const cpus = os.cpus();
  log(
    `Clinic dashboard benchmark: ${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ${new Date().toISOString()}`,
  );
  const database = await openBenchDatabase();
  let server: ServerProcess | undefined;
  const stopAll = async () => {
    await server?.stop().catch(() => {});
    await database.drop().catch((error) => console.error('could not drop the bench database:', error));
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  log(`database: ${database.describe}`);

  try {
    const handle = openPostgres(database.url);
    await handle.migrate();
    await handle.close();

    const seedStarted = performance.now();
    const seeded = await seedClinics(database.url, settings);
    log(`\nseeded in ${seconds(seedStarted)} s:`);
    for (const step of seeded.steps) log(`  ${step.seconds.toFixed(1).padStart(6)} s  ${step.step}`);
    log(
      `  ${seeded.counts.appointments.toLocaleString('en')} appointments (${seeded.counts.measuredAppointments.toLocaleString('en')} in the measured clinic, ${seeded.firstDay} to ${seeded.lastDay}), ${seeded.counts.acts.toLocaleString('en')} acts, ${seeded.counts.payments.toLocaleString('en')} payments, ${seeded.counts.patients.toLocaleString('en')} patients`,
    );
    log(`  ${seeded.sizes}`);

    if (settings.extraSql) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const extraStarted = performance.now();
      await client.query(settings.extraSql);
      await client.query('analyze');
      await client.end();
      log(`\nBENCH_DASHBOARD_SQL run in ${seconds(extraStarted)} s: ${settings.extraSql}`);
    }

    await explainAll(database.url, seeded.clinicId);

    server = await startServerProcess({
      name: 'app server',
      cwd: repoRoot,
      args: ['--import', 'tsx', 'apps/server/src/server.ts'],
      env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn', SEED_DEMO: 'false', HOST: '127.0.0.1' },
      port: await freePort(),
      healthPath: '/healthz',
    });
    const [token] = await signIn(server.baseUrl, [{ email: seeded.adminEmail }]);

    log(
      `\n${settings.requests} requests per period after ${settings.warmupRequests} unmeasured, ${settings.clients} client(s), the first clinic's admin:`,
    );
    const figures: PeriodFigures[] = [];
    for (const period of dashboardPeriods) {
      const result = await measurePeriod(server.baseUrl, token!, period);
      figures.push(result);
      const busy = result.backgroundCores;
      log(
        `  ${period.padEnd(8)} p50 ${ms(result.p50).padStart(6)} ms  p90 ${ms(result.p90).padStart(6)} ms  p99 ${ms(result.p99).padStart(6)} ms  max ${ms(result.max).padStart(6)} ms  ${result.appointments.toLocaleString('en').padStart(8)} appointments  ${(result.bytes / 1024).toFixed(1)} KiB  ${busy === undefined ? '' : `(${busy.toFixed(2)} cores busy beside${busy > 0.25 ? ': skewed' : ''})`}`,
      );
    }
    const over = figures.filter((result) => result.p99 >= targetP99Ms);
    log(
      `\nverdict: ${over.length === 0 ? `every period under ${targetP99Ms} ms p99: met` : `over ${targetP99Ms} ms p99: ${over.map((result) => result.period).join(', ')}`}`,
    );
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ settings, seeded, figures }, null, 2));
    log(`total ${seconds(started)} s`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
