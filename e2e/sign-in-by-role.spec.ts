import { expect, test } from './support/test';
import { roleExpectations } from './support/accounts';
import { logOut, openProfileMenu, signIn } from './support/auth';

// Each demo account signs in, lands on the calendar with the menus of its role, and logs out.
for (const role of roleExpectations) {
  test(`${role.name} (${role.account.email}) lands on the calendar with the menus of the role`, async ({ page }) => {
    await signIn(page, role.account);

    const sidebar = page.getByTestId('sidebar');
    for (const entry of role.sidebar.shown) await expect(sidebar.getByTestId(entry), entry).toBeVisible();
    for (const entry of role.sidebar.hidden) await expect(page.getByTestId(entry), entry).toHaveCount(0);

    const shortcut = page.getByTestId('patient-list-shortcut');
    if (role.patientShortcut === 'hidden') await expect(shortcut).toHaveCount(0);
    if (role.patientShortcut === 'enabled') await expect(shortcut).toBeEnabled();
    if (role.patientShortcut === 'disabled') await expect(shortcut).toBeDisabled();

    await openProfileMenu(page);
    for (const entry of role.profileMenu.shown) await expect(page.getByTestId(entry), entry).toBeVisible();
    for (const entry of role.profileMenu.hidden) await expect(page.getByTestId(entry), entry).toHaveCount(0);
    await page.keyboard.press('Escape');

    await logOut(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
}
