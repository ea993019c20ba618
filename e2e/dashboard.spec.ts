import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT } from '../src/contract/conversations.ts';
import { findPersona } from '../src/contract/personas.ts';
import { DASHBOARD_TEXT, MESSAGE_TEXT, PERSONA_TEXT } from '../src/contract/texts.ts';
import {
  createAccount,
  createConversation,
  interruptedSnapshot,
  routeEventStream,
  OFFLINE,
  OFFLINE_OPTION,
  PASSWORD,
  pickOfflineModel,
  pickPersona,
  signInWithToken,
  uniqueEmail,
  signInAsNewAccount,
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
  // The footer is shown only when no conversation is active (SPEC §2).
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
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
  await expect(page.getByTestId('checkpoint-help')).toHaveText(DASHBOARD_TEXT.checkpointHelp(10));
  await expect(submit).toBeDisabled();
  const box = page.getByLabel('Intervention message');
  await box.fill('Please focus on younger pupils.');
  await expect(page.getByText('31/500')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Alternative Agent', exact: true })).toBeChecked();
  await submit.click();
  await expect(messages(page).nth(10)).toHaveAttribute('data-sender', 'user');
  await expect(messages(page).nth(10)).toContainText('You (intervention)');
  await expect(messages(page).nth(11)).toHaveAttribute('data-sender', 'model-b');

  // Stop, then continue.
  // Stop is on screen while the agents talk (issue 9), not in the menu.
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
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
    await signInAsNewAccount(page);
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

  test('instructions over the limit say so and give the limit, nothing is cut', async ({
    page,
  }) => {
    const start = page.getByRole('button', { name: DASHBOARD_TEXT.startConversation });
    await pickOfflineModel(page, 'Primary Agent');
    await pickOfflineModel(page, 'Alternative Agent');
    const long = 'x'.repeat(CONVERSATION_LIMITS.instructionsMaxLength + 1);
    const primary = page.getByRole('region', { name: 'Primary Agent' });
    await primary.getByLabel('System instructions').fill(long);
    await page
      .getByRole('region', { name: 'Alternative Agent' })
      .getByLabel('System instructions')
      .fill('Against');
    await page.getByLabel('Opening message').fill('Cats or dogs?');
    await expect(primary.getByLabel('System instructions')).toHaveValue(long);
    // The field and the notice beside Start both say what is wrong, with the limit.
    await expect(primary.getByText(CONVERSATION_TEXT.instructionsTooLong)).toBeVisible();
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription(CONVERSATION_TEXT.instructionsTooLong);
    await expect(page.getByText(DASHBOARD_TEXT.completeAllFields)).toBeHidden();
    await primary.getByLabel('System instructions').fill(long.slice(1));
    await expect(start).toBeEnabled();
  });

  test('model picker: tiers collapsed, search empty state, keyboard and Escape', async ({
    page,
  }) => {
    const trigger = page.getByRole('region', { name: 'Primary Agent' }).getByRole('button', {
      name: 'Model',
    });
    await trigger.focus();
    await trigger.press('ArrowDown');
    const search = page.getByRole('searchbox', { name: 'Search models' });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('placeholder', DASHBOARD_TEXT.searchModels);
    // The chosen model's group (the offline model, preselected) starts open; the others start
    // folded, each a labelled group offering to show its models.
    const free = page.getByRole('group', { name: /^Free/ });
    await expect(free.getByRole('option', { name: OFFLINE_OPTION })).toBeVisible();
    const standard = page.getByRole('group', { name: /^Standard/ });
    await expect(standard.getByRole('option')).toHaveCount(1);
    await standard.getByRole('option', { name: /^Show Standard/ }).click();
    await expect(standard.getByRole('option', { name: /^Show Standard/ })).toHaveCount(0);
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

  test('model picker: usable models first, unavailable providers folded under one plain explanation', async ({
    page,
  }) => {
    const trigger = page.getByRole('region', { name: 'Primary Agent' }).getByRole('button', {
      name: 'Model',
    });
    await trigger.click();
    const list = page.getByRole('listbox', { name: 'Models' });
    const groups = list.getByRole('group');
    const unavailable = list.getByRole('group', { name: /^Not available on this server/ });
    // One folded group, last, after every usable tier, its reason in its label.
    await expect(groups.last()).toHaveAccessibleName(
      new RegExp(`^Not available on this server ${DASHBOARD_TEXT.unavailableModelsHint} \\d+$`),
    );
    await expect(groups.first()).not.toHaveAccessibleName(/Not available/);
    await expect(unavailable.getByRole('option')).toHaveCount(1);
    // The operator's detail (which key to set) is nowhere in the user's view.
    await expect(list).not.toContainText('API key');
    await expect(list).not.toContainText('_API_KEY');
    await expect(list.getByRole('option', { name: /GPT-5 mini/ })).toHaveCount(0);
    await unavailable.getByRole('option', { name: /^Show Not available/ }).click();
    const gpt5mini = list.getByRole('option', { name: /GPT-5 mini/ });
    await expect(gpt5mini).toHaveAttribute('aria-disabled', 'true');
    await expect(gpt5mini).toContainText('OpenAI · Ultra Premium');
    // A disabled option cannot be chosen (force: Playwright would wait for it to be enabled).
    await gpt5mini.click({ force: true });
    await expect(list).toBeVisible();
    // The usable offline model stays chosen (preselected: this server has no keys).
    await expect(trigger).toHaveAccessibleName(`Model ${OFFLINE}`);
  });

  test('choosing a persona over typed instructions asks first: keep, then replace', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'Primary Agent' });
    const instructions = card.getByLabel('System instructions');
    const teacher = findPersona('veteran-teacher')!;
    // Empty instructions, or the previous persona's own text: filled without asking.
    await pickPersona(page, 'Primary Agent', 'teacher', teacher.name);
    await expect(instructions).toHaveValue(teacher.systemInstructions);
    await pickPersona(page, 'Primary Agent', 'prosecutor', 'Seasoned Prosecutor');
    const prosecutor = await instructions.inputValue();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Text the user wrote: asked first; Keep leaves everything as it was.
    const typed = `${prosecutor}\nKeep every answer under 100 words.`;
    await instructions.fill(typed);
    await card.getByRole('button', { name: 'Persona' }).click();
    await page
      .getByRole('searchbox', { name: 'Search personas by name or description' })
      .fill('teacher');
    await page.getByRole('option', { name: new RegExp(teacher.name) }).click();
    const confirm = page.getByRole('dialog', { name: PERSONA_TEXT.replaceTitle });
    await expect(confirm).toContainText(PERSONA_TEXT.replaceMessage('Primary Agent', teacher.name));
    await confirm.getByRole('button', { name: PERSONA_TEXT.keep }).click();
    await expect(confirm).toBeHidden();
    await expect(instructions).toHaveValue(typed);
    await expect(card.getByRole('button', { name: 'Persona' })).toContainText(
      'Seasoned Prosecutor',
    );

    // Asked again; Replace fills the persona's text.
    await card.getByRole('button', { name: 'Persona' }).click();
    await page
      .getByRole('searchbox', { name: 'Search personas by name or description' })
      .fill('teacher');
    await page.getByRole('option', { name: new RegExp(teacher.name) }).click();
    await confirm.getByRole('button', { name: PERSONA_TEXT.replace, exact: true }).click();
    await expect(instructions).toHaveValue(teacher.systemInstructions);
    await expect(card.getByRole('button', { name: 'Persona' })).toContainText(teacher.name);
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

  test('the AI assistant refuses a description that names nothing to debate, saying why', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const description = page.getByLabel('Debate description');
    await description.fill('asdf qwerty');
    await description.press('Enter');
    await expect(page.getByText(DASHBOARD_TEXT.generatorNoSubject, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Opening message')).toHaveValue('');
  });

  test('footer modals and recent conversations', async ({ page }) => {
    // The footer is the page's contentinfo landmark, after <main>, not inside it.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText(DASHBOARD_TEXT.supportEmail);
    await expect(page.locator('main footer')).toHaveCount(0);
    expect(
      await footer.evaluate(
        (element) =>
          element.compareDocumentPosition(document.querySelector('main')!) &
          Node.DOCUMENT_POSITION_PRECEDING,
      ),
    ).toBeTruthy();
    await page.getByRole('button', { name: DASHBOARD_TEXT.support }).click();
    await expect(page.getByRole('dialog', { name: DASHBOARD_TEXT.support })).toContainText(
      DASHBOARD_TEXT.supportEmail,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByText('No conversations yet.')).toBeVisible();
  });
});

test('the Recent list and the export show plain-text titles; one message reads "1 message"', async ({
  page,
}) => {
  const account = await createAccount(page);
  // A debate stopped before its first reply: exactly one message, the opening line.
  const conversation = await createConversation(page, account.token, {
    openingLine: '**Homework** should _go_',
    stopWithOneMessage: true,
  });
  expect(conversation.title).toBe('Homework should go');
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent conversations' });
  const item = recent.getByRole('button', { name: /^Homework should go/ });
  await expect(item.getByText(MESSAGE_TEXT.messageCount(1), { exact: true })).toBeVisible();
  await expect(item.getByText('1 message', { exact: true })).toBeVisible();
  await expect(recent).not.toContainText('**');

  await item.click();
  await expect(page.getByRole('heading', { name: 'Homework should go' })).toBeVisible();
  await expect(page.getByTestId('message-count')).toHaveText('1 message');
  await page.getByRole('button', { name: 'Conversation menu' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Markdown (.md)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^parley-homework-should-go-/);
  const file = await readFile((await download.path())!, 'utf8');
  expect(file.split('\n')[0]).toBe('# Homework should go');
  expect(file).toContain('- Messages: 1');
});

test('a reply stopped mid-stream keeps its text, marked Interrupted', async ({ page }) => {
  const account = await createAccount(page);
  const conversation = await createConversation(page, account.token, {
    openingLine: 'Should cities ban cars from their centres?',
    stopWithOneMessage: true,
  });
  // The server keeps a cut reply as status 'interrupted' (a crash or a stop mid-stream): the
  // stream's snapshot is given one, as the server would send it.
  await routeEventStream(page, `**/api/conversations/${conversation.id}/events*`, [
    { event: 'snapshot', data: interruptedSnapshot(conversation, 'model-b') },
  ]);
  await signInWithToken(page, account.token);
  await page.goto(`/dashboard?c=${conversation.id}`);
  const cut = messages(page).nth(1);
  await expect(cut).toHaveAttribute('data-status', 'interrupted');
  await expect(cut).toContainText('Cars bring trade to the centre, and');
  const marker = cut.getByTestId('interrupted-marker');
  await expect(marker).toBeVisible();
  await expect(marker).toHaveText(`${MESSAGE_TEXT.interrupted}: ${MESSAGE_TEXT.interruptedHint}`);
  await expect(marker).toHaveAttribute('title', MESSAGE_TEXT.interruptedHint);
});

test('Reset returns to setup even when the stream says the debate is gone before the delete answers', async ({
  page,
}) => {
  const account = await signInAsNewAccount(page);
  const { id } = await createConversation(page, account.token, {
    openingLine: 'Should museums return looted art?',
    stopWithOneMessage: true,
  });
  await page.goto(`/dashboard?c=${id}`);
  await expect(messages(page).first()).toContainText('Should museums return looted art?');

  // The server deletes (and ends the stream) at once; its answer reaches the page only after the
  // page has shown the stream's end.
  await page.route(`**/api/conversations/${id}`, async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    const answer = await route.fetch();
    await expect(page.getByText('Conversation not found')).toBeVisible();
    await route.fulfill({ response: answer });
  });
  await page.getByRole('button', { name: 'Conversation menu' }).click();
  await page.getByRole('menuitem', { name: DASHBOARD_TEXT.resetConversation }).click();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Opening message')).toHaveValue('');
});
