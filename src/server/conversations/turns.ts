import { performance } from 'node:perf_hooks';
import type { ConversationMode, ConversationStreamEvent } from '../../contract/conversations.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import type { Outages } from '../db/availability.ts';
import type { KnowledgeSource } from '../providers/knowledge.ts';
import { estimateTokens } from '../providers/tokens.ts';
import { createDeltaCoalescer } from './delta-coalescer.ts';
import type { EngineEvent, Usage } from './engine-types.ts';
import { history, type Live, type Stream } from './live.ts';
import type { AgentRow, MessageRow } from './repository.ts';
import { TurnRefusedError, type TurnAdmission, type TurnCost, type TurnGate } from './turn-gate.ts';

export type TurnInput = {
  conversationId: string;
  ownerId: string;
  mode: ConversationMode;
  agent: AgentRow;
  /** A custom model's knowledge documents, indexed (its instructions are in the agent's). */
  knowledge?: readonly KnowledgeSource[] | undefined;
  /** Finished messages, oldest first (error reports and system notices left out). */
  history: { sender: string; senderName: string; content: string }[];
  abortSignal: AbortSignal;
  onDelta: (text: string) => void;
  /**
   * Asks the turn gate for the resolved model and the call's cost before the provider is called;
   * throws TurnRefusedError when refused. The executor settles the admission with the outcome.
   */
  admit: (cost: TurnCost) => Promise<void>;
};
/** `providerMs`: time spent in the provider call itself, when the generator measures it. */
export type TurnResult = { text: string; usage: Usage; providerMs?: number };
/** One agent reply: a streaming provider call, admitted by the turn gate. */
export type TurnGenerator = (input: TurnInput) => Promise<TurnResult>;

export type TurnExecutorOptions = {
  generate: TurnGenerator;
  turnGate: TurnGate;
  /** Feeds the turn's outcome (turnDone, turnFailed, turnRefused) back to its conversation. */
  feed: (live: Live, event: EngineEvent) => void;
  publish: (live: Live, event: ConversationStreamEvent) => void;
  /** Saves the reply so far (a crash keeps it as interrupted). */
  saveDraft: (live: Live, stream: Stream) => void;
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
 * the quota gate) is not an agent's error: it starts again once the database answers.
 */
export function createTurnExecutor(options: TurnExecutorOptions) {
  const { partialFlushMs, outages } = options;

  return function startTurn(
    live: Live,
    turnId: number,
    row: MessageRow,
    agent: AgentRow,
    dueAt: number,
  ) {
    const controller = new AbortController();
    const stream: Stream = {
      turnId,
      row,
      content: '',
      shown: '',
      controller,
      deltas: createDeltaCoalescer((text) => {
        stream.shown += text;
        options.publish(live, { type: 'delta', seq: row.seq, text });
      }, options.deltaWindowMs),
      lastFlush: performance.now(),
      dueAt,
      providerMs: 0,
    };
    live.stream = stream;
    const id = live.row.id;
    let admission: Extract<TurnAdmission, { allowed: true }> | null = null;
    let admittedPromptTokens = 0;
    const settle = (usage: Usage | null) => {
      if (admission) options.track(admission.settle(usage));
      admission = null;
    };
    const admit = async (cost: TurnCost) => {
      if (admission) throw new Error('a turn is admitted once');
      const answer = await options.turnGate({
        userId: live.row.ownerId,
        conversationId: id,
        ...cost,
      });
      if (!answer.allowed) throw new TurnRefusedError(answer.message);
      admission = answer;
      admittedPromptTokens = cost.promptTokens;
    };
    const turnHistory = history(live);
    const current = () => live.stream === stream && !live.gone && !controller.signal.aborted;
    const attempt = () => {
      const providerStart = performance.now();
      options
        .generate({
          conversationId: id,
          ownerId: live.row.ownerId,
          mode: live.state.mode,
          agent,
          history: turnHistory,
          abortSignal: controller.signal,
          admit,
          onDelta: (text) => {
            if (live.stream !== stream || !text) return;
            stream.content += text;
            stream.deltas.push(text);
            if (performance.now() - stream.lastFlush >= partialFlushMs) {
              stream.lastFlush = performance.now();
              options.saveDraft(live, stream);
            }
          },
        })
        .then(
          (result) => {
            stream.providerMs = result.providerMs ?? performance.now() - providerStart;
            // Settled for every call made, even a reply later discarded (DESIGN D2).
            settle(result.usage);
            const content = result.text.trim() ? result.text : CHAT_TEXT.noResponse;
            options.feed(live, { type: 'turnDone', turnId, content, usage: result.usage });
          },
          (error: unknown) => {
            if (controller.signal.aborted) {
              // Stopped mid-reply: the provider worked for the prompt and what streamed so far
              // (DESIGN D2), and providers report usage only at the end, so it is estimated.
              settle({
                promptTokens: admittedPromptTokens,
                completionTokens: estimateTokens(stream.content),
              });
              return;
            }
            settle(null);
            if (!stream.content && outages.failed(error)) {
              void outages.whenAvailable().then(
                () => current() && attempt(),
                () => undefined,
              );
              return;
            }
            if (error instanceof TurnRefusedError) {
              return options.feed(live, { type: 'turnRefused', turnId, message: error.message });
            }
            const message = error instanceof Error && error.message ? error.message : String(error);
            options.feed(live, { type: 'turnFailed', turnId, message });
          },
        );
    };
    attempt();
  };
}

export type StartTurn = ReturnType<typeof createTurnExecutor>;
