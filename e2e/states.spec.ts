import { expect, test } from '@playwright/test';
import { LIVE_TEXT } from '../src/contract/live.ts';
import { STATE_REASON_TEXT } from '../src/contract/texts.ts';
import { createConversation, viewportOf, signInAsNewAccount } from './helpers.ts';

// Issue 33 item 6: one word per state, with its reason where the state is shown.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewportOf(width));
    });

    test('a stopped debate says Stopped in its badge and footer, with why', async ({ page }) => {
      const { token } = await signInAsNewAccount(page);
      const stopped = await createConversation(page, token, {
        openingLine: 'Should cities ban cars?',
        stopWithOneMessage: true,
      });
      await page.goto(`/dashboard?c=${stopped.id}`);
      const state = page.getByTestId('conversation-state');
      await expect(state).toHaveText(`Stopped. ${STATE_REASON_TEXT.stopped}`);
      await expect(page.getByText('Stopped', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('The conversation is paused.')).toHaveCount(0);

      // Go Live on a stopped debate: its main button starts it again.
      await page.getByRole('button', { name: LIVE_TEXT.goLive }).click();
      const dialog = page.getByRole('dialog', { name: LIVE_TEXT.createdTitle });
      await expect(dialog.getByRole('button', { name: LIVE_TEXT.startConversation })).toBeVisible();
    });

    test('Go Live on a running debate closes with Done, not Start Conversation', async ({
      page,
    }) => {
      const { token } = await signInAsNewAccount(page);
      const running = await createConversation(page, token, { openingLine: 'Tea or coffee?' });
      await page.goto(`/dashboard?c=${running.id}`);
      await page.getByRole('button', { name: LIVE_TEXT.goLive }).click();
      const dialog = page.getByRole('dialog', { name: LIVE_TEXT.createdTitle });
      await expect(dialog.getByRole('button', { name: LIVE_TEXT.done })).toBeVisible();
      await expect(dialog.getByRole('button', { name: LIVE_TEXT.startConversation })).toHaveCount(
        0,
      );
      await dialog.getByRole('button', { name: LIVE_TEXT.done }).click();
      await expect(dialog).toBeHidden();
    });

    test('a well-formed live code that names no session says it does not exist', async ({
      page,
    }) => {
      await signInAsNewAccount(page);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Watch Live' }).click();
      const watch = page.getByRole('dialog', { name: LIVE_TEXT.watchTitle });
      await watch.getByLabel('Live session token').fill('QQQQ9999');
      await watch.getByRole('button', { name: 'Join Session' }).click();
      await expect(watch.getByText(LIVE_TEXT.notFoundBeforeConnection)).toBeVisible();
    });
  });
}
