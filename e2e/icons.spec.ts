// Issue 33, item 9: the verdict and system messages carry icons, never emoji (an empty box
// without an emoji font).
import { expect, test, type Locator } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { VERDICT_UI_TEXT } from '../src/contract/verdicts.ts';
import {
  createAccount,
  createJudgedDebate,
  getConversation,
  PHONE_AND_DESKTOP,
  signInWithToken,
  viewportOf,
} from './helpers.ts';

/** Pictographic code points (emoji); arrows and check marks of ordinary fonts are not among them. */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}]/u;

/** No emoji in the element's text, and an icon drawn as SVG inside it. */
async function expectIconNotEmoji(element: Locator) {
  await expect(element).toBeVisible();
  expect(await element.innerText()).not.toMatch(EMOJI);
  await expect(element.locator('svg').first()).toBeAttached();
}

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('the verdict and an error message carry icons, not emoji', async ({ page }) => {
      test.setTimeout(120_000);
      const { token } = await createAccount(page);
      const judged = await createJudgedDebate(page, token);
      const failed = await page.request.post('/api/conversations', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          openingLine: 'Is anyone there?',
          agents: [
            { model: 'unreachable/down', systemInstructions: 'You are here.' },
            { model: OFFLINE_MODEL_ID, systemInstructions: 'You are there.' },
          ],
        },
      });
      const { id: failedId } = (await failed.json()) as { id: string };
      await expect
        .poll(async () => (await getConversation(page, token, failedId)).status, {
          timeout: 30_000,
        })
        .not.toBe('running');

      await signInWithToken(page, token);
      await page.goto(`/dashboard?c=${judged}`);
      if (width < 1024) await page.getByRole('tab', { name: 'Verdicts' }).click();
      const panel = page.getByTestId('verdict-panel');
      await expectIconNotEmoji(panel.getByTestId('verdict-outcome'));
      await expectIconNotEmoji(panel.getByRole('heading', { name: VERDICT_UI_TEXT.panelTitle }));

      await page.goto(`/dashboard?c=${failedId}`);
      await expectIconNotEmoji(page.locator('li[data-status="error"]').first());
    });
  });
}
