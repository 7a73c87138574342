import { describe, expect, it } from 'vitest';
import { uploadUrlMinutes } from '@tabib/contracts/uploads';
import type { S3StorageConfig } from '../../config';
import { createS3UploadAddresses, s3UploadOrigin } from './upload-addresses';

const key = '0b5f3c1e-8d3a-4c1e-9f00-1a2b3c4d5e6f/7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('S3 presigned upload addresses', () => {
  it("sign a PUT to the bucket's uploads/incoming/ with the declared type and length, for the ticket's life", async () => {
    const addressOf = createS3UploadAddresses({
      bucket: 'tabib-files',
      region: 'eu-west-3',
      endpoint: 'https://s3.example.test',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      forcePathStyle: true,
      prefix: 'tabib/',
    });
    const expiresAt = new Date(Date.now() + uploadUrlMinutes * 60_000);
    const upload = await addressOf({ key, contentType: 'image/jpeg', size: 12345, expiresAt });

    expect(upload).toMatchObject({ method: 'PUT', key, headers: { 'Content-Type': 'image/jpeg' } });
    expect(upload.expiresAt).toBe(expiresAt.toISOString());
    const url = new URL(upload.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://s3.example.test/tabib-files/tabib/uploads/incoming/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(uploadUrlMinutes * 60));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it("name the origin the SDK's addresses go to, for the CSP's connect-src", async () => {
    const stores: Omit<S3StorageConfig, 'accessKeyId' | 'secretAccessKey' | 'prefix'>[] = [
      { bucket: 'tabib', region: 'eu-west-3', endpoint: undefined, forcePathStyle: false },
      { bucket: 'tabib.files', region: 'eu-west-3', endpoint: undefined, forcePathStyle: false },
      { bucket: 'tabib', region: 'eu-west-3', endpoint: undefined, forcePathStyle: true },
      { bucket: 'tabib', region: 'fr-par', endpoint: 'https://s3.fr-par.scw.cloud', forcePathStyle: false },
      { bucket: 'tabib', region: 'us-east-1', endpoint: 'http://minio.local:9000', forcePathStyle: true },
    ];
    for (const store of stores) {
      const config = { ...store, accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', prefix: '' };
      const upload = await createS3UploadAddresses(config)({ key, contentType: 'image/png', size: 10, expiresAt: new Date() });
      expect(s3UploadOrigin(config), store.bucket).toBe(new URL(upload.url).origin);
    }
    expect(s3UploadOrigin({ ...stores[0]!, accessKeyId: undefined, secretAccessKey: undefined, prefix: '' })).toBe(
      'https://tabib.s3.eu-west-3.amazonaws.com',
    );
  });
});
