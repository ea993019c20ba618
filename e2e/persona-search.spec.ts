// Issue 33, item 9: persona search reads descriptions and finds a title by its initials (CFO).
import { expect, test } from '@playwright/test';
import { PHONE_AND_DESKTOP, viewportOf, signInAsNewAccount } from './helpers.ts';

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('persona search finds an acronym and words of the description', async ({ page }) => {
      await signInAsNewAccount(page);
      await page.goto('/dashboard');
      const card = page.getByRole('region', { name: 'Primary Agent', exact: true });
      await card.getByRole('button', { name: 'Persona' }).click();
      const search = page.getByRole('searchbox', { name: /Search personas/ });
      for (const query of ['CFO', 'balance sheet']) {
        await search.fill(query);
        await expect(page.getByRole('option', { name: /Chief Financial Officer/ })).toBeVisible();
      }
      await search.press('Enter');
      await expect(card.getByRole('button', { name: 'Persona' })).toContainText(
        'Chief Financial Officer',
      );
    });
  });
}
