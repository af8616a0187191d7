import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The address a shopper types in the checkout specs, field by field. */
export const SAMPLE_ADDRESS = {
  'Building Name': 'Tower Seven',
  Street: 'Harbour Road 12',
  City: 'Springfield',
  State: 'Illinois',
  Pincode: '62701',
  Country: 'USA',
};

/**
 * Opens the address form, fills it with the sample address (with these changes) and saves;
 * returns the form, which stays open when a field is refused.
 */
export async function addAddress(
  page: Page,
  changes: Partial<typeof SAMPLE_ADDRESS> = {},
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('dialog');
  for (const [field, value] of Object.entries({ ...SAMPLE_ADDRESS, ...changes }))
    await form.getByRole('textbox', { name: field }).fill(value);
  await form.getByRole('button', { name: 'Save Address' }).click();
  return form;
}

/**
 * Delivers to the address of this building, keeps the card (the method chosen by default) and
 * opens the order summary; returns the total the summary shows.
 */
export async function deliverToSummary(page: Page, buildingName: string): Promise<string> {
  await page
    .getByRole('article', { name: buildingName })
    .getByRole('button', { name: 'Deliver here' })
    .click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('radio', { name: /Card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByLabel('Delivery address')).toContainText(buildingName);
  return (await page
    .getByText(/^\$[\d,.]+$/)
    .last()
    .textContent())!;
}
