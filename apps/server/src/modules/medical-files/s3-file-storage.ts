import type { S3StorageConfig } from '../../config';
import { assertStorageKey, type FileStorage } from './file-storage';
import { createS3Connection } from './s3-connection';

/** Any S3-compatible store. The SDK is loaded only when this storage is configured. */
export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  const connect = createS3Connection(config);
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
