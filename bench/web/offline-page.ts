import type { BrowserContext, Page } from '@playwright/test';
import { uniquePhone } from './offline-api';

/** IndexedDB names of the web app (lib/outbox/outbox-store.ts, lib/query-persistence.ts). */
const outboxDatabase = 'tabib-outbox';
const copyDatabase = 'tabib-cache';

/**
 * Run in the page before its scripts, at each load: once the calendar shows `bench.expected`
 * appointments (sessionStorage), the end of the next frame is noted as `__benchShownAt`.
 */
export function installShownProbe() {
  const expected = Number(sessionStorage.getItem('bench.expected') ?? 0);
  if (!expected) return;
  const probe = window as unknown as { __benchShownAt?: number };
  let seen = false;
  const observer = new MutationObserver(() => {
    if (seen || document.querySelectorAll('[data-testid="calendar-event"]').length < expected) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (probe.__benchShownAt = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Cuts the network as a dropped connection does: the page's and the service worker's requests fail, `navigator.onLine` is false. */
export async function cutNetwork(context: BrowserContext) {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function restoreNetwork(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** Waits until the service worker controls the page and the device's copy of the calendar holds `appointmentId`. */
export async function waitForOfflineReady(page: Page, appointmentId: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.waitForFunction(
    ({ database, appointmentId }) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open(database);
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('snapshot')) return resolve(false);
          const reading = db.transaction('snapshot').objectStore('snapshot').get('queries');
          reading.onsuccess = () => resolve(JSON.stringify(reading.result ?? null).includes(appointmentId));
          reading.onerror = () => resolve(false);
          db.close();
        };
      }),
    { database: copyDatabase, appointmentId },
    { timeout: 30_000, polling: 250 },
  );
}

export interface OfflinePaint {
  firstPaint: number;
  firstContentfulPaint: number;
  /** The calendar shows every expected appointment (the frame after). */
  calendarShown: number;
}

/** Reloads the page with the network cut; the service worker and the device's copy must draw the calendar. */
export async function reloadOffline(page: Page, expectedEvents: number): Promise<OfflinePaint> {
  await page.evaluate((expected) => sessionStorage.setItem('bench.expected', String(expected)), expectedEvents);
  await page.reload({ waitUntil: 'commit' });
  const shown = await page.waitForFunction(() => (window as unknown as { __benchShownAt?: number }).__benchShownAt, undefined, {
    timeout: 30_000,
  });
  const calendarShown = (await shown.jsonValue()) as number;
  return page.evaluate((calendarShown) => {
    const paint = (name: string) => performance.getEntriesByName(name, 'paint')[0]?.startTime ?? Number.NaN;
    sessionStorage.removeItem('bench.expected');
    return { firstPaint: paint('first-paint'), firstContentfulPaint: paint('first-contentful-paint'), calendarShown };
  }, calendarShown);
}

/** Entries of the outbox, in the order queued. */
export function queuedEntries(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (database) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('outbox').objectStore('outbox').getAll();
          reading.onsuccess = () => resolve(reading.result as Record<string, unknown>[]);
          reading.onerror = () => reject(reading.error);
        };
      }),
    outboxDatabase,
  );
}

/** Adds entries to the outbox as the app does (lib/outbox/outbox-store.ts): one transaction, IndexedDB numbers them. */
export function addToOutbox(page: Page, entries: Record<string, unknown>[]): Promise<void> {
  return page.evaluate(
    ({ database, entries }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const transaction = opening.result.transaction('outbox', 'readwrite');
          for (const entry of entries) transaction.objectStore('outbox').add(entry);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { database: outboxDatabase, entries },
  );
}

/**
 * From the network's return (the page's `online` event) to the outbox empty, measured in the
 * page; the outbox is read every 20 ms.
 */
export async function measureReplay(page: Page, context: BrowserContext): Promise<number> {
  await page.evaluate((database) => {
    const probe = window as unknown as { __benchReplay?: Promise<number> };
    probe.__benchReplay = new Promise<number>((resolve) => {
      window.addEventListener(
        'online',
        () => {
          const onlineAt = performance.now();
          const check = () => {
            const opening = indexedDB.open(database);
            opening.onsuccess = () => {
              const counting = opening.result.transaction('outbox').objectStore('outbox').count();
              counting.onsuccess = () => {
                opening.result.close();
                if (counting.result === 0) resolve(performance.now() - onlineAt);
                else setTimeout(check, 20);
              };
            };
          };
          check();
        },
        { once: true },
      );
    });
  }, outboxDatabase);
  await restoreNetwork(context);
  return page.evaluate(() => (window as unknown as { __benchReplay: Promise<number> }).__benchReplay);
}

/** Copies of a booking the app queued, each a new action: its own client ids, patient and time (5 minutes). */
export function bookingCopies(
  template: Record<string, unknown>,
  copies: { startAt: string; lastName: string }[],
): Record<string, unknown>[] {
  const { seq: _seq, ...entry } = template;
  const request = entry.request as { body: { appointment_ui_id: string; patient_ui_id: string } };
  const creates = entry.creates as { localId: string };
  const text = JSON.stringify(entry);
  return copies.map(({ startAt, lastName }) => {
    const copy = JSON.parse(
      text
        .replaceAll(request.body.appointment_ui_id, crypto.randomUUID())
        .replaceAll(request.body.patient_ui_id, crypto.randomUUID())
        .replaceAll(creates.localId, `bench-${crypto.randomUUID()}`),
    ) as { request: { body: { startAt: string; duration: number; newPatient: Record<string, unknown> } } };
    copy.request.body.startAt = startAt;
    copy.request.body.duration = 5;
    copy.request.body.newPatient = { ...copy.request.body.newPatient, lastName, phone: uniquePhone() };
    return copy as unknown as Record<string, unknown>;
  });
}

/** Copies of a status change the app queued, for other appointments, each a new action. */
export function statusCopies(template: Record<string, unknown>, fromId: string, toIds: string[]): Record<string, unknown>[] {
  const { seq: _seq, ...entry } = template;
  const text = JSON.stringify(entry);
  return toIds.map((id) => JSON.parse(text.replaceAll(fromId, id).replaceAll(entry.id as string, crypto.randomUUID())));
}
