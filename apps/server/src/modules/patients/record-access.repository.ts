import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { patientAccessLog } from '../../db/schema/patient-records';

export function createRecordAccessRepository(db: Executor) {
  return {
    async insertLog(entry: typeof patientAccessLog.$inferInsert) {
      await db.insert(patientAccessLog).values(entry);
    },
    async listLog(doctorId: string, patientId: string, page: number, limit: number) {
      const scope = and(eq(patientAccessLog.doctorId, doctorId), eq(patientAccessLog.patientId, patientId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: patientAccessLog,
            actor: { id: users.id, title: users.title, firstName: users.firstName, lastName: users.lastName },
          })
          .from(patientAccessLog)
          .leftJoin(users, eq(users.id, patientAccessLog.actorUserId))
          .where(scope)
          .orderBy(desc(patientAccessLog.at), desc(patientAccessLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(patientAccessLog).where(scope),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}
