import path from 'node:path';
import type { AppConfig, S3StorageConfig } from '../../config';
import type { FileStorage } from '../medical-files/file-storage';
import { createLocalFileStorage } from '../medical-files/local-file-storage';
import { createS3FileStorage } from '../medical-files/s3-file-storage';

/** The folders of uploadsDir, or of `uploads/` in the bucket. */
export type UploadFolder = 'incoming' | 'clinic-images';

/** The S3 store of one upload folder, apart from medical files and avatars. */
export const uploadS3Config = (s3: S3StorageConfig, folder: UploadFolder): S3StorageConfig => ({
  ...s3,
  prefix: `${s3.prefix}uploads/${folder}/`,
});

/**
 * Where presigned uploads land (`incoming`: unchecked bytes, never served) and where the images
 * made from them are kept (`clinic-images`: served publicly). Two stores, so that nothing a
 * browser sent can be served before the server has re-encoded it.
 */
export function createUploadFolder(config: Pick<AppConfig, 's3' | 'uploadsDir'>, folder: UploadFolder): FileStorage {
  return config.s3
    ? createS3FileStorage(uploadS3Config(config.s3, folder))
    : createLocalFileStorage(path.join(config.uploadsDir, folder));
}
