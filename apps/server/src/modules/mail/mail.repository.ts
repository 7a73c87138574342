import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboundEmails } from '../../db/schema/mail';

export type NewOutboundEmail = typeof outboundEmails.$inferInsert;

export function createMailRepository(db: Executor) {
  return {
    async storeEmail(email: NewOutboundEmail) {
      const [row] = await db.insert(outboundEmails).values(email).returning();
      return row!;
    },
    async latestEmailTo(recipient: string) {
      const [row] = await db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.recipient, recipient))
        .orderBy(desc(outboundEmails.createdAt))
        .limit(1);
      return row;
    },
  };
}
