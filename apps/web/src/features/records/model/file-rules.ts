import {
  extensionOf,
  medicalFileExtensions,
  medicalFileMaxBytes,
  viewableImageExtensions,
  type MedicalFileExtension,
} from '@tabib/contracts/medical-files';
import type { ErrorCode } from '@tabib/contracts/errors';

/** The refusal the server would give, checked before sending (the server checks the content again). */
export function uploadRefusalOf(file: { name: string; size: number }): ErrorCode | null {
  if (!(medicalFileExtensions as readonly string[]).includes(extensionOf(file.name))) return 'TYPE_NOT_ALLOWED';
  if (file.size > medicalFileMaxBytes) return 'LIMIT_FILE_SIZE';
  return null;
}

export const isViewableImage = (ext: MedicalFileExtension) => (viewableImageExtensions as readonly string[]).includes(ext);

/** 1 234 567 bytes as "1.2 MB" (units are the same in the three languages' usage). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
