import { expect, test, type Browser, type Page } from '@playwright/test';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import type { ConversationMessage } from '../src/contract/conversations.ts';
import { LIVE_TEXT, type LiveJoinResponse } from '../src/contract/live.ts';
import { MESSAGE_TEXT } from '../src/contract/texts.ts';
import {
  createAccount,
  createConversation,
  signInWithToken,
  sseText,
  uniqueEmail,
  viewportOf,
  signInAsNewAccount,
} from './helpers.ts';

/** A signed-in user in a browser context of their own (another person at another computer). */
async function person(browser: Browser, name: string) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const account = await signInAsNewAccount(page, name);
  return { context, page, ...account };
}

const liveMessages = (page: Page) =>
  page.getByTestId('live-messages').locator(':scope > li[data-sender]');

test('owner goes live; a viewer watches tokens stream, a collaborator intervenes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await person(browser, 'Olive Owner');
  const viewer = await person(browser, 'Victor Viewer');
  const collaborator = await person(browser, 'Cora Collaborator');

  // A debate, stopped at once, so the viewer is there before the tokens start.
  const auth = { authorization: `Bearer ${owner.token}` };
  const created = await owner.page.request.post('/api/conversations', {
    headers: auth,
    data: {
      mode: 'duel',
      openingLine: 'Should cities ban cars from their centres?',
      agents: [
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue for the ban.' },
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue against the ban.' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(
    (await owner.page.request.post(`/api/conversations/${id}/stop`, { headers: auth })).ok(),
  ).toBe(true);

  // The owner goes live: the 'live session created' dialog.
  await owner.page.goto(`/dashboard?c=${id}`);
  await owner.page.getByRole('button', { name: LIVE_TEXT.goLive }).click();
  const created_ = owner.page.getByRole('dialog', { name: LIVE_TEXT.createdTitle });
  await expect(created_).toBeVisible();
  const code = (await created_.getByTestId('live-token').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await created_.getByRole('button', { name: LIVE_TEXT.copyToken }).click();
  await expect(created_.getByRole('button', { name: LIVE_TEXT.tokenCopied })).toBeVisible();
  expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(created_.getByRole('button', { name: LIVE_TEXT.copyToken })).toBeVisible({
    timeout: 5000,
  });
  // Invitations by email, registered or not yet: the owner sees the addresses typed, no names.
  const notYetRegistered = uniqueEmail('later');
  const collaborators = created_.getByRole('list', { name: LIVE_TEXT.collaborators });
  for (const email of [collaborator.email, notYetRegistered]) {
    await created_.getByLabel(LIVE_TEXT.addCollaborator).fill(email);
    await created_.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(collaborators).toContainText(email);
  }
  await expect(collaborators.getByRole('listitem')).toContainText([
    collaborator.email,
    notYetRegistered,
  ]);
  await expect(collaborators).not.toContainText('Cora');
  await created_.getByRole('button', { name: `Remove ${notYetRegistered}` }).click();
  await expect(collaborators.getByRole('listitem')).toHaveCount(1);
  await expect(collaborators).toContainText(collaborator.email);

  // The viewer joins from the dashboard's watch dialog.
  await viewer.page.goto('/dashboard');
  await viewer.page.getByRole('button', { name: 'Watch Live' }).click();
  const watch = viewer.page.getByRole('dialog', { name: LIVE_TEXT.watchTitle });
  const input = watch.getByLabel('Live session token');
  await watch.getByRole('button', { name: 'Join Session' }).click();
  await expect(watch.getByText(LIVE_TEXT.enterToken)).toBeVisible();
  await input.fill('ab1');
  await watch.getByRole('button', { name: 'Join Session' }).click();
  await expect(watch.getByText(LIVE_TEXT.invalidFormat)).toBeVisible();
  await input.fill(code === 'ZZZZ-ZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ');
  await expect(input).toHaveValue(/^[YZ]{4}-[YZ]{4}$/);
  await watch.getByRole('button', { name: 'Join Session' }).click();
  await expect(watch.getByText(LIVE_TEXT.notFoundBeforeConnection)).toBeVisible();
  await input.fill(code.replace('-', '').toLowerCase());
  await expect(input).toHaveValue(code);
  await watch.getByRole('button', { name: 'Join Session' }).click();
  await expect(viewer.page).toHaveURL(new RegExp(`/live/${code}$`));
  await expect(viewer.page.getByText(LIVE_TEXT.viewMode, { exact: true })).toBeVisible();
  await expect(viewer.page.getByTestId('live-connection')).toHaveText(LIVE_TEXT.connected);
  // Connected, and told that the host stopped the debate (issue 23: not 'watching' it).
  await expect(viewer.page.getByText(LIVE_TEXT.stopped)).toBeVisible();
  await expect(viewer.page.getByText(LIVE_TEXT.watching)).toHaveCount(0);
  await expect(liveMessages(viewer.page).first()).toHaveAttribute('data-sender', 'model-a');
  await expect(liveMessages(viewer.page).first()).toContainText('Primary Agent');
  // A viewer has no way to write.
  await expect(viewer.page.getByRole('textbox')).toHaveCount(0);
  await expect(viewer.page.getByRole('button', { name: 'Send Intervention' })).toHaveCount(0);

  // Start Conversation: the viewer sees a reply arrive token by token.
  await created_.getByRole('button', { name: LIVE_TEXT.startConversation }).click();
  const streaming = viewer.page.getByTestId('live-messages').locator('li[data-status="streaming"]');
  await expect(streaming).toHaveCount(1, { timeout: 30_000 });
  await expect(viewer.page.getByText(LIVE_TEXT.watching)).toBeVisible();
  const early = (await streaming.textContent()) ?? '';
  // The streaming reply is the newest message (the stop above may have kept an interrupted one).
  const replyIndex = (await liveMessages(viewer.page).count()) - 1;
  await expect
    .poll(async () => (await liveMessages(viewer.page).nth(replyIndex).textContent())?.length ?? 0)
    .toBeGreaterThan(early.length);

  // The viewer drops and comes back (a reload: a new connection); the list carries on, no duplicate.
  // (Resuming an interrupted stream by Last-Event-ID is proven in test/live.test.ts.)
  await viewer.page.reload();
  await expect(viewer.page.getByTestId('live-connection')).toHaveText(LIVE_TEXT.connected);
  await expect
    .poll(() => liveMessages(viewer.page).count(), { timeout: 30_000 })
    .toBeGreaterThan(3);
  const texts = await viewer.page
    .getByTestId('live-messages')
    .locator(':scope > li[data-sender]')
    .evaluateAll((items) => items.map((item) => item.textContent));
  expect(new Set(texts).size).toBe(texts.length);

  // The collaborator joins in Collaboration Mode and intervenes; the owner sees it.
  await collaborator.page.goto(`/live/${code.toLowerCase()}`);
  await expect(
    collaborator.page.getByText(LIVE_TEXT.collaborationMode, { exact: true }),
  ).toBeVisible();
  await collaborator.page.getByLabel('Intervention message').fill('What about delivery vans?');
  await collaborator.page.getByRole('button', { name: 'Send Intervention' }).click();
  await expect(
    owner.page.getByTestId('message-list').locator('li[data-sender="user"]'),
  ).toContainText('What about delivery vans?', { timeout: 30_000 });
  await expect(
    viewer.page.getByTestId('live-messages').locator('li[data-sender="user"]'),
  ).toContainText('Human Intervention');

  // Stop sharing: the viewer keeps the transcript and is told sharing ended (issue 33).
  await owner.page.getByRole('button', { name: new RegExp(code) }).click();
  await owner.page
    .getByRole('dialog', { name: LIVE_TEXT.createdTitle })
    .getByRole('button', { name: LIVE_TEXT.stopSharing })
    .click();
  await expect(viewer.page.getByText(LIVE_TEXT.sharingEnded)).toBeVisible({ timeout: 30_000 });
  await expect(viewer.page.getByText(LIVE_TEXT.unavailable)).toHaveCount(0);
  await expect(
    viewer.page.getByTestId('live-messages').locator('li[data-sender="user"]'),
  ).toContainText('Human Intervention');

  for (const someone of [owner, viewer, collaborator]) await someone.context.close();
});

test('a malformed share code shows Invalid share code', async ({ page }) => {
  await signInAsNewAccount(page);
  await page.goto('/live/nope');
  await expect(page.getByText(LIVE_TEXT.unavailable)).toBeVisible();
  await expect(page.getByText(LIVE_TEXT.invalidShareCode)).toBeVisible();
  await page.goto('/live/ZZZZ-ZZZ9');
  await expect(page.getByText(LIVE_TEXT.notFoundBeforeConnection)).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`at ${width} px, after a successful join, a 404 stream keeps the transcript and says sharing ended; network errors keep retrying`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewportOf(width));
    const owner = await createAccount(page, 'Olive Owner');
    const ownerAuth = { authorization: `Bearer ${owner.token}` };
    const conversation = await createConversation(page, owner.token, {
      openingLine: 'Should cities ban cars from their centres?',
      stopWithOneMessage: true,
    });
    const live = await page.request.post(`/api/conversations/${conversation.id}/live`, {
      headers: ownerAuth,
    });
    const { shareCode: code } = (await live.json()) as { shareCode: string };
    const viewer = await createAccount(page, 'Victor Viewer');
    const joined = await page.request.get(`/api/live/${code}`, {
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    const { sessionInfo } = (await joined.json()) as LiveJoinResponse;
    const opening = conversation.messages[0]!;
    const messages: ConversationMessage[] = [
      { ...opening },
      {
        id: `${opening.id}-cut`,
        seq: 2,
        sender: 'model-b',
        content: 'Cars bring trade to the centre, and',
        timestamp: opening.timestamp,
        status: 'interrupted',
      },
    ];

    // The stream, by phase: a snapshot, then it ends (a dropped connection); network errors; the
    // real server, once the owner has revoked the code (404). (The e2e build is React's development
    // one, whose StrictMode opens and closes a first stream at once, so requests are not counted
    // from the start.)
    let phase: 'snapshot' | 'network' | 'server' = 'snapshot';
    const seen = { snapshot: 0, network: 0, server: 0 };
    const resumedFrom: (string | undefined)[] = [];
    await page.route(`**/api/live/${code}/events*`, async (route) => {
      seen[phase] += 1;
      if (phase === 'snapshot') {
        return route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
          body: sseText([
            { event: 'snapshot', id: '2', data: { conversation: sessionInfo, messages } },
          ]),
        });
      }
      resumedFrom.push(route.request().headers()['last-event-id']);
      if (phase === 'network') return route.abort('connectionreset');
      return route.continue();
    });

    await signInWithToken(page, viewer.token);
    await page.goto(`/live/${code}`);
    const list = page.getByTestId('live-messages');
    // The snapshot arrived: the reply cut mid-stream shows its text, marked.
    const cut = list.locator('li[data-status="interrupted"]');
    await expect(cut).toContainText('Cars bring trade to the centre, and');
    await expect(cut).toContainText('Alternative Agent');
    await expect(cut.getByTestId('interrupted-marker')).toHaveText(
      `${MESSAGE_TEXT.interrupted}: ${MESSAGE_TEXT.interruptedHint}`,
    );
    // The stream ended: Disconnected, and retried.
    const badge = page.getByTestId('live-connection');
    await expect(badge).toHaveText(LIVE_TEXT.disconnected);
    await expect(page.getByText(LIVE_TEXT.connectionFailed)).toBeVisible();

    // Network errors are transient: still Disconnected, retried again and again (resuming from the
    // last event id), the messages kept.
    phase = 'network';
    await expect.poll(() => seen.network, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(resumedFrom[0]).toBe('2');
    await expect(badge).toHaveText(LIVE_TEXT.disconnected);
    await expect(page.getByText(LIVE_TEXT.unavailable)).toHaveCount(0);
    await expect(list.locator('li[data-sender]')).toHaveCount(2);

    // The owner stops sharing; the next attempt gets the server's 404: the transcript stays, told
    // that sharing ended (SPEC §4: failures after connection are only logged; issue 33).
    const revoked = await page.request.delete(`/api/conversations/${conversation.id}/live`, {
      headers: ownerAuth,
    });
    expect(revoked.status()).toBe(204);
    phase = 'server';
    await expect(page.getByText(LIVE_TEXT.sharingEnded)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: LIVE_TEXT.unavailable })).toHaveCount(0);
    await expect(list.locator('li[data-sender]')).toHaveCount(2);
    await expect(badge).toHaveText(LIVE_TEXT.disconnected);
    // No more attempts once the session is gone.
    const attempts = seen.server;
    await page.waitForTimeout(4000);
    expect(seen.server).toBe(attempts);
  });
}
