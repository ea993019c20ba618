/**
 * Engine benchmark: N concurrent debates against a loopback OpenAI-compatible fake provider
 * (no think time, 64-token replies, every engine delay 0, quotas reserved and settled). A turn
 * (due → reply published) is compared end to end with the same provider call made directly at
 * the same concurrency, in alternating windows of the same run; the time to the reply's commit
 * is reported beside it. Writes bench/results/engine.json.
 *
 *   node --import tsx bench/engine.ts [--debates 50] [--seconds 12] [--rounds 4]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ConversationStreamEvent } from '../src/contract/conversations.ts';
import { createConversations } from '../src/server/conversations/setup.ts';
import type { TurnTiming } from '../src/server/conversations/effects.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { conversationChannel } from '../src/server/events/bus.ts';
import { streamCompletion } from '../src/server/providers/generate.ts';
import { parseConfig } from '../src/server/config.ts';
import { createProviderRegistry } from '../src/server/providers/registry.ts';
import { PLAN_QUOTAS } from '../src/contract/usage.ts';
import { createUsageService } from '../src/server/usage/service.ts';
import { providerEnv, startFakeProviders } from '../test/fake-providers/server.ts';
import { round, summarize, table, writeResult } from './lib/stats.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run(
  options: { debates?: number; seconds?: number; words?: number; rounds?: number } = {},
) {
  const debates = options.debates ?? 50;
  const seconds = options.seconds ?? 12;
  const rounds = options.rounds ?? 4;
  const words = options.words ?? 64;
  const fake = await startFakeProviders({ record: false, defaults: { tokens: words } });
  const env = {
    ...providerEnv(fake.url),
    CONVERSATION_TURN_DELAY_MS: '0',
    CONVERSATION_IDLE_PAUSE_MS: String(3_600_000),
  };
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const config = parseConfig(env);
  const providers = createProviderRegistry(config.providers);
  // Every turn reserves and settles its quota, as in production, under limits it never reaches
  // (the bench runs thousands of turns on one account).
  const roomy = 1e15;
  const usage = createUsageService(database.db, {
    planCacheMs: 5_000,
    quotas: {
      ...PLAN_QUOTAS,
      explore: {
        window: 'day',
        limits: { ultra_premium: roomy, premium: roomy, standard: roomy, free: roomy },
      },
    },
  });
  const timings: TurnTiming[] = [];
  const committedTimes: number[] = [];
  let measuring = false;
  /** An engine window is on (its warm-up included): checkpoints are continued at once. */
  let engineOn = false;
  const conversations = createConversations({
    db: database.db,
    settings: config.conversations,
    providers,
    usage,
    onTurn: (timing) => {
      if (!measuring) return;
      timings.push(timing);
      void timing.committed.then((ms) => {
        if (ms !== null) committedTimes.push(ms);
      });
    },
    onError: (error, context) => console.error(context, error),
    // One account drives every debate here, far past the per-user cap.
    maxRunningPerUser: Number.MAX_SAFE_INTEGER,
  });
  const [owner] = await database.db
    .insert(users)
    .values({ email: 'bench@example.com', name: 'Bench', passwordHash: 'x' })
    .returning();

  const resolved = await providers.resolve('gpt-4o');
  const history = Array.from({ length: 6 }, (_, i) => ({
    role: i % 2 ? ('assistant' as const) : ('user' as const),
    content: `Primary Agent: argument number ${i} `.repeat(8),
  }));
  async function direct(durationMs: number): Promise<number[]> {
    const times: number[] = [];
    const end = performance.now() + durationMs;
    await Promise.all(
      Array.from({ length: debates }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          await streamCompletion({
            resolved,
            system: 'You argue for the motion.',
            messages: history,
            onDelta: () => undefined,
          });
          times.push(performance.now() - start);
        }
      }),
    );
    return times;
  }

  const ids: string[] = [];
  const unsubscribes: (() => void)[] = [];
  for (let i = 0; i < debates; i += 1) {
    const conversation = await conversations.service.create(
      { id: owner!.id },
      {
        mode: 'duel',
        openingLine: `Motion ${i}: this house would ban cars from city centres.`,
        startingSlot: 'model-a',
        agents: [
          { model: 'gpt-4o', systemInstructions: 'You argue for the motion.' },
          { model: 'gpt-4o', systemInstructions: 'You argue against the motion.' },
        ],
      },
    );
    ids.push(conversation.id);
    unsubscribes.push(
      conversations.bus.subscribe(
        conversationChannel(conversation.id),
        (event: ConversationStreamEvent) => {
          // Checkpoints every 10 messages: continue at once, so the load stays constant.
          if (engineOn && event.type === 'state' && event.conversation.status === 'waiting') {
            void conversations.runner.feed(conversation.id, { type: 'continue' });
          }
        },
      ),
    );
  }
  const all = (type: 'stop' | 'continue') =>
    Promise.all(ids.map((id) => conversations.runner.feed(id, { type }, { durable: true })));
  await all('stop');

  // Alternating windows (direct, engine, engine, direct, ...): both see the same machine load.
  const windowMs = (seconds * 1000) / (2 * rounds);
  const directTimes: number[] = [];
  let engineMs = 0;
  async function engineWindow() {
    engineOn = true;
    await all('continue');
    await sleep(Math.min(1000, windowMs / 4)); // the first turns include the debates' start
    measuring = true;
    const started = performance.now();
    await sleep(windowMs);
    measuring = false;
    engineMs += performance.now() - started;
    engineOn = false;
    await all('stop');
  }
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      directTimes.push(...(await direct(windowMs)));
      await engineWindow();
    } else {
      await engineWindow();
      directTimes.push(...(await direct(windowMs)));
    }
  }
  for (const unsubscribe of unsubscribes) unsubscribe();
  await conversations.runner.close();
  await database.close();
  await fake.close();

  const ms = (values: number[]) =>
    Object.fromEntries(
      Object.entries(summarize(values)).map(([key, value]) => [key, round(value, 3)]),
    ) as ReturnType<typeof summarize>;
  const turn = ms(timings.map((timing) => timing.turnMs));
  const directSummary = ms(directTimes);
  const turnVsDirectP50 = round(turn.p50 / directSummary.p50, 3);
  const turnVsDirectP99 = round(turn.p99 / directSummary.p99, 3);
  const targets = { turnVsDirectP50: 1.1, turnVsDirectP99: 1.25 };
  const turnsPerSecond = round(timings.length / (engineMs / 1000), 1);
  const directCallsPerSecond = round(directTimes.length / ((windowMs * rounds) / 1000), 1);
  const result = {
    benchmark: 'engine',
    at: new Date().toISOString(),
    node: process.version,
    load: loadavg().map((value) => round(value, 2)),
    database: 'pglite (in memory)',
    provider: 'test/fake-providers (OpenAI wire format, streaming, no think time)',
    debates,
    replyTokens: words,
    rounds,
    turns: timings.length,
    turnsPerSecond,
    directCallsPerSecond,
    /** Turns per second ÷ the direct calls per second the provider served at this concurrency. */
    throughputVsDirect: round(turnsPerSecond / directCallsPerSecond, 3),
    turnMs: turn,
    providerInTurnMs: ms(timings.map((timing) => timing.providerMs)),
    /** Due → the reply's writes committed (the reply is published before; decision 016). */
    turnCommittedMs: ms(committedTimes),
    directProviderMs: directSummary,
    /** Engine turn (due → reply published) ÷ direct call, same concurrency. */
    turnVsDirectP50,
    turnVsDirectP99,
    targets,
    pass: turnVsDirectP50 <= targets.turnVsDirectP50 && turnVsDirectP99 <= targets.turnVsDirectP99,
  };
  console.log(
    table(
      [
        'debates',
        'turn p50/p99',
        'direct p50/p99',
        'turn÷direct p50',
        'turn÷direct p99',
        'turns/s ÷ direct',
        'pass',
      ],
      [
        [
          debates,
          `${turn.p50} / ${turn.p99} ms`,
          `${directSummary.p50} / ${directSummary.p99} ms`,
          `${turnVsDirectP50} (≤ ${targets.turnVsDirectP50})`,
          `${turnVsDirectP99} (≤ ${targets.turnVsDirectP99})`,
          result.throughputVsDirect,
          String(result.pass),
        ],
      ],
    ),
  );
  writeResult('engine', result);
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? Number(process.argv[index + 1]) : undefined;
  };
  await run({
    ...(arg('debates') ? { debates: arg('debates')! } : {}),
    ...(arg('seconds') ? { seconds: arg('seconds')! } : {}),
    ...(arg('rounds') ? { rounds: arg('rounds')! } : {}),
  });
}
