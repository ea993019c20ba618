import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_TEXT } from '../src/contract/texts.ts';
import {
  createAccount,
  OFFLINE,
  OFFLINE_OPTION,
  PASSWORD,
  pickOfflineModel,
  pickPersona,
  signInWithToken,
  uniqueEmail,
} from './helpers.ts';

const messages = (page: Page) => page.getByTestId('message-list').locator(':scope > li');

test('sign up, set up two offline agents, debate, intervene, reload and reset', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('grace'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  const start = page.getByRole('button', { name: DASHBOARD_TEXT.startConversation });
  await expect(start).toBeDisabled();
  await expect(page.getByText(DASHBOARD_TEXT.completeAllFields)).toBeVisible();

  await pickOfflineModel(page, 'Primary Agent');
  await pickPersona(page, 'Primary Agent', 'teacher', 'Veteran Classroom Teacher');
  await pickOfflineModel(page, 'Alternative Agent');
  await pickPersona(page, 'Alternative Agent', 'Legal & Justice', 'Seasoned Prosecutor');
  await page.getByLabel('Opening message').fill('Should homework be abolished?');
  await expect(page.getByText(DASHBOARD_TEXT.completeAllFields)).toBeHidden();
  await start.click();

  await expect(page).toHaveURL(/\/dashboard\?c=/);
  const url = page.url();
  await expect(page.getByRole('heading', { name: 'Should homework be abolished?' })).toBeVisible();
  // The opening line is message 1 from the Primary Agent; replies alternate.
  await expect(messages(page).first()).toHaveAttribute('data-sender', 'model-a');
  await expect(messages(page).nth(1)).toHaveAttribute('data-sender', 'model-b');
  await expect(messages(page).nth(2)).toHaveAttribute('data-sender', 'model-a');
  await expect(messages(page).nth(1)).toContainText('Alternative Agent');

  // Message 10 opens the checkpoint.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeVisible({ timeout: 60_000 });
  await expect(messages(page)).toHaveCount(10);
  await expect(page.getByTestId('conversation-status')).toHaveText('Waiting for you');
  await expect(submit).toBeDisabled();
  const box = page.getByLabel('Intervention message');
  await box.fill('Please focus on younger pupils.');
  await expect(page.getByText('31/500')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Alternative Agent' })).toBeChecked();
  await submit.click();
  await expect(messages(page).nth(10)).toHaveAttribute('data-sender', 'user');
  await expect(messages(page).nth(10)).toContainText('You (intervention)');
  await expect(messages(page).nth(11)).toHaveAttribute('data-sender', 'model-b');

  // Stop, then continue.
  await page.getByRole('button', { name: 'Conversation menu' }).click();
  await page.getByRole('menuitem', { name: 'Stop' }).click();
  const continueButton = page.getByRole('button', { name: DASHBOARD_TEXT.continueConversation });
  await expect(continueButton).toBeVisible();
  const countWhenStopped = await messages(page).count();
  await continueButton.click();
  await expect(continueButton).toBeHidden();
  await expect
    .poll(() => messages(page).count(), { timeout: 15_000 })
    .toBeGreaterThan(countWhenStopped);

  // A reload shows the same conversation, still streaming.
  const before = await messages(page).count();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(messages(page).first()).toContainText('Should homework be abolished?');
  await expect.poll(() => messages(page).count(), { timeout: 15_000 }).toBeGreaterThan(before);

  // Reset asks first, then returns to an empty setup.
  await page.getByRole('button', { name: 'Conversation menu' }).click();
  await page.getByRole('menuitem', { name: DASHBOARD_TEXT.resetConversation }).click();
  await expect(page.getByText(DASHBOARD_TEXT.resetConfirm)).toBeVisible();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(start).toBeDisabled();
  await expect(page.getByLabel('Opening message')).toHaveValue('');
  await expect(page.getByText('No conversations yet.')).toBeVisible();
});

test.describe('configuration screen', () => {
  test.beforeEach(async ({ page }) => {
    const account = await createAccount(page);
    await signInWithToken(page, account.token);
    await page.goto('/dashboard');
  });

  test('Start stays disabled with the notice until every field is filled', async ({ page }) => {
    const start = page.getByRole('button', { name: DASHBOARD_TEXT.startConversation });
    const notice = page.getByText(DASHBOARD_TEXT.completeAllFields);
    await expect(start).toBeDisabled();
    await expect(notice).toBeVisible();
    await pickOfflineModel(page, 'Primary Agent');
    await pickOfflineModel(page, 'Alternative Agent');
    await page
      .getByRole('region', { name: 'Primary Agent' })
      .getByLabel('System instructions')
      .fill('For');
    await page.getByLabel('Opening message').fill('   ');
    await expect(start).toBeDisabled();
    await page
      .getByRole('region', { name: 'Alternative Agent' })
      .getByLabel('System instructions')
      .fill('Against');
    await expect(start).toBeDisabled();
    await page.getByLabel('Opening message').fill('Cats or dogs?');
    await expect(start).toBeEnabled();
    await expect(notice).toBeHidden();
  });

  test('model picker: tiers collapsed, search empty state, keyboard and Escape', async ({
    page,
  }) => {
    const trigger = page.getByRole('region', { name: 'Primary Agent' }).getByRole('button', {
      name: 'Model',
    });
    await trigger.focus();
    await trigger.press('ArrowDown');
    const search = page.getByRole('combobox', { name: 'Search models' });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('placeholder', DASHBOARD_TEXT.searchModels);
    // Groups start collapsed: headers only.
    const free = page.getByRole('option', { name: /^Free/ });
    await expect(free).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('option', { name: OFFLINE_OPTION })).toHaveCount(0);
    await free.click();
    await expect(free).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { name: OFFLINE_OPTION })).toBeVisible();
    // Providers without a key are listed but disabled, with the reason.
    await search.fill('gpt-5');
    await expect(page.getByRole('option', { name: /GPT-5 mini/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await search.fill('no such model');
    await expect(page.getByText(DASHBOARD_TEXT.noModelsFound('no such model'))).toBeVisible();
    await search.press('Escape');
    await expect(search).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the AI assistant fills both agents and the opening message', async ({ page }) => {
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const description = page.getByLabel('Debate description');
    await description.fill('A debate about a four-day work week');
    await description.press('Enter');
    await expect(
      page.getByText(DASHBOARD_TEXT.generatorSuccess(OFFLINE), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'AI Assistant' })).toBeHidden({ timeout: 4000 });
    for (const agent of ['Primary Agent', 'Alternative Agent']) {
      const card = page.getByRole('region', { name: agent });
      await expect(card.getByRole('button', { name: 'Model' })).toContainText(OFFLINE);
      await expect(card.getByLabel('System instructions')).toHaveValue(/four-day work week/);
    }
    await expect(page.getByLabel('Opening message')).not.toHaveValue('');
    await expect(
      page.getByRole('button', { name: DASHBOARD_TEXT.startConversation }),
    ).toBeEnabled();
  });

  test('footer modals and recent conversations', async ({ page }) => {
    await page.getByRole('button', { name: DASHBOARD_TEXT.support }).click();
    await expect(page.getByRole('dialog', { name: DASHBOARD_TEXT.support })).toContainText(
      DASHBOARD_TEXT.supportEmail,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByText('No conversations yet.')).toBeVisible();
  });
});
