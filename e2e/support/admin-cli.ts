import { execFile } from 'node:child_process';
import { e2eEnv, requiredEnv } from './env';
import { repoRoot, type RunningServer } from './server';

export interface AdminRun {
  stdout: string;
  stderr: string;
  code: number;
}

/** The server global setup started, as the journeys see it (they run in other processes). */
export const e2eServer = (): Pick<RunningServer, 'dataDir'> => ({ dataDir: requiredEnv(e2eEnv.dataDir) });

/**
 * Runs the operator command line (`npm run admin -- ...args`) on the server's data folder: the
 * server holds its embedded database, so the command goes through the server's admin socket.
 */
export function runAdmin(server: Pick<RunningServer, 'dataDir'>, args: string[]): Promise<AdminRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', TABIB_OPERATOR: 'e2e' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, code: error ? Number(error.code ?? 1) : 0 }),
    );
  });
}

/** runAdmin with --json: the command's result, or an error with its message when it was refused. */
export async function adminJson<T = unknown>(server: Pick<RunningServer, 'dataDir'>, args: string[]): Promise<T> {
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
