// Review aid, not a test: `SCREENSHOTS=1 npx playwright test conversation-view-screenshots` writes
// PNGs (issue 33) of a judged conversation (the verdict beside it at 1440 px; at 390 px the
// Conversation tab after Continue, then the Verdicts tab), the History page (its list, a search,
// the rename dialog), and a MAX debate reopened from it, at phone and desktop widths, both themes,
// into .tmp/screenshots/conversation-view-*.png.
import { expect, test } from '@playwright/test';
import { HISTORY_TEXT } from '../src/contract/texts.ts';
import { VERDICT_UI_TEXT } from '../src/contract/verdicts.ts';
import { createJudgedDebate, createMaxDebate, viewportOf, signInAsNewAccount } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`conversation views at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const { token } = await signInAsNewAccount(page, 'Ada Lovelace');
      const shot = (name: string) =>
        page.screenshot({
          path: `.tmp/screenshots/conversation-view-${name}-${width}-${theme}.png`,
        });

      const max = await createMaxDebate(page, token);
      const judged = await createJudgedDebate(page, token);

      await page.goto(`/dashboard?c=${judged}`);
      if (width < 1024) {
        const verdicts = page.getByRole('tab', { name: VERDICT_UI_TEXT.verdictsTab });
        await expect(verdicts).toBeVisible();
        await shot('conversation-tab');
        await verdicts.click();
      }
      await expect(page.getByTestId('verdict-panel')).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await shot('verdict');

      await page.goto('/history');
      const history = page.getByRole('region', { name: HISTORY_TEXT.title });
      await expect(history.getByText(max.title)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('history');
      await page.getByRole('searchbox', { name: HISTORY_TEXT.search }).fill('hospitals');
      await expect(history.getByRole('listitem')).toHaveCount(1);
      await shot('history-search');
      await history.getByRole('button', { name: HISTORY_TEXT.rename(max.title) }).click();
      await expect(page.getByRole('dialog', { name: HISTORY_TEXT.renameTitle })).toBeVisible();
      await shot('history-rename');
      await page.keyboard.press('Escape');

      await history.getByRole('button', { name: new RegExp(`^${max.title}`) }).click();
      await expect(page.getByTestId('agent-strip-gamma')).toBeVisible();
      await shot('max-reopened');
    });
  }
}
