import { expect, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { specMessage, t, type Lang } from './support/locales';

const sent = specMessage('profile:doctorProfile.requestSent', 'Your request has been sent, it will be processed soon');

async function openProfile(page: Page, lang: Lang) {
  if (lang !== 'fr') await page.addInitScript((value) => localStorage.setItem('tabib.lang', value), lang);
  await signIn(page, accounts.profileDoctor, { expectCalendar: false });
  await expectCalendar(page, lang);
  await page.goto('/settings');
  await expect(page.getByTestId('doctor-profile')).toBeVisible();
}

/** Types in the languages search and picks the first answer once the 500 ms search has run. */
async function addLanguage(page: Page, search: string, name: string) {
  await page.getByTestId('profile-languages').locator('input').fill(search);
  await page.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
  // The list may open again when a late search answer lands: closed for good before going on.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

async function saveAbout(page: Page, lang: Lang, biography: string) {
  await page.getByTestId('profile-biography').fill(biography);
  await page.getByTestId('save-about').click();
  await expect(page.locator('.ant-notification')).toContainText(t(lang, 'profile:doctorProfile.saved'));
  await page.reload();
  await expect(page.getByTestId('profile-biography')).toHaveValue(biography);
}

test('a doctor edits the biography and languages, then asks for new personal information', async ({ page }) => {
  await openProfile(page, 'fr');
  await expect(page.getByTestId('profile-last-name')).toHaveValue('Rahmani');

  await addLanguage(page, 'anglai', 'Anglais');
  // a language already listed is not offered again
  const searched = page.waitForResponse((response) => response.url().includes('/common/languages?query=arabe'));
  await page.getByTestId('profile-languages').locator('input').fill('arabe');
  await searched;
  await expect(page.locator('.ant-select-item-option').filter({ hasText: /^Arabe$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await saveAbout(page, 'fr', 'Médecin de famille à Alger, consultations sur rendez-vous.');
  const languages = page.getByTestId('profile-languages');
  for (const name of ['Arabe', 'Français', 'Kabyle', 'Anglais']) await expect(languages).toContainText(name);
  await expect(languages.locator('.ant-select-selection-item')).toHaveCount(4);

  await page.getByTestId('profile-first-name').fill('');
  await expect(page.getByTestId('personal-info')).toContainText(t('fr', 'validation:required'));
  await page.getByTestId('profile-first-name').fill('Nassim-Amine');
  await page.getByTestId('profile-phone').fill('0661 22 33 44');
  await page.getByTestId('profile-state').click();
  await page.keyboard.type('Oran');
  await page.locator('.ant-select-item-option').filter({ hasText: '31 - Oran' }).click();
  await page.getByTestId('send-infos-request').click();
  await expect(page.getByTestId('personal-info')).toContainText(t('fr', 'validation:required'));
  await page.getByTestId('profile-city').click();
  await page.keyboard.type('Oran');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Oran$/ })
    .click();
  await page.getByTestId('send-infos-request').click();

  await expect(page.locator('.ant-notification')).toContainText(sent.fr);
  await expect(page.locator('.ant-notification')).toContainText(t('fr', 'profile:doctorProfile.editRequestTitle'));
  await expect(page.getByTestId('pending-infos')).toHaveText(t('fr', 'profile:doctorProfile.pendingInfos'));
  // the current values stay until an operator approves; the requested ones show as pending
  await expect(page.getByTestId('profile-first-name')).toHaveValue('Nassim');
  await expect(page.getByTestId('pending-firstName')).toContainText('Nassim-Amine');
  await expect(page.getByTestId('pending-phone')).toContainText('066 122 3344');
});

test('in Arabic, right to left, the doctor edits the biography and asks for new diplomas', async ({ page }, testInfo) => {
  await openProfile(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('personal-info')).toContainText(t('ar', 'profile:doctorProfile.personalInfo'));
  await addLanguage(page, 'الألمان', 'الألمانية');
  await saveAbout(page, 'ar', 'طبيب عام في الجزائر العاصمة.');
  await expect(page.getByTestId('profile-languages')).toContainText('الألمانية');

  const rows = page.getByTestId('diploma-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('diploma-remove')).toBeDisabled();
  await page.getByTestId('diploma-add').click();
  await expect(page.getByTestId('send-diplomas-request')).toBeDisabled();
  await rows.nth(2).getByTestId('diploma-title').fill('ماستر في الصحة العمومية');
  await rows.nth(2).getByTestId('diploma-institute').fill('جامعة وهران');
  await rows.nth(2).getByTestId('diploma-date').click();
  await page.locator('.ant-picker-cell-in-view').first().click();
  await expect(page.getByTestId('send-diplomas-request')).toBeEnabled();
  await page.getByTestId('send-diplomas-request').click();
  await expect(page.locator('.ant-notification')).toContainText(sent.ar);
  await expect(page.getByTestId('pending-diplomas')).toHaveText(t('ar', 'profile:doctorProfile.pendingDiplomas'));
  await expect(rows).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('profile-ar.png'), fullPage: true });
});
