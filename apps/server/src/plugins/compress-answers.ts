import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsGzip, compressFromBytes } from '../lib/json-answer';

function addVary(reply: FastifyReply, header: string) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!vary.toLowerCase().includes(header)) reply.header('vary', vary ? `${vary}, ${header}` : header);
}

/**
 * Gzips JSON read answers above compressFromBytes, at level 1: a 2 KB page of patients
 * leaves as 0.7 KB for ~0.06 ms of CPU; level 6 saves 2-12% more bytes for 1.5-4x the CPU
 * (docs/decisions.md). Synchronous: below ~100 KB the thread-pool hop costs more than
 * the compression. Writes are left alone: their answers are small, and an idempotent one is
 * stored as sent (plugins/idempotency.ts). Answers already encoded (the week) pass as they are.
 */
export const compressAnswersPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (Buffer.byteLength(payload) < compressFromBytes) return payload;
    addVary(reply, 'accept-encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    reply.header('content-encoding', 'gzip');
    return gzipSync(payload, { level: 1 });
  });
});
