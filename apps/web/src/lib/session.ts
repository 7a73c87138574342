import type { SessionEndedEvent } from '@tabib/contracts/live-events';
import { storageKeys, storagePrefix } from './storage-keys';

/** The server's reasons ('blocked', 'deleted', 'passwordChanged') come over the account socket. */
export type SessionEndReason = 'expired' | 'logout' | SessionEndedEvent['reason'];

const sessionEndedEvent = 'tabib:session-ended';
const sessionEvents = new EventTarget();

export function getToken(): string | null {
  return localStorage.getItem(storageKeys.token);
}

export function setToken(token: string): void {
  localStorage.setItem(storageKeys.token, token);
}

const keptAfterSession: ReadonlySet<string | null> = new Set([storageKeys.language, storageKeys.pendingLogouts]);

/** Forgets everything the app stored for the signed-in user; the language choice and the sessions still to end on the server stay. */
export function clearSessionStorage(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key?.startsWith(storagePrefix) && !keptAfterSession.has(key)) localStorage.removeItem(key);
  }
}

/** Clears the stored session and tells the app layer, which clears caches and goes to /login. */
export function endSession(reason: SessionEndReason): void {
  clearSessionStorage();
  sessionEvents.dispatchEvent(new CustomEvent<SessionEndReason>(sessionEndedEvent, { detail: reason }));
}

export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SessionEndReason>).detail);
  sessionEvents.addEventListener(sessionEndedEvent, handler);
  return () => sessionEvents.removeEventListener(sessionEndedEvent, handler);
}
