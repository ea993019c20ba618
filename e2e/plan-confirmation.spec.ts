// Issue 33, item 9: the admin's plan change asks first, since it changes billing.
import { expect, test } from '@playwright/test';
import { ADMIN_TEXT } from '../src/contract/admin.ts';
import { createAccount, PHONE_AND_DESKTOP, signInAsAdmin, viewportOf } from './helpers.ts';

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('a plan change asks first, from which plan to which, for whom', async ({ page }) => {
      const name = `Plan ${width} ${Date.now().toString(36)}`;
      const account = await createAccount(page, name);
      await signInAsAdmin(page);
      await page.getByLabel('Search users').fill(name.toLowerCase());
      const row = page.getByRole('row').filter({ hasText: account.email });
      await row.getByRole('button', { name: `Change plan of ${name}` }).click();
      const plans = page.getByRole('dialog', { name: 'Change plan' });
      await plans.getByRole('button', { name: 'Starter' }).click();

      const confirm = page.getByRole('dialog', { name: ADMIN_TEXT.confirmPlanTitle });
      await expect(confirm).toContainText(ADMIN_TEXT.confirmPlan(name, 'Explore', 'Starter'));
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(plans).toContainText('Current plan: Explore');

      await plans.getByRole('button', { name: 'Starter' }).click();
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await confirm.getByRole('button', { name: 'Confirm' }).focus();
      await page.keyboard.press('Enter');
      await expect(plans).toContainText(ADMIN_TEXT.planUpdated);
      await expect(row).toContainText('Starter', { timeout: 15_000 });
    });
  });
}
