import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { RollbackActionType } from '@tabib/contracts/rollback-actions';
import type { Executor } from '../../db/client';
import { rollbackActions, type RollbackActionRow } from '../../db/schema/rollback-actions';

export type NewRollbackAction = Omit<RollbackActionRow, 'id' | 'createdAt' | 'removedAt'>;

export interface RollbackActionsFilter {
  types?: RollbackActionType[];
  /** [start, end) of the creation instant */
  createdWithin?: { start: Date; end: Date };
}

/** The only Drizzle code of failed offline actions; every query names its practice. */
export function createRollbackActionsRepository(db: Executor) {
  const listed = (doctorId: string, filter: RollbackActionsFilter = {}): SQL =>
    and(
      eq(rollbackActions.doctorId, doctorId),
      isNull(rollbackActions.removedAt),
      filter.types ? inArray(rollbackActions.type, filter.types) : undefined,
      filter.createdWithin ? gte(rollbackActions.createdAt, filter.createdWithin.start) : undefined,
      filter.createdWithin ? lt(rollbackActions.createdAt, filter.createdWithin.end) : undefined,
    )!;

  return {
    /** Inserts the action unless the practice holds its local key already; answers the stored row either way. */
    async saveOnce(action: NewRollbackAction): Promise<RollbackActionRow> {
      const [inserted] = await db
        .insert(rollbackActions)
        .values(action)
        .onConflictDoNothing({ target: [rollbackActions.doctorId, rollbackActions.localKey] })
        .returning();
      if (inserted) return inserted;
      const [stored] = await db
        .select()
        .from(rollbackActions)
        .where(and(eq(rollbackActions.doctorId, action.doctorId), eq(rollbackActions.localKey, action.localKey)));
      return stored!;
    },

    /** A page of the listed (not removed) actions, newest first, and how many there are. */
    async page(doctorId: string, filter: RollbackActionsFilter, page: number, size: number) {
      const where = listed(doctorId, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(rollbackActions)
          .where(where)
          .orderBy(desc(rollbackActions.createdAt), desc(rollbackActions.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(rollbackActions).where(where),
      ]);
      return { rows, total: total!.n };
    },

    /** Marks one action of the practice removed; false when the practice has no such action. */
    async remove(doctorId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ removedAt: rollbackActions.removedAt })
        .from(rollbackActions)
        .where(and(eq(rollbackActions.doctorId, doctorId), eq(rollbackActions.id, id)));
      if (!row) return false;
      if (!row.removedAt) {
        await db
          .update(rollbackActions)
          .set({ removedAt: new Date() })
          .where(and(eq(rollbackActions.id, id), isNull(rollbackActions.removedAt)));
      }
      return true;
    },

    /** Marks every listed action of these types removed; answers how many. */
    async removeTypes(doctorId: string, types: RollbackActionType[]): Promise<number> {
      const removed = await db
        .update(rollbackActions)
        .set({ removedAt: new Date() })
        .where(listed(doctorId, { types }))
        .returning({ id: rollbackActions.id });
      return removed.length;
    },
  };
}
