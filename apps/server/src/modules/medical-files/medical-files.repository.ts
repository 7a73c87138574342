import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { medicalFiles } from '../../db/schema/medical-documents';

export type MedicalFileRow = typeof medicalFiles.$inferSelect;

export function createMedicalFilesRepository(db: Executor) {
  return {
    async listOfPatient(doctorId: string, patientId: string) {
      return db
        .select()
        .from(medicalFiles)
        .where(and(eq(medicalFiles.doctorId, doctorId), eq(medicalFiles.patientId, patientId), isNull(medicalFiles.deletedAt)))
        .orderBy(desc(medicalFiles.createdAt), desc(medicalFiles.id));
    },
    /** A live file of the doctor's practice (ids of other practices find nothing). */
    async findLive(doctorId: string, fileId: string) {
      const [row] = await db
        .select()
        .from(medicalFiles)
        .where(and(eq(medicalFiles.id, fileId), eq(medicalFiles.doctorId, doctorId), isNull(medicalFiles.deletedAt)))
        .limit(1);
      return row;
    },
    async insert(values: typeof medicalFiles.$inferInsert) {
      const [row] = await db.insert(medicalFiles).values(values).returning();
      return row!;
    },
    async markDeleted(doctorId: string, fileId: string) {
      const [row] = await db
        .update(medicalFiles)
        .set({ deletedAt: new Date() })
        .where(and(eq(medicalFiles.id, fileId), eq(medicalFiles.doctorId, doctorId), isNull(medicalFiles.deletedAt)))
        .returning();
      return row;
    },
  };
}
