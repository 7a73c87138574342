import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
/** Below this, gzip saves less than its own cost. */
export const compressFromBytes = 1024;
/** Compressed once per serialized answer: a cached answer keeps its gzip as long as the cache keeps it. */
const gzipped = new WeakMap<Buffer, Promise<Buffer>>();

/** Whether an Accept-Encoding header takes gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (coding.toLowerCase() !== 'gzip' && coding !== '*') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * Sends already-serialized JSON, gzipped when the client takes it: a week is ~100 KiB of
 * JSON and ~4 KiB gzipped, which matters on a doctor's mobile connection and is most of
 * the server's work per cached week (docs/performance.md).
 */
export async function sendJsonBytes(request: FastifyRequest, reply: FastifyReply, bytes: Buffer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (bytes.length < compressFromBytes || !acceptsGzip(request.headers['accept-encoding'])) return reply.send(bytes);
  let compressed = gzipped.get(bytes);
  if (!compressed) {
    compressed = gzipAsync(bytes, { level: 6 });
    gzipped.set(bytes, compressed);
  }
  return reply.header('content-encoding', 'gzip').send(await compressed);
}
