import { and, asc, count, eq, exists, gt, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { ClinicEntityType, WorkStatus } from '@tabib/contracts/clinic-users';
import type { Executor } from '../../db/client';
import { clinics, users, type NewUserRow } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { doctorSpecialities, specialities } from '../../db/schema/reference-data';
import { loggedEventSql } from '../../events/event-log';
import type { DomainEvent } from '../../events/domain-event';
import { doctorBookingLock } from '../appointments/schedule-rules';

export interface ClinicListFilter {
  type: ClinicEntityType;
  page: number;
  limit: number;
  speciality?: string;
  workStatus?: WorkStatus;
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const kindsOf = (type: ClinicEntityType) =>
  type === 'doctor' ? (['doctor'] as const) : (['clinic_user', 'clinic_unit'] as const);

/** The live accounts of one type in a clinic: what the lists show and the quotas count. */
const liveMembers = (clinicId: string, type: ClinicEntityType) =>
  and(eq(users.clinicId, clinicId), inArray(users.kind, [...kindsOf(type)]), isNull(users.deletedAt));

export function createClinicUsersRepository(db: Executor) {
  return {
    async list(clinicId: string, filter: ClinicListFilter) {
      const conditions: (SQL | undefined)[] = [liveMembers(clinicId, filter.type)];
      if (filter.type === 'doctor' && filter.workStatus) conditions.push(eq(users.workStatus, filter.workStatus));
      if (filter.type === 'doctor' && filter.speciality) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(doctorSpecialities)
              .where(and(eq(doctorSpecialities.doctorId, users.id), eq(doctorSpecialities.specialityId, filter.speciality))),
          ),
        );
      }
      if (filter.search) {
        const contains = `%${escapeLike(filter.search.toLowerCase())}%`;
        conditions.push(
          or(
            like(sql`lower(${users.lastName} || ' ' || ${users.firstName})`, contains),
            like(sql`lower(${users.firstName} || ' ' || ${users.lastName})`, contains),
            like(users.email, contains),
          ),
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Each doctor's specialities, in reference order. */
    specialitiesOf(doctorIds: string[]) {
      if (doctorIds.length === 0) return Promise.resolve([]);
      return db
        .select({ doctorId: doctorSpecialities.doctorId, speciality: specialities })
        .from(doctorSpecialities)
        .innerJoin(specialities, eq(specialities.id, doctorSpecialities.specialityId))
        .where(inArray(doctorSpecialities.doctorId, doctorIds))
        .orderBy(asc(specialities.order), asc(specialities.titleFr));
    },

    /** The clinic's live doctors, for its pickers. */
    listDoctors(clinicId: string) {
      return db
        .select()
        .from(users)
        .where(liveMembers(clinicId, 'doctor'))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    async counts(clinicId: string) {
      const [row] = await db
        .select({
          doctors: sql<number>`count(*) filter (where ${users.kind} = 'doctor')`.mapWith(Number),
          onlineDoctors: sql<number>`count(*) filter (where ${users.kind} = 'doctor' and ${users.workStatus} = 'work')`.mapWith(
            Number,
          ),
          users: sql<number>`count(*) filter (where ${users.kind} <> 'doctor')`.mapWith(Number),
        })
        .from(users)
        .where(
          and(
            eq(users.clinicId, clinicId),
            inArray(users.kind, ['doctor', 'clinic_user', 'clinic_unit']),
            isNull(users.deletedAt),
          ),
        );
      return row ?? { doctors: 0, onlineDoctors: 0, users: 0 };
    },

    async findClinic(clinicId: string) {
      const [row] = await db.select().from(clinics).where(eq(clinics.id, clinicId)).limit(1);
      return row;
    },

    async findMember(clinicId: string, type: ClinicEntityType, userId: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), liveMembers(clinicId, type)))
        .limit(1);
      return row;
    },

    /**
     * Holds the clinic's accounts still until the transaction ends, then counts the live ones of
     * a type: two admins adding at once cannot both take the last place of the quota.
     */
    async lockAndCountMembers(clinicId: string, type: ClinicEntityType) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`clinic-members:${clinicId}`}, 0))`);
      const [row] = await db.select({ value: count() }).from(users).where(liveMembers(clinicId, type));
      return row?.value ?? 0;
    },

    async update(userId: string, changes: Partial<NewUserRow>) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning();
      return row;
    },

    async replaceSpecialities(doctorId: string, specialityIds: string[]) {
      await db.delete(doctorSpecialities).where(eq(doctorSpecialities.doctorId, doctorId));
      if (specialityIds.length > 0)
        await db.insert(doctorSpecialities).values(specialityIds.map((specialityId) => ({ doctorId, specialityId })));
    },

    /**
     * Takes the doctor's booking lock (the one every booking takes), then counts the BOOKED
     * appointments not over yet: none can be added until the transaction ends.
     */
    async lockAndCountComingBookings(doctorId: string, now: Date) {
      await db.execute(doctorBookingLock(doctorId));
      const [row] = await db
        .select({ value: count() })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.status, 'BOOKED'), gt(appointments.endAt, now)));
      return row?.value ?? 0;
    },

    /** Clinic doctors whose status says online, with their clinic. */
    async listMarkedOnline() {
      const rows = await db
        .select({ id: users.id, clinicId: users.clinicId })
        .from(users)
        .where(and(eq(users.kind, 'doctor'), eq(users.workStatus, 'work'), isNotNull(users.clinicId)));
      return rows.map((row) => ({ id: row.id, clinicId: row.clinicId! }));
    },

    /**
     * Sets a clinic doctor's work status when it differs, and logs the change's event in the same
     * statement: true when it changed.
     */
    async setWorkStatus(doctorId: string, workStatus: WorkStatus, event: DomainEvent) {
      const result = await db.execute(sql`
        with changed as (
          update ${users} set work_status = ${workStatus}, updated_at = now()
          where id = ${doctorId} and kind = 'doctor' and clinic_id is not null and work_status <> ${workStatus}
          returning id
        ),
        ${loggedEventSql(event, sql`from changed`)}`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
  };
}
