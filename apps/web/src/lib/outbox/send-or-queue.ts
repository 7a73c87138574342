import { isApiError } from '../api-error';
import type { ActionOutbox, QueuedAction } from './outbox';

/** The action was kept in the offline outbox: it is sent when the connection returns. */
export interface Queued {
  queued: true;
}

export const isQueued = (answer: object): answer is Queued => 'queued' in answer;

export const queued: Queued = { queued: true };

/**
 * The one way every write the outbox carries reaches the server (issue 14, point 3): sent at once
 * while online, queued while offline (or behind actions still queued, to keep their order), and
 * queued too when an online sending finds no network. `entry` describes the same call `send` makes,
 * with the action's client id as its Idempotency-Key either way.
 */
export async function sendOrQueue<Answer>(
  outbox: ActionOutbox,
  entry: () => QueuedAction | Promise<QueuedAction>,
  send: () => Promise<Answer>,
): Promise<Answer | Queued> {
  const queue = async () => {
    await outbox.queue(await entry());
    return queued;
  };
  if (await outbox.mustQueue()) return queue();
  try {
    return await send();
  } catch (error) {
    if (isApiError(error) && error.code === 'networkError') return queue();
    throw error;
  }
}
