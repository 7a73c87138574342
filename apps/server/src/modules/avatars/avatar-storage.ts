import type { AppConfig } from '../../config';
import type { FileStorage } from '../medical-files/file-storage';
import { createLocalFileStorage } from '../medical-files/local-file-storage';
import { createS3FileStorage } from '../medical-files/s3-file-storage';

/**
 * Avatars live apart from medical files (their own folder, or `avatars/` in the bucket): the
 * public avatar route can only ever read from here, never a patient's document.
 */
export function createAvatarStorage(config: Pick<AppConfig, 's3' | 'avatarsDir'>): FileStorage {
  return config.s3
    ? createS3FileStorage({ ...config.s3, prefix: `${config.s3.prefix}avatars/` })
    : createLocalFileStorage(config.avatarsDir);
}
