import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';

// Spec 3 section 9: a drag over the week makes a block from the 5-minute step under the press to the
// step under the release. Nothing is saved: the journey leaves schedule.doctor@'s week as it was.

test('a drag makes hours from the grid step under the pointer, not from where the first move landed', async ({ page }) => {
  await signIn(page, accounts.scheduleDoctor);
  await page.goto('/settings/schedule');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();

  const tuesday = page.locator('.tabib-schedule-grid .rbc-time-content .rbc-day-slot').nth(2);
  const hour = (h: number) => tuesday.locator('.rbc-timeslot-group').nth(h - 7);
  await hour(13).scrollIntoViewIfNeeded();
  const from = (await hour(13).boundingBox())!;
  const to = (await hour(14).boundingBox())!;
  const x = from.x + from.width / 2;
  // 13:00 (one pixel under the hour line) to 14:55; moves of 20 pixels, the first well past the click tolerance.
  await page.mouse.move(x, from.y + 1);
  await page.mouse.down();
  await page.mouse.move(x, to.y + (to.height * 57) / 60, { steps: 6 });
  await page.mouse.up();

  await expect(page.locator('[data-testid="schedule-block"][data-day="2"]')).toHaveAttribute('data-range', '13:00 – 15:00');
  await expect(page.getByTestId('schedule-save')).toBeEnabled();
});
