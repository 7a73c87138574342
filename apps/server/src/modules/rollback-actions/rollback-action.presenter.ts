import type { RollbackAction } from '@tabib/contracts/rollback-actions';
import type { RollbackActionRow } from '../../db/schema/rollback-actions';

export function presentRollbackAction(row: RollbackActionRow): RollbackAction {
  return {
    _id: row.id,
    localKey: row.localKey,
    entity: row.entity,
    type: row.type,
    payload: row.payload,
    corePayload: row.corePayload,
    dateLocalSaved: row.dateLocalSaved.toISOString(),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
