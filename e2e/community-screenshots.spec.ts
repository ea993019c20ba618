// Review aid, not a test: `SCREENSHOTS=1 npx playwright test community-screenshots` writes PNGs of
// /community at phone and desktop widths, both themes, to .tmp/screenshots/.
import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { createAccount, signInWithToken, viewportOf } from './helpers.ts';

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');

const POSTS = [
  {
    title: 'Contract Risk Reviewer',
    description:
      'Reads a clause the way opposing counsel would: flags indemnities, caps and unusual termination rights, then argues both sides.',
    tags: ['legal', 'contracts', 'risk'],
  },
  {
    title: 'Clinical Trial Skeptic',
    description: 'Questions sample sizes, endpoints and p-hacking before anyone else does.',
    tags: ['healthcare', 'research'],
  },
];

async function seed(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  for (const post of POSTS) {
    const created = await page.request.post('/api/models', {
      headers,
      data: { name: post.title, baseModel: OFFLINE_MODEL_ID, systemInstructions: 'Argue well.' },
    });
    const { id } = (await created.json()) as { id: string };
    const shared = await page.request.post(`/api/models/${id}/share`, { headers });
    const { shareToken } = (await shared.json()) as { shareToken: string };
    await page.request.post('/api/community/posts', {
      headers,
      data: { ...post, modelToken: shareToken },
    });
  }
}

for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`community page at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewportOf(width));
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const shot = (name: string, fullPage = true) =>
        page.screenshot({
          path: `.tmp/screenshots/community-${name}-${width}-${theme}.png`,
          fullPage,
        });
      const author = await createAccount(page, 'Grace Hopper');
      await seed(page, author.token);
      const reader = await createAccount(page, 'Ada Lovelace');
      await page.request.post('/api/models', {
        headers: { authorization: `Bearer ${reader.token}` },
        data: { name: 'My Debater', baseModel: OFFLINE_MODEL_ID, systemInstructions: 'Debate.' },
      });

      await page.goto('/community');
      await expect(page.getByRole('listitem', { name: POSTS[0]!.title }).first()).toBeVisible();
      await shot('signed-out');

      await signInWithToken(page, reader.token);
      await page.goto('/community');
      const first = page.getByRole('listitem', { name: POSTS[1]!.title }).first();
      await first.getByRole('button', { name: /^Like/ }).click();
      await expect(first.getByRole('button', { name: /^Liked/ })).toBeVisible();
      await shot('list');

      await page.getByRole('button', { name: 'Share Your Model' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Share Model' }).click();
      await expect(page.getByText('Please fill in all required fields')).toBeVisible();
      await shot('share-dialog', false);
    });
  }
}
