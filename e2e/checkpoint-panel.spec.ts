import { expect, test, type Page } from '@playwright/test';
import type { Conversation } from '../src/contract/conversations.ts';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import {
  createConversation,
  createMaxDebate,
  routeEventStream,
  viewportOf,
  signInAsNewAccount,
} from './helpers.ts';

/** The debate as the server sends it at a checkpoint. */
async function atCheckpoint(page: Page, { messages, ...conversation }: Conversation) {
  await routeEventStream(page, `**/api/conversations/${conversation.id}/events*`, [
    {
      event: 'snapshot',
      data: {
        conversation: { ...conversation, status: 'waiting', isWaitingForIntervention: true },
        messages,
      },
    },
  ]);
}

// Issue 33 item 9: at a checkpoint, one way to carry on (one label, one look), and a placeholder
// that does not speak of another debate's subject.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewportOf(width));
    });

    for (const mode of ['duel', 'max'] as const) {
      /** Opens a stopped debate on hospital waiting times, as the server shows it at a checkpoint. */
      const openCheckpoint = async (page: Page) => {
        const { token } = await signInAsNewAccount(page);
        const conversation =
          mode === 'max'
            ? await createMaxDebate(page, token)
            : await createConversation(page, token, {
                openingLine: 'Should hospitals publish waiting times?',
                stopWithOneMessage: true,
              });
        await atCheckpoint(page, conversation);
        await page.goto(
          mode === 'max'
            ? `/max-conversation?c=${conversation.id}`
            : `/dashboard?c=${conversation.id}`,
        );
        const panel = page.getByRole('form');
        await expect(panel.getByLabel('Intervention message')).toBeVisible();
        return panel;
      };

      test(`${mode}: one way to carry on, Continue Conversation, and no Skip`, async ({ page }) => {
        const panel = await openCheckpoint(page);
        await expect(panel.getByRole('button', { name: 'Skip' })).toHaveCount(0);
        await expect(panel).not.toContainText('Skip');
        await expect(
          page.getByRole('button', { name: DASHBOARD_TEXT.continueConversation }),
        ).toHaveCount(1);
      });

      test(`${mode}: the message's placeholder speaks of no other debate`, async ({ page }) => {
        const panel = await openCheckpoint(page);
        await expect(panel.getByLabel('Intervention message')).toHaveAttribute(
          'placeholder',
          DASHBOARD_TEXT.interventionPlaceholder,
        );
        await expect(panel.getByLabel('Intervention message')).not.toHaveAttribute(
          'placeholder',
          /small business/,
        );
      });
    }
  });
}
