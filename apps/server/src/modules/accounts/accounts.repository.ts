import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clinics, users, type NewUserRow } from '../../db/schema/accounts';
import { doctorSpecialities, specialities } from '../../db/schema/reference-data';

export function createAccountsRepository(db: Executor) {
  return {
    async liveUserByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },
    async liveUserById(userId: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },
    async specialitiesByCode(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: specialities.id, code: specialities.code })
        .from(specialities)
        .where(inArray(specialities.code, codes));
    },
    async insertClinic(name: string) {
      const [row] = await db.insert(clinics).values({ name }).returning();
      return row!;
    },
    async insertUser(values: NewUserRow) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async addSpecialities(doctorId: string, specialityIds: string[]) {
      if (specialityIds.length === 0) return;
      await db.insert(doctorSpecialities).values(specialityIds.map((specialityId) => ({ doctorId, specialityId })));
    },
  };
}
