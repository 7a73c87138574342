import { presignUploadResponseSchema, uploadPaths, type UploadPurpose } from '@tabib/contracts/uploads';
import { apiRequest } from '../../../lib/api-client';
import { sendToPresignedAddress } from '../../../lib/presigned-upload';

/** Asks for a presigned address, sends the image to it with its progress, and answers the key the form names. */
export async function uploadClinicImage(
  file: File,
  purpose: UploadPurpose,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const { upload } = await apiRequest(uploadPaths.presign, {
    method: 'POST',
    schema: presignUploadResponseSchema,
    body: { purpose, contentType: file.type, size: file.size },
    signal: options.signal,
  });
  await sendToPresignedAddress(upload, file, options);
  return upload.key;
}
