// Review aid, not a test: `SCREENSHOTS=1 npx playwright test dashboard-screenshots` writes PNGs of
// the configuration screen and a running conversation at phone and desktop widths, both themes.
import { expect, test } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { PERSONAS } from '../src/contract/personas.ts';
import { viewportOf, signInAsNewAccount } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`dashboard at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const account = await signInAsNewAccount(page, 'Ada Lovelace');
      const shot = (name: string, fullPage = false) =>
        page.screenshot({
          path: `.tmp/screenshots/dashboard-${name}-${width}-${theme}.png`,
          fullPage,
        });

      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('setup', true);

      const primary = page.getByRole('region', { name: 'Primary Agent' });
      await primary.getByRole('button', { name: 'Model' }).click();
      // The preselected offline model's group (Free) starts open.
      await shot('model-picker');
      await page.getByRole('option', { name: /^Show Not available on this server/ }).click();
      await shot('model-picker-unavailable');
      await page.getByRole('searchbox', { name: 'Search models' }).fill('zzz');
      await shot('model-picker-empty');
      await page.keyboard.press('Escape');
      await primary.getByRole('button', { name: 'Persona' }).click();
      await shot('persona-picker');
      await page.keyboard.press('Escape');
      await primary.getByLabel('System instructions').fill('Argue for the motion, briefly.');
      await primary.getByRole('button', { name: 'Persona' }).click();
      await page
        .getByRole('searchbox', { name: 'Search personas by name or description' })
        .press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('persona-confirm');
      await page.keyboard.press('Escape');

      const [a, b] = [PERSONAS[0]!, PERSONAS[5]!];
      const response = await page.request.post('/api/conversations', {
        headers: { authorization: `Bearer ${account.token}` },
        data: {
          mode: 'duel',
          openingLine: 'Should homework be abolished in primary schools?',
          startingSlot: 'model-a',
          agents: [
            { model: OFFLINE_MODEL_ID, systemInstructions: a.systemInstructions, personaId: a.id },
            { model: OFFLINE_MODEL_ID, systemInstructions: b.systemInstructions, personaId: b.id },
          ],
        },
      });
      const { id } = (await response.json()) as { id: string };
      await page.goto(`/dashboard?c=${id}`);
      await expect(page.getByTestId('message-list').locator(':scope > li')).toHaveCount(4, {
        timeout: 30_000,
      });
      await shot('conversation');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 60_000 });
      await page.getByLabel('Intervention message').fill('Focus on the youngest pupils.');
      await shot('intervention');
      await page.getByRole('button', { name: 'Conversation menu' }).click();
      await shot('menu');
    });
  }
}
