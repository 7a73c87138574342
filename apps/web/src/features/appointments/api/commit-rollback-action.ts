import { rollbackActionPaths, rollbackActionResponseSchema } from '@tabib/contracts/rollback-actions';
import { apiRequest } from '../../../lib/api-client';
import type { ApiErrorCode } from '../../../lib/api-error';
import type { OutboxEntry, OutboxFailure } from '../../../lib/outbox/outbox-entry';

/** POST commit-action-typed: an action made offline that the server refused, kept for the practice (spec 2 section 7). */
export function commitRollbackAction(entry: OutboxEntry & { failure: OutboxFailure }, reason: ApiErrorCode) {
  const { corePayload, type } = entry.failure;
  const body = entry.request.body;
  return apiRequest(rollbackActionPaths.commit.replace(':entity', 'appointments'), {
    method: 'POST',
    query: corePayload.clinicDoctor ? { cqDoctor: corePayload.clinicDoctor } : undefined,
    body: {
      localKey: entry.id,
      type,
      payload: body && typeof body === 'object' ? body : {},
      dateLocalSaved: entry.queuedAt,
      corePayload,
      reason,
    },
    schema: rollbackActionResponseSchema,
  });
}
