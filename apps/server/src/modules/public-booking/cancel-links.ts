import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@tabib/contracts/locales';
import { publicCancelPagePath } from '@tabib/contracts/public-booking';
import type { Executor } from '../../db/client';
import { createServerSecret } from '../../lib/server-secrets';
import { isUuid } from '../../lib/uuid';

const macBytes = 16;

function uuidBytes(id: string) {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

function uuidOf(bytes: Buffer) {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The patient's cancel link (docs/decisions.md, "Public booking"): the appointment id and the
 * link's end (the appointment's start) signed with the server's key. Nothing is stored: any
 * notice can carry the link, and using it once cancels the appointment, after which the status
 * refuses it (single use).
 */
export function createCancelLinks({ db, publicUrl }: { db: Executor; publicUrl: string }) {
  const key = createServerSecret(db, 'cancel-links');
  const mac = async (message: Buffer) =>
    createHmac('sha256', await key())
      .update(message)
      .digest()
      .subarray(0, macBytes);

  async function tokenFor(appointmentId: string, startAt: Date) {
    const expiry = Buffer.alloc(4);
    expiry.writeUInt32BE(Math.floor(startAt.getTime() / 1000));
    const message = Buffer.concat([uuidBytes(appointmentId), expiry]);
    return Buffer.concat([message, await mac(message)]).toString('base64url');
  }

  return {
    /** Reads or makes the key (at start). */
    ready: async () => void (await key()),
    tokenFor,
    /** The page's address, opening in the patient's language when given. */
    async urlFor(appointmentId: string, startAt: Date, locale?: Locale) {
      const url = `${publicUrl}${publicCancelPagePath(await tokenFor(appointmentId, startAt))}`;
      return locale ? `${url}?lang=${locale}` : url;
    },
    /** The link's appointment and end, or null when the token is malformed or not ours. */
    async read(token: string): Promise<{ appointmentId: string; expiresAt: Date } | null> {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== 20 + macBytes || bytes.toString('base64url') !== token) return null;
      const message = bytes.subarray(0, 20);
      if (!timingSafeEqual(bytes.subarray(20), await mac(message))) return null;
      const appointmentId = uuidOf(message.subarray(0, 16));
      if (!isUuid(appointmentId)) return null;
      return { appointmentId, expiresAt: new Date(message.readUInt32BE(16) * 1000) };
    },
  };
}

export type CancelLinks = ReturnType<typeof createCancelLinks>;
