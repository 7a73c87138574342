import type { ApiErrorCode } from '../../../lib/api-error';
import { createStore, useStore } from '../../../lib/create-store';
import { onSessionEnded } from '../../../lib/session';

/** The rollback types of spec 1 section 4. */
export type FailedActionType = 'visit_create' | 'visit_update' | 'visit_cancel' | 'visit_skipped' | 'visit_done';

export interface FailedAction {
  id: string;
  type: FailedActionType;
  code: ApiErrorCode;
  at: string;
  appointment: { id: string; title: string; start: string; reasonId: string };
}

/**
 * Appointment actions made offline that the server then refused (spec 1 section 4), for the
 * failed-actions drawer. Nothing done online is kept here: the offline issue fills it.
 */
export const failedActionsStore = createStore<{ actions: FailedAction[] }>(() => ({ actions: [] }));

onSessionEnded(() => failedActionsStore.reset());

export function clearFailedActions(ids?: readonly string[]): void {
  failedActionsStore.set((state) => ({ actions: ids ? state.actions.filter((action) => !ids.includes(action.id)) : [] }));
}

export function useFailedActions(): FailedAction[] {
  return useStore(failedActionsStore, (state) => state.actions);
}
