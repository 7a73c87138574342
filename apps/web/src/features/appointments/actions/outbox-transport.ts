import type { z } from 'zod';
import type { ApiCall } from '../../../lib/api-call';
import { isApiError } from '../../../lib/api-error';
import type { ActionOutbox } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';
import {
  appointmentCalls,
  type ActionMeta,
  type AppointmentCalls,
  type AppointmentTransport,
  type Queued,
} from './appointment-transport';
import { corePayloadOf } from './core-payload';

const queued: Queued = { queued: true };

/**
 * The appointment writes through the outbox: sent at once while online, queued while offline
 * (or behind actions still queued), and queued too when an online sending finds no network.
 * Either way the call is the one `appointmentCalls` makes, with the action's id as its key.
 */
export function outboxTransportOf(
  online: AppointmentTransport,
  outbox: ActionOutbox,
  calls: AppointmentCalls = appointmentCalls,
): AppointmentTransport {
  async function sendOrQueue<Answer>(
    call: () => ApiCall<z.ZodType> | Promise<ApiCall<z.ZodType>>,
    action: ActionMeta,
    send: () => Promise<Answer>,
    creates?: OutboxEntry['creates'],
  ): Promise<Answer | Queued> {
    const queue = async () => {
      const { method, path, body, query } = await call();
      await outbox.queue({
        id: action.id,
        request: { method, path, body, query },
        creates,
        failure: { type: action.failure.type, corePayload: corePayloadOf(action.failure.appointment) },
      });
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

  return {
    create: (request, action) =>
      sendOrQueue(
        () => calls.create(request),
        action,
        () => online.create(request, action),
        {
          localId: action.failure.appointment._id,
          answerIdPath: ['appointment', '_id'],
        },
      ),
    update: (id, request, action) =>
      sendOrQueue(
        () => calls.update(id, request),
        action,
        () => online.update(id, request, action),
      ),
    setStatus: (id, request, action) =>
      sendOrQueue(
        () => calls.setStatus(id, request),
        action,
        () => online.setStatus(id, request, action),
      ),
    markPatientArrived: online.markPatientArrived,
    withdrawQueuedCreate: (localId) => outbox.withdrawCreate(localId),
  };
}
