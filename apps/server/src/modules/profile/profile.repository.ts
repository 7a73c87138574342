import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clinics, users } from '../../db/schema/accounts';
import { doctorProfiles } from '../../db/schema/profile';
import { cities, doctorSpecialities, specialities, states } from '../../db/schema/reference-data';

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
        .where(
          and(
            eq(users.clinicId, clinicId),
            inArray(users.kind, ['doctor', 'clinic_user', 'clinic_unit']),
            // deleted accounts stay for their records, not in the clinic's lists
            isNull(users.deletedAt),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName));
    },
    async specialitiesOf(doctorIds: string[]) {
      if (doctorIds.length === 0) return [];
      return db
        .select({ doctorId: doctorSpecialities.doctorId, speciality: specialities })
        .from(doctorSpecialities)
        .innerJoin(specialities, eq(specialities.id, doctorSpecialities.specialityId))
        .where(inArray(doctorSpecialities.doctorId, doctorIds))
        .orderBy(asc(specialities.order));
    },
    async officesOf(doctorIds: string[]) {
      if (doctorIds.length === 0) return [];
      return db
        .select({ doctorId: users.id, phone: users.phone, address1: doctorProfiles.address1, state: states, city: cities })
        .from(users)
        .leftJoin(doctorProfiles, eq(doctorProfiles.doctorId, users.id))
        .leftJoin(states, eq(states.id, doctorProfiles.stateId))
        .leftJoin(cities, eq(cities.id, doctorProfiles.cityId))
        .where(inArray(users.id, doctorIds));
    },
  };
}
