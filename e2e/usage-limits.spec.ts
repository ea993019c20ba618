import { expect, test, type Page } from '@playwright/test';
import { BILLING_TEXT } from '../src/contract/billing.ts';
import { TIER_CONFIG } from '../src/contract/plans.ts';
import { USAGE_TEXT } from '../src/contract/usage.ts';
import {
  accountOverFreeLimit,
  pickOfflineModel,
  signInWithToken,
  viewportOf,
  signInAsNewAccount,
} from './helpers.ts';

// Issue 33 item 7: usage limits that say what happened.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewportOf(width));
    });

    test('a start refused for want of tokens says it was blocked, in red', async ({ page }) => {
      test.setTimeout(120_000);
      const account = await accountOverFreeLimit(page, 'Nearly Spent', 62);
      await signInWithToken(page, account.token);
      await page.goto('/dashboard');
      // 62 tokens left: the dashboard warns that the limit is near.
      const near = page.getByRole('dialog', { name: USAGE_TEXT.approachingTitle });
      await expect(near).toBeVisible();
      await near.getByRole('button', { name: USAGE_TEXT.continueWithCurrentPlan }).click();
      await fillOfflineDebate(page);
      await page.getByRole('button', { name: 'Start Conversation' }).click();
      const blocked = page.getByRole('dialog', { name: USAGE_TEXT.exceededTitle });
      await expect(blocked).toBeVisible();
      await expect(blocked).toContainText('62');
      await expect(blocked.getByRole('progressbar')).toHaveAttribute('data-colour', 'red');
    });

    test("billing explains the period's tokens against the monthly allowance", async ({ page }) => {
      await signInAsNewAccount(page);
      await page.goto('/billing');
      await expect(
        page.getByText(
          BILLING_TEXT.tokensThisPeriodHint(0, TIER_CONFIG.explore.tokensIncluded, false),
        ),
      ).toBeVisible();
    });
  });
}

async function fillOfflineDebate(page: Page) {
  for (const agent of ['Primary Agent', 'Alternative Agent'] as const) {
    await pickOfflineModel(page, agent);
    await page
      .getByRole('region', { name: agent, exact: true })
      .getByLabel('System instructions')
      .fill(`You are the ${agent}.`);
  }
  await page.getByLabel('Opening message').fill('Should the city expand its harbour?');
}
