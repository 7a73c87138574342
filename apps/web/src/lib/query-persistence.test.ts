import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { copyLifetimeMs, queryPersistence } from './query-persistence';

let databases = 0;

function clientWith(entries: [readonly unknown[], unknown][]) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const writeDelayMs = 5;
/** Waits until a copy that `restore` accepts exists. */
const written = (name: string, now = () => Date.now()) =>
  vi.waitFor(async () => expect(await queryPersistence(new QueryClient(), { name, now }).restore('token-a')).toBe(true));

describe('the offline copy of the queries', () => {
  it('keeps the calendar data and the profile, never a record, and gives them back to the same session', async () => {
    const name = `copy-test-${++databases}`;
    const client = clientWith([]);
    const persistence = queryPersistence(client, { name, writeDelayMs });
    const stop = persistence.persist('token-a');
    client.setQueryData(['auth', 'profile'], { _id: 'doctor-1' });
    client.setQueryData(['appointments', 'list', { from: 'x' }], [{ _id: 'a1' }]);
    client.setQueryData(['records', 'patient-1'], { notes: 'private' });
    await written(name);
    stop();

    const restored = new QueryClient();
    expect(await queryPersistence(restored, { name }).restore('token-a')).toBe(true);
    expect(restored.getQueryData(['auth', 'profile'])).toEqual({ _id: 'doctor-1' });
    expect(restored.getQueryData(['appointments', 'list', { from: 'x' }])).toEqual([{ _id: 'a1' }]);
    expect(restored.getQueryData(['records', 'patient-1'])).toBeUndefined();
  });

  it("gives nothing to another token's session, and deletes the copy", async () => {
    const name = `copy-test-${++databases}`;
    const client = new QueryClient();
    const persistence = queryPersistence(client, { name, writeDelayMs });
    persistence.persist('token-a');
    client.setQueryData(['auth', 'profile'], { _id: 'doctor-1' });
    await written(name);

    const other = new QueryClient();
    expect(await queryPersistence(other, { name }).restore('token-b')).toBe(false);
    expect(other.getQueryData(['auth', 'profile'])).toBeUndefined();
    expect(await queryPersistence(new QueryClient(), { name }).restore('token-a')).toBe(false);
  });

  it('drops a copy older than 5 days', async () => {
    const name = `copy-test-${++databases}`;
    let now = 1_000_000;
    const client = new QueryClient();
    queryPersistence(client, { name, now: () => now, writeDelayMs }).persist('token-a');
    client.setQueryData(['auth', 'profile'], { _id: 'doctor-1' });
    await written(name, () => now);
    now += copyLifetimeMs + 1;
    expect(await queryPersistence(new QueryClient(), { name, now: () => now }).restore('token-a')).toBe(false);
  });

  it('clearing deletes the copy and stops a write that was waiting', async () => {
    const name = `copy-test-${++databases}`;
    const client = new QueryClient();
    const persistence = queryPersistence(client, { name, writeDelayMs });
    persistence.persist('token-a');
    client.setQueryData(['auth', 'profile'], { _id: 'doctor-1' });
    await written(name);
    client.setQueryData(['appointments', 'count', null], 3);
    await persistence.clear();
    await new Promise((resolve) => setTimeout(resolve, writeDelayMs * 10));
    expect(await queryPersistence(new QueryClient(), { name }).restore('token-a')).toBe(false);
  });
});
