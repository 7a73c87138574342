import { expect, test, type Locator, type Page } from './support/test';
import { accounts, type DemoAccount } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { dayAfter, eventOf, uniquePhone, uniqueSuffix } from './support/calendar';
import { t, type Lang } from './support/locales';

// Issue 12, section 1: every signed-in page works on a phone (390 x 844, touch), in French and in
// Arabic: nothing is wider than the screen, modals and drawers open inside it, and booking and
// marking done work with taps. A quick pass at 360 px closes the file.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * The page is no wider than the screen. On a mobile viewport Chromium widens the layout viewport to
 * the content (innerWidth follows scrollWidth), so both are compared with the device's width.
 */
async function expectFits(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth })), {
      message: `${where}: the page is wider than the ${width} px screen`,
    })
    .toEqual({ scroll: width, inner: width });
}

/** A modal, drawer or menu lies wholly inside the screen. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const { width, height } = page.viewportSize()!;
  await expect(locator).toBeVisible();
  // The opening animation scales and slides it in: wait for the box to settle.
  await expect
    .poll(
      async () => {
        const box = (await locator.boundingBox())!;
        return box.x >= -0.5 && box.x + box.width <= width + 0.5 && box.y >= -0.5 && box.y < height;
      },
      { message: `${what} is not inside the ${width} px screen` },
    )
    .toBe(true);
}

async function signInOnPhone(page: Page, account: DemoAccount, lang: Lang) {
  await page.addInitScript((language) => localStorage.setItem('tabib.lang', language), lang);
  await signIn(page, account, { expectCalendar: false });
  await expectCalendar(page, lang);
  // The first screen after sign-in shows the calendar, not an empty corner of a wider page.
  await expect(page.getByRole('heading', { name: t(lang, 'appointments:title'), exact: true })).toBeInViewport();
  await expect(page.getByTestId('sidebar')).toBeInViewport();
}

const modalOf = (page: Page) => page.locator('.ant-modal').filter({ visible: true }).last();

async function closeModal(page: Page) {
  await modalOf(page).locator('.ant-modal-close').tap();
  await expect(page.locator('.ant-modal').filter({ visible: true })).toHaveCount(0);
}

test.describe('on a 390 x 844 phone', () => {
  test.use(phone);

  for (const lang of ['fr', 'ar'] as const) {
    test(`the doctor's calendar opens on the day, its header items in a menu, modal and drawer on screen (${lang})`, async ({
      page,
    }) => {
      await signInOnPhone(page, accounts.doctor, lang);
      await expect(page.locator('.rbc-time-content .rbc-day-slot')).toHaveCount(1);
      await expectFits(page, 'calendar');

      await page.getByTestId('add-appointment').tap();
      await expect(page.getByTestId('appointment-modal')).toBeVisible();
      await expectOnScreen(page, modalOf(page), 'the add-appointment modal');
      await expect(page.getByTestId('field-start-date')).toBeInViewport();
      await closeModal(page);

      await page.getByTestId('failed-actions-button').tap();
      await expectOnScreen(
        page,
        page.locator('.ant-drawer-content-wrapper').filter({ visible: true }),
        'the failed-actions drawer',
      );
      await page.locator('.ant-drawer-close').tap();
      await expect(page.getByTestId('failed-actions-drawer')).toBeHidden();

      // The patient-list shortcut and the name moved into the profile menu.
      await expect(page.getByTestId('patient-list-shortcut')).toHaveCount(0);
      await page.getByTestId('profile-menu').tap();
      const menu = page.getByRole('menu', { name: t(lang, 'shell:header.profileMenu') });
      await expectOnScreen(page, menu, 'the profile menu');
      await menu.getByTestId('patient-list-shortcut').tap();
      await expect(page).toHaveURL(/\/patients$/);
    });

    test(`the patients list and the settings pages fit, with their modals (${lang})`, async ({ page }) => {
      // Eight pages and three modals, each scanned by axe on the way.
      test.slow();
      await signInOnPhone(page, accounts.doctor, lang);
      await page.getByTestId('sidebar').getByTestId('nav-patients').tap();
      await expect(page.getByTestId('patients-table-all')).toBeVisible();
      await expectFits(page, 'patients');
      await page.getByTestId('patient-add').tap();
      await expectOnScreen(page, modalOf(page), 'the patient modal');
      await closeModal(page);

      // In Arabic the item's first tap is sometimes not registered just after the patient modal
      // closed (no navigation starts); noted on issue 13, cause not found yet: tap again then.
      await expect(async () => {
        if (!(await page.getByTestId('menu-my-profile').isVisible())) await page.getByTestId('profile-menu').tap();
        await page.getByTestId('menu-my-profile').tap({ timeout: 3_000 });
        await expect(page).toHaveURL(/\/settings$/, { timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByTestId('doctor-profile')).toBeVisible();
      await expectFits(page, 'my profile');

      // The collapsed settings menu shows an icon for each entry.
      const settingsMenu = page.getByTestId('settings-sidebar');
      for (const entry of ['index', 'schedule', 'consultation-reasons', 'preferences', 'users', 'subscription', 'gps']) {
        await expect(settingsMenu.getByTestId(`settings-nav-${entry}`).locator('.anticon')).toBeVisible();
      }

      const pages: { entry: string; ready: (page: Page) => Locator; dialog?: string }[] = [
        { entry: 'schedule', ready: (page) => page.getByTestId('schedule-grid'), dialog: 'schedule-days-off' },
        { entry: 'consultation-reasons', ready: (page) => page.getByTestId('consultation-reasons-page'), dialog: 'reason-add' },
        { entry: 'preferences', ready: (page) => page.getByTestId('preferences-password-submit') },
        { entry: 'users', ready: (page) => page.getByTestId('users-table') },
        {
          entry: 'subscription',
          ready: (page) => page.getByRole('heading', { name: t(lang, 'subscription:overview.title'), exact: true }),
        },
        { entry: 'gps', ready: (page) => page.getByTestId('gps-map') },
      ];
      for (const { entry, ready, dialog } of pages) {
        await settingsMenu.getByTestId(`settings-nav-${entry}`).tap();
        await expect(ready(page)).toBeVisible();
        await expectFits(page, entry);
        if (dialog) {
          await page.getByTestId(dialog).tap();
          await expectOnScreen(page, modalOf(page), `the modal of ${entry}`);
          await closeModal(page);
        }
      }
    });

    test(`a doctor books with taps and marks the appointment done (${lang})`, async ({ page }, testInfo) => {
      const day = dayAfter(2);
      const minutes = (lang === 'fr' ? 15 : 16) * 60 + 20 * (testInfo.retry + testInfo.repeatEachIndex);
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const lastName = `Phone-${uniqueSuffix()}`;
      await signInOnPhone(page, accounts.doctor, lang);
      await page.getByTestId('calendar-next').tap();
      await page.getByTestId('calendar-next').tap();

      await page.getByTestId('add-appointment').tap();
      const modal = page.getByTestId('appointment-modal');
      await expect(modal).toContainText(t(lang, 'appointments:modal.addTitle'));
      const [year, month, date] = day.iso.split('-');
      await modal.getByTestId('field-start-date').tap();
      await modal.getByTestId('field-start-date').fill(`${date}/${month}/${year}`);
      await modal.getByTestId('field-start-date').press('Enter');
      await modal.getByTestId('field-start-time').tap();
      await modal.getByTestId('field-start-time').fill(time);
      await modal.getByTestId('field-start-time').press('Enter');
      // A tap on the list while it still opens can miss its option: tapped again until the reason shows.
      await expect(async () => {
        if (!(await page.locator('.ant-select-item-option').filter({ visible: true }).count())) {
          await modal.getByTestId('field-reason').tap({ timeout: 2_000 });
        }
        await page.locator('.ant-select-item-option').filter({ visible: true }).first().tap({ timeout: 2_000 });
        await expect(modal.getByTestId('field-reason')).not.toContainText(t(lang, 'appointments:form.chooseReason'), {
          timeout: 2_000,
        });
      }).toPass({ timeout: 20_000 });
      await modal.getByTestId('field-last-name').fill(lastName);
      await modal.getByTestId('field-first-name').fill('Yacine');
      await modal.getByTestId('field-age').fill('41');
      await modal.getByLabel(t(lang, 'appointments:form.genders.MALE'), { exact: true }).tap();
      await modal.getByTestId('field-phone').fill(uniquePhone());
      await expectOnScreen(page, modal.getByTestId('appointment-submit'), 'the booking button');
      await modal.getByTestId('appointment-submit').tap();
      await expect(modal).toBeHidden();

      const booked = eventOf(page, lastName);
      await expect(booked).toHaveAttribute('data-pending', 'false');
      await expect(booked).toBeVisible();
      await booked.tap();
      await expect(modal).toContainText(t(lang, 'appointments:modal.detailsTitle'));
      await expectOnScreen(page, modalOf(page), 'the appointment details');
      await modal.getByTestId('action-done').tap();
      await expect(eventOf(page, lastName)).toHaveAttribute('data-status', 'DONE');
      await expectFits(page, 'calendar after booking');
    });

    test(`the assistant's calendar fits the phone (${lang})`, async ({ page }) => {
      await signInOnPhone(page, accounts.assistant, lang);
      await expect(page.locator('.rbc-time-content .rbc-day-slot')).toHaveCount(1);
      await expectFits(page, "assistant's calendar");
      await page.getByTestId('profile-menu').tap();
      await expectOnScreen(
        page,
        page.getByRole('menu', { name: t(lang, 'shell:header.profileMenu') }),
        "the assistant's profile menu",
      );
    });
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ ...phone, viewport: { width: 360, height: 740 } });

  for (const lang of ['fr', 'ar'] as const) {
    test(`the calendar, the patients and a modal fit (${lang})`, async ({ page }) => {
      await signInOnPhone(page, accounts.doctor, lang);
      await expectFits(page, 'calendar');
      await page.getByTestId('add-appointment').tap();
      await expectOnScreen(page, modalOf(page), 'the add-appointment modal');
      await closeModal(page);
      await page.getByTestId('sidebar').getByTestId('nav-patients').tap();
      await expect(page.getByTestId('patients-table-all')).toBeVisible();
      await expectFits(page, 'patients');
    });
  }
});
