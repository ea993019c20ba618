// Review aid, not a test: `SCREENSHOTS=1 npx playwright test live-screenshots` writes PNGs of
// /live/{code} and the live dialogs at phone and desktop widths, both themes, to .tmp/screenshots/.
import { expect, test } from '@playwright/test';
import { LIVE_TEXT } from '../src/contract/live.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { createAccount, signInWithToken, viewportOf, signInAsNewAccount } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`live viewer and dialogs at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `.tmp/screenshots/live-${name}-${width}-${theme}.png`, fullPage });

      const owner = await createAccount(page, 'Olive Owner');
      const headers = { authorization: `Bearer ${owner.token}` };
      const created = await page.request.post('/api/conversations', {
        headers,
        data: {
          mode: 'duel',
          openingLine: 'Should cities ban cars from their centres?',
          agents: [
            { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue for the ban.' },
            { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue against the ban.' },
          ],
        },
      });
      const { id } = (await created.json()) as { id: string };
      await expect
        .poll(
          async () =>
            (
              (await (await page.request.get(`/api/conversations/${id}`, { headers })).json()) as {
                messageCount: number;
              }
            ).messageCount,
          { timeout: 60_000 },
        )
        .toBeGreaterThanOrEqual(4);
      await page.request.post(`/api/conversations/${id}/stop`, { headers });

      await signInWithToken(page, owner.token);
      await page.goto(`/dashboard?c=${id}`);
      await page.getByRole('button', { name: LIVE_TEXT.goLive }).click();
      const dialog = page.getByRole('dialog', { name: LIVE_TEXT.createdTitle });
      await expect(dialog.getByTestId('live-token')).toBeVisible();
      const code = (await dialog.getByTestId('live-token').textContent())!.trim();
      await shot('created-dialog');
      await page.keyboard.press('Escape');

      await signInAsNewAccount(page, 'Victor Viewer');
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Watch Live' }).click();
      const watch = page.getByRole('dialog', { name: LIVE_TEXT.watchTitle });
      await watch.getByLabel('Live session token').fill('ab12');
      await watch.getByRole('button', { name: 'Join Session' }).click();
      await expect(watch.getByText(LIVE_TEXT.invalidFormat)).toBeVisible();
      await shot('watch-dialog');
      await watch.getByLabel('Live session token').fill(code);
      await watch.getByRole('button', { name: 'Join Session' }).click();
      await expect(page.getByTestId('live-connection')).toHaveText(LIVE_TEXT.connected);
      await expect(
        page.getByTestId('live-messages').locator('li[data-sender]').nth(3),
      ).toBeVisible();
      await shot('viewer', true);

      // A MAX session, watched: the agents by name, in their colours.
      const max = await page.request.post('/api/conversations', {
        headers,
        data: {
          mode: 'max',
          openingLine: 'Should our city host the next Olympic Games?',
          agents: ['alpha', 'beta', 'gamma'].map((slot) => ({
            slot,
            model: OFFLINE_MODEL_ID,
            systemInstructions: `You are ${slot}: argue your side with evidence.`,
          })),
        },
      });
      const maxId = ((await max.json()) as { id: string }).id;
      const maxLive = await page.request.post(`/api/conversations/${maxId}/live`, { headers });
      const maxCode = ((await maxLive.json()) as { shareCode: string }).shareCode;
      await page.goto(`/live/${maxCode}`);
      await expect(page.getByTestId('live-messages').locator('li[data-sender]').nth(4)).toBeVisible(
        { timeout: 30_000 },
      );
      await page.request.post(`/api/conversations/${maxId}/stop`, { headers });
      await shot('viewer-max');

      await page.goto('/live/ZZZZ-ZZZ9');
      await expect(page.getByText(LIVE_TEXT.unavailable)).toBeVisible();
      await shot('unavailable');
    });
  }
}
