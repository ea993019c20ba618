import type { FormatService } from '../formats/service.ts';
import { FORMAT_TEXT, builtInFormat } from '../../contract/formats.ts';
import { cutAtWord, plainText } from '../../contract/plain-text.ts';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXT,
  type Conversation,
  type ConversationDetail,
  type CreateConversationBody,
  type InterveneBody,
  conversationSummarySchema,
  type RenameConversationBody,
  type SpeakBody,
} from '../../contract/conversations.ts';
import { canonicalId } from '../../contract/ids.ts';
import { LIMITS_TEXT } from '../../contract/limits.ts';
import type { ModelClass } from '../../contract/models.ts';
import {
  DEFAULT_JUDGE_SETTINGS,
  panelOf,
  toJudgeSettings,
  type JudgeSettings,
} from '../../contract/verdicts.ts';
import type { AgentModelLookup } from '../models/agent-model.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { AppError } from '../lib/app-error.ts';
import { EngineConflictError, EngineRuleError, type EngineEvent } from './engine-types.ts';
import { agentSlots } from './engine-rules.ts';
import type { AgentRow, ConversationRepository, Cursor } from './repository.ts';
import { ConversationUnavailableError } from './forwarding.ts';
import type { ConversationRunner, CreateInput } from './runner.ts';
import type { Send, Unwatch } from './watchers.ts';
import { ConversationNotSavedError } from './writes.ts';
import { toSummary } from './views.ts';

const notFound = () => new AppError('not_found', CONVERSATION_TEXT.notFound);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  const [at, text] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  const id = canonicalId(text ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) {
    throw new AppError('bad_request', CONVERSATION_TEXT.invalidCursor);
  }
  return { createdAt, id };
}

/** SPEC §4: the first 100 characters of the opening line, as plain text (no markdown marks). */
export function titleOf(openingLine: string): string {
  return cutAtWord(plainText(openingLine), CONVERSATION_LIMITS.titleLength);
}

function engineError(error: unknown): never {
  if (error instanceof EngineConflictError) throw new AppError('conflict', error.message);
  if (error instanceof EngineRuleError) throw new AppError('bad_request', error.message);
  if (error instanceof ConversationUnavailableError)
    throw new AppError('conflict', CONVERSATION_TEXT.movingServers);
  if (error instanceof ConversationNotSavedError)
    throw new AppError('internal', CONVERSATION_TEXT.notSaved);
  throw error;
}

export type Caller = { id: string };

type JudgedEvent = 'consensusReached' | 'judgeFailed';

/** Where a conversation's judge settings are kept (the verdicts feature's table). */
export type JudgeSettingsStore = {
  save(conversationId: string, settings: JudgeSettings): Promise<void>;
  find(conversationId: string): Promise<JudgeSettings | undefined>;
};

export type FormatResolver = Pick<FormatService, 'resolve'>;

/** Decision 039: a collaborator's account by email, and the live session their debate opens. */
export type SeatSharing = {
  accountOf(email: string): Promise<string | undefined>;
  share(conversationId: string, emails: readonly string[]): Promise<string>;
};

async function builtInsOnly(_userId: string, ref: string) {
  const format = builtInFormat(ref);
  if (!format) throw new AppError('bad_request', FORMAT_TEXT.unknownFormat);
  return format;
}

export function createConversationService(deps: {
  repository: ConversationRepository;
  runner: ConversationRunner;
  providers: ProviderRegistry;
  customModels: AgentModelLookup;
  /** DESIGN D13: conversations one user may have running at once. */
  maxRunningPerUser: number;
  /** SPEC §5: refuses a start or resume while a class of its models is over the plan's limit. */
  quota?: { assertRoom(userId: string, classes: readonly ModelClass[]): Promise<void> };
  /** DESIGN D18: the judge settings given at creation; without it they are not kept. */
  judges?: JudgeSettingsStore;
  /** DESIGN D20: a new debate's `format`, built in or the caller's own; built-ins alone without it. */
  formats?: FormatResolver;
  /** Decision 039: collaborators' seats; without it a collaborator's seat is refused. */
  seats?: SeatSharing;
}) {
  const { repository, runner, providers, customModels, maxRunningPerUser, quota, judges } = deps;
  const formats = deps.formats ?? { resolve: builtInsOnly };
  /** Per user, the commands that may set a conversation running, one at a time in this process. */
  const starting = new Map<string, Promise<unknown>>();

  /**
   * Runs `start` unless the user already has the most conversations running (`except`, the one
   * being resumed, aside). Serialised per user, so a burst of requests cannot all pass the count.
   */
  function withinRunningCap<T>(user: Caller, except: string | undefined, start: () => Promise<T>) {
    const previous = starting.get(user.id) ?? Promise.resolve();
    const turn = previous
      .catch(() => undefined)
      .then(async () => {
        if ((await repository.countRunning(user.id, except)) >= maxRunningPerUser) {
          throw new AppError('rate_limited', LIMITS_TEXT.tooManyRunning(maxRunningPerUser));
        }
        return start();
      });
    starting.set(user.id, turn);
    void turn
      .catch(() => undefined)
      .finally(() => {
        if (starting.get(user.id) === turn) starting.delete(user.id);
      });
    return turn;
  }

  /**
   * The caller's conversation. Its id is canonical (the route's idSchema made it so, once, at
   * the edge). Ownership is read from the database before the runner is asked, so a refused
   * request never loads, leases or recovers anything.
   */
  async function assertOwned(user: Caller, id: string): Promise<void> {
    if ((await repository.findOwnerId(id)) !== user.id) throw notFound();
  }

  async function owned(user: Caller, id: string): Promise<Conversation> {
    await assertOwned(user, id);
    const found = await runner.get(id).catch(engineError);
    if (!found || found.ownerId !== user.id) throw notFound();
    return found.conversation;
  }

  /**
   * The classes of a conversation's models, as the catalog bills them; a custom model counts as
   * its base model. One deleted since the start (or whose base model no longer names a model)
   * counts nothing: its turn fails with the debate's own error message.
   */
  async function classesOf(user: Caller, id: string): Promise<ModelClass[]> {
    const agents = await repository.findAgents(id);
    const classes = await Promise.all(
      agents.map(async (agent) => {
        try {
          const custom = await customModels(user.id, agent.modelId);
          return providers.entryOf(custom?.baseModel ?? agent.modelId).modelClass;
        } catch {
          return null;
        }
      }),
    );
    return classes.filter((modelClass) => modelClass !== null);
  }

  /**
   * Who holds each seat (decision 039): a collaborator's email must name an account other than
   * the caller's. Answered 400 when not, which tells no more than signup's 409, and no faster:
   * each attempt spends one of the hour's creations.
   */
  async function seatHolders(user: Caller, body: CreateConversationBody) {
    return Promise.all(
      body.agents.map(async ({ seat = 'model' }) => {
        if (typeof seat === 'string') return { seat, seatUserId: null, email: null };
        const account = await deps.seats?.accountOf(seat.collaborator);
        if (!account) throw new AppError('bad_request', FORMAT_TEXT.collaboratorUnknown);
        if (account === user.id) throw new AppError('bad_request', FORMAT_TEXT.collaboratorIsOwner);
        return { seat: 'collaborator' as const, seatUserId: account, email: seat.collaborator };
      }),
    );
  }

  /** The slots of the conversation's agents that `holds` picks. */
  async function seatsHeld(id: string, holds: (agent: AgentRow) => boolean): Promise<string[]> {
    return (await repository.findAgents(id)).filter(holds).map((agent) => agent.slot);
  }

  async function command(user: Caller, id: string, event: EngineEvent): Promise<Conversation> {
    await assertOwned(user, id);
    if (quota && event.type !== 'stop' && event.type !== 'resetBreaker') {
      await quota.assertRoom(user.id, await classesOf(user, id));
    }
    const dispatch = async () => {
      const conversation = await runner.feed(id, event, { durable: true }).catch(engineError);
      if (!conversation) throw notFound();
      return conversation;
    };
    return event.type === 'stop' ? dispatch() : withinRunningCap(user, id, dispatch);
  }

  return {
    /**
     * Validates everything (agents, starting slot, every model, the judge's) before writing
     * anything; the judge settings are written once the conversation is.
     */
    async create(user: Caller, body: CreateConversationBody): Promise<ConversationDetail> {
      let slots: string[];
      let names: string[];
      try {
        ({ slots, names } = agentSlots(
          body.mode,
          body.agents.map((agent) => agent.slot),
        ));
      } catch (error) {
        return engineError(error);
      }
      const startingSlot = body.startingSlot ?? slots[0]!;
      if (!slots.includes(startingSlot)) {
        throw new AppError('bad_request', CONVERSATION_TEXT.unknownSlot);
      }
      const holders = await seatHolders(user, body);
      const agents: CreateInput['agents'] = [];
      const classes: ModelClass[] = [];
      for (const [position, agent] of body.agents.entries()) {
        const model = agent.model.trim();
        // A custom model must be the caller's and route by its base model (SPEC §7).
        const custom = await customModels(user.id, model);
        const resolved = await providers.resolve(custom?.baseModel ?? model, { userId: user.id });
        agents.push({
          slot: slots[position]!,
          name: names[position]!,
          modelId: custom ? model : resolved.modelId,
          customModelId: custom?.id ?? null,
          personaId: agent.personaId ?? null,
          systemInstructions: agent.systemInstructions,
          position,
          seat: holders[position]!.seat,
          seatUserId: holders[position]!.seatUserId,
        });
        classes.push(resolved.modelClass);
      }
      // The judge is a catalog model (a custom model's instructions would speak for one side).
      for (const judge of body.judge ? panelOf(body.judge) : []) {
        await providers.resolve(judge, { userId: user.id });
      }
      await quota?.assertRoom(user.id, classes);
      const format = body.format ? await formats.resolve(user.id, body.format) : undefined;
      const conversation = await withinRunningCap(user, undefined, () =>
        runner.create({
          ...(format?.phases.length ? { format } : {}),
          ...(body.turnTimerSeconds ? { seatTimerMs: body.turnTimerSeconds * 1000 } : {}),
          ownerId: user.id,
          mode: body.mode,
          title: titleOf(body.openingLine),
          openingLine: body.openingLine,
          startingSlot,
          agents,
        }),
      ).catch(engineError);
      const judge = toJudgeSettings(body.judge);
      if (body.judge) await judges?.save(conversation.id, judge);
      // A collaborator reaches their seat through the live session: it is open from the start.
      const emails = holders.flatMap((holder) => (holder.email ? [holder.email] : []));
      const liveCode = emails.length
        ? await deps.seats!.share(conversation.id, emails)
        : conversation.liveCode;
      return { ...conversation, liveCode, judge };
    },

    async list(
      user: Caller,
      query: { limit: number; cursor?: string | undefined; q?: string | undefined },
    ) {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const { rows, agents } = await repository.listForOwner(
        user.id,
        query.limit,
        cursor,
        query.q || undefined,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        conversations: page.map((row) =>
          toSummary(
            row,
            agents.filter((agent) => agent.conversationId === row.id),
          ),
        ),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAt, id: last.id })
            : null,
      };
    },

    /**
     * Issue 33: the title the history list shows. A step of the conversation's host, like any
     * change (decision 031): its held copy, its viewers and the database all get the new title.
     */
    async rename(user: Caller, id: string, body: RenameConversationBody) {
      await assertOwned(user, id);
      const renamed = await runner
        .feed(id, { type: 'rename', title: body.title }, { durable: true })
        .catch(engineError);
      if (!renamed) throw notFound();
      return conversationSummarySchema.parse(renamed);
    },

    get: owned,

    /** The conversation with its judge settings (its own GET and the export). */
    async detail(user: Caller, id: string): Promise<ConversationDetail> {
      const conversation = await owned(user, id);
      const judge = (await judges?.find(conversation.id)) ?? DEFAULT_JUDGE_SETTINGS;
      return { ...conversation, judge };
    },

    /**
     * The owner's live view (SSE): a snapshot, then live events; null when the conversation left
     * meanwhile. Counts as the owner's client, so the debate does not idle-pause.
     */
    async watch(user: Caller, id: string, send: Send): Promise<Unwatch | null> {
      await assertOwned(user, id);
      return runner.watch(id, send, true).catch(engineError);
    },
    continue: (user: Caller, id: string) => command(user, id, { type: 'continue' }),
    skip: (user: Caller, id: string) => command(user, id, { type: 'skip' }),
    stop: (user: Caller, id: string) => command(user, id, { type: 'stop' }),
    resetBreaker: (user: Caller, id: string) => command(user, id, { type: 'resetBreaker' }),
    intervene: (user: Caller, id: string, body: InterveneBody) =>
      command(user, id, {
        type: 'intervene',
        content: body.content,
        ...(body.target ? { target: body.target } : {}),
      }),

    /** The owner speaks in their seat (DESIGN D20): 409 out of turn, 400 over the word limit. */
    async speak(user: Caller, id: string, body: SpeakBody) {
      await assertOwned(user, id);
      const seats = await seatsHeld(id, (agent) => agent.seat === 'owner');
      return command(user, id, { type: 'speak', seats, content: body.content.trim() });
    },

    /**
     * A collaborator speaks in the seats they hold (decision 039), as a command of the owner's
     * debate: the owner's quota and running cap apply, as to a collaborator's intervention.
     */
    speakInSeats: (owner: Caller, id: string, seats: readonly string[], body: SpeakBody) =>
      command(owner, id, { type: 'speak', seats, content: body.content.trim() }),

    /**
     * What a verdict means for the debate (DESIGN D18): its consensus reached the threshold, or
     * the checkpoint's judge failed. A step of the runtime's own, taken wherever it is held.
     */
    async judged(id: string, event: Extract<EngineEvent, { type: JudgedEvent }>): Promise<void> {
      await runner.feed(id, event, { durable: true }).catch(engineError);
    },

    async remove(user: Caller, id: string): Promise<void> {
      await assertOwned(user, id);
      await runner.feed(id, { type: 'delete' }, { durable: true }).catch(engineError);
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
