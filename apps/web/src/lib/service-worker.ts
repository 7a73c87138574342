import { createStore, useStore } from './create-store';

/** A new version of the app is installed and waits for the user (spec 1 section 4). */
const updateStore = createStore<{ waiting: boolean }>(() => ({ waiting: false }));
let activateWaiting: (() => void) | undefined;

/** How long after the new version takes over the page reloads (spec 1 section 4). */
const reloadDelayMs = 1000;

let registered: Promise<void> | undefined;

/**
 * Registers the service worker of the production build (src/sw.ts), once. A later version waits:
 * `useWaitingUpdate` offers it.
 */
export function registerServiceWorker(): Promise<void> {
  registered ??= register();
  return registered;
}

async function register(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  let activating = false;
  workbox.addEventListener('waiting', () => {
    activateWaiting = () => {
      activating = true;
      workbox.messageSkipWaiting();
    };
    updateStore.set({ waiting: true });
  });
  workbox.addEventListener('controlling', () => {
    if (activating) setTimeout(() => window.location.reload(), reloadDelayMs);
  });
  await workbox.register();
  // With several tabs a waiting version is only seen when the browser checks again: on each return to the tab.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update();
  });
}

export function useWaitingUpdate(): { waiting: boolean; activate(): void } {
  const waiting = useStore(updateStore, (state) => state.waiting);
  return { waiting, activate: () => activateWaiting?.() };
}
