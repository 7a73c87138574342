import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t } from './support/locales';

// The calendar's live connection (socket.io over a WebSocket alone) drops and cannot come back:
// after 2 failed reconnection attempts a banner says so, with a refresh button (spec 1 sections 2
// and 4). The journey keeps the page's socket.io WebSockets (the browser's own) to cut them, and
// while the network "refuses" sends each new one to a port nothing listens on: the browser's
// WebSocket fails as on a refused connection, which is what socket.io counts as a failed attempt.

interface SocketWatch {
  opened: WebSocket[];
  refuse: boolean;
}

test('a live connection that cannot come back shows the banner, and refresh reloads the page', async ({ page }) => {
  await page.addInitScript(() => {
    const watch: SocketWatch = { opened: [], refuse: false };
    (window as unknown as { socketWatch: SocketWatch }).socketWatch = watch;
    const BrowserWebSocket = window.WebSocket;
    window.WebSocket = class extends BrowserWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        const liveUpdates = String(url).includes('/socket.io/');
        super(liveUpdates && watch.refuse ? 'ws://127.0.0.1:9/socket.io/' : url, protocols);
        if (liveUpdates) watch.opened.push(this);
      }
    };
  });
  const openSockets = () =>
    page.evaluate(
      () =>
        (window as unknown as { socketWatch: SocketWatch }).socketWatch.opened.filter(
          (socket) => socket.readyState === WebSocket.OPEN,
        ).length,
    );

  await signIn(page, accounts.doctor);
  await expect.poll(openSockets).toBeGreaterThan(0);
  const banner = page.getByTestId('socket-banner');
  await expect(banner).toHaveCount(0);

  await page.evaluate(() => {
    const watch = (window as unknown as { socketWatch: SocketWatch }).socketWatch;
    watch.refuse = true;
    for (const socket of watch.opened) socket.close();
  });

  // Two attempts, about 1 s and 2 s apart (socket.io's back-off), each refused at once.
  await expect(banner).toBeVisible({ timeout: 20_000 });
  const attempts = await page.evaluate(() => (window as unknown as { socketWatch: SocketWatch }).socketWatch.opened.length);
  await expect(banner).toContainText(t('fr', 'appointments:live.disconnected'));
  const refresh = page.getByTestId('socket-banner-refresh');
  await expect(refresh).toHaveText(t('fr', 'appointments:live.refresh'));
  // Not shown after the first failed attempt (socket.io reports each twice, as connect_error and
  // reconnect_error; it counts once).
  expect(attempts).toBeGreaterThanOrEqual(3);

  // The network is back; refresh loads the page again (a fresh document), live once more.
  await page.evaluate(() => ((window as unknown as { socketWatch: SocketWatch }).socketWatch.refuse = false));
  await page.evaluate(() => ((window as unknown as { beforeRefresh?: boolean }).beforeRefresh = true));
  const reloaded = page.waitForEvent('load');
  await refresh.click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
  await expectCalendar(page);
  await expect.poll(openSockets).toBeGreaterThan(0);
  await expect(banner).toHaveCount(0);
});
