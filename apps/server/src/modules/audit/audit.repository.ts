import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type AuditRow = typeof auditLog.$inferSelect;

export function createAuditRepository(db: Executor) {
  return {
    async insert(values: typeof auditLog.$inferInsert) {
      const [row] = await db.insert(auditLog).values(values).returning();
      return row!;
    },
    async list(filter: { targetId?: string; limit: number }) {
      return db
        .select()
        .from(auditLog)
        .where(and(filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
