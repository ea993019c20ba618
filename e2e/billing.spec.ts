import { expect, test, type Page } from '@playwright/test';
import { BILLING_TEXT } from '../src/contract/billing.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import { USAGE_TEXT } from '../src/contract/usage.ts';
import {
  accountOverFreeLimit,
  chooseRadio,
  signInWithToken,
  signInAsNewAccount,
} from './helpers.ts';

/** Both agents on the offline model with instructions, and an opening line: Start is enabled. */
async function fillOfflineDebate(page: Page) {
  for (const agent of ['Primary Agent', 'Alternative Agent']) {
    const card = page.getByRole('region', { name: agent });
    await card.getByRole('button', { name: 'Model' }).click();
    await page.getByRole('searchbox', { name: 'Search models' }).fill('sparring');
    await page.getByRole('option', { name: /Parley Sparring Partner/ }).click();
    await card.getByLabel('System instructions').fill(`You are the ${agent}.`);
  }
  await page.getByLabel('Opening message').fill('Should the city expand its harbour?');
}

test('an explore user over the limit sees the dialog, upgrades through the demo checkout, and /billing shows Starter', async ({
  page,
}) => {
  const account = await accountOverFreeLimit(page, 'Quota Tester');
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
  await page.getByRole('searchbox', { name: 'Search models' }).fill('sparring');
  await page.getByRole('option', { name: /Parley Sparring Partner/ }).click();
  const start = page.getByRole('button', { name: USAGE_TEXT.upgradeRequired });
  await expect(start).toBeVisible();

  await page.goto('/billing');
  // Only FREE is over: a notice that says so, not the card about daily premium limits.
  await expect(page.getByText(USAGE_TEXT.classLimitExceeded('day', 'free'))).toBeVisible();
  await expect(page.getByText(USAGE_TEXT.limitExceeded('day', 'free'))).toBeVisible();
  await expect(page.getByText(USAGE_TEXT.dailyLimitExceeded, { exact: true })).toHaveCount(0);
  const explore = page.getByRole('article', { name: 'Explore plan' });
  await expect(explore.getByRole('button', { name: BILLING_TEXT.currentPlan })).toBeDisabled();
  await chooseRadio(page.getByRole('radio', { name: 'Annual' }));
  await expect(page.getByRole('article', { name: 'Starter plan' })).toContainText('$100');
  await chooseRadio(page.getByRole('radio', { name: 'Monthly' }));
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
  // Starter's limits are hourly, FREE unlimited: the exceeded notice is gone.
  await expect(page.getByText(USAGE_TEXT.classLimitExceeded('day', 'free'))).toBeHidden();
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

test('Upgrade Plan in the usage dialog checks out and returns to /dashboard with the payment banner', async ({
  page,
}) => {
  const account = await accountOverFreeLimit(page, 'Dashboard Upgrader');
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: USAGE_TEXT.exceededTitle });
  await expect(dialog).toBeVisible();
  // Recommended plans are choices; Starter is chosen first.
  const starter = dialog.getByRole('radio', { name: 'Starter plan' });
  await expect(starter).toBeChecked();
  await chooseRadio(dialog.getByRole('radio', { name: 'Enterprise plan' }));
  await expect(starter).not.toBeChecked();
  await chooseRadio(starter);
  await dialog.getByRole('button', { name: USAGE_TEXT.upgradePlan }).click();

  // The demo checkout; cancelling returns to the dashboard with SPEC §8's banner, for 3 s.
  await expect(page).toHaveURL(/\/billing\/demo-checkout\/demo_d_/);
  await expect(page.getByText(BILLING_TEXT.demoBadge, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(BILLING_TEXT.dashboardPaymentCancelled)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(BILLING_TEXT.dashboardPaymentCancelled)).toBeHidden({
    timeout: 6_000,
  });

  // The dialog was closed for this session (2 min when over): it stays closed after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Upgrading from the dialog again (Start reads Upgrade Required over the limit), and paying.
  await fillOfflineDebate(page);
  await page.getByRole('button', { name: USAGE_TEXT.upgradeRequired }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: USAGE_TEXT.upgradePlan }).click();
  await expect(page).toHaveURL(/\/billing\/demo-checkout\/demo_d_/);
  await page.getByRole('button', { name: 'Pay $10.00 (demo)' }).click();

  // Back on the dashboard: the banner, the query cleared, the session verified, the new plan.
  const banner = page.getByText(BILLING_TEXT.dashboardPaymentSuccess);
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.startConversation })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden({ timeout: 8_000 });
  await page.goto('/billing');
  await expect(
    page.getByRole('article', { name: 'Starter plan' }).getByRole('button', {
      name: BILLING_TEXT.currentPlan,
    }),
  ).toBeDisabled();
});

test('Start asks POST /api/usage/check for each model first', async ({ page }) => {
  await signInAsNewAccount(page, 'Checked Starter');
  await page.goto('/dashboard');
  await fillOfflineDebate(page);
  const checked = page.waitForRequest(
    (request) => request.url().endsWith('/api/usage/check') && request.method() === 'POST',
  );
  const created = page.waitForRequest(
    (request) => request.url().endsWith('/api/conversations') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();
  const check = await checked;
  expect(check.postDataJSON()).toEqual({ modelId: OFFLINE_MODEL_ID, estimatedTokens: 4000 });
  expect((await check.response())?.status()).toBe(200);
  await created;
  await expect(page).toHaveURL(/\/dashboard\?c=/);
});

test('a start the usage check cannot answer is blocked with SPEC §8’s text', async ({ page }) => {
  await signInAsNewAccount(page, 'Failed Check');
  await page.route('**/api/usage/check', (route) =>
    route.fulfill({ status: 500, json: { error: 'Database unavailable' } }),
  );
  await page.goto('/dashboard');
  await fillOfflineDebate(page);
  await page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();
  await expect(page.getByText(USAGE_TEXT.checkFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A network failure lets the start go ahead (check_error).
  await page.unroute('**/api/usage/check');
  await page.route('**/api/usage/check', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();
  await expect(page).toHaveURL(/\/dashboard\?c=/);
});
