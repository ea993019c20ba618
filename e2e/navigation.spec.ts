// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { createAccount, signInWithToken, storedToken, signInAsNewAccount } from './helpers.ts';

test.describe('signed out', () => {
  test('/ goes to /landing', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landing$/);
  });

  for (const path of ['/dashboard', '/models/create', '/live/ABCD-1234', '/billing']) {
    test(`${path} redirects to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('after signing in, the user returns to the page they asked for', async ({ page }) => {
    const account = await createAccount(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an invalid stored token is removed', async ({ page }) => {
    await signInWithToken(page, 'not-a-real-token');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedToken(page)).toBeNull();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewAccount(page);
  });

  for (const path of ['/', '/login', '/signup']) {
    test(`${path} redirects to /dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }

  test('every app route renders inside the app layout', async ({ page }) => {
    for (const [path, heading] of [
      ['/models', 'Custom Models'],
      ['/models/create', 'Create Model'],
      ['/models/42/edit', 'Edit Model'],
      ['/community', 'Community Hub'],
      // No such live session: the viewer's error card, still inside the layout.
      ['/live/ABCD-1234', 'Session Unavailable'],
      ['/profile', 'Profile'],
      ['/max-mode', 'MAX Mode'],
      // Neither setup state nor a session id: back to the MAX setup (SPEC §2).
      ['/max-conversation', 'MAX Mode'],
      ['/billing', 'Billing'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Parley dashboard' })).toBeVisible();
    }
  });

  test('a path change plays the transition: fade, logo splash, gone by 750 ms', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    // Record the phases inside the page: a loaded CI machine can make polling miss a 450 ms phase.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { phases: string[] }).phases = seen;
      new MutationObserver(() => {
        const phase = document
          .querySelector('[data-testid="route-transition"]')
          ?.getAttribute('data-phase');
        if (phase && seen.at(-1) !== phase) seen.push(phase);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Community' })
      .click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByTestId('route-transition')).toHaveCount(0, { timeout: 3_000 });
    const phases = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
    expect(phases).toContain('splash');
  });

  test('no transition under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/dashboard');
    const seen = page.waitForSelector('[data-testid="route-transition"]', { timeout: 1_000 }).then(
      () => true,
      () => false,
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Community' })
      .click();
    expect(await seen).toBe(false);
  });
});

test('unknown paths show a not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
