import { apiBasePath } from '@tabib/contracts/auth';
import { uploadPaths, uploadUrlMinutes, type PresignedUpload } from '@tabib/contracts/uploads';
import type { S3StorageConfig } from '../../config';
import { createS3Connection } from '../medical-files/s3-connection';
import type { LocalUploadSignature } from './local-upload-signature';
import { uploadS3Config } from './upload-storage';

export interface UploadTarget {
  key: string;
  contentType: string;
  size: number;
  expiresAt: Date;
}

/** Makes the address a browser sends one file to (S3's presigned PUT, or the server's own). */
export type UploadAddresses = (target: UploadTarget) => Promise<PresignedUpload>;

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** PUT /api/v1/uploads/local/{key}?expires=&signature= on this server (uploads.routes.ts). */
export function createLocalUploadAddresses(signature: LocalUploadSignature): UploadAddresses {
  return async ({ key, contentType, expiresAt }) => {
    const expires = epochSeconds(expiresAt);
    const [folderId, fileId] = key.split('/') as [string, string];
    const path = uploadPaths.local.replace(':folderId', folderId).replace(':fileId', fileId);
    const query = new URLSearchParams({ expires: String(expires), signature: await signature.sign(key, expires) });
    return {
      url: `${apiBasePath}${path}?${query.toString()}`,
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      key,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  };
}

/**
 * A presigned PUT straight to the bucket's `uploads/incoming/`: the type and the exact length the
 * browser declared are signed, so S3 refuses any other body; the address ends at `expiresAt`.
 */
export function createS3UploadAddresses(s3Config: S3StorageConfig): UploadAddresses {
  const config = uploadS3Config(s3Config, 'incoming');
  const connect = createS3Connection(config);
  return async ({ key, contentType, size, expiresAt }) => {
    const [{ s3, sdk }, { getSignedUrl }] = await Promise.all([connect(), import('@aws-sdk/s3-request-presigner')]);
    const command = new sdk.PutObjectCommand({
      Bucket: config.bucket,
      Key: `${config.prefix}${key}`,
      ContentType: contentType,
      ContentLength: size,
    });
    const url = await getSignedUrl(s3, command, {
      // S3 counts from its signing date, the real clock's: the ticket's life.
      expiresIn: uploadUrlMinutes * 60,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, method: 'PUT', headers: { 'Content-Type': contentType }, key, expiresAt: expiresAt.toISOString() };
  };
}

/** An S3 bucket name the SDK addresses as a subdomain; any other (dots...) goes in the path. */
const virtualHostBucket = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

/**
 * The origin browsers send presigned uploads to, as the SDK spells the address (the bucket as a
 * subdomain, or the endpoint itself with path-style addressing): the CSP's connect-src allows it.
 */
export function s3UploadOrigin(s3: S3StorageConfig): string {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const pathStyle = s3.forcePathStyle || !virtualHostBucket.test(s3.bucket);
  return pathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
}
