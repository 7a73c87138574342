import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { actPayments, acts } from '../../db/schema/payments';

export type ActRow = typeof acts.$inferSelect;
export type ActPaymentRow = typeof actPayments.$inferSelect;

/** The only Drizzle code of the payments domain; every act query is scoped by doctor and patient. */
export function createPaymentsRepository(db: Executor) {
  const liveAct = (doctorId: string, patientId: string, actId: string) =>
    and(eq(acts.id, actId), eq(acts.doctorId, doctorId), eq(acts.patientId, patientId), isNull(acts.deletedAt));

  return {
    async listActs(doctorId: string, patientId: string, options: { page: number; limit: number; appointmentId?: string }) {
      const scope = and(
        eq(acts.doctorId, doctorId),
        eq(acts.patientId, patientId),
        isNull(acts.deletedAt),
        options.appointmentId ? eq(acts.appointmentId, options.appointmentId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(acts)
          .where(scope)
          .orderBy(desc(acts.createdAt), desc(acts.id))
          .limit(options.limit)
          .offset((options.page - 1) * options.limit),
        db.select({ total: count() }).from(acts).where(scope),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async paymentsOf(actIds: string[]): Promise<ActPaymentRow[]> {
      if (actIds.length === 0) return [];
      return db
        .select()
        .from(actPayments)
        .where(inArray(actPayments.actId, actIds))
        .orderBy(asc(actPayments.paidOn), asc(actPayments.createdAt), asc(actPayments.id));
    },

    async appointmentExists(doctorId: string, patientId: string, appointmentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(eq(appointments.id, appointmentId), eq(appointments.doctorId, doctorId), eq(appointments.patientId, patientId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The live act, its row locked until the transaction ends: payments to one act queue here. */
    async lockAct(doctorId: string, patientId: string, actId: string): Promise<ActRow | undefined> {
      const [row] = await db
        .select()
        .from(acts)
        .where(liveAct(doctorId, patientId, actId))
        .limit(1)
        .for('update');
      return row;
    },

    async paidOf(actId: string): Promise<number> {
      const [row] = await db
        .select({ paid: sql<number>`coalesce(sum(${actPayments.amountCentimes}), 0)::bigint`.mapWith(Number) })
        .from(actPayments)
        .where(eq(actPayments.actId, actId));
      return row?.paid ?? 0;
    },

    async findPayment(actId: string, paymentId: string): Promise<ActPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(actPayments)
        .where(and(eq(actPayments.id, paymentId), eq(actPayments.actId, actId)))
        .limit(1);
      return row;
    },

    async insertAct(values: typeof acts.$inferInsert): Promise<ActRow> {
      const [row] = await db.insert(acts).values(values).returning();
      return row!;
    },

    async insertPayment(values: typeof actPayments.$inferInsert) {
      await db.insert(actPayments).values(values);
    },

    async updateAct(actId: string, values: Partial<Pick<ActRow, 'title' | 'description' | 'totalCentimes' | 'deletedAt'>>) {
      await db
        .update(acts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(acts.id, actId));
    },

    async updatePayment(paymentId: string, values: Pick<ActPaymentRow, 'amountCentimes' | 'paidOn'>) {
      await db.update(actPayments).set(values).where(eq(actPayments.id, paymentId));
    },

    async findAct(doctorId: string, patientId: string, actId: string): Promise<ActRow | undefined> {
      const [row] = await db
        .select()
        .from(acts)
        .where(liveAct(doctorId, patientId, actId))
        .limit(1);
      return row;
    },
  };
}
