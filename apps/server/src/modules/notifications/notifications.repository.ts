import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LocalizedText } from '@tabib/contracts/consultation-reasons';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { notifications, type NotificationRow } from '../../db/schema/notifications';

export type NewNotification = Omit<NotificationRow, 'id' | 'createdAt' | 'readAt'>;

/** The only Drizzle code of the notification store; every read names its recipient. */
export function createNotificationsRepository(db: Executor) {
  const ofRecipient = (userId: string) => eq(notifications.recipientUserId, userId);

  return {
    /** Inserts the rows a recipient does not hold yet for their event; answers the rows inserted. */
    async insertOnce(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [notifications.sourceEventId, notifications.recipientUserId] })
        .returning();
    },

    /** A page of the user's notifications, newest first, and how many there are. */
    async page(userId: string, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(ofRecipient(userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(notifications).where(ofRecipient(userId)),
      ]);
      return { rows, total: total!.n };
    },

    async unreadExists(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(ofRecipient(userId), isNull(notifications.readAt)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Marks the user's notification read (the first read time is kept) and sets its display
     * status when one is given; undefined when the user holds no such notification.
     */
    async markRead(userId: string, id: string, displayStatus?: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({
          readAt: sql`coalesce(${notifications.readAt}, now())`,
          ...(displayStatus ? { displayStatus } : {}),
        })
        .where(and(ofRecipient(userId), eq(notifications.id, id)))
        .returning();
      return row;
    },

    async find(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(ofRecipient(userId), eq(notifications.id, id)));
      return row;
    },

    /**
     * Who hears of a practice's events: its doctor and the doctor's assistants, not deleted.
     * Clinic accounts are never among them (they are neither the doctor nor employed by one).
     */
    async practiceMembers(doctorId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            or(
              and(eq(users.id, doctorId), eq(users.kind, 'doctor')),
              and(eq(users.employerDoctorId, doctorId), eq(users.kind, 'assistant')),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * The accounts that act for a clinic's doctors (admin, member, unit), not deleted: who hears of
     * bookings and cancellations on any of them. Never a doctor, never another clinic's account.
     */
    async clinicAccounts(clinicId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clinicId, clinicId), inArray(users.kind, ['clinic_user', 'clinic_unit']), isNull(users.deletedAt)));
      return rows.map((row) => row.id);
    },

    /** A doctor's name parts, for the clinic's notices. */
    async doctorName(doctorId: string): Promise<{ title: string; firstName: string; lastName: string } | undefined> {
      const [row] = await db
        .select({ title: users.title, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, doctorId));
      return row;
    },

    /** The user's unread notices of the given kinds, newest first (the partial unread index finds them). */
    async unreadOfKinds(userId: string, kinds: readonly string[], limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(ofRecipient(userId), isNull(notifications.readAt), inArray(notifications.kind, [...kinds])))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** The doctor alone, when it is a live doctor account. */
    async doctorOnly(doctorId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, doctorId), eq(users.kind, 'doctor'), isNull(users.deletedAt)));
      return rows.map((row) => row.id);
    },

    /** Names shown in a notification's text ("Dr Karim Saidi"), by user id. */
    async displayNames(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, kind: users.kind, title: users.title, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(
        rows.map((row) => [
          row.id,
          [row.kind === 'doctor' ? row.title : '', row.firstName, row.lastName].filter((part) => part).join(' '),
        ]),
      );
    },

    async reasonTitle(reasonId: string): Promise<LocalizedText | undefined> {
      const [row] = await db
        .select({ title: consultationReasons.title })
        .from(consultationReasons)
        .where(eq(consultationReasons.id, reasonId));
      return row?.title;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
