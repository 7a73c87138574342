import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client';
import { createServerSecret } from '../../lib/server-secrets';
import { isUuid } from '../../lib/uuid';

const idBytes = 16;
const macBytes = 16;

const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The receipt links' tokens: a paid card exchange's id signed with a key the server keeps
 * (`receipt-links`, lib/server-secrets.ts), 32 bytes in base64url. They do not expire: a receipt
 * e-mailed is read years later. Nothing is stored; another use's key never opens a receipt.
 */
export function createReceiptTokens(db: Executor) {
  const key = createServerSecret(db, 'receipt-links');
  const mac = async (message: Buffer) =>
    createHmac('sha256', await key())
      .update(message)
      .digest()
      .subarray(0, macBytes);

  return {
    /** Reads or makes the key (at start, outside any transaction). */
    ready: async () => void (await key()),

    async tokenFor(exchangeId: string): Promise<string> {
      const message = Buffer.from(exchangeId.replaceAll('-', ''), 'hex');
      return Buffer.concat([message, await mac(message)]).toString('base64url');
    },

    /** The exchange id, or null when the token is malformed or not signed with this key. */
    async read(token: string): Promise<string | null> {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== idBytes + macBytes || bytes.toString('base64url') !== token) return null;
      const message = bytes.subarray(0, idBytes);
      if (!timingSafeEqual(bytes.subarray(idBytes), await mac(message))) return null;
      const exchangeId = uuidOf(message);
      return isUuid(exchangeId) ? exchangeId : null;
    },
  };
}

export type ReceiptTokens = ReturnType<typeof createReceiptTokens>;
