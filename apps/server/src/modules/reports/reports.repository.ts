import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reports } from '../../db/schema/medical-documents';

export type ReportRow = typeof reports.$inferSelect;

export function createReportsRepository(db: Executor) {
  const live = (doctorId: string, reportId: string) =>
    and(eq(reports.id, reportId), eq(reports.doctorId, doctorId), isNull(reports.deletedAt));
  return {
    async listOfPatient(doctorId: string, patientId: string) {
      return db
        .select()
        .from(reports)
        .where(and(eq(reports.doctorId, doctorId), eq(reports.patientId, patientId), isNull(reports.deletedAt)))
        .orderBy(desc(reports.updatedAt), desc(reports.id));
    },
    async findLive(doctorId: string, reportId: string) {
      const [row] = await db.select().from(reports).where(live(doctorId, reportId)).limit(1);
      return row;
    },
    async insert(values: typeof reports.$inferInsert) {
      const [row] = await db.insert(reports).values(values).returning();
      return row!;
    },
    async update(doctorId: string, reportId: string, values: { title: string | null; body: string }) {
      const [row] = await db
        .update(reports)
        .set({ ...values, updatedAt: new Date() })
        .where(live(doctorId, reportId))
        .returning();
      return row;
    },
    async markDeleted(doctorId: string, reportId: string) {
      const [row] = await db.update(reports).set({ deletedAt: new Date() }).where(live(doctorId, reportId)).returning();
      return row;
    },
  };
}
