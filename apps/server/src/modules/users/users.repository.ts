import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type NewUserRow } from '../../db/schema/accounts';

const liveAssistantOf = (doctorId: string, userId: string) =>
  and(eq(users.id, userId), eq(users.employerDoctorId, doctorId), eq(users.kind, 'assistant'), isNull(users.deletedAt));

export function createUsersRepository(db: Executor) {
  return {
    /** The doctor's live assistants, in the order they were added. */
    listAssistants(doctorId: string) {
      return db
        .select()
        .from(users)
        .where(and(eq(users.employerDoctorId, doctorId), eq(users.kind, 'assistant'), isNull(users.deletedAt)))
        .orderBy(asc(users.createdAt), asc(users.id));
    },

    async findAssistant(doctorId: string, userId: string) {
      const [row] = await db.select().from(users).where(liveAssistantOf(doctorId, userId)).limit(1);
      return row;
    },

    async findLiveUser(userId: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async insert(values: NewUserRow) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(userId: string, changes: Pick<Partial<NewUserRow>, 'blockedAt' | 'deletedAt' | 'allowAll'>) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning();
      return row;
    },
  };
}
