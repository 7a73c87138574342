import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t } from './support/locales';

test('the Arabic calendar renders right to left, with its toolbar in Arabic', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await signIn(page, accounts.doctor, { expectCalendar: false });
  await expectCalendar(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const board = page.getByTestId('calendar-board');
  await expect(board.locator('.rbc-calendar')).toHaveClass(/rbc-rtl/);
  await expect(page.getByTestId('add-appointment')).toHaveText(t('ar', 'appointments:actions.add'));
  await expect(page.getByTestId('view-week')).toHaveText(t('ar', 'appointments:toolbar.week'));

  // Sunday, the first day of the week, is the rightmost column.
  const columns = board.locator('.rbc-time-header-content .rbc-header');
  const first = await columns.first().boundingBox();
  const last = await columns.last().boundingBox();
  expect(first && last && first.x > last.x).toBe(true);

  await page.screenshot({ path: testInfo.outputPath('calendar-week-ar.png'), fullPage: false });
});
