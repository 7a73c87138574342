import { expect, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t } from './support/locales';
import {
  apiCall,
  clickHourSlot,
  dayAfter,
  hourSlot,
  practiceOffset,
  showWeekOf,
  uniquePhone,
  uniqueSuffix,
} from './support/calendar';

// The week schedule and days off (spec 3 sections 2 and 5) drive the calendar: hours outside the
// schedule are shaded and refused, a day off shows its block and is refused. schedule.doctor@ is
// this journey's own account: nobody else books with it or changes its week.

test.describe.configure({ mode: 'serial' });

/** Picks a practice day in the days-off month (tomorrow is always among the six weeks it shows). */
async function pickDay(page: Page, iso: string) {
  const day = page.getByTestId('days-off-picker').locator(`[data-day="${iso}"]`);
  await day.click();
  await expect(day).toHaveClass(/tabib-day-off-picked/);
}

async function bookThroughForm(page: Page, weekday: number, hour: number) {
  await clickHourSlot(page, weekday, hour);
  const modal = page.getByTestId('appointment-modal');
  await expect(modal).toContainText(t('fr', 'appointments:modal.addTitle'));
  // The form fills in the slot's time when it opens: choosing before that would be reset.
  await expect(modal.getByTestId('field-start-time')).toHaveValue(`${hour}:00`);
  await modal.getByTestId('field-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Consultation générale' }).click();
  await expect(modal).toContainText('Consultation générale');
  await modal.getByTestId('field-last-name').fill(`Horaire-${uniqueSuffix()}`);
  await modal.getByTestId('field-first-name').fill('Lina');
  await modal.getByTestId('field-age').fill('34');
  await modal.getByTestId('field-gender').getByLabel(t('fr', 'appointments:form.genders.FEMALE')).check();
  await modal.getByTestId('field-phone').fill(uniquePhone());
  await modal.getByTestId('appointment-submit').click();
}

test('a saved week shades the calendar and refuses bookings outside it; a day off shows and refuses too', async ({ page }) => {
  test.setTimeout(90_000);
  const tomorrow = dayAfter(1);
  await signIn(page, accounts.scheduleDoctor);

  // Tomorrow 10:00-11:00: one click makes a one-hour cabinet block.
  await page.goto('/settings/schedule');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  await expect(page.getByTestId('schedule-save')).toBeDisabled();
  const column = page.locator('.tabib-schedule-grid .rbc-time-content .rbc-day-slot').nth(tomorrow.weekday);
  const tenOClock = column.locator('.rbc-timeslot-group').nth(10 - 7);
  await tenOClock.scrollIntoViewIfNeeded();
  const box = (await tenOClock.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 4);
  const created = page.locator(`[data-testid="schedule-block"][data-day="${tomorrow.weekday}"]`);
  await expect(created).toHaveAttribute('data-range', '10:00 – 11:00');
  await expect(created.getByTestId('block-type-cabinet')).toBeChecked();
  await page.getByTestId('schedule-save').click();
  await expect(page.getByText(t('fr', 'schedule:saved'))).toBeVisible();

  // The calendar shades the hours outside the block.
  await page.goto('/calendar');
  await showWeekOf(page, tomorrow, 1);
  await expect(hourSlot(page, tomorrow.weekday, 10).locator('.rbc-time-slot').first()).not.toHaveClass(/tabib-off-schedule/);
  await expect(hourSlot(page, tomorrow.weekday, 14).locator('.rbc-time-slot').first()).toHaveClass(/tabib-off-schedule/);

  // Booking at 14:00 is refused with the schedule's own message, in the form that stays open.
  await bookThroughForm(page, tomorrow.weekday, 14);
  const refused = page.getByTestId('appointment-modal').getByTestId('booking-refusal');
  await expect(refused).toHaveAttribute('data-code', 'AppointmentOutsideSchedule');
  await expect(refused).toContainText(t('fr', 'errors:AppointmentOutsideSchedule'));

  // Tomorrow becomes a day off.
  await page.goto('/settings/schedule');
  await page.getByTestId('schedule-days-off').click();
  const modal = page.getByTestId('days-off-modal');
  await expect(modal).toBeVisible();
  await pickDay(page, tomorrow.iso);
  const [year, month, date] = tomorrow.iso.split('-');
  await expect(modal.getByTestId('days-off-picked')).toContainText(`${date}/${month}/${year}`);
  await page.getByTestId('days-off-save').click();
  await expect(page.getByText(t('fr', 'schedule:daysOff.saved'))).toBeVisible();

  await page.goto('/calendar');
  await showWeekOf(page, tomorrow, 1);
  await expect(page.getByTestId('off-work-block').filter({ hasText: t('fr', 'appointments:offWork.dayOff') })).toBeVisible();
  const profile = await apiCall(page, 'GET', '/doctors/web/backbone/retrieve-entity-profile');
  const reasons = (profile.body.profile as { consultationReasons: { _id: string; isValidated: boolean; isEnabled: boolean }[] })
    .consultationReasons;
  const onDayOff = await apiCall(page, 'POST', '/doctors/appointments/create-new-appointment', {
    consultationReason: reasons.find((reason) => reason.isEnabled && reason.isValidated)?._id,
    startAt: `${tomorrow.iso}T10:00:00${practiceOffset}`,
    isNewPatient: true,
    duration: 20,
    type: 'cabinet',
    newPatient: { gender: 'MALE', firstName: 'Said', lastName: `Repos-${uniqueSuffix()}`, age: 50, phone: uniquePhone() },
    appointment_ui_id: crypto.randomUUID(),
    patient_ui_id: crypto.randomUUID(),
  });
  expect(onDayOff).toMatchObject({ status: 400, body: { code: 'AppointmentOnDayOff' } });
});
