import { expect, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t } from './support/locales';

async function expectDocument(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', dir);
}

async function chooseLanguage(page: Page, lang: 'fr' | 'en' | 'ar') {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-option-${lang}`).click();
}

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('still gets the sign-in page in French, the default; the switcher offers the three languages', async ({ page }) => {
    await page.goto('/login');
    await expectDocument(page, 'fr', 'ltr');
    await expect(page.getByTestId('sign-in-submit')).toHaveText(t('fr', 'auth:signIn.submit'));
    await page.getByTestId('language-switcher').click();
    await expect(page.getByTestId('language-option-fr')).toHaveText('Français');
    await expect(page.getByTestId('language-option-en')).toHaveText('English');
    await expect(page.getByTestId('language-option-ar')).toHaveText('العربية');
  });
});

test('Arabic turns the page right-to-left, in Arabic, and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await chooseLanguage(page, 'ar');
  await expectDocument(page, 'ar', 'rtl');
  await expect(page.getByTestId('sign-in-submit')).toHaveText(t('ar', 'auth:signIn.submit'));
  await expect(page.getByText(t('ar', 'auth:signIn.forgotPassword'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tabib.lang'))).toBe('ar');

  await page.reload();
  await expectDocument(page, 'ar', 'rtl');
  await expect(page.getByTestId('sign-in-submit')).toHaveText(t('ar', 'auth:signIn.submit'));

  await chooseLanguage(page, 'en');
  await expectDocument(page, 'en', 'ltr');
  await expect(page.getByTestId('sign-in-submit')).toHaveText(t('en', 'auth:signIn.submit'));
});

test('in Arabic the signed-in shell is mirrored: the sidebar moves to the right', async ({ page }) => {
  await signIn(page, accounts.doctor);
  const viewport = page.viewportSize()!;
  const sidebar = page.getByTestId('sidebar');
  const ltrBox = (await sidebar.boundingBox())!;
  expect(ltrBox.x + ltrBox.width / 2).toBeLessThan(viewport.width / 2);

  await sidebar.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-ar').click();
  await expectDocument(page, 'ar', 'rtl');
  await expect(sidebar.getByTestId('nav-calendar')).toHaveText(t('ar', 'shell:nav.calendar'));
  await expect(page.getByRole('heading', { name: t('ar', 'appointments:title'), exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await sidebar.boundingBox())!;
      return box.x + box.width / 2;
    })
    .toBeGreaterThan(viewport.width / 2);

  await page.reload();
  await expectDocument(page, 'ar', 'rtl');
  await expectCalendar(page, 'ar');
});
