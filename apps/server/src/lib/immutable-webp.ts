import type { FastifyReply } from 'fastify';

/** A WebP image whose url changes with its bytes (avatars, clinic images): cached for a year, never sniffed. */
export function sendImmutableWebp(reply: FastifyReply, bytes: Buffer | Uint8Array) {
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
