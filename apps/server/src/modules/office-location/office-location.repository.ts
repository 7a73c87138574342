import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { doctorProfiles } from '../../db/schema/profile';

export function createOfficeLocationRepository(db: Executor) {
  return {
    async find(doctorId: string) {
      const [row] = await db
        .select({ latitude: doctorProfiles.latitude, longitude: doctorProfiles.longitude })
        .from(doctorProfiles)
        .where(eq(doctorProfiles.doctorId, doctorId))
        .limit(1);
      return row;
    },
    /** The profile row may not exist yet: a doctor can place the office before writing anything else. */
    async save(doctorId: string, latitude: number, longitude: number) {
      await db
        .insert(doctorProfiles)
        .values({ doctorId, latitude, longitude })
        .onConflictDoUpdate({ target: doctorProfiles.doctorId, set: { latitude, longitude, updatedAt: sql`now()` } });
    },
  };
}
