import type pg from 'pg';
import type { DatabaseAvailability } from '../db/availability.ts';
import type { Db } from '../db/client.ts';
import { createEventBus, type EventBus } from '../events/bus.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import type { UsageService } from '../usage/service.ts';
import type { ConversationSettings } from './config.ts';
import type { AgentModelLookup } from '../models/agent-model.ts';
import { withCustomModels } from './custom-model-turns.ts';
import { createProviderTurnGenerator } from './generator.ts';
import type { RunnerBusEvent } from './peers.ts';
import { createConversationRepository } from './repository.ts';
import { createConversationRunner, type RunnerOptions } from './runner.ts';
import type { TurnGenerator } from './turns.ts';
import {
  createConversationService,
  type FormatResolver,
  type JudgeSettingsStore,
  type SeatSharing,
} from './service.ts';
import type { TurnGate } from './turn-gate.ts';

const noCustomModels: AgentModelLookup = async () => null;

/**
 * Wires the conversation feature: repository, event bus, runner and service. With `pool` (on
 * PostgreSQL) several processes may share the database: events cross them by LISTEN/NOTIFY and
 * leases decide who runs what; without it (PGlite) this process is the only one.
 */
export function createConversations(deps: {
  db: Db;
  pool?: pg.Pool | undefined;
  /** Outages pause debates and hold their writes (see db/availability.ts). */
  availability?: DatabaseAvailability;
  /** CONVERSATION_* settings, parsed with the rest in src/server/config.ts. */
  settings: ConversationSettings;
  providers: ProviderRegistry;
  usage: UsageService;
  bus?: EventBus<RunnerBusEvent>;
  generate?: TurnGenerator;
  /**
   * Asked before each turn's provider call; production's, `usage.admit` (a quota reservation,
   * then its settlement), unless a test replaces it.
   */
  turnGate?: TurnGate;
  /** Resolves `custom-<id>` agents; without it only catalog models can debate. */
  customModels?: AgentModelLookup;
  onError?: RunnerOptions['onError'];
  onTurn?: RunnerOptions['onTurn'];
  /** DESIGN D18: a debate held here reached a checkpoint (the verdicts feature's hook). */
  onCheckpoint?: RunnerOptions['onCheckpoint'];
  /** DESIGN D13: conversations one user may have running at once. */
  maxRunningPerUser: number;
  /** DESIGN D18: where the judge settings given at creation are kept. */
  judges?: JudgeSettingsStore;
  /** DESIGN D20: resolves a new debate's `format`. */
  formats?: FormatResolver;
  /** Decision 039: collaborators' seats and the live session they are reached through. */
  seats?: SeatSharing;
}) {
  const { settings } = deps;
  const repository = createConversationRepository(deps.db);
  const turnGate = deps.turnGate ?? deps.usage.turnGate;
  const bus =
    deps.bus ??
    createEventBus<RunnerBusEvent>(deps.pool, (error) => deps.onError?.(error, 'event bus'));
  const runner = createConversationRunner({
    repository,
    bus,
    exclusive: !deps.pool,
    ...(deps.availability ? { availability: deps.availability } : {}),
    ...(settings.leaseTtlMs !== undefined ? { leaseTtlMs: settings.leaseTtlMs } : {}),
    generate: withCustomModels(
      deps.generate ?? createProviderTurnGenerator(deps),
      deps.customModels ?? noCustomModels,
    ),
    turnGate,
    delayOverrideMs: settings.delayOverrideMs,
    seatTimerOverrideMs: settings.seatTimerOverrideMs,
    ...(settings.idlePauseMs !== undefined ? { idlePauseMs: settings.idlePauseMs } : {}),
    ...(deps.onError ? { onError: deps.onError } : {}),
    ...(deps.onTurn ? { onTurn: deps.onTurn } : {}),
    ...(deps.onCheckpoint ? { onCheckpoint: deps.onCheckpoint } : {}),
  });
  const service = createConversationService({
    repository,
    runner,
    providers: deps.providers,
    maxRunningPerUser: deps.maxRunningPerUser,
    quota: deps.usage,
    customModels: deps.customModels ?? noCustomModels,
    ...(deps.judges ? { judges: deps.judges } : {}),
    ...(deps.formats ? { formats: deps.formats } : {}),
    ...(deps.seats ? { seats: deps.seats } : {}),
  });
  return { repository, bus, runner, service, settings, turnGate };
}

export type Conversations = ReturnType<typeof createConversations>;
