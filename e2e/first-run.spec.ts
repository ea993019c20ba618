// The first ten minutes of a new user (issue 9): the AI assistant reads the description, the
// offline debate argues, and the dashboard fits a phone once there is history. Every check runs at
// 390 px and 1440 px, in light and dark.
/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import { viewportOf, signInAsNewAccount } from './helpers.ts';

const LONG_TITLE =
  'Should every hospital adopt mandatory nurse-to-patient staffing ratios on all of its wards?';

/** The page is never wider than the viewport: nothing scrolls or is cut off sideways. */
async function expectFitsViewport(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

/** The element lies fully inside the viewport horizontally. */
async function expectOnScreen(page: Page, name: string) {
  const box = await page.getByRole('button', { name }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function startDebate(page: Page, token: string, openingLine: string) {
  const instructions = [
    'You are a nurse. You argue for the motion.',
    'You are a hospital CFO. You argue against the motion.',
  ];
  const response = await page.request.post('/api/conversations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      mode: 'duel',
      openingLine,
      agents: instructions.map((systemInstructions) => ({
        model: OFFLINE_MODEL_ID,
        systemInstructions,
      })),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`at ${width} px, ${theme}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewportOf(width));
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      });

      test('the AI assistant builds two opposed roles and an opening line from the description', async ({
        page,
      }) => {
        await signInAsNewAccount(page);
        await page.goto('/dashboard');
        await expectOnScreen(page, 'AI Assistant');
        await page.getByRole('button', { name: 'AI Assistant' }).click();
        const description = page.getByLabel('Debate description');
        await description.fill('A nurse and a hospital CFO debate mandatory staffing ratios.');
        await description.press('Enter');
        await expect(page.getByRole('dialog', { name: 'AI Assistant' })).toBeHidden({
          timeout: 10_000,
        });
        const primary = page.getByRole('region', { name: 'Primary Agent' });
        const alternative = page.getByRole('region', { name: 'Alternative Agent' });
        await expect(primary.getByLabel('System instructions')).toHaveValue(
          /^You are a nurse\. In this debate you argue for the motion that we should adopt mandatory staffing ratios\./,
        );
        await expect(alternative.getByLabel('System instructions')).toHaveValue(
          /^You are a hospital CFO\. In this debate you argue against the motion that we should adopt mandatory staffing ratios\./,
        );
        // The picker's accessible name carries the chosen model, for screen readers.
        await expect(
          primary.getByRole('button', { name: /^Model Parley Sparring Partner \(offline\)/ }),
        ).toBeVisible();
        await expect(page.getByLabel('Opening message')).toHaveValue(
          'Should we adopt mandatory staffing ratios? A nurse argues for it, and a hospital CFO argues against it.',
        );
        await expectFitsViewport(page);
        if (process.env.SCREENSHOTS === '1') {
          await page.screenshot({
            path: `.tmp/screenshots/first-run-assistant-${width}-${theme}.png`,
          });
        }
      });

      test('the conversation screen: plain title, A/B avatars, visible Stop, checkpoint help, setup kept', async ({
        page,
      }) => {
        const account = await signInAsNewAccount(page);
        const id = await startDebate(page, account.token, 'Should **homework** be banned?');
        await page.goto(`/dashboard?c=${id}`);
        await expect(
          page.getByRole('heading', { name: 'Should homework be banned?' }),
        ).toBeVisible();
        const list = page.getByTestId('message-list').locator(':scope > li');
        await expect(list.first()).toHaveAttribute('data-sender', 'model-a');
        await expect(list.first().locator('[aria-hidden="true"]').first()).toHaveText('A');
        await expect(list.nth(1).locator('[aria-hidden="true"]').first()).toHaveText('B');
        // The checkpoint says what each button does, and fits a phone.
        await expect(
          page.getByRole('button', { name: DASHBOARD_TEXT.continueConversation }),
        ).toBeVisible({ timeout: 60_000 });
        await expect(
          page.getByText(/Continue Conversation lets the agents carry on/),
        ).toBeVisible();
        await expect(page.getByText('10 messages', { exact: true })).toBeVisible();
        const panel = await page.getByRole('form').boundingBox();
        expect(panel!.height).toBeLessThan(page.viewportSize()!.height * 0.5);
        await expectFitsViewport(page);
        if (process.env.SCREENSHOTS === '1') {
          await page.screenshot({
            path: `.tmp/screenshots/first-run-checkpoint-${width}-${theme}.png`,
          });
        }
        // Stop is on screen while the agents talk, not hidden in the menu.
        await page.getByRole('button', { name: DASHBOARD_TEXT.continueConversation }).click();
        const stop = page.getByRole('button', { name: 'Stop', exact: true });
        await expect(stop).toBeVisible();
        await stop.click();
        await expect(page.getByTestId('conversation-status')).toHaveText('Stopped');
        await expect(stop).toBeHidden();
        // Back on the dashboard the debate's setup is there to run again.
        await page.goto('/dashboard');
        await expect(page.getByLabel('Opening message')).toHaveValue(
          'Should **homework** be banned?',
        );
        await expect(
          page.getByRole('region', { name: 'Primary Agent' }).getByLabel('System instructions'),
        ).toHaveValue('You are a nurse. You argue for the motion.');
      });

      test('the dashboard fits the viewport with a long title in its history', async ({ page }) => {
        const account = await signInAsNewAccount(page);
        const id = await startDebate(page, account.token, LONG_TITLE);
        await page.goto('/dashboard');
        await expect(
          page.getByRole('region', { name: 'Recent conversations' }).getByText(LONG_TITLE),
        ).toBeVisible();
        await expectFitsViewport(page);
        await expectOnScreen(page, 'AI Assistant');
        await expectOnScreen(page, 'Start Conversation');
        if (process.env.SCREENSHOTS === '1') {
          await page.screenshot({
            path: `.tmp/screenshots/first-run-dashboard-${width}-${theme}.png`,
            fullPage: true,
          });
        }
        await page.goto(`/dashboard?c=${id}`);
        await expect
          .poll(() => page.getByTestId('message-list').locator(':scope > li').count(), {
            timeout: 30_000,
          })
          .toBeGreaterThanOrEqual(3);
        await expectFitsViewport(page);
        if (process.env.SCREENSHOTS === '1') {
          await page.screenshot({
            path: `.tmp/screenshots/first-run-conversation-${width}-${theme}.png`,
          });
        }
      });
    });
  }
}
