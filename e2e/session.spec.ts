import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { t } from './support/locales';
import { calendarUrl, expectCalendar, loginUrl, logOut, signIn, storedToken, submitSignIn } from './support/auth';

const profilePath = '/api/v1/doctors/web/backbone/retrieve-entity-profile';

test('a garbage token on a protected page ends the session and returns to sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('tabib.token', 'not-a-real-token'));
  await page.goto('/patients');
  await expect(page).toHaveURL(loginUrl);
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a session revoked on the server (TokenCoreValidationFailed) sends the open app to sign-in', async ({ page, request }) => {
  await signIn(page, accounts.doctor);
  const token = (await storedToken(page))!;
  // Revoke this session behind the app's back, then make the app call the API.
  const logout = await request.post('/api/v1/doctors/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(loginUrl);
  expect(await storedToken(page)).toBeNull();
});

test('a signed-in user opening /login is taken to the calendar', async ({ page }) => {
  await signIn(page, accounts.limited);
  await page.goto('/login');
  await expectCalendar(page);
});

test('a signed-out user asking for a page gets it after signing in', async ({ page }) => {
  await page.goto('/patients');
  await expect(page).toHaveURL(loginUrl);
  await submitSignIn(page, accounts.doctor);
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('logout revokes the token on the server, and cancel keeps the session', async ({ page, request }) => {
  await signIn(page, accounts.clinicDoctor);
  const token = (await storedToken(page))!;

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('menu-logout').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('fr', 'shell:logout.confirm'));
  await dialog.getByRole('button', { name: t('fr', 'shell:logout.cancel') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(calendarUrl);
  expect(await storedToken(page)).toBe(token);

  await logOut(page);
  expect(await storedToken(page)).toBeNull();
  const profile = await request.get(profilePath, { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);
  expect((await profile.json()) as unknown).toMatchObject({ code: 'TokenCoreValidationFailed' });
});
