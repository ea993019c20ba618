// Issue 33, item 5: history has its own list (search by title, rename, the mode shown, paging).
import { expect, test } from '@playwright/test';
import { HISTORY_TEXT } from '../src/contract/texts.ts';
import { createConversation, createMaxDebate, viewportOf, signInAsNewAccount } from './helpers.ts';

const WIDTHS = [390, 1440];
/** One page of the web client's list (list-conversations.ts), and one more. */
const DUELS = 10;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('item 5: history lists, pages, searches and renames, the mode shown', async ({ page }) => {
      test.setTimeout(150_000);
      const { token } = await signInAsNewAccount(page);
      await page.goto('/dashboard');
      await page.getByRole('link', { name: HISTORY_TEXT.allConversations }).click();
      await expect(page).toHaveURL(/\/history$/);
      await expect(page.getByRole('heading', { level: 1, name: HISTORY_TEXT.title })).toBeVisible();
      const list = page.getByRole('region', { name: HISTORY_TEXT.title });
      await expect(list.getByText(HISTORY_TEXT.empty)).toBeVisible();

      for (let i = 1; i <= DUELS; i += 1) {
        await createConversation(page, token, {
          openingLine: `Debate number ${i} on school uniforms`,
          stopWithOneMessage: true,
        });
      }
      const max = await createMaxDebate(page, token);
      await page.reload();
      const entries = list.getByRole('listitem');
      await expect(entries).toHaveCount(DUELS);
      // Newest first: the MAX debate, marked as such.
      await expect(entries.first()).toContainText(max.title);
      await expect(entries.first()).toContainText('MAX');
      await list.getByRole('button', { name: HISTORY_TEXT.showMore }).click();
      await expect(entries).toHaveCount(DUELS + 1);
      await expect(entries.last()).toContainText('Debate number 1 on');
      await expect(list.getByRole('button', { name: HISTORY_TEXT.showMore })).toHaveCount(0);

      const search = page.getByRole('searchbox', { name: HISTORY_TEXT.search });
      await search.fill('HOSPITALS');
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText(max.title);
      await search.fill('no such debate');
      await expect(list.getByText(HISTORY_TEXT.noMatches('no such debate'))).toBeVisible();

      // Rename by keyboard alone: the rename button, its dialog, Enter to save.
      await search.fill('number 7 on');
      await expect(entries).toHaveCount(1);
      const rename = list.getByRole('button', {
        name: HISTORY_TEXT.rename('Debate number 7 on school uniforms'),
      });
      await rename.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: HISTORY_TEXT.renameTitle });
      const title = dialog.getByRole('textbox', { name: HISTORY_TEXT.titleLabel });
      await expect(title).toBeFocused();
      await title.fill('Uniforms, seventh round');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await search.fill('seventh');
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText('Uniforms, seventh round');

      // An entry opens in its own view: the MAX debate in the MAX view.
      await search.fill('hospitals');
      await expect(entries).toHaveCount(1);
      await entries
        .first()
        .getByRole('button', { name: new RegExp(`^${max.title}`) })
        .click();
      await expect(page).toHaveURL(/\/max-conversation\?c=/);
      await expect(page.getByTestId('agent-strip-gamma')).toBeVisible();
    });
  });
}
