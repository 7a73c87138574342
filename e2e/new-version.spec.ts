import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t } from './support/locales';
import { startServer, stopServer, type RunningServer } from './support/server';

test.use({ serviceWorkers: 'allow' });

// Issue 14, point 7 (spec 1 section 4): a new deployed version of the app is offered by a notice;
// activating it hands the page to the new service worker, and the page reloads a second later.
// The browser fetches a service worker's script itself, out of reach of page.route: the journey
// gets a server of its own, whose copy of the build it rebuilds, so that no other journey's
// browser is offered a new version.

/** What the worker controlling the page says it is: the rebuilt one answers 'rebuilt', the first one nothing. */
const controllerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('none');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage({ type: 'E2E_VERSION' }, [channel.port2]);
        setTimeout(() => resolve('first'), 2_000);
      }),
  );

/** A rebuild: a service worker script that differs from the installed one by its bytes (the compressed copies go). */
function deployRebuiltWorker(server: RunningServer) {
  const script = path.join(server.tempDir, 'web-dist', 'sw.js');
  const rebuilt = `${readFileSync(script, 'utf8')}\nself.addEventListener('message', (event) => { if (event.data?.type === 'E2E_VERSION') event.ports[0]?.postMessage('rebuilt'); });\n`;
  writeFileSync(script, rebuilt);
  rmSync(`${script}.br`, { force: true });
  rmSync(`${script}.gz`, { force: true });
}

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await stopServer(server);
  rmSync(server.tempDir, { recursive: true, force: true });
});

test('a new version of the app is offered by a notice, and activating it reloads the page on it', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
    locale: 'fr-FR',
    timezoneId: 'Africa/Algiers',
  });
  const page = await context.newPage();
  await signIn(page, accounts.doctor);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await controllerVersion(page)).toBe('first');

  deployRebuiltWorker(server);
  // The app looks for a new version each time its tab is shown again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  const notice = page.getByTestId('notice-new-version');
  await expect(notice).toContainText(t('fr', 'offline:newVersion.title'));
  // Waiting: the page still runs on the first version until the user says so.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
  expect(await controllerVersion(page)).toBe('first');

  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  const controllerChanged = page.evaluate(
    () =>
      new Promise<number>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(Date.now()))),
  );
  await notice.getByTestId('new-version-activate').click();
  await expect(notice).toBeHidden();
  const tookOverAt = await controllerChanged;
  await reloaded;
  // The spec's one second between the new version taking over and the reload.
  expect(Date.now() - tookOverAt).toBeGreaterThanOrEqual(900);

  await expect(page.getByTestId('calendar-page')).toBeVisible();
  expect(await controllerVersion(page)).toBe('rebuilt');
  await expect(page.getByTestId('notice-new-version')).toHaveCount(0);
  await context.close();
});
