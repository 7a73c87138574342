import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './processes';

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
// PostgreSQL refuses to run as root: as root the cluster belongs to this unprivileged user (as .ci/run does).
const pgOsUser = process.env.BENCH_PG_USER ?? 'nobody';
const isRoot = process.getuid?.() === 0;

export interface BenchDatabase {
  url: string;
  /** How the cluster was obtained, for the report. */
  describe: string;
  drop(): Promise<void>;
  /** The server's log, when the cluster is the throwaway one (auto_explain writes its plans there). */
  logFile?: string;
}

function asPgUser(command: string, args: string[]) {
  const [file, argv] = isRoot ? ['runuser', ['-u', pgOsUser, '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/**
 * A throwaway PostgreSQL 15 cluster in a temporary folder, on a free port. Durability is off
 * like CI's (fsync, synchronous_commit, full_page_writes): the figures measure the app, not
 * the disk. Memory is sized so the 2M-row table and its indexes stay in shared buffers.
 */
async function startThrowawayCluster(): Promise<{ url: string; stop: () => void; describe: string; logFile: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabib-bench-pg-'));
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', pgOsUser]).toString().trim()), -1);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=1GB',
    '-c max_wal_size=8GB',
    '-c checkpoint_timeout=30min',
    '-c maintenance_work_mem=512MB',
    // Loaded but idle (no tracking: postgresql.conf below; no plan logged) until the busy morning's statements window.
    '-c shared_preload_libraries=pg_stat_statements,auto_explain',
    // The busy morning on several processes measures commit → socket from each booking's commit time.
    '-c track_commit_timestamp=on',
  ].join(' ');
  const stop = () => {
    try {
      asPgUser(path.join(pgBin, 'pg_ctl'), ['--pgdata', data, '--mode=fast', '--wait', 'stop']);
    } catch {
      try {
        asPgUser(path.join(pgBin, 'pg_ctl'), ['--pgdata', data, '--mode=immediate', 'stop']);
      } catch {
        // already down
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPgUser(path.join(pgBin, 'initdb'), [
      '--pgdata',
      data,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
    ]);
    writeFileSync(path.join(dir, 'settings.txt'), settings);
    // In the file, not on the command line, so that ALTER SYSTEM can turn it on for a window.
    appendFileSync(path.join(data, 'postgresql.conf'), '\npg_stat_statements.track = none\n');
    asPgUser(path.join(pgBin, 'pg_ctl'), [
      '--pgdata',
      data,
      `--log=${logFile}`,
      '--wait',
      '--timeout=60',
      '-o',
      settings,
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const version = asPgUser(path.join(pgBin, 'postgres'), ['--version']).trim();
  return {
    // BENCH_PG_SOCKET=1: through the Unix socket, as a server on the same machine would connect.
    url:
      process.env.BENCH_PG_SOCKET === '1'
        ? `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`
        : `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    logFile,
    describe: `throwaway ${version} on port ${port} (${settings.replace(/-[pk] \S+ /g, '').replace(/-c /g, '')})`,
  };
}

/** A fresh database for this run, on BENCH_DATABASE_URL's server or on a throwaway cluster. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  const cluster = given ? undefined : await startThrowawayCluster();
  const adminUrl = given ?? cluster!.url;
  const name = `tabib_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    cluster?.stop();
    throw error;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    describe: cluster ? cluster.describe : `BENCH_DATABASE_URL server, database ${name}`,
    logFile: cluster?.logFile,
    async drop() {
      if (cluster) {
        cluster.stop();
        return;
      }
      if (process.env.BENCH_KEEP_DATABASE === '1') return;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
