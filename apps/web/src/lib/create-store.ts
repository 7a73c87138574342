import { useSyncExternalStore } from 'react';

export interface Store<State> {
  get(): State;
  set(update: Partial<State> | ((state: State) => Partial<State>)): void;
  subscribe(listener: () => void): () => void;
  /** Back to the initial state (a new session). */
  reset(): void;
}

/** A small shared state for parts of the screen that are far apart (sidebar and page). */
export function createStore<State extends object>(initial: () => State): Store<State> {
  let state = initial();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      state = initial();
      emit();
    },
  };
}

export function useStore<State extends object, Selected>(store: Store<State>, select: (state: State) => Selected): Selected {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
