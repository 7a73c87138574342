import { and, asc, eq, sql } from 'drizzle-orm';
import type { FamilyRelation } from '@tabib/contracts/patients';
import type { Executor } from '../../db/client';
import { patientFamilyMembers } from '../../db/schema/patients';

export type NewFamilyMemberRow = typeof patientFamilyMembers.$inferInsert;

export function createFamilyMembersRepository(db: Executor) {
  return {
    /** The holder's members, by name. */
    listOf(doctorId: string, patientId: string) {
      return db
        .select()
        .from(patientFamilyMembers)
        .where(and(eq(patientFamilyMembers.doctorId, doctorId), eq(patientFamilyMembers.patientId, patientId)))
        .orderBy(asc(patientFamilyMembers.firstName), asc(patientFamilyMembers.lastName), asc(patientFamilyMembers.id));
    },

    async findOf(doctorId: string, patientId: string, memberId: string) {
      const [row] = await db
        .select()
        .from(patientFamilyMembers)
        .where(
          and(
            eq(patientFamilyMembers.id, memberId),
            eq(patientFamilyMembers.doctorId, doctorId),
            eq(patientFamilyMembers.patientId, patientId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The member of the unique index: the same names (whatever the case) and relation. */
    async findByName(patientId: string, member: { firstName: string; lastName: string; relation: FamilyRelation }) {
      const [row] = await db
        .select()
        .from(patientFamilyMembers)
        .where(
          and(
            eq(patientFamilyMembers.patientId, patientId),
            sql`lower(${patientFamilyMembers.firstName}) = lower(${member.firstName})`,
            sql`lower(${patientFamilyMembers.lastName}) = lower(${member.lastName})`,
            eq(patientFamilyMembers.relation, member.relation),
          ),
        )
        .limit(1);
      return row;
    },

    async insert(member: NewFamilyMemberRow) {
      const [row] = await db.insert(patientFamilyMembers).values(member).returning();
      return row!;
    },
  };
}
