import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConversationDetail } from '../src/contract/conversations.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { VERDICT_TEXT, verdictSchema } from '../src/contract/verdicts.ts';
import { usageEvents } from '../src/server/db/schema.ts';
import { signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  getDebate,
  post,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { providerEnv } from './fake-providers/server.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

/** Three judges of three families; the fake's `[fake:judge-flips=…]` makes one position-biased. */
const PANEL = ['gpt-4o-mini', 'claude-3-5-haiku-20241022', 'gemini-2.0-flash'];
const FLIPPER = 'claude-3-5-haiku-20241022';

const fake = useFakeProviders();
const test = useTestApp(() => ({
  listen: true,
  env: { ...providerEnv(fake.url), CONVERSATION_TURN_DELAY_MS: '0' },
}));

beforeEach(() => fake.reset());

/** A debate stopped after four agent replies. */
async function debate(auth: Auth, body: Record<string, unknown>) {
  const created = await createDebate(test.app, auth, body);
  await waitForDebate(
    test.app,
    auth,
    created.id,
    (c) => c.messages.filter((m) => m.seq > 1 && m.status === 'complete').length >= 4,
    60_000,
  );
  await post(test.app, auth, `/api/conversations/${created.id}/stop`);
  return waitForDebate(test.app, auth, created.id, (c) => !c.isGenerating);
}

async function verdictOf(auth: Auth, id: string, payload?: Record<string, unknown>) {
  const response = await post(test.app, auth, `/api/conversations/${id}/verdict`, payload);
  expect(response.statusCode, response.body).toBe(201);
  return verdictSchema.parse((response.json() as { verdict: unknown }).verdict);
}

describe('a judge panel (DESIGN D21)', () => {
  it('judges twice per judge, the order swapped: a judge that flips is a draw, agreement 2 of 3', async () => {
    const { user, auth } = await signUp(test.app);
    const body = debateBody({
      openingLine: `Should cities ban cars from their centres? [fake:judge-flips=${FLIPPER}]`,
    });
    const created = await debate(auth, body);
    const verdict = await verdictOf(auth, created.id, { panel: PANEL });

    expect(verdict.panel.map((judge) => judge.judgeModel)).toEqual(PANEL);
    const byModel = new Map(verdict.panel.map((judge) => [judge.judgeModel, judge]));
    for (const model of PANEL.filter((model) => model !== FLIPPER)) {
      expect(byModel.get(model)).toMatchObject({
        inOrder: 'model-a',
        swapped: 'model-a',
        winner: 'model-a',
        consistent: true,
        ownModel: false,
      });
    }
    // Listed first, then listed second under the other label: its reading follows the order.
    expect(byModel.get(FLIPPER)).toMatchObject({
      inOrder: 'model-a',
      swapped: 'model-b',
      winner: null,
      consistent: false,
    });
    expect(verdict.winner).toBe('model-a');
    expect(verdict.agreement).toBe(2);

    // Two readings per judge, the second with the agents listed the other way and relabelled.
    const requests = fake.judgeRequests();
    expect(requests).toHaveLength(6);
    const agentLines = (index: number) =>
      /- model-a: (.+)\n- model-b: (.+)/
        .exec(JSON.stringify(requests[index]!.body).replaceAll('\\n', '\n'))!
        .slice(1);
    expect(agentLines(1)).toEqual([...agentLines(0)].reverse());

    // Each call admitted and metered like a turn of its judge model's class.
    for (const model of PANEL) {
      const metered = await test.database.db
        .select()
        .from(usageEvents)
        .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.modelId, model)));
      expect(metered).toHaveLength(2);
    }

    // The owner's list keeps the panel as answered.
    const detail = await getDebate(test.app, auth, created.id);
    expect(detail.id).toBe(created.id);
    const listed = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${created.id}/verdicts`,
      headers: auth,
    });
    expect((listed.json() as { verdicts: unknown[] }).verdicts).toEqual([verdict]);
    const markdown = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${created.id}/export?format=md`,
      headers: auth,
    });
    expect(markdown.body).toContain(VERDICT_TEXT.markdownPanel(2, 3));
  }, 120_000);

  it('marks a judge of a debater’s own model, and a panel set at creation judges at request', async () => {
    const { auth } = await signUp(test.app);
    const body = debateBody({ judge: { panel: ['gpt-4o-mini', OFFLINE_MODEL_ID] } }, 'gpt-4o-mini');
    const created = await debate(auth, body);
    const detail = (await getDebate(test.app, auth, created.id)) as ConversationDetail;
    expect(detail.judge.panel).toEqual(['gpt-4o-mini', OFFLINE_MODEL_ID]);
    const verdict = await verdictOf(auth, created.id);
    expect(verdict.panel.map((judge) => [judge.judgeModel, judge.ownModel])).toEqual([
      ['gpt-4o-mini', true],
      [OFFLINE_MODEL_ID, false],
    ]);
    expect(verdict.panel.every((judge) => judge.consistent)).toBe(true);
  }, 120_000);

  it('refuses a panel of none or four, or `model` and `panel` together, with 400', async () => {
    const { auth } = await signUp(test.app);
    const created = await debate(auth, debateBody());
    for (const payload of [
      { panel: [] },
      { panel: [...PANEL, OFFLINE_MODEL_ID] },
      { model: 'gpt-4o-mini', panel: ['gpt-4o-mini'] },
      { panel: ['no-such-model'] },
    ]) {
      const response = await post(
        test.app,
        auth,
        `/api/conversations/${created.id}/verdict`,
        payload,
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(fake.judgeRequests()).toHaveLength(0);
  }, 120_000);
});
