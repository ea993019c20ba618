// page.evaluate callbacks run in the browser, hence the DOM types.
/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ConversationEvent } from '../src/contract/conversation-events.ts';
import type { Conversation } from '../src/contract/conversations.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import type { UsageStats } from '../src/contract/usage.ts';
import { VERDICT_UI_TEXT } from '../src/contract/verdicts.ts';

export const ADMIN = { email: 'admin@parley.test', password: 'admin-pass-123' };

/** The two widths every screen is checked at: a phone and a desktop. */
export const PHONE_AND_DESKTOP = [390, 1440] as const;
export const viewportOf = (width: number) => ({ width, height: width < 800 ? 844 : 900 });

/** Signs in on the admin's own login page. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin4921');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin4921\/dashboard$/);
}
export const PASSWORD = 'correct-horse-1';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@parley.test`;
}

/** Creates an account through the real API and returns its token. */
export async function createAccount(page: Page, name = 'Test User') {
  const email = uniqueEmail();
  const response = await page.request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, name },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string; email: string } };
  return { email, name, token: body.token, user: body.user };
}

/** Signs the browser in by storing a token, as the app does after login. */
export async function signInWithToken(page: Page, token: string) {
  await page.goto('/landing');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** A new account through the real API, signed in on this browser: createAccount's answer. */
export async function signInAsNewAccount(page: Page, name?: string) {
  const account = await createAccount(page, name);
  await signInWithToken(page, account.token);
  return account;
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

export const OFFLINE = 'Parley Sparring Partner (offline)';
export const OFFLINE_OPTION = /Parley Sparring Partner \(offline\)/;

/** Opens an agent's model picker, finds a model by search and picks it (the offline one by default). */
export async function pickOfflineModel(
  page: Page,
  agent: string,
  model = { query: 'sparring', option: OFFLINE_OPTION, label: OFFLINE },
) {
  const card = page.getByRole('region', { name: agent, exact: true });
  await card.getByRole('button', { name: 'Model' }).click();
  const search = page.getByRole('searchbox', { name: 'Search models' });
  await search.fill(model.query);
  await page.getByRole('option', { name: model.option }).click();
  await expect(card.getByRole('button', { name: 'Model' })).toContainText(model.label);
}

/** Picks a persona with the keyboard: search, arrow down, Enter. */
export async function pickPersona(page: Page, agent: string, query: string, name: string) {
  const card = page.getByRole('region', { name: agent, exact: true });
  await card.getByRole('button', { name: 'Persona' }).click();
  const search = page.getByRole('searchbox', { name: 'Search personas by name or description' });
  await search.fill(query);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await search.press('Enter');
  await expect(card.getByRole('button', { name: 'Persona' })).toContainText(name);
  await expect(card.getByLabel('System instructions')).not.toHaveValue('');
}

type ConversationSetup = {
  openingLine: string;
  mode?: 'duel' | 'max';
  /** Agents' instructions (and MAX slots); two offline agents by default. */
  agents?: { slot?: string; model?: string; systemInstructions: string }[];
  /** Stop before the first reply, so the debate holds exactly its opening line. */
  stopWithOneMessage?: boolean;
};

/** Creates a debate through the API (offline agents), optionally stopped at one message. */
export async function createConversation(
  page: Page,
  token: string,
  setup: ConversationSetup,
): Promise<Conversation> {
  const headers = { authorization: `Bearer ${token}` };
  const agents = (
    setup.agents ?? [
      { systemInstructions: 'You argue for the motion.' },
      { systemInstructions: 'You argue against the motion.' },
    ]
  ).map((agent) => ({ model: OFFLINE_MODEL_ID, ...agent }));
  // A reply begins 100 ms after the start (playwright.config.ts); on a loaded machine the stop
  // may come later, so a debate that got a second message is deleted and made again.
  for (let attempt = 1; ; attempt += 1) {
    const created = await page.request.post('/api/conversations', {
      headers,
      data: { mode: setup.mode ?? 'duel', openingLine: setup.openingLine, agents },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    if (!setup.stopWithOneMessage) return getConversation(page, token, id);
    expect((await page.request.post(`/api/conversations/${id}/stop`, { headers })).ok()).toBe(true);
    const conversation = await getConversation(page, token, id);
    if (conversation.messageCount === 1 || attempt === 3) {
      expect(conversation.messageCount).toBe(1);
      return conversation;
    }
    await page.request.delete(`/api/conversations/${id}`, { headers });
  }
}

/** A three-agent MAX debate on hospital waiting times, stopped after its opening line. */
export const createMaxDebate = (page: Page, token: string) =>
  createConversation(page, token, {
    mode: 'max',
    openingLine: 'Should hospitals publish waiting times?',
    agents: [
      { slot: 'alpha', systemInstructions: 'You speak for the doctors.' },
      { slot: 'beta', systemInstructions: 'You speak for the patients.' },
      { slot: 'gamma', systemInstructions: 'You speak for the managers.' },
    ],
    stopWithOneMessage: true,
  });

/**
 * An offline debate whose first agent takes a persona, stopped after two replies and judged by
 * the offline model, through the API (DESIGN D18).
 */
export async function createJudgedDebate(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/conversations', {
    headers,
    data: {
      openingLine: 'Should cities ban cars from their centres?',
      agents: [
        {
          model: OFFLINE_MODEL_ID,
          systemInstructions: 'You argue for the ban.',
          personaId: 'veteran-teacher',
        },
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue against the ban.' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await judgeAfterTwoReplies(page, token, id);
  return id;
}

/** Once two replies are complete, stops the debate and asks the offline judge for a verdict. */
export async function judgeAfterTwoReplies(page: Page, token: string, id: string) {
  const headers = { authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () =>
        (await getConversation(page, token, id)).messages.filter(
          (m) => m.seq > 1 && m.status === 'complete',
        ).length,
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
  await page.request.post(`/api/conversations/${id}/stop`, { headers });
  const verdict = await page.request.post(`/api/conversations/${id}/verdict`, { headers });
  expect(verdict.status()).toBe(201);
}

export async function getConversation(page: Page, token: string, id: string) {
  const response = await page.request.get(`/api/conversations/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Conversation;
}

/**
 * A snapshot event's data: the conversation with a second message, cut mid-stream and kept
 * (status 'interrupted').
 */
export function interruptedSnapshot(
  { messages, ...conversation }: Conversation,
  sender: string,
): Omit<Extract<ConversationEvent, { type: 'snapshot' }>, 'type'> {
  const opening = messages[0]!;
  return {
    conversation: { ...conversation, status: 'paused', isActive: false, messageCount: 2 },
    messages: [
      opening,
      {
        id: `${opening.id}-cut`,
        seq: 2,
        sender,
        content: 'Cars bring trade to the centre, and',
        timestamp: opening.timestamp,
        status: 'interrupted',
      },
    ],
  };
}

type SseEvent = { event: string; data: unknown; id?: string };

/** Server-Sent Events text: each event as the server frames it, after a long reconnect delay. */
export function sseText(events: SseEvent[]): string {
  const frames = events.map(
    ({ event, data, id }) =>
      `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify({ type: event, ...(data as object) })}\n\n`,
  );
  return `retry: 3600000\n\n${frames.join('')}`;
}

/** Answers every request to `url` with these events (then the stream ends). */
export async function routeEventStream(page: Page, url: string, events: SseEvent[]) {
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      body: sseText(events),
    }),
  );
}

/** A model of the token's owner, shared through the real API; answers its share token. */
export async function shareModel(page: Page, token: string, name: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/models', {
    headers,
    data: { name, baseModel: OFFLINE_MODEL_ID, systemInstructions: 'You weigh evidence.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shared = await page.request.post(`/api/models/${id}/share`, { headers });
  return ((await shared.json()) as { shareToken: string }).shareToken;
}

/**
 * A new account whose day's FREE tokens are used up by real calls of the offline model. A call
 * is granted no more output than is left (decision 028); a prompt of `?`s is estimated at one
 * token each plus the message's framing (7), the offline model reports that same estimate and
 * writes the one token asked for, so a last call whose prompt is what is left less one ends
 * exactly at the limit (or `leave` tokens short of it).
 */
export async function accountOverFreeLimit(page: Page, name: string, leave = 0) {
  const account = await createAccount(page, name);
  const headers = { authorization: `Bearer ${account.token}` };
  const remaining = async () => {
    const stats = await page.request.get('/api/usage/stats', { headers });
    return ((await stats.json()) as UsageStats).remainingTokens.free;
  };
  const framing = 7;
  for (
    let left = await remaining(), calls = 1;
    left > leave;
    left = await remaining(), calls += 1
  ) {
    expect(calls).toBeLessThan(20);
    // Within the offline model's context window (32,768 tokens).
    const promptTokens = left - leave <= 28_000 ? left - leave - 1 : 20_000;
    const call = await page.request.post('/api/chat/completions', {
      headers,
      data: {
        model: OFFLINE_MODEL_ID,
        max_tokens: 1,
        messages: [{ role: 'user', content: '?'.repeat(promptTokens - framing) }],
      },
    });
    expect(call.status()).toBe(200);
  }
  return account;
}

/** Clicks a radio choice where a user does: React Aria's radio input is hidden in its label. */
export const chooseRadio = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click();

/**
 * Shows a conversation's verdicts, wherever the width puts them: the side panel on a desktop, the
 * Verdicts tab on a phone (issue 33).
 */
export async function showVerdicts(page: Page, timeout = 10_000) {
  const panel = page.getByTestId('verdict-panel');
  const tab = page.getByRole('tab', { name: VERDICT_UI_TEXT.verdictsTab });
  await expect(panel.or(tab).first()).toBeVisible({ timeout });
  if (await tab.isVisible()) await tab.click();
  await expect(panel.first()).toBeVisible();
}

/** Chooses Light, Dark or System in the top bar's theme menu. */
export async function chooseTheme(page: Page, theme: 'Light' | 'Dark' | 'System') {
  await page
    .getByRole('button', { name: /^Theme: / })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: theme }).click();
}

/** Downloads an export of the conversation on screen from its menu; the file's text. */
export async function exported(page: Page, item: 'Markdown (.md)' | 'JSON (.json)') {
  await page.getByRole('button', { name: 'Conversation menu' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return readFile((await download.path())!, 'utf8');
}
