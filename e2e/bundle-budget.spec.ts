// DESIGN §7: the initial JavaScript of /landing stays under 150 KB gzipped. Measured on the
// production build the e2e server serves: every script the page loads before it is idle,
// gzipped here at level 9 (what a server's gzip would send, give or take).
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 150 * 1024;

test('/landing loads less than 150 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/landing');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const sizes = [...scripts].map(([url, size]) => `${new URL(url).pathname} ${size}`).join(', ');
  console.log(`/landing initial JavaScript: ${total} bytes gzipped (${sizes})`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total, sizes).toBeLessThan(BUDGET_BYTES);
});
