// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { PLAN_CARDS } from '../src/contract/plans.ts';
import { chooseTheme } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/landing');
});

test('header anchors scroll to their sections', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const [label, id] of [
    ['Pricing', 'pricing'],
    ['Enterprise', 'enterprise'],
    ['Features', 'features'],
    ['Platform', 'platform'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
  }
});

test('Sign In and Get Started lead to /login and /signup', async ({ page }) => {
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/landing');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('pricing shows the three plans, the tier limits and the FAQ', async ({ page }) => {
  const pricing = page.locator('#pricing');
  for (const plan of PLAN_CARDS) {
    await expect(pricing.getByRole('heading', { name: plan.name, exact: true })).toBeVisible();
    await expect(pricing.getByText(plan.price, { exact: true })).toBeVisible();
  }
  await expect(pricing.getByText('50,000 free tokens per month').first()).toBeVisible();
  await expect(pricing.getByText('ULTRA PREMIUM (20k/day)')).toBeVisible();
  await pricing.getByText('What is a token?').click();
  await expect(pricing.getByText(/1,000 tokens is about 750 words/)).toBeVisible();
  await pricing.getByRole('link', { name: 'View Detailed Pricing' }).click();
  // /billing is for signed-in users, so a visitor is asked to sign in first.
  await expect(page).toHaveURL(/\/login$/);
});

test('Watch Demo replays a debate word by word, with pause and replay', async ({ page }) => {
  await page.getByRole('button', { name: 'Watch Demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Parley in action' });
  await expect(dialog).toBeVisible();
  const transcript = dialog.getByRole('log', { name: 'Demo debate transcript' });
  await expect(transcript).toContainText('remote work be the default');
  await expect(transcript).toContainText('Primary Agent', { timeout: 5_000 });
  const early = (await transcript.innerText()).length;
  await expect.poll(async () => (await transcript.innerText()).length).toBeGreaterThan(early + 40);

  await dialog.getByRole('button', { name: 'Pause' }).click();
  const paused = await transcript.innerText();
  await page.waitForTimeout(400);
  expect(await transcript.innerText()).toBe(paused);
  await dialog.getByRole('button', { name: 'Play' }).click();

  const progress = dialog.getByRole('progressbar', { name: 'Demo progress' });
  const percent = async () => Number(await progress.getAttribute('aria-valuenow'));
  await expect.poll(percent).toBeGreaterThan(2);
  await dialog.getByRole('button', { name: 'Restart' }).click();
  expect(await percent()).toBeLessThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Privacy Policy opens from the footer and closes with Escape', async ({ page }) => {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('What we collect');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }),
  ).toBeFocused();
});

test('Book a Demo turns the form into an email to sales', async ({ page }) => {
  await page.getByRole('button', { name: 'Book a Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Work email').fill('ada@acme.io');
  await dialog.getByLabel('Company').fill('Acme');
  await dialog.getByLabel('What would you like to see?').fill('A legal review demo');
  await dialog.getByRole('button', { name: 'Request demo' }).click();
  await expect(dialog.getByText(/addressed to sales@parley.dev/)).toBeVisible();
  const href = await dialog
    .getByRole('link', { name: 'Open the email again' })
    .getAttribute('href');
  expect(href).toMatch(/^mailto:sales@parley\.dev\?subject=Demo%20request%3A%20Acme&body=/);
});

test('the theme menu switches to dark and remembers it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await chooseTheme(page, 'Dark');
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});

for (const width of [360, 390]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/landing', '/login', '/signup']) {
      test(`${path} has no horizontal scroll`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // Clipping would hide overflow from the check above, so text must also fit in the viewport.
        const cutOff = await page.evaluate(() =>
          Array.from(document.querySelectorAll('body *'))
            .filter((element) =>
              Array.from(element.childNodes).some(
                (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
              ),
            )
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
            })
            .map((element) => element.textContent?.slice(0, 40)),
        );
        expect(cutOff).toEqual([]);
      });
    }

    test('the section menu opens and jumps to a section', async ({ page }) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Sections menu' })
        .getByRole('link', { name: 'Pricing' })
        .click();
      await expect(page.locator('#pricing h2')).toBeInViewport();
    });
  });
}
