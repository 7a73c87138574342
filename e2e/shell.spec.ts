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

test('offline, the header search is hidden, and comes back with the connection', async ({ page, context }) => {
  await signIn(page, accounts.doctor);
  const search = page.getByTestId('patient-search');
  await expect(search).toBeVisible();
  await context.setOffline(true);
  await expect(search).toHaveCount(0);
  await expect(page.getByTestId('calendar-page')).toBeVisible();
  await context.setOffline(false);
  await expect(search).toBeVisible();
});
