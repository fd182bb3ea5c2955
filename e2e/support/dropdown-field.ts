import { expect, type Page } from '@playwright/test';

/**
 * Picks `option` in the dropdown field labelled `label`, and waits for its panel to close. A field is the UI
 * kit's (`.kit-field`, src/ui/kit) unless a form names its own wrapper (the settlement form's `.settlement-field`).
 */
export async function chooseInField(page: Page, label: string, option: string, field = '.kit-field'): Promise<void> {
  await page
    .locator(field)
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.p-dropdown')
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
}
