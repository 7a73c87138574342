import { expect, expectAccessible, test, type Page } from './support/test';
import { pngFile } from '../apps/server/src/test/medical-file-fixtures';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t, type Lang } from './support/locales';

// The clinic profile (spec 3 sections 2 and 5): the clinic admin fills it, with a cover and a
// gallery sent to presigned addresses (the e2e server stores them locally), and finds it again.

const profile = {
  name: 'Clinique El Amel - Bab Ezzouar',
  description: 'Cardiologie, dermatologie et médecine interne, sur rendez-vous du dimanche au jeudi.',
  phone: '0661 22 33 44',
  otherPhone: '021 45 67 89',
  email: 'contact@elamel.test',
};

async function openClinicProfile(page: Page, lang: Lang) {
  if (lang !== 'fr') await page.addInitScript((value) => localStorage.setItem('tabib.lang', value), lang);
  await signIn(page, accounts.clinicAdmin, { expectCalendar: false });
  await expectCalendar(page, lang);
  await page.goto('/settings/clinic-profile');
  await expect(page.getByTestId('clinic-profile')).toBeVisible();
  await expect(page.getByTestId('clinic-profile-name')).toBeVisible();
}

/** The cards of an image list that are stored or fully sent. */
const doneImages = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-upload-list-item-done');

/** Every image of the list has loaded from the server (a broken one has no natural width). */
async function expectImagesShown(page: Page, testId: string, count: number) {
  const images = page.getByTestId(testId).locator('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /^\/api\/v1\/clinics\/images\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
}

test('the clinic admin fills the clinic profile with a cover and a gallery, saves it and finds it again', async ({ page }) => {
  await openClinicProfile(page, 'fr');
  await expect(page.getByTestId('clinic-profile')).toContainText(t('fr', 'clinic:profile.title'));

  // Every field is required, a text needs 10 characters.
  await page.getByTestId('clinic-profile-name').fill('El Amel');
  await page.getByTestId('clinic-profile-save').click();
  await expect(page.getByTestId('clinic-profile')).toContainText('Saisissez au moins 10 caractères.');
  await expect(page.getByTestId('clinic-profile')).toContainText(t('fr', 'validation:required'));

  await page.getByTestId('clinic-profile-name').fill(profile.name);
  await page.getByTestId('clinic-profile-description').fill(profile.description);
  await page.getByTestId('clinic-profile-email').fill(profile.email);
  await page.getByTestId('clinic-profile-phone').fill(profile.phone);
  await page.getByTestId('clinic-profile-phone-add').click();
  await page.getByTestId('clinic-profile-phone').nth(1).fill(profile.otherPhone);

  await page
    .getByTestId('clinic-profile-cover')
    .locator('input[type=file]')
    .setInputFiles({ name: 'facade.png', mimeType: 'image/png', buffer: pngFile(640, 240, [200, 90, 40]) });
  await page
    .getByTestId('clinic-profile-gallery')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'accueil.png', mimeType: 'image/png', buffer: pngFile(320, 200, [30, 110, 190]) },
      { name: 'salle-attente.png', mimeType: 'image/png', buffer: pngFile(300, 300, [40, 160, 90]) },
    ]);
  await expect(doneImages(page, 'clinic-profile-cover')).toHaveCount(1);
  await expect(doneImages(page, 'clinic-profile-gallery')).toHaveCount(2);

  // A preview opens in a dialog.
  await page.getByTestId('clinic-profile-gallery').locator('.ant-upload-list-item-done').first().hover();
  await page.getByTestId('clinic-profile-gallery').locator('.ant-upload-list-item-actions a').first().click();
  await expect(page.getByTestId('clinic-image-preview')).toBeVisible();
  await expectAccessible(page, 'the image preview');
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(page.getByTestId('clinic-image-preview')).toBeHidden();

  await page.getByTestId('clinic-profile-save').click();
  await expect(page.locator('.ant-notification')).toContainText(t('fr', 'clinic:profile.saved'));

  await page.reload();
  await expect(page.getByTestId('clinic-profile-name')).toHaveValue(profile.name);
  await expect(page.getByTestId('clinic-profile-description')).toHaveValue(profile.description);
  await expect(page.getByTestId('clinic-profile-email')).toHaveValue(profile.email);
  await expect(page.getByTestId('clinic-profile-phone')).toHaveCount(2);
  await expect(page.getByTestId('clinic-profile-phone').nth(0)).toHaveValue('066 122 3344');
  await expect(page.getByTestId('clinic-profile-phone').nth(1)).toHaveValue(profile.otherPhone);
  await expectImagesShown(page, 'clinic-profile-cover', 1);
  await expectImagesShown(page, 'clinic-profile-gallery', 2);
});

test('in Arabic at 360 px the clinic profile is right to left and fits the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await openClinicProfile(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: t('ar', 'clinic:profile.title'), exact: true })).toBeVisible();
  await expect(page.getByTestId('clinic-profile-save')).toContainText(t('ar', 'clinic:profile.save'));
  await expect(page.getByTestId('clinic-profile-name')).toHaveValue(/.{10,}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'the clinic profile in Arabic at 360 px');
  await context.close();
});
