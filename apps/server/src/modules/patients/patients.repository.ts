import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { prescriptions } from '../../db/schema/medical-documents';
import { medicalProfiles } from '../../db/schema/patient-records';
import { patientFamilyMembers, patients } from '../../db/schema/patients';
import { publishEvent } from '../../events/event-log';

export type NewPatientRow = typeof patients.$inferInsert;
export type MedicalProfileRow = typeof medicalProfiles.$inferSelect;
export type NewMedicalProfileRow = typeof medicalProfiles.$inferInsert;
export type MissedVisitRow = Awaited<ReturnType<ReturnType<typeof createPatientsRepository>['missedOf']>>[number];

const live = isNull(patients.deletedAt);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

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
    async update(doctorId: string, patientId: string, values: Partial<NewPatientRow>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(patients)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(patients.id, patientId), eq(patients.doctorId, doctorId), live))
          .returning();
        // The doctor's calendar shows the patient (name, phone, missed count): drop its cached weeks in every process.
        if (row) await publishEvent(tx, { kind: 'calendarChanged', doctorId });
        return row;
      });
    },
    /** A page of the live (frozen = false) or blocked (frozen = true) patients, newest first. */
    async page(doctorId: string, options: { frozen: boolean; gender?: 'MALE' | 'FEMALE'; page: number; limit: number }) {
      const scope = and(
        eq(patients.doctorId, doctorId),
        live,
        options.frozen ? isNotNull(patients.frozenAt) : isNull(patients.frozenAt),
        options.gender ? eq(patients.gender, options.gender) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(patients)
          .where(scope)
          .orderBy(desc(patients.createdAt), desc(patients.id))
          .limit(options.limit)
          .offset((options.page - 1) * options.limit),
        db.select({ total: count() }).from(patients).where(scope),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    /** The patients' missed visits at this doctor, newest first, with their reason and doctor. */
    async missedOf(doctorId: string, patientIds: string[]) {
      if (patientIds.length === 0) return [];
      return db
        .select({
          id: appointments.id,
          patientId: appointments.patientId,
          startAt: appointments.startAt,
          reason: { id: consultationReasons.id, title: consultationReasons.title, color: consultationReasons.color },
          doctor: { id: users.id, title: users.title, firstName: users.firstName, lastName: users.lastName },
        })
        .from(appointments)
        .innerJoin(consultationReasons, eq(consultationReasons.id, appointments.consultationReasonId))
        .innerJoin(users, eq(users.id, appointments.doctorId))
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            inArray(appointments.patientId, patientIds),
            eq(appointments.status, 'PATIENT_MISSED'),
          ),
        )
        .orderBy(desc(appointments.startAt), asc(appointments.id));
    },
    async missedCount(patientId: string) {
      const [row] = await db
        .select({ missed: count() })
        .from(appointments)
        .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'PATIENT_MISSED')));
      return row?.missed ?? 0;
    },
    /**
     * Prefix search on 'last first', 'first last' or the phone: each branch is exactly the
     * expression of one index (schema/patients.ts), so PostgreSQL answers with a BitmapOr of
     * index scans whatever the size of the practice.
     */
    lookup(doctorId: string, query: { namePrefix: string; phonePrefix: string | null }, limit: number) {
      const name = `${escapeLike(query.namePrefix.toLowerCase())}%`;
      return db
        .select({
          patient: patients,
          // Qualified by hand: from one table Drizzle writes a bare "id", which inside the subquery is the appointment's own.
          missed: sql<number>`(select count(*)::int from ${appointments} a where a.patient_id = ${patients}.id and a.status = 'PATIENT_MISSED')`,
        })
        .from(patients)
        .where(
          and(
            eq(patients.doctorId, doctorId),
            live,
            or(
              like(sql`lower(${patients.lastName} || ' ' || ${patients.firstName})`, name),
              like(sql`lower(${patients.firstName} || ' ' || ${patients.lastName})`, name),
              query.phonePrefix ? like(patients.phone, `${escapeLike(query.phonePrefix)}%`) : undefined,
            ),
          ),
        )
        .orderBy(patients.lastName, patients.firstName)
        .limit(limit);
    },
    /** The patient's appointments at this doctor, newest first. */
    async visits(doctorId: string, patientId: string, page: number, limit: number) {
      const scope = and(eq(appointments.doctorId, doctorId), eq(appointments.patientId, patientId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            appointment: appointments,
            reason: { id: consultationReasons.id, title: consultationReasons.title, color: consultationReasons.color },
            hasPrescription: sql<boolean>`exists (select 1 from ${prescriptions} p where p.appointment_id = ${appointments.id})`,
            /** null unless the visit is a family member's (left join) */
            familyMember: {
              id: patientFamilyMembers.id,
              firstName: patientFamilyMembers.firstName,
              lastName: patientFamilyMembers.lastName,
              relation: patientFamilyMembers.relation,
            },
          })
          .from(appointments)
          .innerJoin(consultationReasons, eq(consultationReasons.id, appointments.consultationReasonId))
          .leftJoin(patientFamilyMembers, eq(patientFamilyMembers.id, appointments.familyMemberId))
          .where(scope)
          .orderBy(desc(appointments.startAt), asc(appointments.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(appointments).where(scope),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    async medicalProfile(patientId: string) {
      const [row] = await db.select().from(medicalProfiles).where(eq(medicalProfiles.patientId, patientId)).limit(1);
      return row;
    },
    async upsertMedicalProfile(profile: NewMedicalProfileRow) {
      const { patientId: _patientId, ...values } = profile;
      const [row] = await db
        .insert(medicalProfiles)
        .values(profile)
        .onConflictDoUpdate({ target: medicalProfiles.patientId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },
  };
}
