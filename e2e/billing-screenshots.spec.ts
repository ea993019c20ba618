// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
// Review aid, not a test: `SCREENSHOTS=1 npx playwright test billing-screenshots` writes PNGs of
// /billing, the usage dialog, the demo checkout and the own-keys section at phone and desktop
// widths, both themes, and checks that no page scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { USAGE_TEXT } from '../src/contract/usage.ts';
import { createAccount, signInWithToken, viewportOf } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

async function shoot(page: Page, name: string, fullPage = true) {
  // Not 'networkidle': a conversation page holds its event stream (a fetch) open.
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage });
}

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`billing at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const account = await createAccount(page, 'Ada Lovelace');
      // Near the (e2e-lowered) FREE limit: the dialog reads 'Approaching'.
      await page.request.post('/api/chat/completions', {
        headers: { authorization: `Bearer ${account.token}` },
        data: {
          provider: 'local',
          model: OFFLINE_MODEL_ID,
          messages: [1, 2].map(() => ({ role: 'user', content: 'word '.repeat(37_000) })),
        },
      });
      await signInWithToken(page, account.token);
      const suffix = `${width}-${theme}`;

      await page.goto('/dashboard');
      await page.getByRole('dialog', { name: USAGE_TEXT.approachingTitle }).waitFor();
      await shoot(page, `usage-dialog-${suffix}`, false);
      await page.getByRole('button', { name: USAGE_TEXT.continueWithCurrentPlan }).click();

      await page.goto('/billing');
      await page.getByRole('region', { name: 'Subscription' }).getByText('Explore').waitFor();
      await shoot(page, `billing-${suffix}`);
      await page.getByRole('button', { name: 'Choose Starter' }).click();
      await shoot(page, `billing-confirm-${suffix}`, false);
      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      await page.getByRole('button', { name: /Pay \$10\.00/ }).waitFor();
      await shoot(page, `demo-checkout-${suffix}`);

      await page.goto('/profile');
      await page.getByRole('region', { name: 'Your API keys' }).waitFor();
      await page.getByRole('region', { name: 'Your API keys' }).scrollIntoViewIfNeeded();
      await shoot(page, `profile-keys-${suffix}`);
    });
  }
}
