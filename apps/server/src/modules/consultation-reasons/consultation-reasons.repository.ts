import { and, asc, eq, inArray, max, not } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { consultationReasons, type ConsultationReasonRow } from '../../db/schema/consultation-reasons';
import { publishEvent } from '../../events/event-log';

/**
 * Told after a commit that changed what the doctor's calendar weeks show. This process drops
 * its cached weeks at once; the NOTIFY sent in the transaction reaches the other processes.
 */
export type CalendarChanged = (doctorId: string) => void;

type ReasonChanges = Partial<
  Pick<
    ConsultationReasonRow,
    'title' | 'duration' | 'priceCentimes' | 'color' | 'isEnabled' | 'isDeleted' | 'isValidated' | 'isRejected' | 'order'
  >
>;

const pending = and(
  not(consultationReasons.isValidated),
  not(consultationReasons.isRejected),
  not(consultationReasons.isDeleted),
);

export function createConsultationReasonsRepository(db: Executor) {
  return {
    listForDoctors(doctorIds: string[]) {
      if (doctorIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(consultationReasons)
        .where(inArray(consultationReasons.doctorId, doctorIds))
        .orderBy(asc(consultationReasons.order), asc(consultationReasons.createdAt));
    },

    async findForDoctor(doctorId: string, reasonId: string) {
      const [row] = await db
        .select()
        .from(consultationReasons)
        .where(and(eq(consultationReasons.id, reasonId), eq(consultationReasons.doctorId, doctorId)))
        .limit(1);
      return row;
    },

    /**
     * The doctor's live reasons, rows locked until the transaction ends: writes of one doctor's
     * reasons take turns, so two sessions cannot each disable one of the last two bookable ones.
     */
    lockLiveOfDoctor(doctorId: string) {
      return db
        .select()
        .from(consultationReasons)
        .where(and(eq(consultationReasons.doctorId, doctorId), not(consultationReasons.isDeleted)))
        .orderBy(asc(consultationReasons.order), asc(consultationReasons.createdAt))
        .for('update');
    },

    async lockById(reasonId: string) {
      const [row] = await db.select().from(consultationReasons).where(eq(consultationReasons.id, reasonId)).for('update');
      return row;
    },

    async nextOrder(doctorId: string): Promise<number> {
      const [row] = await db
        .select({ last: max(consultationReasons.order) })
        .from(consultationReasons)
        .where(eq(consultationReasons.doctorId, doctorId));
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    async insert(values: typeof consultationReasons.$inferInsert) {
      const [row] = await db.insert(consultationReasons).values(values).returning();
      return row!;
    },

    async update(reasonId: string, changes: ReasonChanges) {
      const [row] = await db
        .update(consultationReasons)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(consultationReasons.id, reasonId))
        .returning();
      return row!;
    },

    async setOrders(orders: { id: string; order: number }[]) {
      for (const { id, order } of orders) {
        await db.update(consultationReasons).set({ order, updatedAt: new Date() }).where(eq(consultationReasons.id, id));
      }
    },

    /** The operator's queue: oldest first, with whose reason it is. */
    listPending() {
      return db
        .select({
          reason: consultationReasons,
          doctor: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(consultationReasons)
        .innerJoin(users, eq(users.id, consultationReasons.doctorId))
        .where(pending)
        .orderBy(asc(consultationReasons.createdAt), asc(consultationReasons.id));
    },

    async findDoctor(doctorId: string) {
      const [row] = await db
        .select({ id: users.id, clinicId: users.clinicId })
        .from(users)
        .where(eq(users.id, doctorId))
        .limit(1);
      return row;
    },

    /** Appointments show their reason's title and colour: the week cache must drop this doctor's weeks. */
    async notifyCalendarChanged(doctorId: string) {
      await publishEvent(db, { kind: 'calendarChanged', doctorId });
    },
  };
}
