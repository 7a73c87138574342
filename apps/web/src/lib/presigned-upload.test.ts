import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresignedUpload } from '@tabib/contracts/uploads';
import { FakeRequest } from '../test/fake-xhr';
import { sendToPresignedAddress } from './presigned-upload';

const upload: PresignedUpload = {
  url: '/api/v1/uploads/local/a/b?expires=1&signature=s',
  method: 'PUT',
  headers: { 'Content-Type': 'image/png' },
  key: 'a/b',
  expiresAt: '2026-01-01T00:00:00.000Z',
};
const file = new Blob([new Uint8Array(200)], { type: 'image/png' });

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => vi.unstubAllGlobals());

describe('sending a file to a presigned address', () => {
  it('PUTs the file with the signed headers and reports its progress', async () => {
    FakeRequest.answer = { status: 200, progress: [50, 200] };
    const progress: number[] = [];
    await sendToPresignedAddress(upload, file, { onProgress: (percent) => progress.push(percent) });
    const [request] = FakeRequest.sent;
    expect(request).toMatchObject({ method: 'PUT', url: upload.url, headers: { 'Content-Type': 'image/png' }, body: file });
    expect(progress).toEqual([25, 100]);
  });

  it("reads the server's refusal code, S3's expired address, and a lost connection", async () => {
    const refusal = (answer: typeof FakeRequest.answer) => {
      FakeRequest.answer = answer;
      return sendToPresignedAddress(upload, file).catch((error: unknown) => error);
    };
    await expect(refusal({ status: 410, text: '{"success":false,"code":"uploadUrlExpired"}' })).resolves.toMatchObject({
      status: 410,
      code: 'uploadUrlExpired',
    });
    const s3Expired =
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';
    await expect(refusal({ status: 403, text: s3Expired })).resolves.toMatchObject({ code: 'uploadUrlExpired' });
    await expect(refusal({ status: 413, text: '<html>Request Entity Too Large</html>' })).resolves.toMatchObject({
      code: 'uploadTooLarge',
    });
    await expect(refusal({ status: 200, network: true })).resolves.toMatchObject({ code: 'networkError' });
  });
});
