// Review aid, not a test: `SCREENSHOTS=1 npx playwright test conversation-view-screenshots` writes
// PNGs (issue 33) of a judged conversation (the verdict beside it at 1440 px, after it at 390 px),
// a MAX debate reopened from history, and the history list, at phone and desktop widths, both
// themes, into .tmp/screenshots/conversation-view-*.png.
import { expect, test } from '@playwright/test';
import {
  createAccount,
  createConversation,
  createJudgedDebate,
  signInWithToken,
} from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`conversation views at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const { token } = await createAccount(page, 'Ada Lovelace');
      await signInWithToken(page, token);
      const shot = (name: string) =>
        page.screenshot({
          path: `.tmp/screenshots/conversation-view-${name}-${width}-${theme}.png`,
        });

      const max = await createConversation(page, token, {
        mode: 'max',
        openingLine: 'Should hospitals publish waiting times?',
        agents: [
          { slot: 'alpha', systemInstructions: 'You speak for the doctors.' },
          { slot: 'beta', systemInstructions: 'You speak for the patients.' },
          { slot: 'gamma', systemInstructions: 'You speak for the managers.' },
        ],
        stopWithOneMessage: true,
      });
      const judged = await createJudgedDebate(page, token);

      await page.goto(`/dashboard?c=${judged}`);
      await expect(page.getByTestId('verdict-panel')).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await shot('verdict');

      await page.goto('/dashboard');
      const history = page.getByRole('region', { name: 'Recent conversations' });
      await expect(history.getByText(max.title)).toBeVisible();
      await history.scrollIntoViewIfNeeded();
      await shot('history');

      await history.getByRole('button', { name: new RegExp(`^${max.title}`) }).click();
      await expect(page.getByTestId('agent-strip-gamma')).toBeVisible();
      await shot('max-reopened');
    });
  }
}
