import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { openDB, type DBSchema } from 'idb';
import { profileQueryKey } from './profile-query-key';

/**
 * The data the calendar shows offline (issue 14, point 1): the profile (with the consultation
 * reasons), the loaded calendar ranges, days off and the counter; the bell's notifications
 * (issue 15). Nothing medical: records, files, reports and prescriptions never reach the
 * device's storage.
 */
const persistedKeys: readonly (readonly string[])[] = [
  profileQueryKey,
  ['appointments', 'list'],
  ['appointments', 'offworks'],
  ['appointments', 'count'],
  // The bell's pages 1-3 (fetched at sign-in) and its unread mark: titles, names and times, nothing medical.
  ['notifications'],
];

/** The copy is dropped and started afresh this long after it began (spec 1 section 4: every 5 days). */
export const copyLifetimeMs = 5 * 24 * 3600 * 1000;

interface Snapshot {
  /** Whose session wrote it: SHA-256 of the token. */
  owner: string;
  startedAt: number;
  state: DehydratedState;
}

interface CacheSchema extends DBSchema {
  snapshot: { key: string; value: Snapshot };
}

const snapshotKey = 'queries';

export const isPersisted = (queryKey: readonly unknown[]) =>
  persistedKeys.some((prefix) => prefix.every((part, index) => queryKey[index] === part));

async function ownerOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const openCache = (name: string) =>
  openDB<CacheSchema>(name, 1, {
    upgrade: (database) => database.createObjectStore('snapshot'),
  });

/**
 * An IndexedDB copy of the queries above, for one session: restored before the first render,
 * written a second after each change. `restore` gives nothing of another token's copy.
 */
export function queryPersistence(
  client: QueryClient,
  { name = 'tabib-cache', now = () => Date.now(), writeDelayMs = 1000 } = {},
) {
  let opened: ReturnType<typeof openCache> | undefined;
  const database = () => (opened ??= openCache(name));
  let startedAt = now();
  const writers = new Set<() => void>();

  return {
    async restore(token: string): Promise<boolean> {
      const snapshot = await (await database()).get('snapshot', snapshotKey);
      if (!snapshot || snapshot.owner !== (await ownerOf(token)) || now() - snapshot.startedAt > copyLifetimeMs) {
        await (await database()).delete('snapshot', snapshotKey);
        return false;
      }
      startedAt = snapshot.startedAt;
      hydrate(client, snapshot.state);
      return true;
    },

    /** Keeps the copy up to date for this token's session; returns the unsubscribe. */
    persist(token: string): () => void {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const write = async () => {
        timer = undefined;
        if (now() - startedAt > copyLifetimeMs) startedAt = now();
        const state = dehydrate(client, {
          shouldDehydrateQuery: (query) => query.state.status === 'success' && isPersisted(query.queryKey),
        });
        await (await database()).put('snapshot', { owner: await ownerOf(token), startedAt, state }, snapshotKey);
      };
      const unsubscribe = client.getQueryCache().subscribe((event) => {
        if (!isPersisted(event.query.queryKey) || timer) return;
        timer = setTimeout(
          () => void write().catch((error: unknown) => console.warn('offline copy not written', error)),
          writeDelayMs,
        );
      });
      const stop = () => {
        unsubscribe();
        if (timer) clearTimeout(timer);
        writers.delete(stop);
      };
      writers.add(stop);
      return stop;
    },

    /** Deletes the copy and stops writing it (a session ended). */
    async clear(): Promise<void> {
      for (const stop of [...writers]) stop();
      await (await database()).delete('snapshot', snapshotKey);
    },
  };
}
