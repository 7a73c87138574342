import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Any S3-compatible store. The SDK is loaded only when this storage is configured. */
export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
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
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${config.prefix}${key}`;
  };

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
