import { expect, test } from '@playwright/test';
import { BILLING_TEXT } from '../src/contract/billing.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { USAGE_TEXT } from '../src/contract/usage.ts';
import { createAccount, signInWithToken } from './helpers.ts';

/** The e2e server lowers explore's FREE limit to 100,000 a day (playwright.config.ts). */
const LOWERED_FREE_LIMIT = 100_000;

test('an explore user over the limit sees the dialog, upgrades through the demo checkout, and /billing shows Starter', async ({
  page,
}) => {
  const account = await createAccount(page, 'Quota Tester');
  // One real call whose prompt (about 4 characters a token) uses up the day's FREE tokens.
  const text = 'word '.repeat(36_000);
  const call = await page.request.post('/api/chat/completions', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      provider: 'local',
      model: OFFLINE_MODEL_ID,
      messages: [1, 2, 3].map(() => ({ role: 'user', content: text })),
    },
  });
  expect(call.status()).toBe(200);
  const usage = (await call.json()) as { usage: { total_tokens: number } };
  expect(usage.usage.total_tokens).toBeGreaterThan(LOWERED_FREE_LIMIT);

  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: USAGE_TEXT.exceededTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('data-colour', 'red');
  await expect(dialog.getByText('Recommended plans')).toBeVisible();
  await dialog.getByRole('button', { name: USAGE_TEXT.continueWithCurrentPlan }).click();
  await expect(dialog).toBeHidden();

  // The free model is over its (lowered) limit: with it chosen, Start reads Upgrade Required
  // and opens the dialog again.
  const card = page.getByRole('region', { name: 'Primary Agent' });
  await card.getByRole('button', { name: 'Model' }).click();
  await page.getByRole('combobox', { name: 'Search models' }).fill('sparring');
  await page.getByRole('option', { name: /Parley Sparring Partner/ }).click();
  const start = page.getByRole('button', { name: USAGE_TEXT.upgradeRequired });
  await expect(start).toBeVisible();

  await page.goto('/billing');
  await expect(page.getByText(USAGE_TEXT.dailyLimitExceeded)).toBeVisible();
  const explore = page.getByRole('article', { name: 'Explore plan' });
  await expect(explore.getByRole('button', { name: BILLING_TEXT.currentPlan })).toBeDisabled();
  await page.getByRole('radio', { name: 'Annual' }).click();
  await expect(page.getByRole('article', { name: 'Starter plan' })).toContainText('$100');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade to Starter' })
    .getByRole('button', { name: 'Continue to checkout' })
    .click();

  await expect(page).toHaveURL(/\/billing\/demo-checkout\/demo_b_/);
  await expect(page.getByText(BILLING_TEXT.demoBadge, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $10.00 (demo)' }).click();

  await expect(page.getByText(BILLING_TEXT.paymentSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/billing$/);
  const starter = page.getByRole('article', { name: 'Starter plan' });
  await expect(starter.getByRole('button', { name: BILLING_TEXT.currentPlan })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Starter');
  // Starter's limits are hourly, FREE unlimited: the exceeded card is gone.
  await expect(page.getByText(USAGE_TEXT.dailyLimitExceeded)).toBeHidden();
  await expect(page.getByText('20,000 tokens per hour')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('Starter · $10.00');

  // The invoice downloads as Parley_Invoice_<id>.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download invoice/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^Parley_Invoice_[0-9A-F]{8}\.txt$/);

  // Cancelling at period end and reactivating are server calls.
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText('Cancels at the end of this period')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Reactivate subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
});
