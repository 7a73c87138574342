import { userInfo } from 'node:os';
import pino from 'pino';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runOperatorCommand } from '../modules/operator/operator.service';
import { createServices } from '../services';
import { sendAdminCommand } from './admin-client';
import type { AdminRequest, AdminResponse } from './admin-protocol';
import { failureOf } from './admin-protocol';
import { adminSocketPath } from './admin-socket';

/** The name the audit log keeps: TABIB_OPERATOR, else the OS user running the command. */
export function operatorName(env: NodeJS.ProcessEnv = process.env): string {
  return env.TABIB_OPERATOR?.trim() || userInfo().username;
}

async function runDirectly(database: DatabaseHandle, config: AppConfig, request: AdminRequest): Promise<AdminResponse> {
  try {
    // Like server.ts: the command line may be the first process to open this database.
    await database.migrate();
    // Warnings and errors only, on stderr: stdout is the command's answer (--json).
    const log = pino({ level: 'warn' }, pino.destination(2));
    const services = createServices({ db: database.db, config, log });
    const result = await runOperatorCommand({ services, operator: request.operator }, request.command, request.args);
    // As JSON, like an answer from the admin socket: both ways print the same.
    return { ok: true, result: JSON.parse(JSON.stringify(result ?? null)) as unknown };
  } catch (error) {
    return failureOf(error);
  } finally {
    await database.close();
  }
}

/**
 * PostgreSQL (DATABASE_URL): our own connection; the events it logs reach the servers through the event log.
 * PGlite: the data folder directly when no server holds it, else that server's admin socket.
 */
export async function performAdminRequest(config: AppConfig, request: AdminRequest): Promise<AdminResponse> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) return sendAdminCommand(adminSocketPath(config.dataDir), request);
    throw error;
  }
  return runDirectly(database, config, request);
}
