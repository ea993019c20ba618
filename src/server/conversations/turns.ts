import { performance } from 'node:perf_hooks';
import type { ConversationMode } from '../../contract/conversations.ts';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import type { Outages } from '../db/availability.ts';
import { failureReport } from '../providers/errors.ts';
import type { KnowledgeSource } from '../providers/knowledge.ts';
import { estimateTokens } from '../providers/tokens.ts';
import { createDeltaCoalescer } from '../lib/delta-coalescer.ts';
import type { EngineEvent, EngineState, TurnBrief, Usage } from './engine-types.ts';
import type { AgentRow, MessageRow } from './repository.ts';
import { TurnRefusedError, type TurnAdmission, type TurnCost, type TurnGate } from './turn-gate.ts';

export type TurnInput = {
  conversationId: string;
  ownerId: string;
  mode: ConversationMode;
  agent: AgentRow;
  /** The format's phase, job and word limit for this turn (DESIGN D20); null in Free. */
  brief: TurnBrief | null;
  /** A custom model's knowledge documents, indexed (its instructions are in the agent's). */
  knowledge?: readonly KnowledgeSource[] | undefined;
  /**
   * Finished messages, oldest first (error reports and system notices left out), with their
   * tokens as counted when written.
   */
  history: { sender: string; senderName: string; content: string; tokens: number }[];
  abortSignal: AbortSignal;
  onDelta: (text: string) => void;
  /**
   * Asks the turn gate for the resolved model and the call's cost before the provider is called;
   * answers the output cap granted (to send), or throws TurnRefusedError when refused. The
   * executor settles the admission with the outcome.
   */
  admit: (cost: TurnCost) => Promise<number>;
};
/**
 * `providerMs`: time spent in the provider call itself, when the generator measures it;
 * `endsDebate`: the reply is the debate's last closing statement.
 */
export type TurnResult = { text: string; usage: Usage; providerMs?: number; endsDebate?: boolean };
/** One agent reply: a streaming provider call, admitted by the turn gate. */
export type TurnGenerator = (input: TurnInput) => Promise<TurnResult>;

/** What a turn needs of the conversation it runs in: its host's reads and named methods. */
export type TurnHost = {
  readonly row: { readonly id: string; readonly ownerId: string };
  readonly state: Pick<EngineState, 'mode'>;
  /** What the agents have said so far. */
  history(): TurnInput['history'];
  /** The reply is still the conversation's (not stopped, replaced or left with its copy). */
  isCurrent(reply: Reply): boolean;
  /** The turn's outcome (turnDone, turnFailed, turnRefused), taken on the conversation's queue. */
  post(event: EngineEvent): void;
  /** Saves the reply so far (a crash keeps it as interrupted). */
  saveDraft(reply: Reply): void;
};

/** The reply being generated, as its conversation's host holds it; the turn changes it. */
export type Reply = {
  readonly turnId: number;
  readonly row: MessageRow;
  /** When the turn was due (its timer fired): the start of the turn's measured time. */
  readonly dueAt: number;
  /** The text so far. */
  readonly content: string;
  /** What viewers were sent so far (the content less the deltas held back to be joined). */
  readonly shown: string;
  readonly providerMs: number;
  /** Calls the provider (once the host holds the reply). */
  start(): void;
  /** Its first message event is out: the deltas held before it follow, the rest as they come. */
  openDeltas(): void;
  /** The reply finished: what is held back goes out now (before its finished message). */
  flushDeltas(): void;
  /** Stops the provider call; what is held back is dropped. */
  abort(): void;
};

export type TurnExecutorOptions = {
  generate: TurnGenerator;
  turnGate: TurnGate;
  publish: (conversationId: string, event: ConversationEvent) => void;
  /** Work that must finish before close (admission settlements). */
  track: (work: Promise<unknown>) => void;
  partialFlushMs: number;
  deltaWindowMs: number;
  /** A turn whose set-up could not reach the database (model, quota) waits for it. */
  outages: Outages;
};

/**
 * The turn executor: prompt → gate → provider stream → events. Deltas reach viewers joined per
 * window (see createDeltaCoalescer); the reply so far is saved every `partialFlushMs`. A turn
 * that fails before its provider call because the database is unavailable (resolving the model,
 * the quota gate) is not an agent's error: it starts again once the database answers. The
 * outcome goes back to the host by its named methods; the host never hands out its state.
 */
export function createTurnExecutor(options: TurnExecutorOptions) {
  const { partialFlushMs, outages } = options;

  return function prepareTurn(
    host: TurnHost,
    turn: {
      turnId: number;
      row: MessageRow;
      agent: AgentRow;
      dueAt: number;
      brief: TurnBrief | null;
    },
  ): Reply {
    const { turnId, row, agent, dueAt, brief } = turn;
    const id = host.row.id;
    const controller = new AbortController();
    let content = '';
    let shown = '';
    let lastFlush = performance.now();
    let providerMs = 0;
    const deltas = createDeltaCoalescer((text) => {
      shown += text;
      options.publish(id, { type: 'delta', seq: row.seq, text });
    }, options.deltaWindowMs);
    const reply: Reply = {
      turnId,
      row,
      dueAt,
      get content() {
        return content;
      },
      get shown() {
        return shown;
      },
      get providerMs() {
        return providerMs;
      },
      start: () => attempt(),
      openDeltas: () => deltas.open(),
      flushDeltas: () => deltas.flush(),
      abort() {
        controller.abort();
        deltas.cancel();
      },
    };
    let admission: Extract<TurnAdmission, { allowed: true }> | null = null;
    let admittedPromptTokens = 0;
    const settle = (usage: Usage | null) => {
      if (admission) options.track(admission.settle(usage));
      admission = null;
    };
    const admit = async (cost: TurnCost) => {
      if (admission) throw new Error('a turn is admitted once');
      const answer = await options.turnGate({
        userId: host.row.ownerId,
        conversationId: id,
        ...cost,
      });
      if (!answer.allowed) throw new TurnRefusedError(answer.message, answer.retryAfterSeconds);
      admission = answer;
      admittedPromptTokens = cost.promptTokens;
      return answer.maxOutputTokens;
    };
    const turnHistory = host.history();
    const current = () => host.isCurrent(reply) && !controller.signal.aborted;
    const onDelta = (text: string) => {
      if (!text || !host.isCurrent(reply)) return;
      content += text;
      deltas.push(text);
      if (performance.now() - lastFlush >= partialFlushMs) {
        lastFlush = performance.now();
        host.saveDraft(reply);
      }
    };
    function attempt() {
      const providerStart = performance.now();
      options
        .generate({
          conversationId: id,
          ownerId: host.row.ownerId,
          mode: host.state.mode,
          agent,
          brief,
          history: turnHistory,
          abortSignal: controller.signal,
          admit,
          onDelta,
        })
        .then(
          (result) => {
            providerMs = result.providerMs ?? performance.now() - providerStart;
            // Settled for every call made, even a reply later discarded (DESIGN D2).
            settle(result.usage);
            const text = result.text.trim() ? result.text : CHAT_TEXT.noResponse;
            host.post({
              type: 'turnDone',
              turnId,
              content: text,
              usage: result.usage,
              ...(result.endsDebate ? { endsDebate: true } : {}),
            });
          },
          (error: unknown) => {
            if (controller.signal.aborted) {
              // Stopped mid-reply: the provider worked for the prompt and what streamed so far
              // (DESIGN D2), and providers report usage only at the end, so it is estimated.
              settle({
                promptTokens: admittedPromptTokens,
                completionTokens: estimateTokens(content),
              });
              return;
            }
            settle(null);
            if (!content && outages.failed(error)) {
              void outages.whenAvailable().then(
                () => current() && attempt(),
                () => undefined,
              );
              return;
            }
            if (error instanceof TurnRefusedError) {
              if (error.retryAfterSeconds !== undefined) {
                // The account's other calls hold what is left for now (another debate's turn):
                // the turn asks again once they may have settled, rather than pausing.
                setTimeout(() => current() && attempt(), error.retryAfterSeconds * 1000).unref();
                return;
              }
              return host.post({ type: 'turnRefused', turnId, message: error.message });
            }
            // The transcript (live viewers, exports) gets SPEC §8's words; the owner the detail.
            const { message, detail } = failureReport(error);
            host.post({ type: 'turnFailed', turnId, message, detail });
          },
        );
    }
    return reply;
  };
}

export type PrepareTurn = ReturnType<typeof createTurnExecutor>;
