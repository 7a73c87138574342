import { closeSync, openSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { fromPglite, openDatabase, openPglite, type DatabaseHandle } from '../../db/client';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock';
import { sendAdminCommand } from '../../cli/admin-client';
import { adminSocketPath } from '../../cli/admin-socket';
import { createAuditService } from '../audit/audit.service';
import { backupSocketCommand } from './backup-protocol';
import { BackupError, pgDump, pgRestore } from './pg-tools';
import { holdsDatabase, replacePgliteDatabase } from './pglite-restore';

export { BackupError };

export type BackupKind = 'postgres' | 'pglite';
export interface BackupResult {
  file: string;
  kind: BackupKind;
}

/** pg_dump's custom format starts with "PGDMP"; PGlite's dump is a gzipped tar. */
export function backupKindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

const describe = (kind: BackupKind) => (kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded (DATA_DIR)');

/** Written beside the target, then renamed: a failed backup never leaves a half file under its name. */
async function atomically(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    await write(temporary);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

async function audit(database: DatabaseHandle, operator: string, action: string, result: BackupResult) {
  await createAuditService(database.db).record({
    actor: operator,
    action,
    targetType: 'database',
    targetId: result.kind,
    details: { file: result.file },
  });
}

/** A live PGlite dumps itself (the server's admin socket calls this with its own database). */
export async function backupPglite(database: DatabaseHandle, file: string, operator: string): Promise<BackupResult> {
  if (!database.dump) throw new BackupError('this database cannot dump itself');
  const dump = database.dump;
  await atomically(file, async (temporary) => writeFileSync(temporary, Buffer.from(await (await dump()).arrayBuffer())));
  const result = { file, kind: 'pglite' as const };
  await audit(database, operator, 'database.backup', result);
  return result;
}

export async function backupDatabase(config: AppConfig, target: string, operator: string): Promise<BackupResult> {
  const file = path.resolve(target);
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    await atomically(file, (temporary) => pgDump(url, temporary));
    const result = { file, kind: 'postgres' as const };
    const database = await openDatabase(config);
    await audit(database, operator, 'database.backup', result).finally(() => database.close());
    return result;
  }
  let database: DatabaseHandle;
  try {
    database = await openPglite(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const response = await sendAdminCommand(adminSocketPath(config.dataDir), {
      command: backupSocketCommand,
      args: { file },
      operator,
    });
    if (!response.ok) throw new BackupError(response.message);
    return response.result as BackupResult;
  }
  return backupPglite(database, file, operator).finally(() => database.close());
}

async function isEmptyPostgres(database: DatabaseHandle) {
  // node-postgres (PostgreSQL only here) answers with its QueryResult.
  const { rows } = (await database.db.execute(
    sql`SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'`,
  )) as unknown as { rows: { count: number }[] };
  return rows[0]!.count === 0;
}

export async function restoreDatabase(
  config: AppConfig,
  source: string,
  options: { operator: string; force: boolean },
): Promise<BackupResult> {
  const file = path.resolve(source);
  const kind = backupKindOf(file);
  const current: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (!kind) throw new BackupError(`${file} is not a Tabib backup (neither a pg_dump custom file nor a PGlite dump).`);
  if (kind !== current) {
    throw new BackupError(
      `${file} is a backup of the ${describe(kind)} database, but this configuration uses the ${describe(current)} one. ` +
        'Restore it with the matching configuration.',
    );
  }
  const notEmpty = 'The database is not empty: add --force to replace everything in it with the backup.';
  const result = { file, kind };
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const database = await openDatabase(config);
    try {
      if (!options.force && !(await isEmptyPostgres(database))) throw new BackupError(notEmpty);
      await pgRestore(url, file);
      await audit(database, options.operator, 'database.restore', result);
    } finally {
      await database.close();
    }
    return result;
  }
  const release = await lockDataDir(config.dataDir).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `A Tabib server is using ${config.dataDir}: stop it, restore, then start it again ` +
        '(the embedded database cannot be replaced under a running server).',
    );
  });
  try {
    if (!options.force && holdsDatabase(config.dataDir)) throw new BackupError(notEmpty);
    const database = fromPglite(await replacePgliteDatabase(config.dataDir, file));
    await audit(database, options.operator, 'database.restore', result).finally(() => database.close());
    return result;
  } finally {
    await release();
  }
}
