import { expect, type Page } from '@playwright/test';
import { demoPassword, type DemoAccount } from './accounts';
import { t, type Lang } from './locales';

/** `/` and `/calendar` are both the calendar (spec 1 section 2). */
export const calendarUrl = /\/(calendar)?(\?.*)?$/;
export const loginUrl = /\/login(\?.*)?$/;

export interface Credentials {
  email: string;
  password?: string;
  isUser?: boolean;
}

/** Fills and submits the sign-in form of the page already open at /login. */
export async function submitSignIn(page: Page, { email, password = demoPassword, isUser = false }: Credentials) {
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  const userBox = page.getByTestId('sign-in-user');
  if (isUser) await userBox.check();
  else await expect(userBox).not.toBeChecked();
  await page.getByTestId('sign-in-submit').click();
}

/** Signs in from /login; when the account has nothing pending, waits for the calendar. */
export async function signIn(page: Page, account: DemoAccount | Credentials, options: { expectCalendar?: boolean } = {}) {
  await page.goto('/login');
  await submitSignIn(page, account);
  if (options.expectCalendar ?? true) await expectCalendar(page);
}

/** The signed-in shell showing the calendar. */
export async function expectCalendar(page: Page, lang: Lang = 'fr') {
  await expect(page).toHaveURL(calendarUrl);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByRole('heading', { name: t(lang, 'appointments:title'), exact: true })).toBeVisible();
}

export async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-menu').click();
  // Logout is in every role's menu: once it shows, the menu is open and fully rendered.
  await expect(page.getByTestId('menu-logout')).toBeVisible();
}

/** Logout from the profile menu, through its confirmation; ends on the sign-in page. */
export async function logOut(page: Page, lang: Lang = 'fr') {
  await openProfileMenu(page);
  await page.getByTestId('menu-logout').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t(lang, 'shell:logout.confirm'));
  // A confirmation clicked as the dialog opens can go unheard: clicked again while it stays open.
  await expect(async () => {
    const confirm = dialog.getByTestId('logout-confirm');
    if (await confirm.isVisible()) await confirm.click({ timeout: 2_000 });
    await expect(page).toHaveURL(loginUrl, { timeout: 4_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('tabib.token'));
}
