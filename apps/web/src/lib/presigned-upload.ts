import { isErrorCode } from '@tabib/contracts/errors';
import type { PresignedUpload } from '@tabib/contracts/uploads';
import { ApiError } from './api-error';

/** S3 refuses an address past its end with 403 AccessDenied, "Request has expired". */
const s3Expired = /<Message>\s*Request has expired/i;

function errorOf(request: XMLHttpRequest): ApiError {
  const text = typeof request.responseText === 'string' ? request.responseText : '';
  try {
    const body = JSON.parse(text) as { code?: unknown };
    if (isErrorCode(body.code)) return new ApiError(request.status, body.code);
  } catch {
    // not our JSON refusal: S3's XML, or a proxy's page
  }
  if (s3Expired.test(text)) return new ApiError(request.status, 'uploadUrlExpired');
  return new ApiError(request.status, request.status === 413 ? 'uploadTooLarge' : 'internalServerError');
}

/**
 * Sends a file to a presigned address (POST /uploads/presign answered it): S3's, or the server's
 * own on local storage. XMLHttpRequest rather than fetch, for the upload's progress. Refusals
 * become ApiErrors whose codes the error catalogue reads (uploadUrlExpired for an expired address).
 */
export function sendToPresignedAddress(
  upload: PresignedUpload,
  file: Blob,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(errorOf(request)));
    request.onerror = () => reject(new ApiError(0, 'networkError'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
