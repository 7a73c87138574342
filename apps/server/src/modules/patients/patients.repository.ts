import { and, count, eq, ilike, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { patients } from '../../db/schema/patients';

export type NewPatientRow = typeof patients.$inferInsert;

const live = isNull(patients.deletedAt);

export function createPatientsRepository(db: Executor) {
  return {
    async findForDoctor(doctorId: string, patientId: string) {
      const [row] = await db
        .select()
        .from(patients)
        .where(and(eq(patients.id, patientId), eq(patients.doctorId, doctorId), live))
        .limit(1);
      return row;
    },
    async findByPhone(doctorId: string, phone: string) {
      const [row] = await db
        .select()
        .from(patients)
        .where(and(eq(patients.doctorId, doctorId), eq(patients.phone, phone), live))
        .limit(1);
      return row;
    },
    async findByClientUiId(doctorId: string, clientUiId: string) {
      const [row] = await db
        .select()
        .from(patients)
        .where(and(eq(patients.doctorId, doctorId), eq(patients.clientUiId, clientUiId)))
        .limit(1);
      return row;
    },
    async insert(patient: NewPatientRow) {
      const [row] = await db.insert(patients).values(patient).returning();
      return row!;
    },
    async missedCount(patientId: string) {
      const [row] = await db
        .select({ missed: count() })
        .from(appointments)
        .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'PATIENT_MISSED')));
      return row?.missed ?? 0;
    },
    /** Prefix search on last name, first name or phone digits; served by the lower(...) text_pattern_ops indexes. */
    lookup(doctorId: string, query: { namePrefix: string; phonePrefix: string | null }, limit: number) {
      const escaped = query.namePrefix.replace(/[\\%_]/g, '\\$&');
      const name = `${escaped.toLowerCase()}%`;
      return db
        .select({
          patient: patients,
          missed: sql<number>`(select count(*)::int from ${appointments} a where a.patient_id = ${patients.id} and a.status = 'PATIENT_MISSED')`,
        })
        .from(patients)
        .where(
          and(
            eq(patients.doctorId, doctorId),
            live,
            or(
              like(sql`lower(${patients.lastName})`, name),
              like(sql`lower(${patients.firstName})`, name),
              query.phonePrefix ? like(patients.phone, `${query.phonePrefix}%`) : undefined,
              ilike(sql`${patients.lastName} || ' ' || ${patients.firstName}`, `${escaped}%`),
            ),
          ),
        )
        .orderBy(patients.lastName, patients.firstName)
        .limit(limit);
    },
  };
}
