import type { ApiErrorCode } from '../../../lib/api-error';
import { createStore, useStore } from '../../../lib/create-store';
import { onSessionEnded } from '../../../lib/session';

/** The rollback types of spec 1 section 4. */
export type FailedActionType =
  'visit_create' | 'visit_update' | 'visit_cancel' | 'visit_skipped' | 'visit_done' | 'visit_arrived';

export interface FailedAction {
  id: string;
  type: FailedActionType;
  code: ApiErrorCode;
  at: string;
  appointment: { id: string; title: string; start: string; reasonId: string };
}

/** Failed appointment actions of this session, with the server's error code kept (the failed-actions drawer). */
export const failedActionsStore = createStore<{ actions: FailedAction[] }>(() => ({ actions: [] }));

onSessionEnded(() => failedActionsStore.reset());

export function recordFailedAction(action: FailedAction): void {
  failedActionsStore.set((state) => ({ actions: [action, ...state.actions] }));
}

export function clearFailedActions(ids?: readonly string[]): void {
  failedActionsStore.set((state) => ({ actions: ids ? state.actions.filter((action) => !ids.includes(action.id)) : [] }));
}

export function useFailedActions(): FailedAction[] {
  return useStore(failedActionsStore, (state) => state.actions);
}
