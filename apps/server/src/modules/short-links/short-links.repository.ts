import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shortLinks } from '../../db/schema/short-links';

export function createShortLinksRepository(db: Executor) {
  return {
    /** The link's id, or undefined when the id is taken (the caller draws another). */
    async insert(link: { id: string; target: string; expiresAt: Date; appointmentId: string | null }) {
      const [row] = await db.insert(shortLinks).values(link).onConflictDoNothing().returning({ id: shortLinks.id });
      return row?.id;
    },

    /** A live link to this target with this end: a notice made again hands out the same one. */
    async findSame(link: { target: string; expiresAt: Date; appointmentId: string | null }, at: Date) {
      const [row] = await db
        .select({ id: shortLinks.id })
        .from(shortLinks)
        .where(
          and(
            link.appointmentId ? eq(shortLinks.appointmentId, link.appointmentId) : undefined,
            eq(shortLinks.target, link.target),
            eq(shortLinks.expiresAt, link.expiresAt),
            gt(shortLinks.expiresAt, at),
          ),
        )
        .limit(1);
      return row?.id;
    },

    /** The link's target while it lives. */
    async liveTarget(id: string, at: Date) {
      const [row] = await db
        .select({ target: shortLinks.target })
        .from(shortLinks)
        .where(and(eq(shortLinks.id, id), gt(shortLinks.expiresAt, at)))
        .limit(1);
      return row?.target;
    },

    async deleteExpired(at: Date): Promise<number> {
      return (await db.delete(shortLinks).where(lte(shortLinks.expiresAt, at)).returning({ id: shortLinks.id })).length;
    },
  };
}
