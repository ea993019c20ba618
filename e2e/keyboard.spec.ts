// Keyboard-only journeys (issue 23): sign up, start a debate, intervene at a checkpoint, go live.
// No clicks: the focus moves with Tab (and Shift+Tab), choices are made with the keys a
// keyboard user has; each step checks where the focus is.
// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import { LIVE_TEXT } from '../src/contract/live.ts';
import { OFFLINE, PASSWORD, uniqueEmail, signInAsNewAccount } from './helpers.ts';

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('sign up with the keyboard alone', async ({ page }) => {
  await page.goto('/signup');
  await tabTo(page, page.getByLabel('Full name'));
  await page.keyboard.type('Kira Keys');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(uniqueEmail('keys'));
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel('Confirm password'));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.startConversation })).toBeVisible();
});

/** Opens an agent's model picker from the keyboard, searches and picks with Enter. */
async function pickModelWithKeys(page: Page, agent: string) {
  const card = page.getByRole('region', { name: agent, exact: true });
  const trigger = card.getByRole('button', { name: 'Model' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: 'Search models' });
  await expect(search).toBeFocused();
  await page.keyboard.type('sparring');
  await expect(page.getByRole('option', { name: /Parley Sparring Partner/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toContainText(OFFLINE);
  await tabTo(page, card.getByLabel('System instructions'));
}

test('start a debate, intervene at its checkpoint and go live, with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsNewAccount(page, 'Kira Keys');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.startConversation })).toBeVisible();

  await pickModelWithKeys(page, DASHBOARD_TEXT.primaryAgent);
  await page.keyboard.type('You argue for the motion.');
  await pickModelWithKeys(page, DASHBOARD_TEXT.alternativeAgent);
  await page.keyboard.type('You argue against the motion.');
  // The starting agent is a radio group: one tab stop, arrows choose.
  const primaryFirst = page.getByRole('radio', { name: DASHBOARD_TEXT.primaryAgent, exact: true });
  await tabTo(page, primaryFirst);
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('radio', { name: DASHBOARD_TEXT.alternativeAgent, exact: true }),
  ).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(primaryFirst).toBeChecked();
  await tabTo(page, page.getByLabel('Opening message'));
  await page.keyboard.type('Should homework be abolished?');
  await tabTo(page, page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }));
  await page.keyboard.press('Enter');
  const messages = page.getByTestId('message-list');
  await expect(messages).toContainText('Should homework be abolished?');

  // The checkpoint after 10 messages: write, choose who answers, submit.
  const box = page.getByLabel('Intervention message');
  await expect(box).toBeVisible({ timeout: 90_000 });
  await tabTo(page, box);
  await page.keyboard.type('Think of the youngest pupils.');
  await tabTo(
    page,
    page.getByRole('radio', { name: DASHBOARD_TEXT.alternativeAgent, exact: true }),
  );
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('radio', { name: DASHBOARD_TEXT.primaryAgent, exact: true }),
  ).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(messages).toContainText('Think of the youngest pupils.');
  await expect(box).toBeHidden();

  // Go live: the dialog opens with the focus inside, Escape closes it back to the button.
  const goLive = page.getByRole('button', { name: LIVE_TEXT.goLive });
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, goLive);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: LIVE_TEXT.createdTitle });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expect(dialog).toContainText(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const live = page.getByRole('button', { name: new RegExp(`^${LIVE_TEXT.live}`) });
  await expect(live).toBeFocused();
});
