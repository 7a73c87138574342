import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** S3-compatible storage when S3_BUCKET is set, otherwise the data folder. */
export function createFileStorage(config: AppConfig): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(config.medicalFilesDir);
}
