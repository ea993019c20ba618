import { expect, test } from '@playwright/test';
import { BILLING_TEXT } from '../src/contract/billing.ts';
import { COMMUNITY_TEXT } from '../src/contract/community.ts';
import type { Locator, Page } from '@playwright/test';
import {
  ADMIN,
  createAccount,
  shareModel,
  signInWithToken,
  viewportOf,
  signInAsNewAccount,
} from './helpers.ts';

// Issue 33 item 10: what a line-by-line check against SPEC found.
for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewportOf(width));
    });

    test('a token pasted with a leading space keeps its last character in Import, Watch Live and Share', async ({
      page,
    }) => {
      await signInAsNewAccount(page);
      await page.goto('/models');
      await page.getByRole('button', { name: 'Import' }).click();
      const imported = page.getByRole('dialog', { name: 'Import Shared Model' });
      await expectPasted(page, imported.getByLabel('Share token'));
      await page.keyboard.press('Escape');

      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Watch Live' }).click();
      const watch = page.getByRole('dialog', { name: 'Watch Live Session' });
      await expectPasted(page, watch.getByLabel('Live session token'));
      await page.keyboard.press('Escape');

      await page.goto('/community');
      await page.getByRole('button', { name: COMMUNITY_TEXT.shareYourModel }).first().click();
      const share = page.getByRole('dialog', { name: COMMUNITY_TEXT.shareYourModel });
      await expectPasted(page, share.getByRole('textbox', { name: 'Model Token' }));
    });

    test('the FAQ classes GPT-4o as the catalog does: STANDARD (decision 037)', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByText('What are the daily tier limits?').click();
      const answer = page.getByText(/^Models are grouped by class/);
      await expect(answer).toContainText('STANDARD models (such as GPT-4o)');
      await expect(answer).not.toContainText('PREMIUM models (such as GPT-4o');
    });

    test('a post counts imports made by share token and shows their maker it is imported', async ({
      page,
    }) => {
      const title = `Token Imported ${width} ${Date.now()}`;
      const alice = await createAccount(page, 'Alice Author');
      const modelToken = await shareModel(page, alice.token, 'Token Imported');
      const posted = await page.request.post('/api/community/posts', {
        headers: { authorization: `Bearer ${alice.token}` },
        data: { title, description: 'Imported by token.', modelToken, tags: [] },
      });
      expect(posted.status()).toBe(201);
      const bob = await createAccount(page, 'Bob Reader');
      const imported = await page.request.post('/api/models/import', {
        headers: { authorization: `Bearer ${bob.token}` },
        data: { shareToken: modelToken },
      });
      expect(imported.status()).toBe(201);

      await signInWithToken(page, bob.token);
      await page.goto('/community');
      const card = page.getByRole('listitem', { name: title });
      await expect(card.getByTitle('Imports')).toContainText('1');
      await expect(card.getByText(COMMUNITY_TEXT.imported, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: COMMUNITY_TEXT.importModel })).toHaveCount(0);
    });

    test('community cards show the like count once; the admin list counts in words that agree', async ({
      page,
    }) => {
      const title = `Counted Once ${width} ${Date.now()}`;
      const alice = await createAccount(page, 'Alice Author');
      const modelToken = await shareModel(page, alice.token, 'Counted Once');
      const posted = await page.request.post('/api/community/posts', {
        headers: { authorization: `Bearer ${alice.token}` },
        data: { title, description: 'Liked once.', modelToken, tags: [] },
      });
      const { id } = (await posted.json()) as { id: string };
      const bob = await createAccount(page, 'Bob Reader');
      const headers = { authorization: `Bearer ${bob.token}` };
      await page.request.post(`/api/community/posts/${id}/like`, { headers });
      await page.request.post(`/api/community/posts/${id}/import`, { headers });

      await signInWithToken(page, alice.token);
      await page.goto('/community');
      const card = page.getByRole('listitem', { name: title });
      await expect(card.getByRole('button', { name: /^Like 1/ })).toBeVisible();
      await expect(card.getByTitle('likes')).toHaveCount(0);

      await page.goto('/admin4921');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('tab', { name: 'Community' }).click();
      const row = page.getByRole('listitem').filter({ hasText: title });
      await expect(row).toContainText('1 like · 1 import');
    });

    test("a checkout that fails at network level gives SPEC's checkout text", async ({ page }) => {
      await signInAsNewAccount(page);
      await page.route('**/api/stripe/create-checkout-session', (route) => route.abort());
      await page.goto('/billing');
      await page.getByRole('button', { name: 'Choose Starter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Starter' });
      await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
      await expect(page.getByText(BILLING_TEXT.checkoutStartFailed)).toBeVisible();
      await expect(page.getByText('Network error - please check your connection')).toHaveCount(0);
    });
  });
}

/** Pastes ' abcd-1234' (ten characters, a leading space) as a browser does: at most 9 survive. */
async function expectPasted(page: Page, field: Locator) {
  await field.focus();
  await page.keyboard.insertText(' abcd-1234');
  await expect(field).toHaveValue('ABCD-1234');
}
