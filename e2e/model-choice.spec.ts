import { expect, test } from '@playwright/test';
import { DASHBOARD_TEXT, MAX_TEXT } from '../src/contract/texts.ts';
import { OFFLINE, viewportOf, signInAsNewAccount } from './helpers.ts';

// Issue 33 item 4: the model that works is chosen. The e2e server has no provider keys.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewportOf(width));
      await signInAsNewAccount(page);
    });

    test('both agents start on the offline model, its group open', async ({ page }) => {
      await page.goto('/dashboard');
      for (const agent of ['Primary Agent', 'Alternative Agent']) {
        const trigger = page
          .getByRole('region', { name: agent, exact: true })
          .getByRole('button', { name: 'Model' });
        await expect(trigger).toHaveAccessibleName(`Model ${OFFLINE}`);
      }
    });

    test('MAX starts its first two agents on the offline model, the other three on none', async ({
      page,
    }) => {
      await page.goto('/max-mode');
      const model = (agent: string) =>
        page
          .getByRole('region', { name: agent, exact: true })
          .getByRole('button', { name: 'Model' });
      for (const agent of ['Alpha', 'Beta']) {
        await expect(model(agent)).toHaveAccessibleName(`Model ${OFFLINE}`);
      }
      for (const agent of ['Gamma', 'Delta', 'Epsilon']) {
        await expect(model(agent)).not.toHaveAccessibleName(`Model ${OFFLINE}`);
      }
      await expect(page.getByTestId('configured-count')).toHaveText('2/5 Configured');
      // Instructions for the two and an opening prompt are all a launch needs.
      for (const agent of ['Alpha', 'Beta']) {
        await page
          .getByRole('region', { name: agent, exact: true })
          .getByLabel('System instructions')
          .fill(`You speak for ${agent}.`);
      }
      await page.getByLabel(MAX_TEXT.openingPrompt).fill('Should homework be abolished?');
      await expect(page.getByRole('button', { name: MAX_TEXT.launchSession })).toBeEnabled();
    });

    test('the custom-model base picker starts on a model this server runs; the rest are greyed out after it, in plain words', async ({
      page,
    }) => {
      await page.goto('/models/create');
      const trigger = page.getByRole('button', { name: 'Base model' });
      await expect(trigger).toContainText(OFFLINE);
      await trigger.click();
      const list = page.getByRole('listbox');
      const groups = list.getByRole('group');
      await expect(groups.first()).not.toHaveAccessibleName(/Not available/);
      await expect(groups.last()).toHaveAccessibleName(/^Not available on this server/);
      await groups
        .last()
        .getByRole('option', { name: /^Show Not available/ })
        .click();
      // Every option but the group's own "Hide" is greyed out.
      await expect(groups.last().getByRole('option', { disabled: true }).first()).toBeVisible();
      await expect(groups.last().getByRole('option', { disabled: false })).toHaveText(
        /^Hide Not available/,
      );
      await expect(list).not.toContainText('_API_KEY');
      await expect(list).toContainText(DASHBOARD_TEXT.unavailableModelsHint);
    });
  });
}
