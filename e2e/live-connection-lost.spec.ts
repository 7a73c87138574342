import { expect, test, type WebSocketRoute } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t } from './support/locales';

// The calendar's live connection (socket.io) drops and cannot come back: after 2 failed
// reconnection attempts a banner says so, with a refresh button (spec 1 sections 2 and 4).
// socket.io starts each connection with HTTP long-polling and then upgrades it to a WebSocket:
// the journey relays the WebSocket through Playwright so that it can cut it, and refuses the
// polling requests, so that every reconnection attempt fails at once.

const socketIo = /\/socket\.io\//;

test('a live connection that cannot come back shows the banner, and refresh reloads the page', async ({ page }) => {
  const relayed: WebSocketRoute[] = [];
  let upgraded = 0;
  let refuse = false;
  await page.routeWebSocket(socketIo, (socket) => {
    if (refuse) {
      void socket.close({ code: 1011, reason: 'refused by the journey' });
      return;
    }
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      // Engine.io's upgrade packet: from now on the connection runs over this WebSocket alone.
      if (message === '5') upgraded += 1;
      server.send(message);
    });
    server.onMessage((message) => socket.send(message));
    relayed.push(socket);
  });

  await signIn(page, accounts.doctor);
  // Cut during the upgrade, socket.io would stay on polling (and its pending long poll) instead.
  await expect.poll(() => upgraded).toBe(1);
  const banner = page.getByTestId('socket-banner');
  await expect(banner).toHaveCount(0);

  refuse = true;
  let refusedAttempts = 0;
  await page.route(socketIo, (route) => {
    refusedAttempts += 1;
    return route.abort('connectionrefused');
  });
  for (const socket of relayed) await socket.close({ code: 1001, reason: 'cut by the journey' });

  // Two attempts, about 1 s and 2 s apart (socket.io's back-off), each refused at once.
  await expect(banner).toBeVisible({ timeout: 20_000 });
  // Each attempt opens with one polling request: not shown after the first (socket.io reports
  // a failed attempt twice, as connect_error and reconnect_error; it counts once).
  expect(refusedAttempts).toBeGreaterThanOrEqual(2);
  await expect(banner).toContainText(t('fr', 'appointments:live.disconnected'));
  const refresh = page.getByTestId('socket-banner-refresh');
  await expect(refresh).toHaveText(t('fr', 'appointments:live.refresh'));

  // The network is back; refresh loads the page again (a fresh document), live once more.
  refuse = false;
  await page.unroute(socketIo);
  await page.evaluate(() => ((window as unknown as { beforeRefresh?: boolean }).beforeRefresh = true));
  const reloaded = page.waitForEvent('load');
  await refresh.click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
  await expectCalendar(page);
  await expect.poll(() => upgraded).toBe(2);
  await expect(banner).toHaveCount(0);
});
