import type { PresignedUpload, UploadPurpose } from '@tabib/contracts/uploads';
import type { App } from '../../app';
import type { Session } from '../../test/booking-helpers';

type Caller = Pick<Session, 'headers'>;

export function presign(
  app: App,
  session: Caller | undefined,
  body: { purpose: UploadPurpose; contentType: string; size: number },
) {
  return app.inject({ method: 'POST', url: '/api/v1/uploads/presign', headers: session?.headers, payload: body });
}

/** Sends the bytes as a browser would to a local presigned address (no session). */
export function sendTo(app: App, upload: Pick<PresignedUpload, 'url' | 'headers'>, data: Buffer, contentType?: string) {
  return app.inject({
    method: 'PUT',
    url: upload.url,
    headers: { ...upload.headers, ...(contentType ? { 'content-type': contentType } : {}) },
    payload: data,
  });
}

/** Presigns and sends one file; answers its key. */
export async function uploaded(app: App, session: Caller, purpose: UploadPurpose, data: Buffer, contentType = 'image/png') {
  const signed = await presign(app, session, { purpose, contentType, size: data.length });
  if (signed.statusCode !== 200) throw new Error(`presign failed: ${signed.body}`);
  const upload = signed.json().upload as PresignedUpload;
  const sent = await sendTo(app, upload, data);
  if (sent.statusCode !== 200) throw new Error(`upload failed: ${sent.body}`);
  return upload.key;
}
