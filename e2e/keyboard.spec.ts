import { expect, expectAccessible, test, type Locator, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { dayAfter, eventOf, practiceToday, uniquePhone, uniqueSuffix } from './support/calendar';
import { t } from './support/locales';

// Issue 12: the calendar's slots and events, the modals and the language switcher work without a
// mouse, and the focus comes back where it was when a modal closes. After signing in, only the
// keyboard acts; `focus()` stands for the Tab presses that lead to a form field.

/** Presses Tab until `target` has the focus (it must be reachable in the tab order). */
async function tabTo(page: Page, target: Locator, maxPresses = 150) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function press(page: Page, key: string, times: number) {
  for (let count = 0; count < times; count += 1) await page.keyboard.press(key);
}

test('a booking from a slot and an event opened with the keyboard only; the focus comes back', async ({ page }, testInfo) => {
  const tomorrow = dayAfter(1);
  const hour = 21 - testInfo.retry - testInfo.repeatEachIndex;
  const lastName = `Clavier-${uniqueSuffix()}`;
  await signIn(page, accounts.doctor);

  // The week of tomorrow, from the toolbar.
  if (tomorrow.weekday < practiceToday().getDay()) {
    await page.getByTestId('calendar-next').focus();
    await page.keyboard.press('Enter');
  }
  const cursor = page.locator('[data-slot-cursor]');
  await page.getByTestId('add-appointment').focus();
  await tabTo(page, cursor);
  // The cursor starts at 07:00 on the shown date: today, or a week later, the same weekday.
  const startDay = practiceToday().getDay();
  await press(page, tomorrow.weekday > startDay ? 'ArrowRight' : 'ArrowLeft', Math.abs(tomorrow.weekday - startDay));
  await press(page, 'PageDown', hour - 7);
  await press(page, 'ArrowDown', 8);
  await expect(cursor).toBeFocused();
  await expect(cursor).toHaveAccessibleName(new RegExp(`${hour}:40`));
  await expect(cursor).toHaveAccessibleName(new RegExp(tomorrow.date.getDate().toString().padStart(2, '0')));

  await page.keyboard.press('Enter');
  const modal = page.getByTestId('appointment-modal');
  await expect(modal).toContainText(t('fr', 'appointments:modal.addTitle'));
  await expect(modal.getByTestId('field-start-time')).toHaveValue(`${hour}:40`);
  await expectAccessible(page, 'add-appointment modal opened from the keyboard');

  await modal.getByTestId('field-reason').locator('input').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Consultation');
  await page.keyboard.press('Enter');
  await expect(modal.getByTestId('field-reason')).toContainText('Consultation');
  await modal.getByTestId('field-last-name').focus();
  await page.keyboard.type(lastName);
  await modal.getByTestId('field-first-name').focus();
  await page.keyboard.type('Amel');
  await modal.getByTestId('field-age').focus();
  await page.keyboard.type('41');
  await modal.getByTestId('field-gender').getByLabel(t('fr', 'appointments:form.genders.FEMALE')).focus();
  await page.keyboard.press('Space');
  await modal.getByTestId('field-phone').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(uniquePhone());
  await modal.getByTestId('appointment-submit').focus();
  await page.keyboard.press('Enter');

  await expect(modal).toBeHidden();
  const booked = eventOf(page, lastName);
  await expect(booked).toHaveAttribute('data-pending', 'false');
  // Closed, the modal gives the focus back to the slot it was opened from.
  await expect(cursor).toBeFocused();

  // The event is in the tab order after the slot; Enter opens it, Escape closes it onto it again.
  const eventBox = page.locator('.rbc-event').filter({ has: booked });
  await tabTo(page, eventBox, 60);
  await page.keyboard.press('Enter');
  await expect(modal).toContainText(t('fr', 'appointments:modal.detailsTitle'));
  await expect(modal.getByTestId('field-start-time')).toHaveValue(`${hour}:40`);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(eventBox).toBeFocused();
});

test('the language switcher works from the keyboard and gives the focus back', async ({ page }) => {
  await page.goto('/login');
  const switcher = page.getByTestId('language-switcher');
  await tabTo(page, switcher, 20);
  for (const lang of ['ar', 'fr'] as const) {
    await page.keyboard.press('Enter');
    const option = page.getByTestId(`language-option-${lang}`);
    await expect(option).toBeVisible();
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(option).toBeFocused({ timeout: 300 });
    }).toPass();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(switcher).toBeFocused();
    await expect(switcher).toHaveAccessibleName(new RegExp(t(lang, 'common:language.label')));
  }
  // Escape closes the menu without a change.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('language-option-ar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('language-option-ar')).toBeHidden();
  await expect(switcher).toBeFocused();
});
