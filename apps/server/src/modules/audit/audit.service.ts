import type { Executor } from '../../db/client';
import { createAuditRepository, type AuditRow } from './audit.repository';

export interface AuditEntryInput {
  /** The operator (TABIB_OPERATOR, else the OS user of the command line) */
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  details: row.details,
});

export const defaultAuditListLimit = 50;

/** The operators' log: written after each action, never updated. */
export function createAuditService(db: Executor) {
  const repository = createAuditRepository(db);
  return {
    async record(entry: AuditEntryInput): Promise<AuditEntry> {
      return presentAuditEntry(await repository.insert({ ...entry, details: entry.details ?? {} }));
    },
    /** Newest first. */
    async list(filter: { targetId?: string; limit?: number } = {}): Promise<AuditEntry[]> {
      const rows = await repository.list({ targetId: filter.targetId, limit: filter.limit ?? defaultAuditListLimit });
      return rows.map(presentAuditEntry);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
