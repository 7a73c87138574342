import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../components/ui/notices-context';
import { appOutbox } from '../lib/outbox/app-outbox';

/** While entries wait and the network is up, the replay is tried again this often. */
const retryEveryMs = 15_000;

const loadReplayer = () => import('./outbox-replayer');

/**
 * Sends what was queued offline when the network is back, at start, after each action queued
 * and every 15 s while some wait (app/outbox-replayer.ts, loaded then). `failedActionsShown`:
 * whether this account has the failed-actions drawer that a refusal's notice points to.
 */
export function useOutboxReplay(failedActionsShown: boolean) {
  const queryClient = useQueryClient();
  const { notification } = useNotices();
  const { t } = useTranslation('offline');

  useEffect(() => {
    let running: Promise<unknown> | undefined;
    const replay = () => {
      if (!navigator.onLine || running) return;
      running = loadReplayer()
        .then(({ replayDeviceOutbox }) => replayDeviceOutbox({ queryClient, notification, t, failedActionsShown }))
        .catch((error: unknown) => console.error('outbox replay failed', error))
        .finally(() => (running = undefined));
    };
    // Loaded as soon as something is queued (from the service worker when offline), so that the
    // replay starts the moment the network is back.
    const onQueued = () => {
      loadReplayer().catch(() => undefined);
      replay();
    };
    replay();
    window.addEventListener('online', replay);
    const stopListening = appOutbox.onQueued(onQueued);
    const retry = setInterval(replay, retryEveryMs);
    return () => {
      window.removeEventListener('online', replay);
      stopListening();
      clearInterval(retry);
    };
  }, [failedActionsShown, notification, queryClient, t]);
}
