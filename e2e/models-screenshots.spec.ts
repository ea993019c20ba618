// Review aid, not a test: `SCREENSHOTS=1 npx playwright test models-screenshots` writes PNGs of the
// custom model pages at phone and desktop widths, both themes, to .tmp/screenshots/.
import { expect, test } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { makePdf } from '../test/helpers/sample-documents.ts';
import { viewportOf, signInAsNewAccount } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`models pages at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const shot = (name: string, fullPage = true) =>
        page.screenshot({
          path: `.tmp/screenshots/models-${name}-${width}-${theme}.png`,
          fullPage,
        });
      const owner = await signInAsNewAccount(page, 'Ada Lovelace');
      await page.goto('/models');
      await expect(page.getByText('No custom models yet')).toBeVisible();
      await shot('empty');

      const headers = { authorization: `Bearer ${owner.token}` };
      const created = await page.request.post('/api/models', {
        headers,
        data: {
          name: 'Harbour Analyst',
          baseModel: OFFLINE_MODEL_ID,
          systemInstructions: 'You are a port economist.',
        },
      });
      const model = (await created.json()) as { id: string };
      await page.request.post(`/api/models/${model.id}/documents`, {
        headers,
        multipart: {
          documents: {
            name: 'Harbour Report 2024 with a rather long file name.pdf',
            mimeType: 'application/pdf',
            buffer: makePdf(['The harbour handled 2.4 million containers.']),
          },
        },
      });
      await page.request.post(`/api/models/${model.id}/share`, { headers });
      await page.request.post('/api/models', {
        headers,
        data: { name: 'Plain Model', baseModel: 'gpt-4o', systemInstructions: 'Be brief.' },
      });
      await page.goto('/models');
      await expect(page.getByTestId('share-token')).toBeVisible();
      await shot('list');
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('button', { name: 'Import Model' }).click();
      await shot('import-dialog', false);
      await page.keyboard.press('Escape');

      await page.goto('/models/create');
      await page.getByRole('button', { name: 'Create Model' }).click();
      await shot('create-errors');
      await page.goto(`/models/${model.id}/edit`);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        'Harbour Analyst',
      );
      await shot('edit');
    });
  }
}
