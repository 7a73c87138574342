import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';

export interface S3Connection {
  s3: S3Client;
  sdk: typeof import('@aws-sdk/client-s3');
}

/** One client per store, made on first use: the SDK is loaded only when S3 is configured. */
export function createS3Connection(config: S3StorageConfig): () => Promise<S3Connection> {
  let client: Promise<S3Connection> | undefined;
  return () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
      }),
    })));
}
