// Issue 33, item 9: the theme is Light, Dark or System; System (the default) follows the
// device's setting live.
import { expect, test, type Page } from '@playwright/test';
import { PHONE_AND_DESKTOP, viewportOf } from './helpers.ts';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

for (const width of PHONE_AND_DESKTOP) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('the theme follows the system until a choice is made, and again on System', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/landing');
      expect(await isDark(page)).toBe(true);
      const themeButton = page.getByRole('button', { name: /^Theme: / }).first();
      await themeButton.click();
      await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.getByRole('menuitemradio', { name: 'Light' }).click();
      expect(await isDark(page)).toBe(false);
      await page.reload();
      expect(await isDark(page)).toBe(false);

      await themeButton.click();
      await page.getByRole('menuitemradio', { name: 'System' }).click();
      expect(await isDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => isDark(page)).toBe(false);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => isDark(page)).toBe(true);
    });
  });
}
