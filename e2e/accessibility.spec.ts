import { expect, expectAccessible, test, type Page, type TestInfo } from './support/test';
import { accounts, type DemoAccount } from './support/accounts';
import { expectCalendar, openProfileMenu, submitSignIn } from './support/auth';
import { bookNewPatientTomorrow, dayAfter, eventOf, showWeekOf, uniqueSuffix } from './support/calendar';
import { t, type Lang } from './support/locales';

// Issue 12: no serious or critical axe-core violation (WCAG 2.1 A/AA) on any route, for the
// demo roles, in French and in Arabic, with the calendar, a modal, a drawer and the menus open.

const languages: Lang[] = ['fr', 'ar'];

async function useLanguage(page: Page, lang: Lang) {
  await page.goto('/login');
  await page.evaluate((language) => localStorage.setItem('tabib.lang', language), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function signInIn(page: Page, account: DemoAccount, lang: Lang) {
  await useLanguage(page, lang);
  await submitSignIn(page, account);
  await expectCalendar(page, lang);
  await expect(page.getByTestId('calendar-board')).toBeVisible();
}

/** Tomorrow from 07:00, a slot of its own per journey, language and attempt. */
function bookingMinutes(testInfo: TestInfo, lang: Lang, journey: number): number {
  const attempt = testInfo.retry + testInfo.repeatEachIndex;
  return 7 * 60 + 20 * (journey + 2 * languages.indexOf(lang) + 4 * attempt);
}

/** Opens a route of the signed-in app and checks it once it has loaded its data. */
async function checkRoute(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
}

for (const lang of languages) {
  test.describe(`accessibility in ${lang}`, () => {
    test(`${lang}: the pages before sign-in and the 404`, async ({ page }) => {
      await useLanguage(page, lang);
      await expect(page.getByTestId('sign-in-submit')).toBeVisible();
      await expectAccessible(page, 'sign-in');
      await page.getByTestId('sign-in-user').check();
      await expectAccessible(page, 'sign-in as a user');
      await page.goto('/forgot-password');
      await expect(page.locator('form')).toBeVisible();
      await expectAccessible(page, 'forgot password');
      await page.goto('/no/such/page');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expectAccessible(page, '404');
    });

    test(`${lang}: an independent doctor's calendar, modals, drawer and menus`, async ({ page }, testInfo) => {
      test.slow();
      await signInIn(page, accounts.doctor, lang);
      const lastName = `Axe-${uniqueSuffix()}`;
      await bookNewPatientTomorrow(page, bookingMinutes(testInfo, lang, 0), {
        gender: 'MALE',
        firstName: 'Karim',
        lastName,
        age: 33,
      });
      await showWeekOf(page, dayAfter(1), 1);
      await expect(eventOf(page, lastName)).toBeVisible();
      await expectAccessible(page, 'calendar, week');

      await page.getByTestId('view-day').click();
      await expectAccessible(page, 'calendar, day');
      await page.getByTestId('view-agenda').click();
      await expectAccessible(page, 'calendar, agenda');
      await page.getByTestId('view-week').click();

      await page.getByTestId('add-appointment').click();
      const modal = page.getByTestId('appointment-modal');
      await expect(modal).toBeVisible();
      await expectAccessible(page, 'add-appointment modal');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await eventOf(page, lastName).click();
      await expect(modal).toContainText(t(lang, 'appointments:modal.detailsTitle'));
      await expectAccessible(page, 'appointment details modal');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await page.getByTestId('failed-actions-button').click();
      await expect(page.getByTestId('failed-actions-drawer')).toBeVisible();
      await expectAccessible(page, 'failed-actions drawer');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('failed-actions-drawer')).toBeHidden();

      await page.getByTestId('language-switcher').click();
      await expect(page.getByTestId(`language-option-${lang}`)).toBeVisible();
      await expectAccessible(page, 'language menu');
      await page.keyboard.press('Escape');

      await openProfileMenu(page);
      await expectAccessible(page, 'profile menu');
      await page.keyboard.press('Escape');

      await page.getByTestId('notification-bell').click();
      await expectAccessible(page, 'notifications');
      await page.keyboard.press('Escape');
    });

    test(`${lang}: an independent doctor's patients, a record and the settings`, async ({ page }, testInfo) => {
      // Eleven states, each scanned: more than a journey's usual budget on two shared cores.
      test.slow();
      await signInIn(page, accounts.doctor, lang);
      const lastName = `Axe-${uniqueSuffix()}`;
      await bookNewPatientTomorrow(page, bookingMinutes(testInfo, lang, 1), {
        gender: 'FEMALE',
        firstName: 'Lina',
        lastName,
        age: 29,
      });
      await checkRoute(page, '/patients', 'patient-name');
      await page.getByTestId('patient-name').filter({ hasText: lastName }).click();
      await expect(page.getByTestId('patient-modal')).toBeVisible();
      await expectAccessible(page, 'patient record');
      for (const tab of ['medicalProfile', 'history']) {
        await page.getByTestId(`patient-tab-${tab}`).click();
        await expectAccessible(page, `patient record, ${tab}`);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('patient-modal')).toBeHidden();

      for (const path of [
        '/settings',
        '/settings/schedule',
        '/settings/consultation-reasons',
        '/settings/preferences',
        '/settings/users',
        '/settings/gps',
        '/settings/subscription',
        '/settings/subscription/discover-offers',
      ]) {
        await checkRoute(page, path, 'profile-menu');
      }
    });

    test(`${lang}: the clinic admin's calendar, users and dashboard`, async ({ page }) => {
      await signInIn(page, accounts.clinicAdmin, lang);
      await expectAccessible(page, 'clinic calendar');
      await checkRoute(page, '/clinic-users', 'profile-menu');
      await checkRoute(page, '/clinic-dashboard', 'profile-menu');
    });

    test(`${lang}: the clinic admin's settings`, async ({ page }) => {
      await signInIn(page, accounts.clinicAdmin, lang);
      for (const path of ['/settings', '/settings/clinic-profile', '/settings/schedule', '/settings/subscription']) {
        await checkRoute(page, path, 'profile-menu');
      }
    });

    for (const [role, account] of [
      ['assistant', accounts.assistant],
      ['doctor without allowAll', accounts.limited],
      ['clinic doctor', accounts.clinicDoctor],
      ['clinic unit', accounts.clinicUnit],
    ] as const) {
      test(`${lang}: the ${role}'s calendar`, async ({ page }) => {
        await signInIn(page, account, lang);
        await expectAccessible(page, `${role} calendar`);
      });
    }
  });
}
