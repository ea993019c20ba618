// Issue 33, item 9: /analytics says why a model's debates against itself make no games.
import { expect, test } from '@playwright/test';
import { ANALYTICS_TEXT } from '../src/contract/analytics.ts';
import {
  createAccount,
  createJudgedDebate,
  PHONE_AND_DESKTOP,
  signInWithToken,
  viewportOf,
} from './helpers.ts';

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('analytics says why self-matches make no games', async ({ page }) => {
      test.setTimeout(120_000);
      const { token } = await createAccount(page);
      await createJudgedDebate(page, token);
      await signInWithToken(page, token);
      await page.goto('/analytics');
      const record = page.getByRole('region', { name: ANALYTICS_TEXT.modelRecordTitle });
      await expect(record).toContainText(ANALYTICS_TEXT.selfMatches(1));
    });
  });
}
