import type { AppConfig } from '../../config';
import type { FileStorage } from '../medical-files/file-storage';
import { createUploadFolder } from '../uploads/upload-storage';

/**
 * The clinic profile's images, re-encoded from checked uploads: the only store the public image
 * route reads (never the raw uploads, never a medical file).
 */
export const createClinicImageStorage = (config: Pick<AppConfig, 's3' | 'uploadsDir'>): FileStorage =>
  createUploadFolder(config, 'clinic-images');
