import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/client';
import { createServerSecret } from './server-secrets';
import { isUuid } from './uuid';

const macBytes = 16;
const messageBytes = 20;

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');

function uuidOf(bytes: Buffer) {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Tokens that name an appointment and an end, signed with a key the server keeps under
 * `secretName` (lib/server-secrets.ts): 36 bytes, base64url. Nothing is stored; each use of
 * them (a cancel link, a call's join link) keeps its own key, so a token of one is never
 * accepted by the other.
 */
export function createAppointmentTokens(db: Executor, secretName: string) {
  const key = createServerSecret(db, secretName);
  const mac = async (message: Buffer) =>
    createHmac('sha256', await key())
      .update(message)
      .digest()
      .subarray(0, macBytes);

  return {
    /** Reads or makes the key (at start). */
    ready: async () => void (await key()),

    async tokenFor(appointmentId: string, expiresAt: Date) {
      const expiry = Buffer.alloc(4);
      expiry.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000));
      const message = Buffer.concat([uuidBytes(appointmentId), expiry]);
      return Buffer.concat([message, await mac(message)]).toString('base64url');
    },

    /** The token's appointment and end, or null when it is malformed or not signed with this key. */
    async read(token: string): Promise<{ appointmentId: string; expiresAt: Date } | null> {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== messageBytes + macBytes || bytes.toString('base64url') !== token) return null;
      const message = bytes.subarray(0, messageBytes);
      if (!timingSafeEqual(bytes.subarray(messageBytes), await mac(message))) return null;
      const appointmentId = uuidOf(message.subarray(0, 16));
      if (!isUuid(appointmentId)) return null;
      return { appointmentId, expiresAt: new Date(message.readUInt32BE(16) * 1000) };
    },
  };
}

export type AppointmentTokens = ReturnType<typeof createAppointmentTokens>;
