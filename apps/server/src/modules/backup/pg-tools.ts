import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export class BackupError extends Error {
  override name = 'BackupError';
}

/** PG_BIN's copy when set, else the one on PATH. */
function toolPath(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): string {
  if (!env.PG_BIN) return tool;
  const inBin = path.join(env.PG_BIN, tool);
  if (!existsSync(inBin)) throw new BackupError(`${tool} was not found in PG_BIN (${env.PG_BIN}).`);
  return inBin;
}

/**
 * The password goes in PGPASSWORD, not on the command line, where `ps` would show it to
 * every user of the machine.
 */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function toolMajor(tool: string): Promise<number> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const major = /(\d+)(?:\.\d+)?/.exec(stdout)?.[1];
    if (!major) throw new BackupError(`could not read the version of ${tool} from "${stdout.trim()}"`);
    return Number(major);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new BackupError(
      `${tool} was not found. Install the PostgreSQL client tools (e.g. apt install postgresql-client) ` +
        'of the same major version as the server, or set PG_BIN to the folder that holds them.',
    );
  }
}

async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** pg_dump refuses a newer server, and pg_restore may not read its dump: say so before starting. */
async function checkedTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, env: NodeJS.ProcessEnv) {
  const binary = toolPath(tool, env);
  const [tools, server] = await Promise.all([toolMajor(binary), serverMajor(databaseUrl)]);
  if (server > tools) {
    throw new BackupError(
      `The PostgreSQL server is version ${server} but ${tool} is version ${tools}: install the client tools ` +
        `of version ${server} or newer, or point PG_BIN at them.`,
    );
  }
  return binary;
}

async function runTool(binary: string, args: string[], databaseUrl: string, env: NodeJS.ProcessEnv) {
  const { dbname, env: secret } = connection(databaseUrl);
  try {
    await run(binary, [...args, `--dbname=${dbname}`], { env: { ...env, ...secret }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${path.basename(binary)} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/** The whole database in pg_dump's custom format (compressed; pg_restore reads it). */
export async function pgDump(databaseUrl: string, file: string, env = process.env): Promise<void> {
  const binary = await checkedTool('pg_dump', databaseUrl, env);
  await runTool(binary, ['--format=custom', '--no-owner', `--file=${file}`], databaseUrl, env);
}

/** Drops what the dump holds and recreates it, in one transaction: a failure leaves the database as it was. */
export async function pgRestore(databaseUrl: string, file: string, env = process.env): Promise<void> {
  const binary = await checkedTool('pg_restore', databaseUrl, env);
  await runTool(
    binary,
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', file],
    databaseUrl,
    env,
  );
}
