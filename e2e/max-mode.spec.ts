import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONVERSATION_TEXT, MAX } from '../src/contract/conversations.ts';
import { DASHBOARD_TEXT, MAX_TEXT } from '../src/contract/texts.ts';
import { USAGE_TEXT } from '../src/contract/usage.ts';
import { createAccount, pickOfflineModel, pickPersona, signInWithToken } from './helpers.ts';

const messages = (page: Page) => page.getByTestId('message-list').locator(':scope > li');
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const UNREACHABLE = { query: 'down', option: /down/, label: 'down' };

async function signIn(page: Page) {
  const account = await createAccount(page);
  await signInWithToken(page, account.token);
  // A long debate brings the plan near its limit, and the usage dialog may open (SPEC §2).
  await page.addLocatorHandler(page.getByRole('dialog', { name: /Usage Limit/ }), (dialog) =>
    dialog.getByRole('button', { name: USAGE_TEXT.continueWithCurrentPlan }).click(),
  );
}

test('three offline agents: setup, round-robin, checkpoint, host intervention, transcript, reset', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  // A visit with no session in the URL goes to setup.
  await page.goto('/max-conversation');
  await expect(page).toHaveURL(/\/max-mode$/);

  const launch = page.getByRole('button', { name: MAX_TEXT.launchSession });
  await expect(page.getByTestId('configured-count')).toHaveText('0/5 Configured');
  await expect(launch).toBeDisabled();
  for (const name of MAX.names) await expect(card(page, name)).toBeVisible();

  // The persona picker appears once a model is chosen, and fills the instructions.
  await expect(card(page, 'Alpha').getByRole('button', { name: 'Persona' })).toHaveCount(0);
  await pickOfflineModel(page, 'Alpha');
  await pickPersona(page, 'Alpha', 'teacher', 'Veteran Classroom Teacher');
  await pickOfflineModel(page, 'Beta');
  await card(page, 'Beta').getByLabel('System instructions').fill('You speak for the parents.');
  await pickOfflineModel(page, 'Gamma');
  await expect(launch).toBeDisabled();
  await card(page, 'Gamma').getByLabel('System instructions').fill('You speak for the pupils.');
  await expect(page.getByTestId('configured-count')).toHaveText('3/5 Configured');

  const starting = page.getByRole('group', { name: MAX_TEXT.startingAgent });
  await expect(starting.getByRole('radio')).toHaveCount(3);
  await expect(starting.getByRole('radio', { name: 'Alpha' })).toBeChecked();
  await page.getByLabel(MAX_TEXT.openingPrompt).fill('Should homework be abolished?');
  await expect(page.getByText('29 characters')).toBeVisible();
  await launch.click();

  await expect(page).toHaveURL(/\/max-conversation\?c=/);
  const url = page.url();
  await expect(page.getByTestId('active-agents')).toHaveText('3 agents active');
  await expect(page.getByTestId('elapsed')).toHaveText(/^\d\d:\d\d$/);
  // Round-robin from the starting agent, each with its name and colour.
  await expect(messages(page).nth(3)).toBeVisible({ timeout: 30_000 });
  const senders = ['alpha', 'beta', 'gamma', 'alpha'];
  for (const [index, sender] of senders.entries()) {
    await expect(messages(page).nth(index)).toHaveAttribute('data-sender', sender);
  }
  await expect(messages(page).nth(1)).toContainText('Beta');
  await expect(messages(page).nth(1)).toHaveClass(/border-l-emerald-500/);
  await expect(messages(page).nth(2)).toHaveClass(/border-l-violet-500/);
  await expect(page.getByRole('list', { name: 'Agents' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('[data-testid^="agent-strip-"][aria-current="true"]')).toHaveCount(1, {
    timeout: 15_000,
  });

  // The checkpoint at message 20.
  await expect(page.getByText(MAX_TEXT.interventionRequired)).toBeVisible({ timeout: 90_000 });
  await expect(messages(page)).toHaveCount(20);
  await expect(page.getByTestId('message-count')).toHaveText('20 messages');
  await expect(page.locator('[data-testid^="agent-strip-"][aria-current="true"]')).toHaveCount(0);
  const send = page.getByRole('button', { name: MAX_TEXT.sendIntervention });
  await expect(send).toBeDisabled();
  await page.getByLabel('Intervention message').fill('Please focus on younger pupils.');
  await send.click();
  await expect(messages(page).nth(20)).toHaveAttribute('data-sender', 'user');
  await expect(messages(page).nth(20)).toContainText('Please focus on younger pupils.');
  // Message 20 was Beta's; the round-robin goes on with Gamma.
  await expect(messages(page).nth(21)).toHaveAttribute('data-sender', 'gamma', {
    timeout: 15_000,
  });

  // Copy Transcript and Download give the transcript.
  await page.getByRole('button', { name: DASHBOARD_TEXT.copyTranscript }).click();
  // Polled rather than the 2 s 'Copied!' label, which a loaded machine may render too late to see.
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 15_000 })
    .toMatch(/^Should homework be abolished\?[\s\S]*\n\nBeta:\n/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: MAX_TEXT.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.md$/);
  const file = await readFile((await download.path())!, 'utf8');
  expect(file).toContain('Should homework be abolished?');
  expect(file).toContain('Please focus on younger pupils.');

  // A reload reopens the session.
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(messages(page).first()).toContainText('Should homework be abolished?', {
    timeout: 30_000,
  });

  // Reset asks first, then returns to the setup, which is kept.
  await page.getByRole('button', { name: MAX_TEXT.reset, exact: true }).click();
  await expect(page.getByText(DASHBOARD_TEXT.resetConfirm)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: MAX_TEXT.reset }).click();
  await expect(page).toHaveURL(/\/max-mode$/);
  await expect(page.getByTestId('configured-count')).toHaveText('3/5 Configured');
  await page.getByRole('button', { name: MAX_TEXT.resetAll }).click();
  await expect(page.getByTestId('configured-count')).toHaveText('0/5 Configured');
  await expect(page.getByLabel(MAX_TEXT.openingPrompt)).toHaveValue('');
});

test('a failing endpoint opens the circuit breaker; Reset Circuit Breaker resumes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/max-mode');
  for (const name of ['Alpha', 'Beta']) {
    await pickOfflineModel(page, name, UNREACHABLE);
    await card(page, name).getByLabel('System instructions').fill(`You are ${name}.`);
  }
  await page.getByLabel(MAX_TEXT.openingPrompt).fill('Is anyone there?');
  await page.getByRole('button', { name: MAX_TEXT.launchSession }).click();

  const reset = page.getByRole('button', { name: MAX_TEXT.resetBreaker });
  await expect(reset).toBeVisible({ timeout: 60_000 });
  await expect(messages(page).nth(1)).toContainText('Agent Beta encountered an error');
  await expect(messages(page).nth(11)).toContainText(CONVERSATION_TEXT.breakerOpened);
  await expect(messages(page)).toHaveCount(12);
  await expect(page.getByTestId('conversation-status')).toHaveText('Failed');

  await reset.click();
  await expect(messages(page).nth(12)).toContainText(CONVERSATION_TEXT.breakerReset);
  // It resumes: the tenth failure was Alpha's, so Beta is next (the endpoint still fails).
  await expect(messages(page).nth(13)).toContainText('Agent Beta encountered an error', {
    timeout: 30_000,
  });
});

test('the MAX Mode AI Assistant configures all five agents', async ({ page }) => {
  await signIn(page);
  await page.goto('/max-mode');
  const assistant = page.getByRole('button', { name: MAX_TEXT.assistantTitle });
  await assistant.hover();
  await expect(page.getByRole('tooltip')).toHaveText(MAX_TEXT.assistantTooltip);
  await assistant.click();
  const dialog = page.getByRole('dialog', { name: MAX_TEXT.assistantTitle });
  const description = dialog.getByLabel('Debate description');
  await description.fill('A city council debates a new tram line');
  await description.press('Enter');
  await expect(dialog.getByText(/^Success! Models updated and set to/)).toBeVisible();
  await expect(page.getByTestId('configured-count')).toHaveText('5/5 Configured');
  for (const name of MAX.names) {
    await expect(card(page, name).getByLabel('System instructions')).toHaveValue(/tram line/);
  }
  await expect(page.getByLabel(MAX_TEXT.openingPrompt)).not.toHaveValue('');
  await expect(page.getByRole('button', { name: MAX_TEXT.launchSession })).toBeEnabled();
});
