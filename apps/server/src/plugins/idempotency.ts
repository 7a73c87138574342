import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import type { RequestTransactions } from '../db/request-transaction';
import type { IdempotencyKeyRow } from '../db/schema/idempotency';
import { AppError } from '../lib/app-error';
import { createIdempotencyRepository, type StoredAnswer } from '../modules/idempotency/idempotency.repository';
import {
  bodyDigestOf,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  idempotencyScopeOf,
  idempotentHeadersSchema,
} from '../modules/idempotency/idempotent-request';
import { actorOf } from './auth-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that creates money or records: sent with an Idempotency-Key header, it runs once
     * per key and practice, and a retry gets the first answer (plugins/idempotency.ts).
     */
    idempotent?: boolean;
  }
}

/** Set on an answer that is the stored first answer, not a new execution. */
export const replayedHeader = 'idempotent-replayed';

const sweepEveryMs = 60 * 60 * 1000;

interface Answer {
  statusCode: number;
  contentType: string;
  payload: unknown;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** The handler's answer, held in onSend until the transaction that wrote it (and stored it) has committed. */
interface HeldAnswer {
  answer: Deferred<Answer>;
  release: Deferred<void>;
}

/** A 4xx or 5xx answer: what the handler wrote is rolled back and the key stays free for a retry. */
class NotKept extends Error {}

const sameRequest = (row: IdempotencyKeyRow, request: Omit<StoredAnswer, 'statusCode' | 'contentType' | 'body'>) =>
  row.userId === request.userId &&
  row.method === request.method &&
  row.path === request.path &&
  row.bodySha256 === request.bodySha256;

/**
 * Idempotent writes, for every route declared with `config: { idempotent: true }`.
 *
 * With an Idempotency-Key header the handler runs inside one transaction (db/request-transaction.ts)
 * that its services join: the key is locked, the write is done, the answer is serialized and
 * stored in the key's row, and only then does the transaction commit and the answer leave. A
 * key row therefore exists exactly when the write committed: a crash before the commit leaves
 * neither (the retry runs afresh), a crash after it leaves both (the retry gets the stored
 * answer). A 4xx/5xx answer rolls everything back. Without the header a route runs as before.
 */
export const idempotencyPlugin = fp<{ transactions: RequestTransactions }>(async (app, { transactions }) => {
  const heldAnswers = new WeakMap<FastifyRequest, HeldAnswer>();

  const holdAnswer: onSendHookHandler = async (request, reply, payload) => {
    const held = heldAnswers.get(request);
    if (!held) return payload;
    heldAnswers.delete(request);
    held.answer.resolve({ statusCode: reply.statusCode, contentType: String(reply.getHeader('content-type') ?? ''), payload });
    // Rejected when the commit failed: the error handler then answers 500 instead.
    await held.release.promise;
    return payload;
  };

  /** The answer the handler sends, or sends back by returning it. */
  async function answerOf(runHandler: () => unknown, reply: FastifyReply, sent: Promise<Answer>): Promise<Answer> {
    const handled = Promise.resolve().then(runHandler);
    const first = await Promise.race([handled.then((value) => ({ value })), sent.then((answer) => ({ answer }))]);
    if ('answer' in first) return first.answer;
    reply.send(first.value);
    return sent;
  }

  async function answerOnce(runHandler: () => unknown, request: FastifyRequest, reply: FastifyReply) {
    // Checked here too: a route with attachValidation reaches its handler with an invalid header.
    const key = idempotencyKeySchema.optional().safeParse(request.headers[idempotencyKeyHeader]);
    if (!key.success) throw new AppError(400, 'validationFailed');
    if (key.data === undefined) return runHandler();

    const actor = actorOf(request).user;
    const fingerprint = {
      scope: idempotencyScopeOf(actor),
      key: key.data,
      userId: actor.id,
      method: request.method,
      path: request.url,
      bodySha256: bodyDigestOf(request.body),
    };
    const held: HeldAnswer = { answer: deferred(), release: deferred() };
    let replay: IdempotencyKeyRow | undefined;
    let answered = false;
    try {
      await transactions.run(async (tx) => {
        const keys = createIdempotencyRepository(tx);
        if (!(await keys.tryLock(fingerprint.scope, fingerprint.key))) throw new AppError(409, 'idempotencyKeyInProgress');
        const earlier = await keys.findLive(fingerprint.scope, fingerprint.key);
        if (earlier) {
          if (!sameRequest(earlier, fingerprint)) throw new AppError(422, 'idempotencyKeyReused');
          replay = earlier;
          return;
        }
        heldAnswers.set(request, held);
        const answer = await answerOf(runHandler, reply, held.answer.promise);
        answered = true;
        if (answer.statusCode >= 400) throw new NotKept();
        if (typeof answer.payload !== 'string') throw new Error(`${request.routeOptions.url}: an idempotent route answers JSON`);
        await keys.store({
          ...fingerprint,
          statusCode: answer.statusCode,
          contentType: answer.contentType,
          body: answer.payload,
        });
      });
    } catch (error) {
      heldAnswers.delete(request);
      if (!answered) throw error;
      if (error instanceof NotKept) held.release.resolve();
      else held.release.reject(error);
      return reply;
    }
    if (replay) {
      return reply
        .status(replay.statusCode)
        .header('content-type', replay.contentType)
        .header(replayedHeader, 'true')
        .send(replay.body);
    }
    held.release.resolve();
    return reply;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.idempotent !== true) return;
    if (route.schema?.headers) throw new Error(`${route.url}: an idempotent route's headers schema is the idempotency one`);
    route.schema = {
      ...route.schema,
      headers: idempotentHeadersSchema,
      errors: [...(route.schema?.errors ?? []), 'idempotencyKeyInProgress', 'idempotencyKeyReused'],
    };
    const handler = route.handler;
    route.handler = function idempotentHandler(this: FastifyInstance, request, reply) {
      return answerOnce(() => handler.call(this, request, reply), request, reply);
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), holdAnswer];
  });

  // Expired keys are never answered from (findLive); this only keeps the table small.
  const expired = createIdempotencyRepository(transactions.db);
  let sweeping: Promise<void> | undefined;
  const sweep = setInterval(() => {
    sweeping ??= expired
      .deleteExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not delete expired idempotency keys'))
      .finally(() => (sweeping = undefined));
  }, sweepEveryMs);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await sweeping;
  });
});
