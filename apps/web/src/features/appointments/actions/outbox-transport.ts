import type { z } from 'zod';
import type { ApiCall } from '../../../lib/api-call';
import type { ActionOutbox, QueuedAction } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';
import { sendOrQueue } from '../../../lib/outbox/send-or-queue';
import { appointmentCalls, type ActionMeta, type AppointmentCalls, type AppointmentTransport } from './appointment-transport';
import { corePayloadOf } from './core-payload';

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
  const queueAs =
    (call: () => ApiCall<z.ZodType> | Promise<ApiCall<z.ZodType>>, action: ActionMeta, creates?: OutboxEntry['creates']) =>
    async (): Promise<QueuedAction> => {
      const { method, path, body, query } = await call();
      return {
        id: action.id,
        request: { method, path, body, query },
        creates,
        failure: { type: action.failure.type, corePayload: corePayloadOf(action.failure.appointment) },
      };
    };

  return {
    create: (request, action) =>
      sendOrQueue(
        outbox,
        queueAs(() => calls.create(request), action, {
          localId: action.failure.appointment._id,
          answerIdPath: ['appointment', '_id'],
        }),
        () => online.create(request, action),
      ),
    update: (id, request, action) =>
      sendOrQueue(
        outbox,
        queueAs(() => calls.update(id, request), action),
        () => online.update(id, request, action),
      ),
    setStatus: (id, request, action) =>
      sendOrQueue(
        outbox,
        queueAs(() => calls.setStatus(id, request), action),
        () => online.setStatus(id, request, action),
      ),
    markPatientArrived: online.markPatientArrived,
    withdrawQueuedCreate: (localId) => outbox.withdrawCreate(localId),
  };
}
