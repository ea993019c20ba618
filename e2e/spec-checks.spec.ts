import { expect, test } from '@playwright/test';
import { BILLING_TEXT } from '../src/contract/billing.ts';
import { createAccount, signInWithToken } from './helpers.ts';

// Issue 33 item 10: what a line-by-line check against SPEC found.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    });

    test('the FAQ classes GPT-4o as the catalog does: STANDARD (decision 037)', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByText('What are the daily tier limits?').click();
      const answer = page.getByText(/^Models are grouped by class/);
      await expect(answer).toContainText('STANDARD models (such as GPT-4o)');
      await expect(answer).not.toContainText('PREMIUM models (such as GPT-4o');
    });

    test("a checkout that fails at network level gives SPEC's checkout text", async ({ page }) => {
      const { token } = await createAccount(page);
      await signInWithToken(page, token);
      await page.route('**/api/stripe/create-checkout-session', (route) => route.abort());
      await page.goto('/billing');
      await page.getByRole('button', { name: 'Choose Starter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Starter' });
      await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
      await expect(page.getByText(BILLING_TEXT.checkoutStartFailed)).toBeVisible();
      await expect(page.getByText('Network error - please check your connection')).toHaveCount(0);
    });
  });
}
