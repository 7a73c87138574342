import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select by its text. A click on the list while it still opens can
 * miss its option (the field stays empty): the list is opened and the option clicked again until
 * the field shows it.
 */
export async function pickOption(page: Page, field: Locator, text: string) {
  const option = page.locator('.ant-select-item-option').filter({ hasText: text, visible: true });
  await expect(async () => {
    if (!(await option.count())) await field.click({ timeout: 2_000 });
    await option.first().click({ timeout: 2_000 });
    await expect(field).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
