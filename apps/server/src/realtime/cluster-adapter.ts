import type { FastifyBaseLogger } from 'fastify';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';

/** What the adapter needs from PostgreSQL (migration 0024_socket-io-attachments). */
export const clusterAdapterOptions = {
  tableName: 'socket_io_attachments',
  // NOTIFY refuses a payload of 8,000 bytes or more; the adapter's own default lets exactly 8,000 through.
  payloadThreshold: 7_999,
  /** Every process deletes the attachments older than this, this often. */
  cleanupInterval: 30_000,
  heartbeatInterval: 5_000,
  /** A process silent this long (gone without a word: killed, crashed) is no longer asked anything. */
  heartbeatTimeout: 10_000,
} as const;

/**
 * How long `fetchSockets` waits for every process's answer (socket.io's default: 5 s). Longer than
 * the heartbeat timeout: a question pending when a silent process is dropped is answered by the
 * others, where with the default it would fail while the sockets of the process gone reconnect.
 */
export const clusterFetchTimeout = clusterAdapterOptions.heartbeatTimeout + 2_000;

/**
 * socket.io's adapter for server processes sharing one PostgreSQL: broadcasts, fetchSockets and
 * disconnects reach the sockets of every process, through NOTIFY. Its queries have a small pool
 * of their own, so that relaying a call's signals never waits behind the requests' queries.
 */
export function createClusterAdapter(connectionString: string, log: FastifyBaseLogger) {
  const pool = new pg.Pool({ connectionString, max: 3 });
  pool.on('error', (error) => log.warn({ err: error }, 'socket.io adapter: idle PostgreSQL connection lost'));
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn({ err: error }, 'socket.io adapter: PostgreSQL connection lost')),
  );
  // The adapter checks out one connection for LISTEN, and when that connection is lost it takes
  // another without releasing the dead one, which pg.Pool would count forever: it gets a client of
  // its own each time instead. It uses nothing of the pool but `connect` and `query`.
  const adapterPool = {
    query: pool.query.bind(pool),
    async connect() {
      const client = new pg.Client({ connectionString });
      client.on('error', (error) => log.warn({ err: error }, 'socket.io adapter: LISTEN connection lost'));
      await client.connect();
      return Object.assign(client, { release: () => void client.end() });
    },
  } as unknown as pg.Pool;
  const adapter = createAdapter(adapterPool, {
    ...clusterAdapterOptions,
    errorHandler: (error) => log.warn({ err: error }, 'socket.io adapter failed'),
  });
  return {
    adapter,
    async close() {
      // Queued behind the adapters' last messages (their goodbye to the other processes), which
      // pool.end() would drop.
      await pool.query('select 1').catch(() => {});
      await pool.end();
    },
  };
}
