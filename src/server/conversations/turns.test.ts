import { performance } from 'node:perf_hooks';
import { APICallError } from '@ai-sdk/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { createDatabaseAvailability, noOutages, type Outages } from '../db/availability.ts';
import type { EngineEvent } from './engine-types.ts';
import { duelHost, messageRow } from '../../../test/helpers/runtime-fixtures.ts';
import { TurnRefusedError, type TurnGate, type TurnRequest, type TurnUsage } from './turn-gate.ts';
import { toProviderError } from '../providers/errors.ts';
import { estimateTokens } from '../providers/tokens.ts';
import {
  createTurnExecutor,
  type Reply,
  type TurnHost,
  type TurnInput,
  type TurnResult,
} from './turns.ts';

const model = {
  modelId: 'parley-sparring-partner',
  modelClass: 'free',
  promptTokens: 250,
  maxOutputTokens: 4096,
} as const;
const usage = { promptTokens: 12, completionTokens: 34 };

/** A provider call the test drives: it sees the call's input and decides how it ends. */
function scriptedCall() {
  let input!: TurnInput;
  let resolve!: (result: TurnResult) => void;
  let reject!: (error: unknown) => void;
  const generate = (given: TurnInput) => {
    input = given;
    return new Promise<TurnResult>((yes, no) => {
      resolve = yes;
      reject = no;
    });
  };
  return {
    generate,
    input: () => input,
    finish: (result: TurnResult) => resolve(result),
    fail: (error: unknown) => reject(error),
  };
}

function setup(
  options: {
    gate?: TurnGate;
    partialFlushMs?: number;
    deltaWindowMs?: number;
    outages?: Outages;
  } = {},
) {
  const call = scriptedCall();
  const conversation = duelHost();
  const fed: EngineEvent[] = [];
  const published: ConversationEvent[] = [];
  const drafts: string[] = [];
  const tracked: Promise<unknown>[] = [];
  const asked: TurnRequest[] = [];
  const settled: (TurnUsage | null)[] = [];
  const allowAll: TurnGate = async (turn) => {
    asked.push(turn);
    return {
      allowed: true,
      maxOutputTokens: turn.maxOutputTokens,
      settle: async (reported) => void settled.push(reported),
    };
  };
  const prepareTurn = createTurnExecutor({
    generate: call.generate,
    turnGate: options.gate ?? allowAll,
    publish: (_id, event) => published.push(event),
    track: (work) => tracked.push(work),
    partialFlushMs: options.partialFlushMs ?? 1_000,
    deltaWindowMs: options.deltaWindowMs ?? 0,
    outages: options.outages ?? noOutages,
  });
  const opening = messageRow(conversation.id, {
    seq: 1,
    sender: 'model-a',
    content: 'Should cities ban cars?',
  });
  const row = messageRow(conversation.id, { seq: 2, sender: 'model-b', status: 'streaming' });
  /** The conversation as the executor sees it: its host's reads and named methods. */
  let current: Reply | null = null;
  const live: TurnHost & { agents: typeof conversation.agents; current: Reply | null } = {
    row: conversation.row,
    state: conversation.state,
    agents: conversation.agents,
    get current() {
      return current;
    },
    set current(reply) {
      current = reply;
    },
    history: () => [
      {
        sender: 'model-a',
        senderName: 'Primary Agent',
        content: opening.content,
        tokens: estimateTokens(opening.content),
      },
    ],
    isCurrent: (reply) => current === reply,
    post: (event) => void fed.push(event),
    saveDraft: (reply) => void drafts.push(reply.content),
  };
  const begin = (turnId = 1) => {
    const agent = conversation.agents[1]!;
    const reply = prepareTurn(live, { turnId, row, agent, dueAt: performance.now(), brief: null });
    live.current = reply;
    reply.start();
    return reply;
  };
  return { call, live, row, fed, published, drafts, tracked, asked, settled, begin };
}

/** Lets the executor's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A generator body as a real one behaves: admitted first, then it streams. */
async function admitted(input: TurnInput) {
  await input.admit(model);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createTurnExecutor', () => {
  it('calls the provider with the turn: agent, mode, owner and the history so far', () => {
    const { call, live, begin } = setup();
    const stream = begin();
    const input = call.input();
    expect(live.current).toBe(stream);
    expect(input).toMatchObject({
      conversationId: live.row.id,
      ownerId: live.row.ownerId,
      mode: 'duel',
      agent: { slot: 'model-b' },
      history: [
        { sender: 'model-a', senderName: 'Primary Agent', content: 'Should cities ban cars?' },
      ],
    });
    expect(input.abortSignal.aborted).toBe(false);
    stream.abort();
    expect(input.abortSignal.aborted).toBe(true);
  });

  it('asks the gate with the resolved model; a refusal feeds turnRefused with its message', async () => {
    const gate: TurnGate = async () => ({ allowed: false, message: 'Daily premium limit reached' });
    const { call, fed, settled, begin } = setup({ gate });
    begin(5);
    const refusal = await admitted(call.input()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TurnRefusedError);
    // The generator gives up without calling its provider, passing the refusal on.
    call.fail(refusal);
    await settle();
    expect(fed).toEqual([
      { type: 'turnRefused', turnId: 5, message: 'Daily premium limit reached' },
    ]);
    expect(settled).toEqual([]);
  });

  it('refused only while the account’s other calls are in flight, a turn asks again after Retry-After, then runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let held = true;
    const gate: TurnGate = async (turn) =>
      held
        ? { allowed: false, message: 'Others are running', retryAfterSeconds: 5 }
        : { allowed: true, maxOutputTokens: turn.maxOutputTokens, settle: async () => undefined };
    const { call, fed, begin } = setup({ gate });
    begin(4);
    const firstCall = call.input();
    call.fail(await admitted(firstCall).catch((error: unknown) => error));
    await settle();
    // Not paused: nothing is fed while it waits.
    expect(fed).toEqual([]);
    held = false;
    vi.advanceTimersByTime(4_999);
    expect(call.input()).toBe(firstCall);
    vi.advanceTimersByTime(1);
    expect(call.input()).not.toBe(firstCall);
    expect(call.input().abortSignal).toBe(firstCall.abortSignal);
    expect(await call.input().admit(model)).toBe(model.maxOutputTokens);
    call.finish({ text: 'Now then.', usage });
    await settle();
    expect(fed).toEqual([{ type: 'turnDone', turnId: 4, content: 'Now then.', usage }]);
  });

  it('a turn whose gate cannot reach the database is no agent error: it runs once the database answers', async () => {
    let up = false;
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      });
    const outages = createDatabaseAvailability({
      probe: async () => {
        if (!up) throw refused();
      },
      retryMs: { first: 5, max: 5 },
    });
    const gate: TurnGate = async () => {
      if (!up) throw refused();
      return { allowed: true, maxOutputTokens: 4000, settle: async () => undefined };
    };
    const { call, fed, begin, live } = setup({ gate, outages });
    const stream = begin(3);
    const firstCall = call.input();
    call.fail(await admitted(firstCall).catch((error: unknown) => error));
    await settle();
    expect(fed).toEqual([]);
    expect(outages.available).toBe(false);

    up = true;
    await vi.waitFor(() => expect(call.input()).not.toBe(firstCall));
    // The same turn, on the same streaming message, asks again.
    expect(call.input().abortSignal).toBe(firstCall.abortSignal);
    expect(live.current).toBe(stream);
    await admitted(call.input());
    call.finish({ text: 'Back again.', usage });
    await settle();
    expect(fed).toEqual([{ type: 'turnDone', turnId: 3, content: 'Back again.', usage }]);
    outages.close();
  });

  it('passes the gate who asks and for which model', async () => {
    const { call, live, asked, begin } = setup();
    begin();
    await admitted(call.input());
    expect(asked).toEqual([{ userId: live.row.ownerId, conversationId: live.row.id, ...model }]);
  });

  it('settles the admission once with the reported usage and feeds turnDone', async () => {
    const { call, fed, settled, tracked, begin } = setup();
    begin(3);
    await admitted(call.input());
    call.finish({ text: 'Cars choke the streets.', usage });
    await settle();
    expect(settled).toEqual([usage]);
    expect(tracked).toHaveLength(1);
    expect(fed).toEqual([
      { type: 'turnDone', turnId: 3, content: 'Cars choke the streets.', usage },
    ]);
  });

  it('settles with null when the call fails, and feeds turnFailed with SPEC §8’s text for everyone, the upstream’s words for the owner', async () => {
    const { call, fed, settled, begin } = setup();
    begin(4);
    await admitted(call.input());
    const upstream = new APICallError({
      message: 'upstream',
      url: 'http://x',
      requestBodyValues: {},
      statusCode: 500,
      responseBody: '{"error":{"message":"Quota gone"}}',
    });
    call.fail(toProviderError('anthropic', upstream));
    await settle();
    expect(settled).toEqual([null]);
    expect(fed).toEqual([
      {
        type: 'turnFailed',
        turnId: 4,
        message: CHAT_TEXT.backendError(CHAT_TEXT.failedToGenerate),
        detail: 'Quota gone',
      },
    ]);
  });

  it('reports anything else thrown in general words, its text only as the owner’s detail', async () => {
    const { call, fed, begin } = setup();
    begin(4);
    call.fail('socket hang up');
    await settle();
    expect(fed).toEqual([
      {
        type: 'turnFailed',
        turnId: 4,
        message: CHAT_TEXT.failedToGenerate,
        detail: 'socket hang up',
      },
    ]);
  });

  it('settles nothing when the call ended before it was admitted', async () => {
    const { call, settled, tracked, begin } = setup();
    begin();
    call.fail(new Error('no such model'));
    await settle();
    expect(settled).toEqual([]);
    expect(tracked).toEqual([]);
  });

  it('refuses a second admission of the same turn, and settles the first only once', async () => {
    const { call, settled, begin } = setup();
    begin();
    await admitted(call.input());
    await expect(admitted(call.input())).rejects.toThrow('a turn is admitted once');
    call.finish({ text: 'Done.', usage });
    await settle();
    expect(settled).toEqual([usage]);
  });

  it('feeds nothing for a call aborted by stop or reset, and settles the estimate of what streamed', async () => {
    const { call, fed, settled, begin, live } = setup();
    const stream = begin();
    await admitted(call.input());
    call.input().onDelta('Cars fill the streets with noise and fumes. ');
    stream.abort();
    call.fail(new Error('This operation was aborted'));
    await settle();
    expect(fed).toEqual([]);
    // The provider reports usage only at the end: it worked for the prompt admitted, and the
    // reply streamed so far is estimated.
    expect(live.agents[1]!.systemInstructions).toBe('Against.');
    expect(settled).toEqual([
      {
        promptTokens: model.promptTokens,
        completionTokens: estimateTokens('Cars fill the streets with noise and fumes. '),
      },
    ]);
  });

  it('turns an empty or blank reply into the no-response text', async () => {
    const { call, fed, begin } = setup();
    begin(2);
    call.finish({ text: '  \n ', usage });
    await settle();
    expect(fed).toEqual([{ type: 'turnDone', turnId: 2, content: CHAT_TEXT.noResponse, usage }]);
  });

  it('keeps the provider time the generator measured, or measures the call itself', async () => {
    const measured = setup();
    const stream = measured.begin();
    measured.call.finish({ text: 'Yes.', usage, providerMs: 42 });
    await settle();
    expect(stream.providerMs).toBe(42);

    const timed = setup();
    const other = timed.begin();
    timed.call.finish({ text: 'Yes.', usage });
    await settle();
    expect(other.providerMs).toBeGreaterThan(0);
  });

  it('saves the reply so far every partialFlushMs', () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { call, drafts, begin } = setup({ partialFlushMs: 1_000 });
    const stream = begin();
    const { onDelta } = call.input();
    onDelta('Cars ');
    now += 500;
    onDelta('choke ');
    expect(drafts).toEqual([]);
    now += 500;
    onDelta('the ');
    expect(drafts).toEqual(['Cars choke the ']);
    now += 999;
    onDelta('streets.');
    expect(drafts).toEqual(['Cars choke the ']);
    now += 1;
    onDelta(' Really.');
    expect(drafts).toEqual(['Cars choke the ', 'Cars choke the streets. Really.']);
    expect(stream.content).toBe('Cars choke the streets. Really.');
  });

  it('ignores deltas once the reply is no longer its conversation’s (a reset or a newer turn)', () => {
    const { call, live, published, drafts, begin } = setup({ partialFlushMs: 0 });
    const stream = begin();
    stream.openDeltas();
    const { onDelta } = call.input();
    onDelta('Cars ');
    live.current = null;
    onDelta('late');
    expect(stream.content).toBe('Cars ');
    expect(published).toEqual([{ type: 'delta', seq: 2, text: 'Cars ' }]);
    expect(drafts).toEqual(['Cars ']);
  });

  it('ignores empty deltas', () => {
    const { call, published, drafts, begin } = setup({ partialFlushMs: 0 });
    const stream = begin();
    stream.openDeltas();
    call.input().onDelta('');
    expect(stream.content).toBe('');
    expect(published).toEqual([]);
    expect(drafts).toEqual([]);
  });

  it('publishes deltas joined per window, and counts what viewers were shown', () => {
    vi.useFakeTimers();
    const { call, published, begin } = setup({ deltaWindowMs: 16 });
    const stream = begin();
    const { onDelta } = call.input();
    // Held until the message's start is out.
    onDelta('A');
    expect(published).toEqual([]);
    stream.openDeltas();
    expect(published).toEqual([{ type: 'delta', seq: 2, text: 'A' }]);
    // The first delta after a quiet spell goes at once; those within its window are joined.
    onDelta('b');
    onDelta('c');
    onDelta('d');
    expect(published).toHaveLength(2);
    expect(stream.shown).toBe('Ab');
    vi.advanceTimersByTime(16);
    expect(published).toEqual([
      { type: 'delta', seq: 2, text: 'A' },
      { type: 'delta', seq: 2, text: 'b' },
      { type: 'delta', seq: 2, text: 'cd' },
    ]);
    expect(stream.shown).toBe('Abcd');
    expect(stream.content).toBe('Abcd');
  });
});
