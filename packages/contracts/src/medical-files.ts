import { z } from 'zod';
import { idSchema } from './ids';

/** Spec 2 sections 5 and 9. The limit has two readings (10 MB on the client, 5 MB in the message): 5 MB. */
export const medicalFileMaxBytes = 5 * 1024 * 1024;
export const medicalFileExtensions = ['pdf', 'jpeg', 'jpg', 'png', 'webp', 'bmp'] as const;
export type MedicalFileExtension = (typeof medicalFileExtensions)[number];
export const viewableImageExtensions = ['jpeg', 'jpg', 'png', 'webp', 'bmp'] as const satisfies readonly MedicalFileExtension[];
export const pdfPopup = { width: 800, height: 1200 } as const;
/** The multipart field of the upload. */
export const medicalFileField = 'document';
/** Header carrying the stored type when a file is fetched as a blob. */
export const contentTypeHeader = 'x-s3-content-type';

export const medicalFileSchema = z.object({
  uid: z.string(),
  /** API path of the content (fetched with the session's Authorization header) */
  url: z.string(),
  name: z.string(),
  ext: z.enum(medicalFileExtensions),
  size: z.number().int(),
  created_at: z.string(),
  deleteable: z.boolean(),
});
export type MedicalFile = z.infer<typeof medicalFileSchema>;

export const medicalFileListResponseSchema = z.object({ success: z.literal(true), files: z.array(medicalFileSchema) });
export const medicalFileUploadResponseSchema = z.object({ success: z.literal(true), file: medicalFileSchema });
export const medicalFileDeleteResponseSchema = z.object({ success: z.literal(true), data: z.object({ uid: z.string() }) });
/** list, content and delete of clinic-doctor files take ?cqDoctor=; the upload takes the multipart field selectedClinicDoctor. */
export const medicalFileScopeQuerySchema = z.object({ cqDoctor: idSchema.optional() });
export const medicalFileParamsSchema = z.object({ documentId: idSchema });

export const medicalFilePaths = {
  list: '/doctors/patients/folder/medical-files/:patientId/list',
  upload: '/doctors/patients/folder/medical-files/:patientId/upload',
  remove: '/doctors/patients/folder/medical-files/:documentId/delete',
  /** GET: the bytes, with Content-Disposition and x-s3-content-type (path not in the spec) */
  content: '/doctors/patients/folder/medical-files/:documentId/content',
} as const;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
