import { contentTypeHeader, type MedicalFile } from '@tabib/contracts/medical-files';
import { apiBlob } from '../../../lib/api-client';
import { doctorQuery } from './record-keys';

/** The file's bytes as a blob typed by x-s3-content-type (the file's `url` is its API path). */
export async function getMedicalFileContent(
  file: MedicalFile,
  clinicDoctorId: string | null,
  signal?: AbortSignal,
): Promise<Blob> {
  const { blob, headers } = await apiBlob(file.url, { query: doctorQuery(clinicDoctorId), signal });
  const type = headers.get(contentTypeHeader) ?? blob.type;
  return type === blob.type ? blob : new Blob([blob], { type });
}
