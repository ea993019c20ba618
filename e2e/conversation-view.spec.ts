// Issue 33, items 2, 3 and 8: what a new user hit on the conversation screen, at 390 and 1440 px.
import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import { VERDICT_UI_TEXT } from '../src/contract/verdicts.ts';
import { createJudgedDebate, createMaxDebate, viewportOf, signInAsNewAccount } from './helpers.ts';

const WIDTHS = [390, 1440];
const verdictsTab = (page: Page) => page.getByRole('tab', { name: VERDICT_UI_TEXT.verdictsTab });
const conversationTab = (page: Page) =>
  page.getByRole('tab', { name: VERDICT_UI_TEXT.conversationTab });
const messages = (page: Page) => page.getByTestId('message-list').locator(':scope > li');

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('item 8: the page does not scroll into blank space under a charted verdict', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { token } = await signInAsNewAccount(page);
      const id = await createJudgedDebate(page, token);
      // A second verdict brings the chart and its screen-reader caption.
      const again = await page.request.post(`/api/conversations/${id}/verdict`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(again.status()).toBe(201);
      await page.goto(`/dashboard?c=${id}`);
      if (width < 1024) await verdictsTab(page).click();
      await expect(page.getByTestId('consensus-chart')).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(viewportOf(width).height + 1);
      await page.keyboard.press('End');
      // As the height above: a rounded sub-pixel layout may leave one pixel to scroll, no more.
      expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(1);
      // End in the message list shows its last message (beside the verdict panel on a desktop,
      // in the Conversation tab on a phone).
      if (width < 1024) await conversationTab(page).click();
      await page.getByRole('region', { name: 'Messages' }).press('End');
      await expect(messages(page).last()).toBeInViewport();
    });

    test('item 3: a MAX debate opened from history reopens as MAX', async ({ page }) => {
      test.setTimeout(90_000);
      const { token } = await signInAsNewAccount(page);
      const conversation = await createMaxDebate(page, token);
      await page.goto('/dashboard');
      const entry = page.getByRole('button', { name: new RegExp(`^${conversation.title}`) });
      await expect(entry).toContainText('MAX');
      await entry.click();
      await expect(page).toHaveURL(/\/max-conversation\?c=/);
      await expect(page.getByTestId('agent-strip-gamma')).toBeVisible();
      // A /dashboard link to a MAX debate (an old bookmark) opens the MAX view as well.
      await page.goto(`/dashboard?c=${conversation.id}`);
      await expect(page).toHaveURL(/\/max-conversation\?c=/);
      await expect(page.getByTestId('agent-strip-gamma')).toBeVisible();
    });

    test('item 2: a verdict reads from the top, winner and consensus in view', async ({ page }) => {
      test.setTimeout(120_000);
      const { token } = await signInAsNewAccount(page);
      const id = await createJudgedDebate(page, token);
      await page.goto(`/dashboard?c=${id}`);
      const panel = page.getByTestId('verdict-panel');
      await expect(width < 1024 ? verdictsTab(page) : panel).toBeVisible();
      // A new verdict, asked for on screen, lands on its winner and consensus meter.
      await page.getByRole('button', { name: 'Conversation menu' }).click();
      await page.getByRole('menuitem', { name: VERDICT_UI_TEXT.judgeNow }).click();
      await expect(panel.getByText(VERDICT_UI_TEXT.showing(2, 2))).toBeAttached({
        timeout: 30_000,
      });
      await expect(panel.getByTestId('verdict-outcome')).toBeInViewport();
      await expect(panel.getByRole('meter')).toBeInViewport();
    });

    test('item 1: a running debate stays in view; verdicts do not push it away', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { token } = await signInAsNewAccount(page);
      const id = await createJudgedDebate(page, token);
      await page.goto(`/dashboard?c=${id}`);
      // A side panel on a desktop; a tab beside the conversation on a phone.
      await expect(
        width < 1024 ? verdictsTab(page) : page.getByTestId('verdict-panel'),
      ).toBeVisible();
      const before = await messages(page).count();
      await page.getByRole('button', { name: DASHBOARD_TEXT.continueConversation }).click();
      await expect(messages(page)).toHaveCount(before + 2, { timeout: 60_000 });
      await expect(messages(page).last()).toBeInViewport();
      if (width < 1024) {
        await expect(page.getByTestId('verdict-outcome')).toHaveCount(0);
        await verdictsTab(page).click();
      }
      await expect(page.getByTestId('verdict-outcome')).toBeInViewport();
    });
  });
}
