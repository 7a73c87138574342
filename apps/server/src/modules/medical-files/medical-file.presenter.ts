import { medicalFilePaths, type MedicalFile, type MedicalFileExtension } from '@tabib/contracts/medical-files';
import type { MedicalFileRow } from './medical-files.repository';

export function presentMedicalFile(row: MedicalFileRow): MedicalFile {
  return {
    uid: row.id,
    url: medicalFilePaths.content.replace(':documentId', row.id),
    name: row.originalName,
    ext: row.ext as MedicalFileExtension,
    size: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    deleteable: row.deleteable,
  };
}
