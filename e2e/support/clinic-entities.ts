import { expect, type Page } from '@playwright/test';

/** Fills the clinic users page's open add or edit form; the e-mail only when adding. */
export async function fillEntityForm(
  page: Page,
  fields: { email?: string; firstName: string; lastName: string; phone?: string },
) {
  const dialog = page.getByRole('dialog');
  if (fields.email) await dialog.getByTestId('clinic-entity-email').fill(fields.email);
  await dialog.getByTestId('clinic-entity-first-name').fill(fields.firstName);
  await dialog.getByTestId('clinic-entity-last-name').fill(fields.lastName);
  if (fields.phone) await dialog.getByTestId('clinic-entity-phone').fill(fields.phone);
}

/** Saves the open form: the dialog is gone once the server has answered. */
export async function saveEntityForm(page: Page) {
  await page.getByTestId('clinic-entity-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
