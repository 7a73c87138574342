import type { RollbackActionType } from '@tabib/contracts/rollback-actions';
import type { ApiErrorCode } from '../../../lib/api-error';
import { createStore, useStore } from '../../../lib/create-store';
import { onSessionEnded } from '../../../lib/session';

export interface FailedAction {
  id: string;
  type: RollbackActionType;
  code: ApiErrorCode;
  at: string;
  appointment: { title: string; start: string };
}

/**
 * Appointment actions made offline that the server then refused (spec 1 section 4), for the
 * failed-actions drawer. Nothing done online is kept here: the offline issue fills it.
 */
export const failedActionsStore = createStore<{ actions: FailedAction[] }>(() => ({ actions: [] }));

onSessionEnded(() => failedActionsStore.reset());

export function addFailedAction(action: FailedAction): void {
  failedActionsStore.set((state) => ({ actions: [action, ...state.actions.filter((kept) => kept.id !== action.id)] }));
}

export function clearFailedActions(ids?: readonly string[]): void {
  failedActionsStore.set((state) => ({ actions: ids ? state.actions.filter((action) => !ids.includes(action.id)) : [] }));
}

export function useFailedActions(): FailedAction[] {
  return useStore(failedActionsStore, (state) => state.actions);
}
