// Review aid, not a test: `SCREENSHOTS=1 npx playwright test max-screenshots` writes PNGs of the
// MAX Mode setup and a running session at phone and desktop widths, both themes.
import { expect, test } from '@playwright/test';
import { MAX_TEXT } from '../src/contract/texts.ts';
import { pickOfflineModel, pickPersona, viewportOf, signInAsNewAccount } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`MAX Mode at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await signInAsNewAccount(page, 'Ada Lovelace');
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `.tmp/screenshots/max-${name}-${width}-${theme}.png`, fullPage });

      await page.goto('/max-mode');
      await expect(page.getByRole('button', { name: MAX_TEXT.launchSession })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('setup-empty', true);
      await pickOfflineModel(page, 'Alpha');
      await pickPersona(page, 'Alpha', 'teacher', 'Veteran Classroom Teacher');
      for (const name of ['Beta', 'Gamma']) {
        await pickOfflineModel(page, name);
        await page
          .getByRole('region', { name, exact: true })
          .getByLabel('System instructions')
          .fill(`You are ${name}: argue your side with evidence.`);
      }
      await page.getByLabel(MAX_TEXT.openingPrompt).fill('Should homework be abolished?');
      await shot('setup-filled', true);
      await page.getByRole('button', { name: MAX_TEXT.launchSession }).click();
      await expect(page).toHaveURL(/\/max-conversation\?c=/);
      await expect(page.getByTestId('message-list').locator(':scope > li').nth(4)).toBeVisible({
        timeout: 30_000,
      });
      await shot('session');
      await expect(page.getByText(MAX_TEXT.interventionRequired)).toBeVisible({ timeout: 90_000 });
      await shot('checkpoint');
    });
  }
}
