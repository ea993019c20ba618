/**
 * Issue 27, item 6, on the largest conversation the limits allow: it takes no more messages,
 * its verdicts are capped and listed by pages, and its exports answer (over real HTTP). It is
 * written through the repositories: making it through the API would take a thousand turns.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXT,
  MAX,
  type ConversationDetail,
} from '../src/contract/conversations.ts';
import { catalogModelName, OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import {
  VERDICT_LIMITS,
  VERDICT_TEXT,
  type Verdict,
  type VerdictPage,
} from '../src/contract/verdicts.ts';
import { step } from '../src/server/conversations/engine.ts';
import {
  createConversationRepository,
  stateColumns,
  type ConversationRow,
} from '../src/server/conversations/repository.ts';
import { createVerdictRepository } from '../src/server/verdicts/repository.ts';
import { signUp } from './helpers/app.ts';
import { post, type Auth } from './helpers/conversations.ts';
import { messageRow } from './helpers/runtime-fixtures.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const test = useTestApp({ listen: true, env: { CONVERSATION_TURN_DELAY_MS: '600000' } });

/**
 * The largest reply a turn can write: the highest output cap of the catalog (4,096 tokens) at
 * four characters a token.
 */
const REPLY_CHARACTERS = 4_096 * 4;

/** Text of exactly `length` characters, different for each `seed`, in sentences. */
const textOf = (length: number, seed: number) =>
  `${seed}. The tram carries more people than the car ever could. `
    .repeat(Math.ceil(length / 50) + 1)
    .slice(0, length);

/**
 * The largest conversation the limits allow: MAX Mode with five agents, the longest opening
 * line and instructions, `maxMessages` messages of the largest size (every 20th an intervention
 * of the longest kind) and the limit's notice after them; and the most verdicts one
 * conversation keeps, each as long as a verdict may be.
 */
async function largestConversation(ownerId: string): Promise<string> {
  const slots = [...MAX.slots];
  const openingLine = textOf(CONVERSATION_LIMITS.openingLineMaxLength, 0);
  const { state } = step(null, {
    type: 'start',
    mode: 'max',
    slots,
    openingLine,
    startingSlot: 'alpha',
  });
  const last = CONVERSATION_LIMITS.maxMessages + 1;
  const stopped = {
    ...state,
    status: 'stopped' as const,
    pending: null,
    messageCount: last,
    interventionCount: CONVERSATION_LIMITS.maxMessages / MAX.checkpointEvery,
  };
  const messageAt = (seq: number) => {
    if (seq === 1) return { sender: 'alpha', content: openingLine };
    if (seq === last) return { sender: 'system', content: CONVERSATION_TEXT.messageLimitReached };
    if (seq % MAX.checkpointEvery === 1) {
      return { sender: 'user', content: textOf(CONVERSATION_LIMITS.interventionMaxLength, seq) };
    }
    return { sender: slots[(seq - 1) % slots.length]!, content: textOf(REPLY_CHARACTERS, seq) };
  };
  const now = new Date();
  const row: ConversationRow = {
    id: randomUUID(),
    ownerId,
    mode: 'max',
    title: openingLine.slice(0, CONVERSATION_LIMITS.titleLength),
    openingLine,
    ...stateColumns(stopped),
    liveCode: null,
    leaseOwner: null,
    leaseExpiresAt: null,
    leaseEpoch: 0,
    createdAt: now,
    updatedAt: now,
  };
  await createConversationRepository(test.database.db).insertConversation(
    row,
    slots.map((slot, position) => ({
      conversationId: row.id,
      slot,
      name: MAX.names[position]!,
      modelId: OFFLINE_MODEL_ID,
      customModelId: null,
      seat: 'model' as const,
      seatUserId: null,
      personaId: null,
      systemInstructions: textOf(CONVERSATION_LIMITS.instructionsMaxLength, position),
      position,
    })),
    Array.from({ length: last }, (_, index) => {
      const seq = index + 1;
      return messageRow(row.id, { seq, ...messageAt(seq), createdAt: now });
    }),
  );
  const verdicts = createVerdictRepository(test.database.db);
  const long = (length: number, seed: number) => textOf(length, seed);
  for (let index = 0; index < VERDICT_LIMITS.perConversation; index += 1) {
    await verdicts.insertVerdict({
      conversationId: row.id,
      judgeModel: OFFLINE_MODEL_ID,
      trigger: 'checkpoint',
      messageCount: (index + 1) * 10,
      summary: long(VERDICT_LIMITS.summaryMaxLength, index),
      positions: slots.map((slot) => ({ slot, stance: long(VERDICT_LIMITS.textMaxLength, 1) })),
      arguments: slots.flatMap((slot) =>
        (['strongest', 'weakest'] as const).flatMap((kind) =>
          Array.from({ length: VERDICT_LIMITS.argumentsPerKindMax }, () => ({
            slot,
            kind,
            messageId: row.id,
            quote: long(VERDICT_LIMITS.quoteMaxLength, 2),
            reason: long(VERDICT_LIMITS.textMaxLength, 3),
          })),
        ),
      ),
      agreements: Array.from({ length: VERDICT_LIMITS.pointsMax }, (_, i) =>
        long(VERDICT_LIMITS.textMaxLength, i),
      ),
      disagreements: Array.from({ length: VERDICT_LIMITS.pointsMax }, (_, i) =>
        long(VERDICT_LIMITS.textMaxLength, i),
      ),
      winner: index % 2 ? 'alpha' : null,
      confidence: 0.75,
      consensus: index % 101,
    });
  }
  return row.id;
}

async function getJson<T>(auth: Auth, url: string): Promise<{ status: number; body: T }> {
  const response = await test.app.inject({ method: 'GET', url, headers: auth });
  return { status: response.statusCode, body: response.json() as T };
}

let owner: { auth: Auth; id: string };
let largestId: string;

beforeAll(async () => {
  const session = await signUp(test.app);
  owner = { auth: session.auth, id: session.user.id };
  largestId = await largestConversation(owner.id);
}, 120_000);

describe('a conversation at its message limit', () => {
  it('refuses continuing and intervening, saying why', async () => {
    for (const [action, payload] of [
      ['continue', undefined],
      ['intervene', { content: 'One more thing.' }],
    ] as const) {
      const response = await post(
        test.app,
        owner.auth,
        `/api/conversations/${largestId}/${action}`,
        payload,
      );
      expect(response.statusCode, action).toBe(400);
      expect(response.json()).toEqual({
        error: CONVERSATION_TEXT.messageLimit,
        code: 'bad_request',
      });
    }
  }, 60_000);
});

describe('verdicts of one conversation', () => {
  it('are capped: past the most one conversation keeps, a verdict is refused before judging', async () => {
    const response = await post(test.app, owner.auth, `/api/conversations/${largestId}/verdict`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: VERDICT_TEXT.perConversation, code: 'conflict' });
    const { body } = await getJson<VerdictPage>(
      owner.auth,
      `/api/conversations/${largestId}/verdicts?limit=${VERDICT_LIMITS.pageMax}`,
    );
    expect(body.verdicts).toHaveLength(VERDICT_LIMITS.perConversation);
  }, 60_000);

  it('are listed by pages, oldest first, each once, and the pages chain by their cursor', async () => {
    const first = await getJson<VerdictPage>(
      owner.auth,
      `/api/conversations/${largestId}/verdicts`,
    );
    expect(first.status).toBe(200);
    expect(first.body.verdicts).toHaveLength(VERDICT_LIMITS.pageDefault);
    const seen: Verdict[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=30&cursor=${cursor}` : '?limit=30';
      const page = await getJson<VerdictPage>(
        owner.auth,
        `/api/conversations/${largestId}/verdicts${query}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.verdicts);
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(VERDICT_LIMITS.perConversation / 30));
    expect(new Set(seen.map((verdict) => verdict.id)).size).toBe(VERDICT_LIMITS.perConversation);
    expect(seen.map((verdict) => verdict.messageCount)).toEqual(
      Array.from({ length: VERDICT_LIMITS.perConversation }, (_, index) => (index + 1) * 10),
    );
  }, 60_000);

  it('refuses a cursor that is not one of its verdicts and a page size out of range, with 400', async () => {
    const other = await largestConversation(owner.id);
    const { body: otherPage } = await getJson<VerdictPage>(
      owner.auth,
      `/api/conversations/${other}/verdicts?limit=1`,
    );
    for (const [query, error] of [
      ['cursor=nope', VERDICT_TEXT.invalidCursor],
      [`cursor=${crypto.randomUUID()}`, VERDICT_TEXT.invalidCursor],
      [`cursor=${otherPage.verdicts[0]!.id}`, VERDICT_TEXT.invalidCursor],
      ['limit=0', `limit: ${VERDICT_TEXT.pageRange}`],
      [`limit=${VERDICT_LIMITS.pageMax + 1}`, `limit: ${VERDICT_TEXT.pageRange}`],
    ]) {
      const response = await getJson(
        owner.auth,
        `/api/conversations/${largestId}/verdicts?${query}`,
      );
      expect(response, query).toEqual({ status: 400, body: { error, code: 'bad_request' } });
    }
  }, 120_000);
});

describe('the exports of the largest conversation the limits allow', () => {
  it.each(['md', 'json'] as const)(
    '%s: answers 200 over HTTP with every message and verdict',
    async (format) => {
      const startedAt = performance.now();
      const response = await fetch(
        `${test.url}/api/conversations/${largestId}/export?format=${format}`,
        { headers: owner.auth, signal: AbortSignal.timeout(120_000) },
      );
      const text = await response.text();
      const elapsed = performance.now() - startedAt;
      console.info(
        `export (${format}) of ${CONVERSATION_LIMITS.maxMessages + 1} messages and ` +
          `${VERDICT_LIMITS.perConversation} verdicts: ${(text.length / 1024 / 1024).toFixed(1)} MB in ${elapsed.toFixed(0)} ms`,
      );
      expect(response.status, text.slice(0, 200)).toBe(200);
      if (format === 'md') {
        expect(text).toContain(`### ${CONVERSATION_LIMITS.maxMessages + 1}. System`);
        expect(text).toContain(CONVERSATION_TEXT.messageLimitReached);
        expect(text).toContain(
          VERDICT_TEXT.markdownVerdict(
            VERDICT_LIMITS.perConversation,
            catalogModelName(OFFLINE_MODEL_ID),
            VERDICT_LIMITS.perConversation * 10,
          ),
        );
      } else {
        const exported = JSON.parse(text) as ConversationDetail & { verdicts: Verdict[] };
        expect(exported.messages).toHaveLength(CONVERSATION_LIMITS.maxMessages + 1);
        expect(exported.verdicts).toHaveLength(VERDICT_LIMITS.perConversation);
      }
    },
    120_000,
  );
});
