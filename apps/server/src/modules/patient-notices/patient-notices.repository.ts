import { and, asc, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { SmsTraceStatus } from '@tabib/contracts/patient-notices';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { jobs } from '../../db/schema/jobs';
import { patientNotices } from '../../db/schema/patient-notices';
import { patientFamilyMembers, patients } from '../../db/schema/patients';
import { doctorProfiles } from '../../db/schema/profile';
import { cities, states } from '../../db/schema/reference-data';
import { patientNoticeJobs } from './notice-jobs';

export type NewPatientNotice = typeof patientNotices.$inferInsert;

export function createPatientNoticesRepository(db: Executor) {
  return {
    /**
     * The appointment as a notice about it needs it: its state, the patient's addresses, the first
     * name of the family member it is for (if any), the doctor and the office.
     */
    async appointmentFacts(appointmentId: string) {
      const [row] = await db
        .select({
          id: appointments.id,
          doctorId: appointments.doctorId,
          status: appointments.status,
          startAt: appointments.startAt,
          type: appointments.type,
          notifyPatient: appointments.notifyPatient,
          phone: patients.phone,
          email: patients.email,
          patientDeletedAt: patients.deletedAt,
          memberFirstName: patientFamilyMembers.firstName,
          title: users.title,
          firstName: users.firstName,
          lastName: users.lastName,
          patientReminders: users.patientReminders,
          address1: doctorProfiles.address1,
          city: sql<{ fr: string; en: string; ar: string } | null>`case when ${cities.id} is null then null
            else json_build_object('fr', ${cities.nameFr}, 'en', ${cities.nameEn}, 'ar', ${cities.nameAr}) end`,
          state: sql<{ fr: string; en: string; ar: string } | null>`case when ${states.id} is null then null
            else json_build_object('fr', ${states.nameFr}, 'en', ${states.nameEn}, 'ar', ${states.nameAr}) end`,
        })
        .from(appointments)
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .leftJoin(patientFamilyMembers, eq(patientFamilyMembers.id, appointments.familyMemberId))
        .innerJoin(users, eq(users.id, appointments.doctorId))
        .leftJoin(doctorProfiles, eq(doctorProfiles.doctorId, appointments.doctorId))
        .leftJoin(cities, eq(cities.id, doctorProfiles.cityId))
        .leftJoin(states, eq(states.id, doctorProfiles.stateId))
        .where(eq(appointments.id, appointmentId))
        .limit(1);
      return row;
    },

    async reminderSettingsOf(doctorId: string) {
      const [row] = await db
        .select({ patientReminders: users.patientReminders })
        .from(users)
        .where(eq(users.id, doctorId))
        .limit(1);
      return row?.patientReminders;
    },

    /** The language the appointment's first notice was written in: later ones keep it. */
    async localeOfFirstNotice(appointmentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ locale: patientNotices.locale })
        .from(patientNotices)
        .where(eq(patientNotices.appointmentId, appointmentId))
        .orderBy(asc(patientNotices.createdAt))
        .limit(1);
      return row?.locale;
    },

    /** The notice's id, or undefined when one of the same key and channel exists: a notice is made once. */
    async insertNotice(notice: NewPatientNotice): Promise<string | undefined> {
      const [row] = await db.insert(patientNotices).values(notice).onConflictDoNothing().returning({ id: patientNotices.id });
      return row?.id;
    },

    /** The notice, its row locked until the sending transaction ends. */
    async lockNotice(id: string) {
      const [row] = await db.select().from(patientNotices).where(eq(patientNotices.id, id)).for('update').limit(1);
      return row;
    },

    /**
     * Coming BOOKED appointments with no reminder planned nor made: those booked before the
     * reminders existed (the operator's `notices plan-reminders`). At most `limit`, by start.
     */
    async unremindedAppointments(after: Date, limit: number, from?: { startAt: Date; id: string }) {
      const reminderJobKey = sql`${`${patientNoticeJobs.reminder}:`} || ${appointments.id}::text || ':%'`;
      return db
        .select({ appointmentId: appointments.id, doctorId: appointments.doctorId, startAt: appointments.startAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.status, 'BOOKED'),
            gt(appointments.startAt, after),
            from
              ? sql`(${appointments.startAt}, ${appointments.id}) > (${from.startAt.toISOString()}::timestamptz, ${from.id}::uuid)`
              : undefined,
            sql`not exists (select 1 from ${jobs} where ${jobs.key} like ${reminderJobKey})`,
            sql`not exists (select 1 from ${patientNotices} where ${patientNotices.appointmentId} = ${appointments.id} and ${patientNotices.kind} = 'reminder')`,
          ),
        )
        .orderBy(asc(appointments.startAt), asc(appointments.id))
        .limit(limit);
    },

    /** The start the patient was last told of, by a notice sent about this appointment (a cancellation tells none). */
    async lastToldStart(appointmentId: string): Promise<Date | null> {
      const [row] = await db
        .select({ startAt: patientNotices.appointmentStartAt })
        .from(patientNotices)
        .where(
          and(
            eq(patientNotices.appointmentId, appointmentId),
            ne(patientNotices.kind, 'cancellation'),
            isNotNull(patientNotices.sentAt),
            isNotNull(patientNotices.appointmentStartAt),
          ),
        )
        .orderBy(desc(patientNotices.sentAt))
        .limit(1);
      return row?.startAt ?? null;
    },

    async markSent(id: string, sent: { sentAt: Date; provider: string; providerMessageId: string | null }) {
      await db
        .update(patientNotices)
        .set({ ...sent, error: null })
        .where(eq(patientNotices.id, id));
    },

    /** A failed try; `finalAt` when no try follows (the notice is failed). */
    async markFailure(id: string, error: string, provider: string, finalAt: Date | null) {
      await db
        .update(patientNotices)
        .set({ error, provider, ...(finalAt ? { status: 'failed' as const, statusChangedAt: finalAt } : {}) })
        .where(eq(patientNotices.id, id));
    },

    /** A notice that will not leave (its appointment changed first) is no notice: its key is free again. */
    async deleteNotice(id: string) {
      await db.delete(patientNotices).where(and(eq(patientNotices.id, id), isNull(patientNotices.sentAt)));
    },

    /**
     * A delivery report: the SMS notice it names (our reference, or the provider's id) takes its
     * status, unless a later report was recorded already. True when one was updated.
     */
    async recordDeliveryReport(
      match: { reference?: string; provider: string; providerMessageId?: string },
      status: Exclude<SmsTraceStatus, 'unknown'>,
      at: Date,
    ): Promise<boolean> {
      const named = or(
        match.reference ? eq(patientNotices.id, match.reference) : undefined,
        match.providerMessageId
          ? and(eq(patientNotices.provider, match.provider), eq(patientNotices.providerMessageId, match.providerMessageId))
          : undefined,
      );
      if (!named) return false;
      const updated = await db
        .update(patientNotices)
        .set({ status, statusChangedAt: at })
        .where(
          and(
            named,
            eq(patientNotices.channel, 'sms'),
            or(isNull(patientNotices.statusChangedAt), lte(patientNotices.statusChangedAt, at)),
          ),
        )
        .returning({ id: patientNotices.id });
      return updated.length > 0;
    },
  };
}

export type PatientNoticesRepository = ReturnType<typeof createPatientNoticesRepository>;
export type AppointmentFacts = NonNullable<Awaited<ReturnType<PatientNoticesRepository['appointmentFacts']>>>;
