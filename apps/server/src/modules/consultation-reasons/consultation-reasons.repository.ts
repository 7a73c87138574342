import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consultationReasons } from '../../db/schema/consultation-reasons';

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
  };
}
