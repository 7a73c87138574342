import { and, count, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploadTickets, type UploadTicketRow } from '../../db/schema/uploads';

export function createUploadsRepository(db: Executor) {
  return {
    async insert(
      ticket: Pick<UploadTicketRow, 'storageKey' | 'purpose' | 'ownerUserId' | 'contentType' | 'maxBytes' | 'expiresAt'>,
    ) {
      await db.insert(uploadTickets).values(ticket);
    },

    async byKey(storageKey: string): Promise<UploadTicketRow | undefined> {
      const [row] = await db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, storageKey)).limit(1);
      return row;
    },

    /** The owner's addresses still open and not used by a saved form. */
    async openCount(ownerUserId: string, at: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(uploadTickets)
        .where(
          and(eq(uploadTickets.ownerUserId, ownerUserId), gt(uploadTickets.expiresAt, at), isNull(uploadTickets.completedAt)),
        );
      return row?.total ?? 0;
    },

    async markCompleted(storageKeys: string[], at: Date) {
      if (storageKeys.length === 0) return;
      await db.update(uploadTickets).set({ completedAt: at }).where(inArray(uploadTickets.storageKey, storageKeys));
    },

    /** Deletes the tickets whose address expired before `before`; answers their keys (their files go too). */
    async deleteExpired(before: Date): Promise<string[]> {
      const rows = await db
        .delete(uploadTickets)
        .where(lt(uploadTickets.expiresAt, before))
        .returning({ storageKey: uploadTickets.storageKey });
      return rows.map((row) => row.storageKey);
    },
  };
}
