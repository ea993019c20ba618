// Issue 33, item 9: custom models and the judge are shown by their names, not their ids.
import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_TEXT } from '../src/contract/analytics.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import {
  createAccount,
  exported,
  judgeAfterTwoReplies,
  OFFLINE,
  PHONE_AND_DESKTOP,
  signInWithToken,
  viewportOf,
} from './helpers.ts';

async function createCustomModel(page: Page, token: string, name: string) {
  const response = await page.request.post('/api/models', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, baseModel: OFFLINE_MODEL_ID, systemInstructions: 'You argue for the motion.' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A debate between a custom model and the offline model, judged by the offline model. */
async function judgedCustomDebate(page: Page, token: string, modelName: string) {
  const customId = await createCustomModel(page, token, modelName);
  const created = await page.request.post('/api/conversations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      openingLine: 'Should cities ban cars from their centres?',
      agents: [
        { model: `custom-${customId}`, systemInstructions: 'You argue for the ban.' },
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue against the ban.' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await judgeAfterTwoReplies(page, token, id);
  return id;
}

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('custom models and the judge are shown by name', async ({ page }) => {
      test.setTimeout(120_000);
      const { token } = await createAccount(page);
      const name = `Cautious Planner ${width}`;
      const id = await judgedCustomDebate(page, token, name);
      await signInWithToken(page, token);
      await page.goto(`/dashboard?c=${id}`);
      if (width < 1024) await page.getByRole('tab', { name: 'Verdicts' }).click();
      const panel = page.getByTestId('verdict-panel');
      await expect(panel).toContainText(`${OFFLINE},`);
      await expect(panel).not.toContainText(OFFLINE_MODEL_ID);
      const markdown = await exported(page, 'Markdown (.md)');
      expect(markdown).toContain(`- **Primary Agent**: ${name} (Custom)`);
      expect(markdown).not.toContain('custom-');

      await page.goto('/analytics');
      const record = page.getByRole('region', { name: ANALYTICS_TEXT.modelRecordTitle });
      await expect(record.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
      await expect(page.locator('main')).not.toContainText('Custom model ');
    });
  });
}
