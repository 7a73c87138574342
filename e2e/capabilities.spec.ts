import { expect, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t, type Lang } from './support/locales';

/** What the capability table (packages/contracts/src/capabilities.ts) shows each role, in the browser. */

test('the failed-actions button: enabled for DOC-ALL and the clinic admin, disabled for DOC-DEA, not shown to ASS assistants nor clinic users', async ({
  browser,
}) => {
  for (const [account, state] of [
    [accounts.asDoctor, 'enabled'],
    [accounts.limited, 'disabled'],
    [accounts.clinicAdmin, 'enabled'],
    [accounts.assistant, 'hidden'],
    [accounts.clinicUnit, 'hidden'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, account);
    const button = page.getByTestId('failed-actions-button');
    if (state === 'hidden') {
      await expect(page.getByTestId('add-appointment')).toBeVisible();
      await expect(button, account.email).toHaveCount(0);
    } else if (state === 'disabled') await expect(button, account.email).toBeDisabled();
    else await expect(button, account.email).toBeEnabled();
    await context.close();
  }
});

async function drawerBox(page: Page, lang: Lang) {
  if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await signIn(page, accounts.doctor, { expectCalendar: false });
  await expectCalendar(page, lang);
  await page.getByTestId('failed-actions-button').click();
  const drawer = page.getByRole('dialog', { name: t(lang, 'appointments:failedActions.title') });
  await expect(drawer).toBeVisible();
  // Its content, whatever failed actions the offline journeys leave there meanwhile.
  await expect(page.getByTestId('failed-actions-filters')).toBeVisible();
  // the drawer slides in: measure once it has settled
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(lang === 'ar' ? 1366 - 500 : 0);
  return (await drawer.boundingBox())!;
}

test('the failed-actions drawer opens on the left, 500 wide (spec 2 section 2.13)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  expect((await drawerBox(page, 'fr')).width).toBe(500);
});

test('in Arabic the failed-actions drawer opens on the right, 500 wide', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  expect((await drawerBox(page, 'ar')).width).toBe(500);
});

test("a clinic unit's /settings shows no index (spec 3: nothing) and stays there; its menu has no profile", async ({ page }) => {
  await signIn(page, accounts.clinicUnit);
  await page.goto('/settings');
  await expect(page.getByTestId('settings-nav-schedule')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('settings-nav-index')).toHaveCount(0);
  await expect(page.getByTestId('settings-nav-clinic-profile')).toHaveCount(0);
  await expect(page.getByTestId('settings-nav-consultation-reasons')).toHaveCount(0);
  await expect(page.getByTestId('schedule-page')).toHaveCount(0);
});
