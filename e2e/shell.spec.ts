import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { calendarUrl, signIn } from './support/auth';
import { t } from './support/locales';

test('the sidebar entries lead to their pages', async ({ page }) => {
  await signIn(page, accounts.clinicAdmin);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByTestId('nav-clinic-dashboard').click();
  await expect(page).toHaveURL(/\/clinic-dashboard$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await sidebar.getByTestId('nav-clinic-users').click();
  await expect(page).toHaveURL(/\/clinic-users$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await sidebar.getByTestId('nav-patients').click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(sidebar.getByTestId('nav-patients')).toHaveText(t('fr', 'shell:nav.patients'));
  await sidebar.getByTestId('nav-calendar').click();
  await expect(page).toHaveURL(calendarUrl);
});

test('the sidebar is 268 px wide, and collapses to 100 px below 768 px', async ({ page }) => {
  await signIn(page, accounts.doctor);
  const sidebar = page.getByTestId('sidebar');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(268);
  await page.setViewportSize({ width: 700, height: 800 });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(100);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(268);
});

test('offline, the header search, mini calendar, reasons list and toolbar controls are hidden, and come back with the connection', async ({
  page,
  context,
}) => {
  await signIn(page, accounts.doctor);
  const hiddenOffline = ['patient-search', 'mini-calendar', 'reasons-filter', 'calendar-prev', 'calendar-today'].map((id) =>
    page.getByTestId(id),
  );
  for (const control of hiddenOffline) await expect(control).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('notice-offline')).toBeVisible();
  for (const control of hiddenOffline) await expect(control).toHaveCount(0);
  await expect(page.getByTestId('calendar-range-label')).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toHaveAccessibleName(t('fr', 'offline:title'));
  await expect(page.getByTestId('patient-list-shortcut')).toBeDisabled();
  await expect(page.getByTestId('notification-bell')).toBeDisabled();
  await context.setOffline(false);
  for (const control of hiddenOffline) await expect(control).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  await expect(page.getByTestId('patient-list-shortcut')).toBeEnabled();
});

test('offline, another page waits on /offline and returns to its path and query with the connection', async ({
  page,
  context,
}) => {
  await signIn(page, accounts.doctor);
  await context.setOffline(true);
  // The shell has seen the connection go before the next page is asked for.
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/patients?page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page.getByTestId('offline-page')).toContainText(t('fr', 'offline:title'));
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/patients\?page=2$/);
  await expect(page.getByTestId('notice-online')).toBeVisible();
});

test('the shell goes on when the connection goes before the subscription notices have their messages, and asks for them again later', async ({
  page,
}) => {
  let asked = 0;
  await page.route(/\/assets\/locale-fr-subscription-[^/]+\.js$/, async (route) => {
    asked += 1;
    await (asked === 1 ? route.abort('internetdisconnected') : route.continue());
  });
  await signIn(page, accounts.doctor);
  await expect.poll(() => asked).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(t('fr', 'common:crash.title'))).toHaveCount(0);
  await page.getByTestId('sidebar').getByTestId('nav-patients').click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect.poll(() => asked).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(t('fr', 'common:crash.title'))).toHaveCount(0);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
