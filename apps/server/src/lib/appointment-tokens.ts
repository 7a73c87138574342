import type { Executor } from '../db/client';
import { createTokenSigner, uuidBytes, uuidOf } from './signed-tokens';
import { isUuid } from './uuid';

/**
 * Tokens that name an appointment and an end, signed with a key the server keeps under
 * `secretName` (lib/signed-tokens.ts): 36 bytes, base64url. Each use of them (a cancel link, a
 * call's join link) keeps its own key, so a token of one is never accepted by the other.
 */
export function createAppointmentTokens(db: Executor, secretName: string) {
  const signer = createTokenSigner(db, secretName, 20);

  return {
    ready: signer.ready,

    tokenFor(appointmentId: string, expiresAt: Date) {
      const expiry = Buffer.alloc(4);
      expiry.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000));
      return signer.sign(Buffer.concat([uuidBytes(appointmentId), expiry]));
    },

    /** The token's appointment and end, or null when it is malformed or not signed with this key. */
    async read(token: string): Promise<{ appointmentId: string; expiresAt: Date } | null> {
      const message = await signer.open(token);
      if (!message) return null;
      const appointmentId = uuidOf(message.subarray(0, 16));
      if (!isUuid(appointmentId)) return null;
      return { appointmentId, expiresAt: new Date(message.readUInt32BE(16) * 1000) };
    },
  };
}

export type AppointmentTokens = ReturnType<typeof createAppointmentTokens>;
