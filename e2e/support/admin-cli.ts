import { execFile } from 'node:child_process';
import { e2eEnv, requiredEnv } from './env';
import { repoRoot } from './server';

export interface AdminRun {
  stdout: string;
  stderr: string;
  code: number;
}

/** Where the operator command line finds the data: the cluster's PostgreSQL, else the one server's data folder. */
export interface AdminTarget {
  dataDir: string;
  databaseUrl?: string;
}

/** The server(s) global setup started, as the journeys see them (they run in other processes). */
export const e2eServer = (): AdminTarget => ({
  dataDir: requiredEnv(e2eEnv.dataDir),
  databaseUrl: process.env[e2eEnv.databaseUrl] || undefined,
});

/**
 * Runs the operator command line (`npm run admin -- ...args`) as an operator would: on the
 * cluster's database, or on the one server's data folder, whose embedded database the server
 * holds: the command then goes through the server's admin socket.
 */
export function runAdmin(server: AdminTarget, args: string[]): Promise<AdminRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '', TABIB_OPERATOR: 'e2e' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, code: error ? Number(error.code ?? 1) : 0 }),
    );
  });
}

/** runAdmin with --json: the command's result, or an error with its message when it was refused. */
export async function adminJson<T = unknown>(server: AdminTarget, args: string[]): Promise<T> {
  const run = await runAdmin(server, [...args, '--json']);
  let answer: { ok: boolean; result?: T; code?: string; message?: string } | undefined;
  try {
    answer = JSON.parse(run.stdout);
  } catch {
    // not JSON: reported below with stderr
  }
  if (run.code !== 0 || !answer?.ok)
    throw new Error(`npm run admin -- ${args.join(' ')} failed (${run.code}): ${answer?.message ?? run.stderr}`);
  return answer.result as T;
}
