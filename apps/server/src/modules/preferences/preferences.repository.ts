import { eq, inArray, sql } from 'drizzle-orm';
import type { PatientReminderSettings } from '@tabib/contracts/patient-notices';
import type { EmailNotices } from '@tabib/contracts/preferences';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';

export function createPreferencesRepository(db: Executor) {
  return {
    async storedNotices(userId: string) {
      const [row] = await db.select({ emailNotices: users.emailNotices }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.emailNotices ?? {};
    },

    /** Merged in one statement, so two tabs changing different notices both keep their change. */
    async mergeNotices(userId: string, changes: Partial<EmailNotices>) {
      const [row] = await db
        .update(users)
        .set({ emailNotices: sql`${users.emailNotices} || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ emailNotices: users.emailNotices });
      return row?.emailNotices ?? {};
    },

    async storedPatientReminders(doctorId: string) {
      const [row] = await db
        .select({ patientReminders: users.patientReminders })
        .from(users)
        .where(eq(users.id, doctorId))
        .limit(1);
      return row?.patientReminders ?? {};
    },

    /** The whole settings, both reminders: what the doctor saw and saved replaces what was stored. */
    async storePatientReminders(doctorId: string, settings: PatientReminderSettings) {
      const [row] = await db
        .update(users)
        .set({ patientReminders: settings, updatedAt: new Date() })
        .where(eq(users.id, doctorId))
        .returning({ patientReminders: users.patientReminders });
      return row?.patientReminders ?? {};
    },

    async storedMissedVisitsWarnFrom(doctorId: string) {
      const [row] = await db.select({ warnFrom: users.missedVisitsWarnFrom }).from(users).where(eq(users.id, doctorId)).limit(1);
      return row?.warnFrom ?? null;
    },

    async storeMissedVisitsWarnFrom(doctorId: string, warnFrom: number) {
      await db.update(users).set({ missedVisitsWarnFrom: warnFrom, updatedAt: new Date() }).where(eq(users.id, doctorId));
    },

    async storePasswordHash(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Who takes part in an appointment notice: the doctor (address, language, notices) and the actor's name. */
    usersByIds(ids: string[]) {
      return db
        .select({
          id: users.id,
          email: users.email,
          title: users.title,
          firstName: users.firstName,
          lastName: users.lastName,
          locale: users.locale,
          emailNotices: users.emailNotices,
          deletedAt: users.deletedAt,
          blockedAt: users.blockedAt,
        })
        .from(users)
        .where(inArray(users.id, ids));
    },
  };
}
