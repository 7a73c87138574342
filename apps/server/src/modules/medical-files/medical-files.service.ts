import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MedicalFile } from '@tabib/contracts/medical-files';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { assertMay } from '../practice/practice.policy';
import type { RecordAccessService } from '../patients/record-access.service';
import { detectMedicalFileType, displayNameOf } from './file-content-type';
import type { FileStorage } from './file-storage';
import { presentMedicalFile } from './medical-file.presenter';
import { createMedicalFilesRepository } from './medical-files.repository';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** Medical files of a patient: the medicalRecord area of the roles table, one practice only. */
export function createMedicalFilesService(options: {
  db: Executor;
  recordAccess: RecordAccessService;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { recordAccess, storage, log } = options;
  const repository = createMedicalFilesRepository(options.db);

  async function liveFileOf(actor: UserRow, fileId: string, requestedDoctorId: string | null | undefined) {
    const scope = await recordAccess.scopeFor(actor, 'records.medical', requestedDoctorId);
    const row = isUuid(fileId) ? await repository.findLive(scope.doctor.id, fileId) : undefined;
    if (!row) throw new AppError(404, 'notFound');
    return { scope, row };
  }

  return {
    /** Checked before the upload's body is read, so a refused account never sends 5 MB for nothing. */
    assertMayWrite(actor: UserRow) {
      assertMay(actor, 'records.medical');
    },

    async list(actor: UserRow, patientId: string, requestedDoctorId?: string | null): Promise<MedicalFile[]> {
      const scope = await recordAccess.scopeFor(actor, 'records.medical', requestedDoctorId);
      const patient = await recordAccess.patientOf(scope, patientId, { action: 'read', area: 'medicalFiles' });
      return (await repository.listOfPatient(scope.doctor.id, patient.id)).map(presentMedicalFile);
    },

    async upload(actor: UserRow, patientId: string, requestedDoctorId: string | null, file: UploadedFile): Promise<MedicalFile> {
      const scope = await recordAccess.scopeFor(actor, 'records.medical', requestedDoctorId);
      const patient = await recordAccess.patientOf(scope, patientId);
      const type = await detectMedicalFileType(file.fileName, file.data);
      if (!type) throw new AppError(415, 'TYPE_NOT_ALLOWED');

      const storageKey = `${scope.doctor.id}/${randomUUID()}`;
      await storage.put(storageKey, file.data, type.contentType);
      try {
        const row = await repository.insert({
          doctorId: scope.doctor.id,
          patientId: patient.id,
          storageKey,
          originalName: displayNameOf(file.fileName, type.ext),
          ext: type.ext,
          contentType: type.contentType,
          sizeBytes: file.data.length,
          uploadedByUserId: actor.id,
        });
        await recordAccess.log(scope, patient.id, 'create', 'medicalFiles');
        return presentMedicalFile(row);
      } catch (error) {
        await storage
          .remove(storageKey)
          .catch((cleanup: unknown) => log.error({ err: cleanup, storageKey }, 'could not remove an orphan medical file'));
        throw error;
      }
    },

    /** The bytes of a file, for its own practice only (404 for any other id). */
    async content(actor: UserRow, fileId: string, requestedDoctorId?: string | null) {
      const { scope, row } = await liveFileOf(actor, fileId, requestedDoctorId);
      await recordAccess.patientOf(scope, row.patientId, { action: 'read', area: 'medicalFiles' });
      const data = await storage.get(row.storageKey);
      if (!data) {
        log.error({ fileId: row.id }, 'medical file row without stored content');
        throw new AppError(404, 'notFound');
      }
      return { file: presentMedicalFile(row), contentType: row.contentType, data };
    },

    async remove(actor: UserRow, fileId: string, requestedDoctorId?: string | null) {
      const { scope, row } = await liveFileOf(actor, fileId, requestedDoctorId);
      await recordAccess.patientOf(scope, row.patientId);
      if (!row.deleteable) throw new AppError(403, 'fileNotDeleteable');
      const deleted = await repository.markDeleted(scope.doctor.id, row.id);
      if (!deleted) throw new AppError(404, 'notFound');
      await recordAccess.log(scope, row.patientId, 'delete', 'medicalFiles');
      // The row stays (who uploaded what, when); the bytes go.
      await storage
        .remove(row.storageKey)
        .catch((error: unknown) => log.error({ err: error, fileId: row.id }, 'could not remove a deleted medical file'));
      return { uid: row.id };
    },
  };
}

export type MedicalFilesService = ReturnType<typeof createMedicalFilesService>;
