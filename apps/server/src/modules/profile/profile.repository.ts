import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clinics, users } from '../../db/schema/accounts';

export function createProfileRepository(db: Executor) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },
    async findClinic(clinicId: string) {
      const [row] = await db.select().from(clinics).where(eq(clinics.id, clinicId)).limit(1);
      return row;
    },
    async listClinicMembers(clinicId: string) {
      return db
        .select()
        .from(users)
        .where(and(eq(users.clinicId, clinicId), inArray(users.kind, ['doctor', 'clinic_user', 'clinic_unit'])))
        .orderBy(asc(users.lastName), asc(users.firstName));
    },
  };
}
