import { expect, expectAccessible, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { apiCall, bookNewPatientInFreeSlot, uniqueSuffix } from './support/calendar';

// Issue 15: what one of the practice does reaches the others' bells, live, through the event path
// (a durable consumer stores the notification; the socket tells the bell).

/** The assistant (AS-DOCTOR: it may book) books a new patient for the doctor, then cancels: the doctor is told of the cancellation. */
async function bookAndCancel(assistant: Page, lastName: string) {
  const id = await bookNewPatientInFreeSlot(assistant, 3, { firstName: 'Nadia', lastName, gender: 'FEMALE' });
  const canceled = await apiCall(assistant, 'PUT', `/doctors/appointments/${id}/status`, {
    status: 'DOCTOR_CANCELED',
    appointmentId: id,
    isNotify: false,
  });
  expect(canceled.status).toBe(200);
}

test('the doctor hears live that the assistant cancelled a visit; the bell lists it and a click marks it read', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.doctor);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeEnabled();

  const assistantContext = await browser.newContext();
  const assistant = await assistantContext.newPage();
  await signIn(assistant, accounts.asDoctor);
  const lastName = `Bellnotice${uniqueSuffix()}`;
  await bookAndCancel(assistant, lastName);
  await assistantContext.close();

  // Heard live: the mark appears without a reload.
  await expect(page.getByTestId('notification-unread-dot')).toBeVisible();
  await bell.click();
  const item = page.getByTestId('notification-item').filter({ hasText: lastName });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expectAccessible(page, 'the bell panel');

  // A cancelled visit's notification is marked read but opens no appointment (spec 2 section 2.12).
  const statusRead = page.waitForResponse(
    (response) =>
      /\/doctors\/appointments\/[^/]+$/.test(new URL(response.url()).pathname) && response.request().method() === 'GET',
  );
  await item.click();
  expect((await statusRead).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await bell.click();
  await expect(page.getByTestId('notification-item').filter({ hasText: lastName })).toHaveAttribute('data-unread', 'false');

  // Read on the server too: a reload shows it read.
  await page.reload();
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item').filter({ hasText: lastName })).toHaveAttribute('data-unread', 'false');
});
