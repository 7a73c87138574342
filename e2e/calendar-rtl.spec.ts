import { expect, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t, type Lang } from './support/locales';

interface DayGeometry {
  header: { left: number; right: number };
  column: { left: number; right: number };
  events: { left: number; right: number };
}

/** Each day of the week grid: its header cell, its column, and the layer its events are drawn in. */
async function weekGeometry(page: Page): Promise<DayGeometry[]> {
  return page.getByTestId('calendar-board').evaluate((board) => {
    const boxOf = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return { left: rect?.left ?? NaN, right: rect?.right ?? NaN };
    };
    const headers = [...board.querySelectorAll('.rbc-time-header-content .rbc-header')];
    const columns = [...board.querySelectorAll('.rbc-time-content .rbc-day-slot')];
    return columns.map((column, index) => ({
      header: boxOf(headers[index] ?? null),
      column: boxOf(column),
      events: boxOf(column.querySelector('.rbc-events-container')),
    }));
  });
}

/**
 * The day columns sit under their header cells, and the events fill their day from its start edge
 * (the right in Arabic) to a small margin at its end edge: no empty gutter at the start of a day.
 */
async function expectDaysAligned(page: Page, lang: Lang) {
  const rtl = lang === 'ar';
  const days = await weekGeometry(page);
  expect(days).toHaveLength(7);
  for (const [index, day] of days.entries()) {
    const where = `${lang}, day ${index}: ${JSON.stringify(day)}`;
    expect(Math.abs(day.column.left - day.header.left), where).toBeLessThanOrEqual(1.5);
    expect(Math.abs(day.column.right - day.header.right), where).toBeLessThanOrEqual(1.5);
    const startGap = rtl ? day.column.right - day.events.right : day.events.left - day.column.left;
    const endGap = rtl ? day.events.left - day.column.left : day.column.right - day.events.right;
    expect(startGap, where).toBeLessThanOrEqual(1);
    expect(endGap, where).toBeLessThanOrEqual(8);
  }
}

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

  await expectDaysAligned(page, 'ar');
  await page.screenshot({ path: testInfo.outputPath('calendar-week-ar.png'), fullPage: false });
});

test('the French week lays its days out the same way, left to right', async ({ page }, testInfo) => {
  await signIn(page, accounts.doctor);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectDaysAligned(page, 'fr');
  await page.screenshot({ path: testInfo.outputPath('calendar-week-fr.png'), fullPage: false });
});
