import { expect, type Page } from '@playwright/test';

/** Picks `option` in the UI kit's dropdown field labelled `label` (src/ui/kit), and waits for its panel to close. */
export async function chooseInKitField(page: Page, label: string, option: string): Promise<void> {
  await page
    .locator('.kit-field')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.p-dropdown')
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
}
