import type { Executor } from '../../db/client';
import { createTokenSigner, uuidBytes, uuidOf } from '../../lib/signed-tokens';
import { isUuid } from '../../lib/uuid';

/**
 * The receipt links' tokens: a paid card exchange's id signed with a key the server keeps
 * (`receipt-links`, lib/signed-tokens.ts), 32 bytes in base64url. They do not expire: a receipt
 * e-mailed is read years later.
 */
export function createReceiptTokens(db: Executor) {
  const signer = createTokenSigner(db, 'receipt-links', 16);

  return {
    ready: signer.ready,

    tokenFor: (exchangeId: string): Promise<string> => signer.sign(uuidBytes(exchangeId)),

    /** The exchange id, or null when the token is malformed or not signed with this key. */
    async read(token: string): Promise<string | null> {
      const message = await signer.open(token);
      const exchangeId = message ? uuidOf(message) : null;
      return exchangeId && isUuid(exchangeId) ? exchangeId : null;
    },
  };
}

export type ReceiptTokens = ReturnType<typeof createReceiptTokens>;
