import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';

export function createPracticeRepository(db: Executor) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },
    async findClinicDoctor(clinicId: string, doctorId: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, doctorId), eq(users.clinicId, clinicId), eq(users.kind, 'doctor'), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },
    async firstClinicDoctor(clinicId: string) {
      const [row] = await db
        .select()
        .from(users)
        // A deleted doctor of the clinic is no longer one a clinic account can act for.
        .where(and(eq(users.clinicId, clinicId), eq(users.kind, 'doctor'), isNull(users.deletedAt)))
        .orderBy(asc(users.lastName), asc(users.firstName))
        .limit(1);
      return row;
    },
  };
}
