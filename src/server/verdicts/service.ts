import { CONVERSATION_TEXT, USER_LABEL, type Conversation } from '../../contract/conversations.ts';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { canonicalId } from '../../contract/ids.ts';
import { OFFLINE_MODEL_ID } from '../../contract/models.ts';
import {
  DEFAULT_JUDGE_SETTINGS,
  panelOf,
  VERDICT_LIMITS,
  VERDICT_TEXT,
  type JudgeAnswer,
  type ListVerdictsQuery,
  type PanelJudge,
  type VerdictBody,
  type Verdict,
  type VerdictPage,
} from '../../contract/verdicts.ts';
import type { ConversationService } from '../conversations/service.ts';
import { conversationChannel } from '../events/bus.ts';
import { AppError } from '../lib/app-error.ts';
import { failureReport } from '../providers/errors.ts';
import { PromptTooLongError } from '../providers/fit-prompt.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { estimateTokens } from '../providers/tokens.ts';
import { refusalError, type UsageService } from '../usage/service.ts';
import { askJudge, type AdmitCall } from './judge-call.ts';
import {
  buildJudgePrompt,
  countReplies,
  fitJudgeTranscript,
  type JudgedAgent,
  type Transcript,
  type TranscriptEntry,
} from './judge-prompt.ts';
import type { CheckedVerdict } from './check.ts';
import { panelVerdict, reconcile, swapTranscript } from './panel.ts';
import type { VerdictRepository } from './repository.ts';
import { toVerdict } from './views.ts';

/** Why a verdict is made: the owner asked, or the debate reached a checkpoint. */
export type VerdictTrigger = 'request' | 'checkpoint';

export type JudgeOptions = {
  /** Catalog model ids; none: the conversation's judge setting, else the offline model. */
  panel: readonly string[];
  trigger: VerdictTrigger;
};

/**
 * Why a checkpoint's judge gave no verdict, in words for the debate's notice: its transcript, so
 * never a provider's own words (issue 27).
 */
const failureReason = (error: unknown) =>
  error instanceof AppError ? failureReport(error).message : VERDICT_TEXT.judgeUnavailable;

type Caller = { id: string };

const notFound = () => new AppError('not_found', CONVERSATION_TEXT.notFound);

/** What a judge may read of a conversation: the opening line, then replies and interventions. */
export function transcriptParts(conversation: Conversation): {
  motion: string;
  agents: JudgedAgent[];
  entries: TranscriptEntry[];
} {
  const agents = conversation.agents.map(({ slot, name }) => ({ slot, name }));
  const speakerOf = (sender: string) =>
    agents.find((agent) => agent.slot === sender)?.name ?? USER_LABEL;
  const [opening, ...rest] = [...conversation.messages].sort((a, b) => a.seq - b.seq);
  const entries = rest
    .filter(
      (message) =>
        (message.status === 'complete' || message.status === 'interrupted') &&
        message.sender !== 'system' &&
        message.content.trim(),
    )
    .map((message) => ({
      id: message.id,
      sender: message.sender,
      speaker: speakerOf(message.sender),
      content: message.content,
    }));
  return { motion: opening?.content ?? '', agents, entries };
}

/**
 * Verdicts (DESIGN D18): a judge reads a conversation's transcript and its checked verdict is
 * saved, published on the conversation's channel (the owner's and live viewers' streams, on
 * every process) and answered. The judge's calls are metered like turns of its model's class.
 */
/** The compute pool's tasks a verdict needs (compute/tasks.ts runs them in a thread). */
export type VerdictCompute = {
  run(account: string, task: 'offlineVerdict', transcript: Transcript): Promise<CheckedVerdict>;
  run(
    account: string,
    task: 'checkVerdict',
    input: { answer: unknown; transcript: Transcript },
  ): Promise<CheckedVerdict>;
};

export function createVerdictService(deps: {
  repository: VerdictRepository;
  /** `get` reads the transcript; `judged` tells the debate what a verdict means for it. */
  conversations: Pick<ConversationService, 'get' | 'judged'>;
  providers: ProviderRegistry;
  usage: Pick<UsageService, 'admit'>;
  events: { publish(channel: string, event: ConversationEvent): void };
  /** Where the offline judge and the checks of answers run: off the event loop (decision 029). */
  compute: VerdictCompute;
  report?: (error: unknown, context: string) => void;
}) {
  const { repository, conversations, providers, usage, events, compute } = deps;
  const report = deps.report ?? (() => undefined);

  /**
   * The offline model's verdict (decision 026), admitted and metered like its turns, judged in
   * a compute thread for the account (decision 029).
   */
  async function judgeHere(
    ownerId: string,
    transcript: Transcript,
    call: Parameters<AdmitCall>[0],
    admit: AdmitCall,
  ): Promise<JudgeAnswer> {
    const admission = await admit(call);
    if (!admission.allowed) throw refusalError(admission);
    const checked = await compute
      .run(ownerId, 'offlineVerdict', transcript)
      .catch(async (error: unknown) => {
        await admission.settle(null);
        throw error;
      });
    await admission.settle(
      checked.ok
        ? {
            promptTokens: call.promptTokens,
            completionTokens: estimateTokens(JSON.stringify(checked.answer)),
          }
        : null,
    );
    if (!checked.ok) {
      throw new AppError('provider_error', VERDICT_TEXT.judgeFailed(call.modelId, checked.problem));
    }
    return checked.answer;
  }

  /**
   * One judge's reading of a transcript: fitted to its model's context window, admitted and
   * metered like a turn of its class (the offline judge in a compute thread).
   */
  async function judgeOnce(
    ownerId: string,
    conversationId: string,
    model: string,
    parts: ReturnType<typeof transcriptParts>,
    swap: boolean,
  ): Promise<{ answer: JudgeAnswer; transcript: Transcript; modelId: string }> {
    const resolved = await providers.resolve(model, { userId: ownerId });
    const maxOutputTokens = resolved.settings.maxOutputTokens;
    let fitted: ReturnType<typeof fitJudgeTranscript>;
    try {
      fitted = fitJudgeTranscript({
        ...parts,
        room: { modelId: resolved.modelId, contextWindow: resolved.contextWindow, maxOutputTokens },
        fold: resolved.foldIntoSingleUserMessage,
      });
    } catch (error) {
      if (error instanceof PromptTooLongError) throw new AppError('bad_request', error.message);
      throw error;
    }
    const swapped = swap ? swapTranscript(fitted.transcript) : undefined;
    const transcript = swapped?.transcript ?? fitted.transcript;
    const prompt = swapped
      ? buildJudgePrompt(transcript, resolved.foldIntoSingleUserMessage)
      : fitted.prompt;
    // The same labels, listed the other way: the swapped prompt is as long as the other.
    const { promptTokens } = fitted;
    const admit: AdmitCall = (call) => usage.admit({ userId: ownerId, conversationId, ...call });
    const answer =
      resolved.provider === 'local'
        ? await judgeHere(
            ownerId,
            transcript,
            {
              modelId: resolved.modelId,
              modelClass: resolved.modelClass,
              promptTokens,
              maxOutputTokens,
            },
            admit,
          )
        : await askJudge({
            resolved,
            prompt,
            promptTokens,
            transcript,
            admit,
            check: (answer) => compute.run(ownerId, 'checkVerdict', { answer, transcript }),
          });
    return {
      answer: swapped ? { ...answer, winner: swapped.unswap(answer.winner) } : answer,
      transcript: fitted.transcript,
      modelId: resolved.modelId,
    };
  }

  async function judgeConversation(
    ownerId: string,
    conversation: Conversation,
    options: JudgeOptions,
  ): Promise<Verdict> {
    const parts = transcriptParts(conversation);
    if (countReplies(parts.agents, parts.entries) < VERDICT_LIMITS.minReplies) {
      throw new AppError('conflict', VERDICT_TEXT.tooFewReplies);
    }
    // Checked before the judge runs, so a refused verdict costs nothing; verdicts already in
    // progress may each still land, so the count can pass the cap by those (two, and a
    // checkpoint's).
    if ((await repository.countVerdicts(conversation.id)) >= VERDICT_LIMITS.perConversation) {
      throw new AppError('conflict', VERDICT_TEXT.perConversation);
    }
    const settings =
      (await repository.findJudgeSettings(conversation.id)) ?? DEFAULT_JUDGE_SETTINGS;
    const asked = options.panel.length ? options.panel : settings.panel;
    const models = asked.length ? asked : [OFFLINE_MODEL_ID];
    const debaterModels = conversation.agents.map((agent) => agent.model);
    // One call after another: each is admitted against what the calls before it left.
    const readings: Awaited<ReturnType<typeof judgeOnce>>[] = [];
    const judges: PanelJudge[] = [];
    for (const model of models) {
      const inOrder = await judgeOnce(ownerId, conversation.id, model, parts, false);
      const swapped = await judgeOnce(ownerId, conversation.id, model, parts, true);
      readings.push(inOrder, swapped);
      judges.push(
        reconcile({
          judgeModel: inOrder.modelId,
          inOrder: inOrder.answer.winner,
          swapped: swapped.answer.winner,
          debaterModels,
        }),
      );
    }
    // The lead judge's reading in the debate's order gives the verdict's words and quotes.
    const lead = readings[0]!;
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const row = await repository.insertVerdict({
      conversationId: conversation.id,
      judgeModel: lead.modelId,
      trigger: options.trigger,
      messageCount: lead.transcript.messageCount,
      ...lead.answer,
      ...panelVerdict(judges),
      confidence: mean(readings.map((reading) => reading.answer.confidence)),
      consensus: Math.round(mean(readings.map((reading) => reading.answer.consensus))),
      panel: judges,
    });
    const verdict = toVerdict(row);
    events.publish(conversationChannel(conversation.id), { type: 'verdict', verdict });
    await stopAtConsensus(verdict, settings.stopAtConsensus);
    return verdict;
  }

  /**
   * Any verdict whose consensus reaches the conversation's threshold stops the debate, with a
   * notice (the runtime's `consensusReached` step). The verdict is saved whatever comes of it.
   */
  async function stopAtConsensus(verdict: Verdict, threshold: number | null) {
    if (threshold === null || verdict.consensus < threshold) return;
    const notice = VERDICT_TEXT.stoppedAtConsensus(verdict.consensus, threshold);
    await conversations
      .judged(verdict.conversationId, { type: 'consensusReached', notice })
      .catch((error: unknown) => report(error, 'stop at consensus'));
  }

  async function assertOwned(user: Caller, id: string): Promise<void> {
    if ((await repository.findOwnerId(id)) !== user.id) throw notFound();
  }

  return {
    /**
     * POST /api/conversations/{id}/verdict: the owner asks for a verdict now (the route bounds
     * how many per account, at once and per minute).
     */
    async request(user: Caller, id: string, body: VerdictBody) {
      const conversation = await conversations.get(user, id);
      return judgeConversation(user.id, conversation, {
        panel: panelOf(body),
        trigger: 'request',
      });
    },

    /**
     * The runtime's checkpoint hook (host.ts → runner `onCheckpoint`): with `everyCheckpoint`,
     * a verdict for the owner's account, like a requested one (metered, published, saved, and
     * stopping the debate at consensus). A judge that fails leaves a notice; the debate waits
     * at its checkpoint as it would have.
     */
    async atCheckpoint(conversationId: string): Promise<void> {
      const settings = await repository.findJudgeSettings(conversationId);
      if (!settings?.everyCheckpoint) return;
      const ownerId = await repository.findOwnerId(conversationId);
      if (!ownerId) return;
      try {
        const conversation = await conversations.get({ id: ownerId }, conversationId);
        await judgeConversation(ownerId, conversation, { panel: [], trigger: 'checkpoint' });
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return;
        if (!(error instanceof AppError)) report(error, 'checkpoint verdict');
        const notice = VERDICT_TEXT.checkpointJudgeFailed(failureReason(error));
        await conversations.judged(conversationId, { type: 'judgeFailed', notice });
      }
    },

    /** Every verdict of the caller's conversation, oldest first (the export's). */
    async list(user: Caller, id: string): Promise<Verdict[]> {
      await assertOwned(user, id);
      return (await repository.allVerdicts(id)).map(toVerdict);
    },

    /** GET /api/conversations/{id}/verdicts: a page, oldest first; the cursor is a verdict id. */
    async page(user: Caller, id: string, query: ListVerdictsQuery): Promise<VerdictPage> {
      await assertOwned(user, id);
      // The cursor is data, not a path: parsed here (a malformed one is a 400).
      const afterId = query.cursor === undefined ? undefined : canonicalId(query.cursor);
      if (query.cursor !== undefined && afterId === undefined) {
        throw new AppError('bad_request', VERDICT_TEXT.invalidCursor);
      }
      // One more than asked tells whether a next page exists.
      const rows = await repository.pageOfVerdicts(id, { afterId, limit: query.limit + 1 });
      if (!rows) throw new AppError('bad_request', VERDICT_TEXT.invalidCursor);
      const page = rows.slice(0, query.limit).map(toVerdict);
      return { verdicts: page, nextCursor: rows.length > query.limit ? page.at(-1)!.id : null };
    },
  };
}

export type VerdictService = ReturnType<typeof createVerdictService>;
