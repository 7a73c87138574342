import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { z } from 'zod';
import type { UserRow } from '../../db/schema/accounts';
import { practiceRoomsOf, userRoom } from '../../realtime/rooms';

export const idempotencyKeyHeader = 'idempotency-key';

/**
 * 1 to 255 visible ASCII characters. The IETF draft sends it as a structured-field string
 * ("…", quotes included); most clients send it bare: both name the same key.
 */
export const idempotencyKeySchema = z
  .string()
  .max(255, { message: 'validationFailed' })
  .regex(/^[\x21-\x7e]{1,255}$/, { message: 'validationFailed' })
  .transform((value) => /^"([^"\\]+)"$/.exec(value)?.[1] ?? value);

/** The request headers of an idempotent route: the key is optional, every other header passes. */
export const idempotentHeadersSchema = z.looseObject({ [idempotencyKeyHeader]: idempotencyKeySchema.optional() });

/** Keys are unique per practice, the one its sessions share a realtime room for. */
export function idempotencyScopeOf(actor: UserRow): string {
  return practiceRoomsOf(actor)[0] ?? userRoom(actor.id);
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Files (a multipart upload's buffers) count by their digest, not their bytes spelt out as JSON. */
function digestFiles(value: unknown): unknown {
  if (value instanceof Uint8Array) return { sha256: sha256(value) };
  if (Array.isArray(value)) return value.map(digestFiles);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, digestFiles(item)]));
  }
  return value;
}

/** SHA-256 of the body in canonical JSON (RFC 8785): the same content in another key order is the same request. */
export function bodyDigestOf(body: unknown): string {
  return sha256(canonicalize(digestFiles(body ?? null)) ?? 'null');
}
