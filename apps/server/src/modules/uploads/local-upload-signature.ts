import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client';
import { createServerSecret } from '../../lib/server-secrets';

/**
 * The signature of a local upload address (the stand-in for S3's presigned URL): an HMAC of the
 * key and the expiry with a key the server keeps (lib/server-secrets.ts), so any process checks
 * an address another made, and nothing in it can be changed without breaking it.
 */
export function createLocalUploadSignature(db: Executor) {
  const secret = createServerSecret(db, 'local-uploads');
  const macOf = async (key: string, expires: number) =>
    createHmac('sha256', await secret())
      .update(`${key}\n${expires}`)
      .digest();

  return {
    /** Reads or makes the key (at start). */
    ready: async () => void (await secret()),

    sign: async (key: string, expires: number) => (await macOf(key, expires)).toString('base64url'),

    async verify(key: string, expires: number, signature: string): Promise<boolean> {
      const given = Buffer.from(signature, 'base64url');
      const expected = await macOf(key, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type LocalUploadSignature = ReturnType<typeof createLocalUploadSignature>;
