// Review aid, not a test: `SCREENSHOTS=1 npx playwright test widgets-screenshots` writes PNGs of
// issue 23's widgets and states (menus, document problems, stacked plans, admin tabs, a live
// viewer at a checkpoint) at phone and desktop widths, both themes, to .tmp/screenshots/.
import { expect, test } from '@playwright/test';
import { makePdf } from '../test/helpers/sample-documents.ts';
import { ADMIN, viewportOf, signInAsNewAccount } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`issue 23 widgets at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const shot = (name: string) =>
        page.screenshot({ path: `.tmp/screenshots/widgets-${name}-${width}-${theme}.png` });

      await page.goto('/landing');
      if (width < 800) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Sections menu' })).toBeVisible();
        await shot('landing-menu');
        await page.keyboard.press('Escape');
      }

      await signInAsNewAccount(page, 'Ada Lovelace');
      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
      if (width < 800) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await shot('app-menu');
        await page.keyboard.press('Escape');
      }
      const primary = page.getByRole('region', { name: 'Primary Agent' });
      await primary.getByRole('button', { name: 'Persona' }).click();
      await page
        .getByRole('searchbox', { name: 'Search personas by name or description' })
        .fill('law');
      await shot('persona-search');
      await page.keyboard.press('Escape');

      await page.goto('/models/create');
      const good = makePdf(['Parley knowledge.']);
      await page.getByLabel('Choose documents').setInputFiles([
        { name: 'evil.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') },
        { name: 'truncated.pdf', mimeType: 'application/pdf', buffer: good.subarray(0, 120) },
        { name: 'good.pdf', mimeType: 'application/pdf', buffer: good },
      ]);
      await expect(page.getByRole('list', { name: 'Documents' })).toContainText('good.pdf');
      await page.getByRole('button', { name: 'Add documents' }).scrollIntoViewIfNeeded();
      await shot('document-problems');

      await page.goto('/billing');
      const compare = page.getByRole('region', { name: 'Compare plans' });
      await compare.scrollIntoViewIfNeeded();
      await compare.screenshot({
        path: `.tmp/screenshots/widgets-compare-${width}-${theme}.png`,
      });

      await page.goto('/admin4921');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const tabs = page.getByRole('tablist', { name: 'Admin sections' });
      await tabs.getByRole('tab', { name: 'Audit log' }).click();
      await tabs.scrollIntoViewIfNeeded();
      await shot('admin-tabs');
    });
  }
}
