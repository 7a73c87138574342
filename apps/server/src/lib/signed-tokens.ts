import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/client';
import { createServerSecret } from './server-secrets';

const macBytes = 16;

export const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');

export function uuidOf(bytes: Buffer) {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Messages of `messageBytes` signed with a key the server keeps under `secretName`
 * (lib/server-secrets.ts): the message and a 16-byte HMAC, in base64url. Nothing is stored; each
 * use keeps its own key, so a token of one is never accepted by another.
 */
export function createTokenSigner(db: Executor, secretName: string, messageBytes: number) {
  const key = createServerSecret(db, secretName);
  const mac = async (message: Buffer) =>
    createHmac('sha256', await key())
      .update(message)
      .digest()
      .subarray(0, macBytes);

  return {
    /** Reads or makes the key (at start, outside any transaction). */
    ready: async () => void (await key()),

    async sign(message: Buffer): Promise<string> {
      return Buffer.concat([message, await mac(message)]).toString('base64url');
    },

    /** The signed message, or null when the token is malformed or not signed with this key. */
    async open(token: string): Promise<Buffer | null> {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== messageBytes + macBytes || bytes.toString('base64url') !== token) return null;
      const message = bytes.subarray(0, messageBytes);
      return timingSafeEqual(bytes.subarray(messageBytes), await mac(message)) ? message : null;
    },
  };
}
