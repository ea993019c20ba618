import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONVERSATION_TEXT, MAX } from '../src/contract/conversations.ts';
import { LIVE_TEXT } from '../src/contract/live.ts';
import { DASHBOARD_TEXT, MAX_TEXT, MESSAGE_TEXT } from '../src/contract/texts.ts';
import { USAGE_TEXT } from '../src/contract/usage.ts';
import {
  accountOverFreeLimit,
  createAccount,
  createConversation,
  interruptedSnapshot,
  pickOfflineModel,
  pickPersona,
  routeEventStream,
  signInWithToken,
  signInAsNewAccount,
} from './helpers.ts';

const messages = (page: Page) => page.getByTestId('message-list').locator(':scope > li');
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const UNREACHABLE = { query: 'down', option: /down/, label: 'down' };

async function signIn(page: Page, name?: string) {
  const account = await signInAsNewAccount(page, name);
  // A long debate brings the plan near its limit, and the usage dialog may open (SPEC §2).
  await page.addLocatorHandler(page.getByRole('dialog', { name: /Usage Limit/ }), (dialog) =>
    dialog.getByRole('button', { name: USAGE_TEXT.continueWithCurrentPlan }).click(),
  );
  return account;
}

const THREE_AGENTS = [
  { slot: 'alpha', systemInstructions: 'You speak for the teachers.' },
  { slot: 'beta', systemInstructions: 'You speak for the parents.' },
  { slot: 'gamma', systemInstructions: 'You speak for the pupils.' },
];

/** Records, in the page, each agent the strip highlights in turn (consecutive repeats merged). */
async function recordHighlights(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { highlighted: string[] }).highlighted = seen;
    const record = () => {
      const current = document.querySelector('[data-testid^="agent-strip-"][aria-current="true"]');
      const slot = current?.getAttribute('data-testid')?.replace('agent-strip-', '');
      if (slot && seen.at(-1) !== slot) seen.push(slot);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-current'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { highlighted: string[] }).highlighted);
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
  // The first two agents start on the model this server runs (decision 041).
  await expect(page.getByTestId('configured-count')).toHaveText('2/5 Configured');
  await expect(launch).toBeDisabled();
  for (const name of MAX.names) await expect(card(page, name)).toBeVisible();

  // The persona picker appears once a model is chosen, and fills the instructions.
  await expect(card(page, 'Gamma').getByRole('button', { name: 'Persona' })).toHaveCount(0);
  await pickOfflineModel(page, 'Alpha');
  await pickPersona(page, 'Alpha', 'teacher', 'Veteran Classroom Teacher');
  await pickOfflineModel(page, 'Beta');
  await card(page, 'Beta').getByLabel('System instructions').fill('You speak for the parents.');
  await pickOfflineModel(page, 'Gamma');
  await expect(launch).toBeDisabled();
  await card(page, 'Gamma').getByLabel('System instructions').fill('You speak for the pupils.');
  await expect(page.getByTestId('configured-count')).toHaveText('3/5 Configured');

  const starting = page.getByRole('radiogroup', { name: MAX_TEXT.startingAgent });
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
  await expect(page.getByTestId('configured-count')).toHaveText('2/5 Configured');
  await expect(card(page, 'Alpha').getByLabel('System instructions')).toHaveValue('');
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

test('the MAX Mode AI Assistant keeps the roles it is named, in order, and the motion alone', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/max-mode');
  await page.getByRole('button', { name: MAX_TEXT.assistantTitle }).click();
  const dialog = page.getByRole('dialog', { name: MAX_TEXT.assistantTitle });
  const description = dialog.getByLabel('Debate description');
  await description.fill(
    'Five voices debate whether our city should replace its downtown parking garages with affordable housing: a housing advocate, a small-business owner, a traffic engineer, a city budget officer and a neighbourhood resident',
  );
  await description.press('Enter');
  await expect(dialog.getByText(/^Success! Models updated and set to/)).toBeVisible();
  const roles = [
    'a housing advocate',
    'a small-business owner',
    'a traffic engineer',
    'a city budget officer',
    'a neighbourhood resident',
  ];
  const motion = 'our city should replace its downtown parking garages with affordable housing';
  for (const [index, name] of MAX.names.entries()) {
    await expect(card(page, name).getByLabel('System instructions')).toHaveValue(
      new RegExp(
        `^You are ${roles[index]}\\. In this debate you argue (?:for|against) the motion that ${motion}\\. `,
      ),
    );
  }
  await expect(page.getByLabel(MAX_TEXT.openingPrompt)).toHaveValue(
    'Should our city replace its downtown parking garages with affordable housing? A housing advocate, a traffic engineer and a neighbourhood resident argue for it; a small-business owner and a city budget officer argue against it.',
  );
});

test('MAX goes live for a viewer; the highlight moves round-robin; Continue Conversation at the checkpoint goes on', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signIn(page, 'Olive Owner');
  const conversation = await createConversation(page, owner.token, {
    mode: 'max',
    openingLine: 'Should homework be abolished?',
    agents: THREE_AGENTS,
    stopWithOneMessage: true,
  });
  await page.goto(`/max-conversation?c=${conversation.id}`);
  await expect(messages(page)).toHaveCount(1);
  await expect(page.getByTestId('message-count')).toHaveText('1 message');
  const highlighted = await recordHighlights(page);

  // Go Live: the 'live session created' dialog with the code.
  await page.getByRole('button', { name: LIVE_TEXT.goLive }).click();
  const dialog = page.getByRole('dialog', { name: LIVE_TEXT.createdTitle });
  const code = (await dialog.getByTestId('live-token').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // A viewer in another browser watches it, MAX agents by name.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  const viewerAccount = await createAccount(viewer, 'Victor Viewer');
  await signInWithToken(viewer, viewerAccount.token);
  await viewer.goto(`/live/${code}`);
  const watched = viewer.getByTestId('live-messages').locator(':scope > li[data-sender]');
  await expect(viewer.getByTestId('live-connection')).toHaveText(LIVE_TEXT.connected);
  await expect(watched.first()).toHaveAttribute('data-sender', 'alpha');
  await expect(watched.first()).toContainText('Alpha');

  // Start Conversation resumes the stopped session.
  await dialog.getByRole('button', { name: LIVE_TEXT.startConversation }).click();
  await expect(watched.nth(2)).toHaveAttribute('data-sender', 'gamma', { timeout: 30_000 });
  await expect(watched.nth(1)).toContainText('Beta');
  await expect(watched.nth(2)).toContainText('Gamma');
  await expect(viewer.getByRole('button', { name: MAX_TEXT.sendIntervention })).toHaveCount(0);

  // The strip's highlight moved from each agent to the next in order (alpha → beta → gamma → …).
  await expect(messages(page).nth(5)).toBeVisible({ timeout: 30_000 });
  const order = THREE_AGENTS.map((agent) => agent.slot);
  const seen = await highlighted();
  expect(seen.length).toBeGreaterThanOrEqual(3);
  for (const [index, slot] of seen.slice(1).entries()) {
    expect(order.indexOf(slot), `highlight ${seen.join(' → ')}`).toBe(
      (order.indexOf(seen[index]!) + 1) % order.length,
    );
  }

  // The checkpoint at 20: the MAX explanation (20 messages, Send Intervention, no agent choice).
  await expect(page.getByText(MAX_TEXT.interventionRequired)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('checkpoint-help')).toHaveText(MAX_TEXT.checkpointHelp(20));
  await expect(page.getByTestId('checkpoint-help')).not.toContainText('chosen agent');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(watched).toHaveCount(20, { timeout: 15_000 });

  // Continue Conversation closes the checkpoint; message 20 was Beta's, so Gamma speaks next.
  await page.getByRole('button', { name: DASHBOARD_TEXT.continueConversation }).click();
  await expect(page.getByText(MAX_TEXT.interventionRequired)).toBeHidden();
  await expect(messages(page).nth(20)).toHaveAttribute('data-sender', 'gamma', {
    timeout: 30_000,
  });
  await expect(watched.nth(20)).toHaveAttribute('data-sender', 'gamma', { timeout: 30_000 });
  await viewerContext.close();
});

test('MAX Launch Session reads Upgrade Required, in red, over the (lowered) limit', async ({
  page,
}) => {
  const account = await accountOverFreeLimit(page, 'Quota Tester');
  await signInWithToken(page, account.token);
  await page.goto('/max-mode');
  const limit = page.getByRole('dialog', { name: USAGE_TEXT.exceededTitle });
  await limit.getByRole('button', { name: USAGE_TEXT.continueWithCurrentPlan }).click();
  await expect(limit).toBeHidden();
  for (const name of ['Alpha', 'Beta']) {
    await pickOfflineModel(page, name);
    await card(page, name).getByLabel('System instructions').fill(`You are ${name}.`);
  }
  await page.getByLabel(MAX_TEXT.openingPrompt).fill('Is homework useful?');
  await expect(page.getByRole('button', { name: MAX_TEXT.launchSession })).toHaveCount(0);
  const upgrade = page.getByRole('button', { name: USAGE_TEXT.upgradeRequired });
  await expect(upgrade).toBeEnabled();
  // The danger (red) variant.
  await expect(upgrade).toHaveClass(/\bbg-danger\b/);
  // It opens the usage dialog rather than launching.
  await upgrade.click();
  await expect(limit).toBeVisible();
  await expect(page).toHaveURL(/\/max-mode$/);
});

test('a MAX reply stopped mid-stream keeps its text, marked Interrupted', async ({ page }) => {
  const account = await signIn(page);
  const conversation = await createConversation(page, account.token, {
    mode: 'max',
    openingLine: 'Should cities ban cars from their centres?',
    agents: THREE_AGENTS.slice(0, 2),
    stopWithOneMessage: true,
  });
  await routeEventStream(page, `**/api/conversations/${conversation.id}/events*`, [
    { event: 'snapshot', data: interruptedSnapshot(conversation, 'beta') },
  ]);
  await page.goto(`/max-conversation?c=${conversation.id}`);
  const cut = messages(page).nth(1);
  await expect(cut).toHaveAttribute('data-status', 'interrupted');
  await expect(cut).toContainText('Beta');
  await expect(cut).toContainText('Cars bring trade to the centre, and');
  await expect(cut.getByTestId('interrupted-marker')).toHaveText(
    `${MESSAGE_TEXT.interrupted}: ${MESSAGE_TEXT.interruptedHint}`,
  );
});
