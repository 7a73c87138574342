import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { profileEditRequests } from '../../db/schema/profile';

export type EditRequestRow = typeof profileEditRequests.$inferSelect;
type Slug = EditRequestRow['slug'];

export function createEditRequestsRepository(db: Executor) {
  return {
    /** Serialises the doctor's requests so two tabs cannot both pass the one-pending check. */
    async lockDoctor(doctorId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`profile-edit:${doctorId}`}, 0))`);
    },
    async pendingOf(doctorId: string, slug: Slug) {
      const [row] = await db
        .select({ id: profileEditRequests.id })
        .from(profileEditRequests)
        .where(
          and(
            eq(profileEditRequests.doctorId, doctorId),
            eq(profileEditRequests.slug, slug),
            eq(profileEditRequests.status, 'pending'),
          ),
        )
        .limit(1);
      return row;
    },
    async insert(values: Pick<typeof profileEditRequests.$inferInsert, 'doctorId' | 'requestedByUserId' | 'slug' | 'data'>) {
      const [row] = await db.insert(profileEditRequests).values(values).returning();
      return row!;
    },
    listOfDoctor: (doctorId: string) =>
      db
        .select()
        .from(profileEditRequests)
        .where(eq(profileEditRequests.doctorId, doctorId))
        .orderBy(desc(profileEditRequests.createdAt))
        .limit(50),
    listPending: () =>
      db
        .select({
          request: profileEditRequests,
          doctor: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(profileEditRequests)
        .innerJoin(users, eq(users.id, profileEditRequests.doctorId))
        .where(eq(profileEditRequests.status, 'pending'))
        .orderBy(asc(profileEditRequests.createdAt)),
    async findForUpdate(requestId: string) {
      const [row] = await db
        .select()
        .from(profileEditRequests)
        .where(eq(profileEditRequests.id, requestId))
        .for('update')
        .limit(1);
      return row;
    },
    async markDecided(requestId: string, values: Pick<EditRequestRow, 'status' | 'decidedBy' | 'note'>) {
      const [row] = await db
        .update(profileEditRequests)
        .set({ ...values, decidedAt: new Date() })
        .where(eq(profileEditRequests.id, requestId))
        .returning();
      return row!;
    },
  };
}
