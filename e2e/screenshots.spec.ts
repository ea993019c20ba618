// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
// Review aid, not a test: `SCREENSHOTS=1 npx playwright test screenshots` writes PNGs of the public
// pages at phone and desktop widths, in both themes, to .tmp/screenshots/.
import { test } from '@playwright/test';
import { viewportOf } from './helpers.ts';

const PAGES = [
  { name: 'landing', path: '/landing', fullPage: true },
  { name: 'login', path: '/login', fullPage: false },
  { name: 'signup', path: '/signup', fullPage: false },
] as const;

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`public pages at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const { name, path, fullPage } of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const file = `.tmp/screenshots/${name}-${width}-${theme}`;
        await page.screenshot({ path: `${file}.png`, fullPage });
        if (!fullPage) continue;
        // Viewport-sized slices too: a 9,000 px tall image is unreadable when scaled down.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const slice = width < 800 ? 1400 : 1000;
        for (let y = 0, part = 1; y < height; y += slice, part += 1) {
          await page.screenshot({
            path: `${file}-part${part}.png`,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(slice, height - y) },
          });
        }
      }
    });
  }
}

test('demo modal and the signed-in shell', async ({ page }) => {
  test.setTimeout(90_000);
  for (const [width, theme] of [
    [1440, 'light'],
    [390, 'dark'],
  ] as const) {
    await page.setViewportSize(viewportOf(width));
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Watch Demo' }).first().click();
    await page.getByRole('log').getByText('Alternative Agent').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `.tmp/screenshots/demo-${width}-${theme}.png` });
  }
  const response = await page.request.post('/api/auth/signup', {
    data: {
      email: `shots-${Date.now()}@parley.test`,
      password: 'screenshot-1',
      name: 'Ada Lovelace',
    },
  });
  const { token } = (await response.json()) as { token: string };
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  for (const [width, theme] of [
    [1440, 'dark'],
    [390, 'light'],
  ] as const) {
    await page.setViewportSize(viewportOf(width));
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto('/community');
    await page.getByRole('heading', { name: 'Community Hub' }).waitFor();
    if (width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: `.tmp/screenshots/app-${width}-${theme}.png` });
  }
});
