import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { specMessage } from './support/locales';

const notFound = specMessage('common:notFound.subtitle', 'Sorry, the page you visited does not exist.');

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the server hands unknown pages to the web app
  await expect(page.getByTestId('not-found')).toContainText(notFound.fr);
  await page.getByTestId('back-home').click();
  await expect(page).toHaveURL(/\/login$/); // home needs a session
});

test('the 404 text is the spec text in English and translated in Arabic', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('tabib.lang', 'en'));
  await page.goto('/still/not/here');
  await expect(page.getByTestId('not-found')).toContainText('Sorry, the page you visited does not exist.');
  await page.evaluate(() => localStorage.setItem('tabib.lang', 'ar'));
  await page.reload();
  await expect(page.getByTestId('not-found')).toContainText(notFound.ar);
});

test('a clinic-only page shows the 404 to an independent doctor; an assistant is sent home from patients', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.doctor);
  await page.goto('/clinic-dashboard');
  await expect(page.getByTestId('not-found')).toContainText(notFound.fr);
  await page.goto('/clinic-users');
  await expect(page.getByTestId('not-found')).toContainText(notFound.fr);

  const assistantContext = await browser.newContext();
  const assistantPage = await assistantContext.newPage();
  await signIn(assistantPage, accounts.assistant);
  await assistantPage.goto('/patients');
  await expect(assistantPage).toHaveURL(/\/(calendar)?$/);
  await expect(assistantPage.getByTestId('sidebar')).toBeVisible();
  await assistantContext.close();
});
