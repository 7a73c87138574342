import { and, eq, ne, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { doctorProfiles } from '../../db/schema/profile';
import { doctorSpecialities } from '../../db/schema/reference-data';

export type DoctorProfileRow = typeof doctorProfiles.$inferSelect;
type ProfileValues = Partial<Omit<typeof doctorProfiles.$inferInsert, 'doctorId' | 'updatedAt'>>;

export function createProfileDetailsRepository(db: Executor) {
  return {
    async findProfile(doctorId: string) {
      const [row] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.doctorId, doctorId)).limit(1);
      return row;
    },
    async upsertProfile(doctorId: string, values: ProfileValues) {
      await db
        .insert(doctorProfiles)
        .values({ doctorId, ...values })
        .onConflictDoUpdate({ target: doctorProfiles.doctorId, set: { ...values, updatedAt: new Date() } });
    },
    async updateUser(userId: string, values: Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phone' | 'email'>) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async replaceSpecialities(doctorId: string, specialityIds: string[]) {
      await db.delete(doctorSpecialities).where(eq(doctorSpecialities.doctorId, doctorId));
      if (specialityIds.length > 0)
        await db.insert(doctorSpecialities).values(specialityIds.map((specialityId) => ({ doctorId, specialityId })));
    },
    async emailTakenByOther(email: string, userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row !== undefined;
    },
  };
}
