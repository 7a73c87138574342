import { expect, expectAccessible, test, type Locator, type Page } from './support/test';
import { runAdmin, e2eServer } from './support/admin-cli';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { apiCall, uniquePhone, uniqueSuffix } from './support/calendar';
import { t } from './support/locales';

// The assistant this journey creates is onboarded once: a retry would find its password changed.
test.describe.configure({ retries: 0 });

/** Opens a row's confirmation with its button, checks it reads `title` and is accessible, and confirms it. */
async function confirmAction(page: Page, opener: Locator, title: string) {
  const confirm = page.getByTestId('user-action-confirm').filter({ visible: true });
  await expect(async () => {
    if ((await confirm.count()) === 0) await opener.click({ timeout: 2_000 });
    await expect(confirm).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(title).filter({ visible: true })).toHaveCount(1);
  await expectAccessible(page, `the users page at 360 px, confirming "${title}"`);
  await expect(async () => {
    if ((await confirm.count()) > 0) await confirm.first().click({ timeout: 2_000 });
    await expect(confirm).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test("a doctor grants an assistant acting as doctor full rights: the assistant's open calendar becomes editable, then read-only again, and the doctor's open list follows the operator's change, without a reload", async ({
  page: doctorPage,
  browser,
}) => {
  const email = `plein.droits.${uniqueSuffix()}@tabib.test`;
  const firstPassword = 'Assist1234';
  const ownPassword = 'Own.pass7';

  // The doctor adds a fresh assistant acting as doctor (read-only at first), on a 360 px screen.
  await doctorPage.setViewportSize({ width: 360, height: 740 });
  await signIn(doctorPage, accounts.doctor);
  const created = await apiCall(doctorPage, 'POST', '/doctors/users/create', {
    email,
    phone: uniquePhone(),
    firstName: 'Lyna',
    lastName: `Droits-${uniqueSuffix()}`,
    password: firstPassword,
    position: 'AS-DOCTOR',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);

  // The assistant signs in, does the first-login steps and keeps the calendar open.
  const assistantPage = await (await browser.newContext()).newPage();
  await signIn(assistantPage, { email, password: firstPassword, isUser: true }, { expectCalendar: false });
  await expect(assistantPage).toHaveURL(/\/reinitialize-password$/);
  await assistantPage.getByTestId('password-input').fill(ownPassword);
  await assistantPage.getByTestId('password-confirm-input').fill(ownPassword);
  await assistantPage.getByTestId('reinitialize-password-submit').click();
  await expect(assistantPage).toHaveURL(/\/our-terms$/);
  await assistantPage.getByTestId('accept-terms').click();
  await expectCalendar(assistantPage);
  const add = assistantPage.getByTestId('add-appointment');
  await expect(add).toBeDisabled();
  // Gone if the page were reloaded.
  await assistantPage.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () =>
    assistantPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  await doctorPage.goto('/settings/users');
  const row = doctorPage.getByTestId(`user-row-${email}`);
  const rights = row.getByTestId('user-rights');
  await expect(rights).toHaveAttribute('data-rights', 'read-only');
  await expect(rights).toHaveText(t('fr', 'users:rights.readOnly'));
  // The table scrolls within itself: the page stays inside the screen.
  expect(await doctorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Granted: the open calendar follows at once.
  const grant = row.getByTestId('user-grant-all');
  await grant.scrollIntoViewIfNeeded();
  await expect(grant).toHaveAccessibleName(new RegExp(t('fr', 'users:actions.grantAll')));
  await confirmAction(doctorPage, grant, t('fr', 'users:actions.grantAllConfirm'));
  await expect(doctorPage.getByText(t('fr', 'users:actions.allowAllGranted'))).toBeVisible();
  await expect(rights).toHaveAttribute('data-rights', 'full');
  await expect(rights).toHaveText(t('fr', 'users:rights.full'));
  await expect(add).toBeEnabled();
  expect(await sameDocument()).toBe(true);

  // Withdrawn: read-only again, still without a reload or a new sign-in.
  await confirmAction(doctorPage, row.getByTestId('user-withdraw-all'), t('fr', 'users:actions.withdrawAllConfirm'));
  await expect(rights).toHaveAttribute('data-rights', 'read-only');
  await expect(add).toBeDisabled();
  expect(await sameDocument()).toBe(true);

  // The operator's command reaches the open calendar the same way (through the running server).
  const granted = await runAdmin(e2eServer(), ['accounts', 'grant-all', email]);
  expect(granted.code, granted.stderr).toBe(0);
  await expect(add).toBeEnabled();
  expect(await sameDocument()).toBe(true);

  // The doctor's open list follows the operator's change too, without a reload.
  await expect(rights).toHaveAttribute('data-rights', 'full');

  // The assistant, who now manages the practice's users, has no control on its own row.
  await assistantPage.goto('/settings/users');
  const ownRow = assistantPage.getByTestId(`user-row-${email}`);
  await expect(ownRow.getByTestId('user-withdraw-all')).toBeDisabled();
  await expect(ownRow.getByTestId('user-block')).toBeDisabled();
  await expect(ownRow.getByTestId('user-delete')).toBeDisabled();

  // doctor@'s list is shared with other journeys: the assistant goes.
  await confirmAction(doctorPage, row.getByTestId('user-delete'), t('fr', 'users:actions.deleteConfirm'));
  await expect(row).toHaveCount(0);
  await assistantPage.context().close();
});
