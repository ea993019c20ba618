import { expect, test } from '@playwright/test';
import { DASHBOARD_TEXT, MAX_TEXT } from '../src/contract/texts.ts';
import { pickOfflineModel, viewportOf, signInAsNewAccount } from './helpers.ts';

// Issue 33 item 9: after a debate starts, the focus lands on its title, not on the page's body.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewportOf(width));
      await signInAsNewAccount(page);
    });

    test('Start Conversation moves the focus to the debate’s heading', async ({ page }) => {
      await page.goto('/dashboard');
      for (const agent of [DASHBOARD_TEXT.primaryAgent, DASHBOARD_TEXT.alternativeAgent]) {
        await page
          .getByRole('region', { name: agent, exact: true })
          .getByLabel('System instructions')
          .fill(`You are the ${agent}.`);
      }
      await page.getByLabel('Opening message').fill('Should trains be free?');
      await page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Should trains be free?' }),
      ).toBeFocused();
    });

    test('Launch Session moves the focus to the session’s heading', async ({ page }) => {
      await page.goto('/max-mode');
      for (const name of ['Alpha', 'Beta']) {
        await pickOfflineModel(page, name);
        await page
          .getByRole('region', { name, exact: true })
          .getByLabel('System instructions')
          .fill(`You are ${name}.`);
      }
      await page.getByLabel(MAX_TEXT.openingPrompt).fill('Should trams be free?');
      await page.getByRole('button', { name: MAX_TEXT.launchSession }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Should trams be free?' }),
      ).toBeFocused();
    });
  });
}
