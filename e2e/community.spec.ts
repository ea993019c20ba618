import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TEXT } from '../src/contract/admin.ts';
import { COMMUNITY_TEXT } from '../src/contract/community.ts';
import { CUSTOM_MODEL_TEXT } from '../src/contract/custom-models.ts';
import {
  ADMIN,
  createAccount,
  shareModel,
  signInWithToken,
  signInAsNewAccount,
} from './helpers.ts';

const card = (page: Page, title: string) => page.getByRole('listitem', { name: title });

test('share a model to the community, like and unlike it, switch sorts, import it from the card', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Evidence Weigher ${Date.now()}`;

  // --- Alice posts her shared model through the Share Your Model modal.
  const alicePage = await (await browser.newContext()).newPage();
  const alice = await createAccount(alicePage, 'Alice Author');
  const token = await shareModel(alicePage, alice.token, 'Evidence Weigher');
  await signInWithToken(alicePage, alice.token);
  await alicePage.goto('/dashboard');
  await alicePage.getByRole('link', { name: 'Community' }).first().click();
  await expect(alicePage).toHaveURL(/\/community$/);
  await alicePage.getByRole('button', { name: COMMUNITY_TEXT.shareYourModel }).first().click();
  const dialog = alicePage.getByRole('dialog', { name: COMMUNITY_TEXT.shareYourModel });
  await dialog.getByRole('button', { name: COMMUNITY_TEXT.shareModel }).click();
  await expect(dialog.getByText(COMMUNITY_TEXT.fillRequired)).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Model Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Weighs claims <script>alert(1)</script> by their sources.');
  const tokenField = dialog.getByRole('textbox', { name: 'Model Token' });
  await expect(tokenField).toHaveAttribute('placeholder', 'XXXX-YYYY');
  // At most 9 characters, trimmed before the cap (issue 33), not a maxlength that cuts a paste.
  await tokenField.fill(' abcd-efgh-ijk');
  await expect(tokenField).toHaveValue('ABCD-EFGH');
  await tokenField.fill(token.toLowerCase());
  await expect(tokenField).toHaveValue(token);
  await dialog.getByRole('textbox', { name: 'Tags' }).fill(' research, , <b>bold</b> ,');
  await dialog.getByRole('button', { name: COMMUNITY_TEXT.shareModel }).click();
  await expect(dialog).toBeHidden();

  const alicesCard = card(alicePage, title);
  await expect(alicesCard).toBeVisible();
  await expect(
    alicesCard.getByText('Weighs claims <script>alert(1)</script> by their sources.'),
  ).toBeVisible();
  await expect(alicesCard.getByText('#<b>bold</b>')).toBeVisible();
  await expect(alicesCard.getByText('#research')).toBeVisible();
  await expect(alicesCard.getByText('First Share')).toBeVisible();
  await expect(alicesCard.getByText(token)).toBeVisible();
  // Her own post: no import, a delete.
  await expect(alicesCard.getByRole('button', { name: COMMUNITY_TEXT.importModel })).toHaveCount(0);
  await expect(alicesCard.getByRole('button', { name: COMMUNITY_TEXT.deletePost })).toBeVisible();

  // --- Bob likes, unlikes, sorts and imports.
  const bobContext = await browser.newContext();
  await bobContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bobPage = await bobContext.newPage();
  const bob = await createAccount(bobPage, 'Bob Reader');
  await signInWithToken(bobPage, bob.token);
  await bobPage.goto('/community');
  const bobsView = card(bobPage, title);
  await expect(bobsView).toBeVisible();

  await bobsView.getByRole('button', { name: COMMUNITY_TEXT.copyToken }).click();
  await expect(bobsView.getByRole('button', { name: COMMUNITY_TEXT.copied })).toBeVisible();
  expect(await bobPage.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expect(bobsView.getByRole('button', { name: COMMUNITY_TEXT.copyToken })).toBeVisible();

  const like = bobsView.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  const liked = bobsView.getByRole('button', { name: /^Liked 1/ });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await bobPage.reload();
  await expect(card(bobPage, title).getByRole('button', { name: /^Liked 1/ })).toBeVisible();
  await card(bobPage, title)
    .getByRole('button', { name: /^Liked/ })
    .click();
  await expect(card(bobPage, title).getByRole('button', { name: /^Like 0/ })).toBeVisible();
  await card(bobPage, title).getByRole('button', { name: /^Like/ }).click();
  await expect(card(bobPage, title).getByRole('button', { name: /^Liked 1/ })).toBeVisible();

  for (const [label, sort] of [
    ['Most Liked', 'most liked'],
    ['Most Imported', 'most imported'],
    ['Newest', 'newest'],
  ] as const) {
    const listed = bobPage.waitForResponse(
      (response) =>
        response.url().includes('/api/community/posts?') &&
        new URL(response.url()).searchParams.get('sort') === sort,
    );
    const chip = bobPage.getByRole('button', { name: label, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    if (sort !== 'newest') expect((await listed).status()).toBe(200);
  }
  await expect(card(bobPage, title)).toBeVisible();

  await card(bobPage, title).getByRole('button', { name: COMMUNITY_TEXT.importModel }).click();
  await expect(bobPage.getByText(CUSTOM_MODEL_TEXT.importSuccess)).toBeVisible();
  await expect(bobPage).toHaveURL(`/models?import=${token}`);
  await expect(bobPage.getByText('Evidence Weigher (by Alice Author)')).toBeVisible();
  await expect(bobPage.getByRole('dialog')).toHaveCount(0);

  // Alice sees the like and the import counted.
  await alicePage.reload();
  await expect(card(alicePage, title).getByTitle('Imports')).toContainText('1');
  // The like count shows once, on the Like button (issue 33).
  await expect(card(alicePage, title).getByRole('button', { name: /^Like 1/ })).toBeVisible();
  await expect(card(alicePage, title).getByTitle('likes')).toHaveCount(0);

  // She deletes her post.
  await card(alicePage, title).getByRole('button', { name: COMMUNITY_TEXT.deletePost }).click();
  await alicePage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(alicePage, title)).toHaveCount(0);
});

test('signed-out visitors see the list and are asked to sign in to like or import', async ({
  page,
}) => {
  const author = await createAccount(page, 'Carol Curator');
  const token = await shareModel(page, author.token, 'Curator');
  const title = `Curated Model ${Date.now()}`;
  const posted = await page.request.post('/api/community/posts', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { title, description: 'Open to all readers.', modelToken: token, tags: ['open'] },
  });
  expect(posted.status()).toBe(201);

  await page.goto('/community');
  await expect(page).toHaveURL(/\/community$/);
  const visible = card(page, title);
  await expect(visible).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  await visible.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByText(COMMUNITY_TEXT.loginToLike)).toBeVisible();
  await expect(visible.getByRole('button', { name: /^Like 0/ })).toBeVisible();
  await visible.getByRole('button', { name: COMMUNITY_TEXT.importModel }).click();
  await expect(page.getByText(COMMUNITY_TEXT.loginToImport)).toBeVisible();
  await expect(page).toHaveURL(/\/community$/);

  await page.getByRole('button', { name: COMMUNITY_TEXT.shareYourModel }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin removes a community post, and the audit log says so', async ({ page }) => {
  const author = await createAccount(page, 'Mallory Spammer');
  const token = await shareModel(page, author.token, 'Spam Bot');
  const title = `Buy followers ${Date.now()}`;
  await page.request.post('/api/community/posts', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { title, description: 'Cheap!', modelToken: token },
  });

  await page.goto('/admin4921');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin4921\/dashboard$/);
  await page.getByRole('tab', { name: 'Community' }).click();
  await page.getByRole('button', { name: `${ADMIN_TEXT.removePost} ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: ADMIN_TEXT.removePost }).click();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText('Removed community post').first()).toBeVisible();

  await page.goto('/community');
  await expect(page.getByText('Cheap!')).toHaveCount(0);
});

test('a like the server refuses rolls back on the card', async ({ page }) => {
  const author = await createAccount(page, 'Dana Author');
  const token = await shareModel(page, author.token, 'Rollback');
  const title = `Rollback ${Date.now()}`;
  await page.request.post('/api/community/posts', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { title, description: 'Likes may fail.', modelToken: token },
  });
  await signInAsNewAccount(page, 'Eve Reader');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/community/posts/*/like', async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { error: 'Service unavailable' } });
  });
  await page.goto('/community');
  const view = card(page, title);
  await view.getByRole('button', { name: /^Like 0/ }).click();
  // Optimistic: liked at once, while the request is still out; the button waits for it.
  await expect(view.getByRole('button', { name: /^Liked 1/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(view.getByRole('button', { name: /^Liked 1/ })).toBeDisabled();
  release();
  await expect(view.getByRole('button', { name: /^Like 0/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(view.getByRole('button', { name: /^Like 0/ })).toBeEnabled();
});

test('Load More adds the next page; a post shared afterwards shows once, on top of Newest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const author = await createAccount(page, 'Paula Pager');
  const token = await shareModel(page, author.token, 'Pager');
  const stamp = Date.now().toString(36);
  const headers = { authorization: `Bearer ${author.token}` };
  const ids: string[] = [];
  // One more than a page (12), oldest first.
  for (let i = 0; i < 13; i += 1) {
    const posted = await page.request.post('/api/community/posts', {
      headers,
      data: { title: `Paged ${stamp} ${i}`, description: 'Paging.', modelToken: token },
    });
    expect(posted.status()).toBe(201);
    ids.push(((await posted.json()) as { id: string }).id);
  }
  // A like on an older post: Most Liked must not start with a new, unliked post.
  const liker = await createAccount(page, 'Larry Liker');
  await page.request.post(`/api/community/posts/${ids[3]}/like`, {
    headers: { authorization: `Bearer ${liker.token}` },
  });

  await signInWithToken(page, author.token);
  await page.goto('/community');
  const posts = page.getByRole('list', { name: 'Community posts' }).locator(':scope > li');
  // Most Liked is visited first, so its list is cached too.
  await page.getByRole('button', { name: 'Most Liked', exact: true }).click();
  await expect(posts.first()).toBeVisible();
  await page.getByRole('button', { name: 'Newest', exact: true }).click();
  await expect(card(page, `Paged ${stamp} 12`)).toBeVisible();
  await expect(posts).toHaveCount(12);
  const oldest = card(page, `Paged ${stamp} 0`);
  await expect(oldest).toHaveCount(0);
  const loadMore = page.getByRole('button', { name: COMMUNITY_TEXT.loadMore });
  await loadMore.click();
  await expect(oldest).toBeVisible();
  expect(await posts.count()).toBeGreaterThan(12);

  // A new post through the modal: once, first, even with two pages loaded.
  const title = `Fresh ${stamp}`;
  await page.getByRole('button', { name: COMMUNITY_TEXT.shareYourModel }).first().click();
  const dialog = page.getByRole('dialog', { name: COMMUNITY_TEXT.shareYourModel });
  await dialog.getByRole('textbox', { name: 'Model Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Just shared.');
  await dialog.getByRole('textbox', { name: 'Model Token' }).fill(token);
  await dialog.getByRole('button', { name: COMMUNITY_TEXT.shareModel }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toHaveCount(1);
  await expect(posts.first()).toHaveAccessibleName(title);
  await expect(oldest).toBeVisible();

  // Most Liked does not put the new, unliked post on top (it is loaded again instead).
  const mostLiked = page.waitForResponse(
    (response) =>
      response.url().includes('/api/community/posts?') &&
      new URL(response.url()).searchParams.get('sort') === 'most liked',
  );
  await page.getByRole('button', { name: 'Most Liked', exact: true }).click();
  await mostLiked;
  await expect(posts.first()).not.toHaveAccessibleName(title);
  expect(await card(page, title).count()).toBeLessThanOrEqual(1);
});
