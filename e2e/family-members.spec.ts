import { expect, expectAccessible, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t } from './support/locales';
import { apiCall, bookNewPatientTomorrow, clickHourSlot, dayAfter, eventOf, showWeekOf, uniqueSuffix } from './support/calendar';
import { booking, bookingSlug, expectBooked, fillPatient, pickSlot } from './support/public-booking';

// Issue 22 point 1: an appointment for a family member of an adult patient (the holder). The
// doctor books a child under an existing patient from the form, and sees the child beside the
// holder on the calendar; the child is offered again at the next booking. On the public page, a
// parent books for their child on a small phone, in Arabic. Six days ahead, in the afternoon, an
// hour of its own per attempt: no other journey books there.

const daysAhead = 6;

/** A click on the slot at `hour`, the existing-patient path, the holder picked. */
async function bookingFormFor(page: Page, hour: number, holderLastName: string) {
  await clickHourSlot(page, dayAfter(daysAhead).weekday, hour);
  const modal = page.getByTestId('appointment-modal');
  await expect(modal.getByTestId('field-start-time')).toHaveValue(`${hour}:00`);
  await modal.getByTestId('field-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Consultation générale' }).click();
  await modal.getByTestId('patient-mode-existing').click();
  await modal.getByTestId('field-patient-search').locator('input').fill(holderLastName);
  await page.locator('.ant-select-item-option').filter({ hasText: holderLastName }).click();
  await expect(modal.getByTestId('field-last-name')).toHaveValue(holderLastName);
  await modal.getByRole('checkbox', { name: t('fr', 'appointments:familyMember.switch') }).check();
  return modal;
}

test("a doctor books a child under an existing patient, and sees the child's name beside the holder's", async ({
  page,
}, testInfo) => {
  const day = dayAfter(daysAhead);
  const hour = 14 + 3 * (testInfo.retry + testInfo.repeatEachIndex);
  const holder = `Parent-${uniqueSuffix()}`;
  const child = `Enfant-${uniqueSuffix()}`;
  await signIn(page, accounts.doctor);
  await bookNewPatientTomorrow(
    page,
    (hour - 1) * 60,
    { gender: 'FEMALE', firstName: 'Nadia', lastName: holder, age: 38 },
    daysAhead,
  );
  await page.reload();
  await showWeekOf(page, day, daysAhead);

  // A child new to the practice, typed in: the holder's fields stay the patient's.
  const modal = await bookingFormFor(page, hour, holder);
  await expect(modal.getByTestId('patient-section')).toContainText(t('fr', 'appointments:familyMember.holderInformation'));
  await modal.getByTestId('field-member-last-name').fill(child);
  await modal.getByTestId('field-member-first-name').fill('Yacine');
  await modal.getByTestId('field-member-relation').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: t('fr', 'appointments:familyMember.relations.child') })
    .click();
  await expectAccessible(page, 'the booking form for a family member');
  await modal.getByTestId('appointment-submit').click();
  await expect(modal).toBeHidden();

  const title = t('fr', 'appointments:familyMember.title')
    .replace('{{member}}', `${child} Yacine`)
    .replace('{{holder}}', `${holder} Nadia`);
  const event = eventOf(page, child);
  await expect(event).toHaveAttribute('data-pending', 'false');
  await expect(event).toContainText(title);

  // The details say whom the visit is for, and whose record keeps it.
  await event.click();
  const details = page.getByTestId('appointment-modal');
  await expect(details.getByTestId('appointment-person')).toHaveText(title);
  await expect(details.getByTestId('field-member-last-name')).toHaveValue(child);
  await expectAccessible(page, 'the details of a family member appointment');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The next booking offers the child the holder's record now keeps.
  const next = await bookingFormFor(page, hour + 1, holder);
  await next.getByTestId('field-family-member-known').click();
  await page.locator('.ant-select-item-option').filter({ hasText: child }).click();
  await expect(next.getByTestId('field-member-first-name')).toHaveValue('Yacine');
  await next.getByTestId('appointment-submit').click();
  await expect(next).toBeHidden();
  await expect(eventOf(page, child)).toHaveCount(2);
  const members = await apiCall(page, 'GET', `/doctors/patients/${await holderId(page, holder)}/family-members`);
  expect((members.body.familyMembers as { lastName: string }[]).map((member) => member.lastName)).toEqual([child]);

  // The holder's record keeps both visits, each tagged with the child.
  await page.getByTestId('patient-search').locator('input').fill(holder);
  await page.getByTestId('patient-search-option').filter({ hasText: holder }).first().click();
  await page.getByTestId('patient-tab-history').click();
  const tags = page.getByTestId('visit-history').getByTestId('visit-family-member');
  await expect(tags).toHaveCount(2);
  await expect(tags.first()).toContainText(child);
  await expect(tags.first()).toContainText(t('fr', 'appointments:familyMember.relations.child'));
});

async function holderId(page: Page, lastName: string): Promise<string> {
  const lookup = await apiCall(page, 'GET', `/doctors/patients/query-lookup?query=${encodeURIComponent(lastName)}`);
  return (lookup.body.patients as { _id: string }[])[0]!._id;
}

test.describe('a parent books on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('in Arabic, for their child', async ({ page }) => {
    await page.goto(`/book/${bookingSlug}`);
    await expect(page.getByTestId('booking-doctor-name')).toBeVisible();
    await page.getByTestId('booking-language').getByText('العربية').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The third day with a free slot: public-booking.spec.ts takes the first two and the last.
    const time = await pickSlot(page, (count) => Math.min(2, count - 2));
    await fillPatient(page, 'ar', { age: '41' });
    const form = page.getByTestId('booking-form');
    await form.getByTestId('booking-for-whom').getByText(booking('ar', 'form.forFamilyMember')).click();
    await expect(form.getByText(booking('ar', 'form.forFamilyMemberHelp'))).toBeVisible();
    await form.getByTestId('booking-member-last-name').fill(`Belkacem ${uniqueSuffix()}`);
    await form.getByTestId('booking-member-first-name').fill('إيناس');
    await form.getByTestId('booking-member-relation').getByText(booking('ar', 'form.relations.child')).click();
    await expect(form.getByTestId('booking-member-relation').getByRole('radio', { checked: true })).toHaveAccessibleName(
      booking('ar', 'form.relations.child'),
    );
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), { message: 'the form is wider than 360 px' })
      .toBe(360);
    await expectAccessible(page, 'the booking form for a family member, in Arabic, 360 px wide');
    await page.getByTestId('booking-submit').click();
    await expectBooked(page, 'ar', time, 'sms');
  });
});
