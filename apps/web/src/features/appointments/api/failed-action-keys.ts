import type { RollbackActionType } from '@tabib/contracts/rollback-actions';

/** What one failed-actions list shows: whose, which types, failed today or any day. */
export interface FailedActionsFilter {
  /** The selected clinic doctor (clinic accounts); null for the user's own practice. */
  doctorId: string | null;
  /** null: every type. */
  type: RollbackActionType | null;
  date: 'today' | 'all';
}

/** Not under appointmentKeys: the calendar's live reloads do not refetch the drawer. Never kept on the device. */
export const failedActionKeys = {
  all: ['failed-actions'] as const,
  list: (filter: FailedActionsFilter) => ['failed-actions', 'list', filter] as const,
};
