/**
 * Engine benchmark: N concurrent debates against a loopback OpenAI-compatible fake provider
 * (no think time, 64-token replies, every engine delay 0). The conversations are wired by
 * `createConversations` as app.ts wires them, so every turn runs the production turn gate:
 * `usage.admit` reserves the prompt and output cap with its database upsert before the provider
 * call, and the settlement's group commit follows (limits set so high they are never reached, so
 * the reservation runs but never refuses; `gate` in the result says which gate ran). A turn
 * (due → reply published) is compared end to end with the same provider call made directly at
 * the same concurrency, in alternating windows of the same run: the added time per turn (p50,
 * p99), the process's CPU time per turn and per reply token against the direct call's, and the
 * throughput. The time to the reply's commit is reported beside it. The fake provider and the
 * direct calls share this process, so the CPU figures include them on both sides.
 * Writes bench/results/engine.json.
 *
 *   node --import tsx bench/engine.ts [--debates 50] [--seconds 12] [--rounds 4]
 *
 * BENCH_PROFILE_DIR=dir: a CPU profile of this process's main thread over each measured window
 * (engine-N.cpuprofile, direct-N.cpuprofile; read them with bench/lib/profile-summary.ts).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ConversationEvent } from '../src/contract/conversation-events.ts';
import { createConversations } from '../src/server/conversations/setup.ts';
import type { TurnTiming } from '../src/server/conversations/host-deps.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { conversationChannel } from '../src/server/events/bus.ts';
import { streamCompletion } from '../src/server/providers/generate.ts';
import { parseConfig } from '../src/server/config.ts';
import { createProviderRegistry } from '../src/server/providers/registry.ts';
import { PLAN_QUOTAS } from '../src/contract/usage.ts';
import { createUsageService } from '../src/server/usage/service.ts';
import { providerEnv, startFakeProviders } from '../test/fake-providers/server.ts';
import { round, summarize, table, loadAverage, writeResult } from './lib/stats.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run(
  options: { debates?: number; seconds?: number; words?: number; rounds?: number } = {},
) {
  const loadAtStart = loadAverage();
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
  // Finite limits (an unlimited class skips the reservation) that thousands of turns on one
  // account never reach.
  const roomy = 1e15;
  const usage = createUsageService(database.db, {
    planCacheMs: 5_000,
    exclusive: true,
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
  /** CPU microseconds (every thread of this process) spent in the measured windows. */
  let directCpuUs = 0;
  let engineCpuUs = 0;
  const cpuSince = (start: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(start);
    return used.user + used.system;
  };
  async function direct(durationMs: number, index: number): Promise<number[]> {
    const times: number[] = [];
    await profiler?.post('Profiler.start');
    const cpuStart = process.cpuUsage();
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
    directCpuUs += cpuSince(cpuStart);
    await saveProfile(`direct-${index}`);
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
        (event: ConversationEvent) => {
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

  const profileDir = process.env['BENCH_PROFILE_DIR'];
  const profiler = profileDir ? new Session() : null;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  /** Writes the profile of what ran since `Profiler.start` (after the window's CPU was read). */
  const saveProfile = async (name: string) => {
    if (!profiler) return;
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(join(profileDir!, `${name}.cpuprofile`), JSON.stringify(profile));
  };

  // Alternating windows (direct, engine, engine, direct, ...): both see the same machine load.
  const windowMs = (seconds * 1000) / (2 * rounds);
  const directTimes: number[] = [];
  let engineMs = 0;
  async function engineWindow(index: number) {
    engineOn = true;
    await all('continue');
    await sleep(Math.min(1000, windowMs / 4)); // the first turns include the debates' start
    await profiler?.post('Profiler.start');
    measuring = true;
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    await sleep(windowMs);
    measuring = false;
    engineCpuUs += cpuSince(cpuStart);
    engineMs += performance.now() - started;
    await saveProfile(`engine-${index}`);
    engineOn = false;
    await all('stop');
  }
  for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
    if (roundIndex % 2 === 0) {
      directTimes.push(...(await direct(windowMs, roundIndex)));
      await engineWindow(roundIndex);
    } else {
      await engineWindow(roundIndex);
      directTimes.push(...(await direct(windowMs, roundIndex)));
    }
  }
  profiler?.disconnect();
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
  const addedTurnP50Ms = round(turn.p50 - directSummary.p50, 3);
  const addedTurnP99Ms = round(turn.p99 - directSummary.p99, 3);
  // Issue 22's targets: ≤ 5 ms added at p50, ≤ 15 ms at p99, ≥ 0.75 of the direct throughput.
  const targets = { addedTurnP50Ms: 5, addedTurnP99Ms: 15, throughputVsDirect: 0.75 };
  const turnsPerSecond = round(timings.length / (engineMs / 1000), 1);
  const directCallsPerSecond = round(directTimes.length / ((windowMs * rounds) / 1000), 1);
  const throughputVsDirect = round(turnsPerSecond / directCallsPerSecond, 3);
  const cpuMsPerTurn = round(engineCpuUs / 1000 / timings.length, 3);
  const cpuMsPerDirectCall = round(directCpuUs / 1000 / directTimes.length, 3);
  const gate = conversations.turnGate === usage.turnGate ? 'production' : 'other';
  const result = {
    benchmark: 'engine',
    at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    database: 'pglite (in memory)',
    provider: 'test/fake-providers (OpenAI wire format, streaming, no think time)',
    debates,
    replyTokens: words,
    rounds,
    /** `production`: usage.admit reserved before every provider call and settled after it. */
    gate,
    turns: timings.length,
    turnsPerSecond,
    directCallsPerSecond,
    /** Turns per second ÷ the direct calls per second the provider served at this concurrency. */
    throughputVsDirect,
    /** Turn (due → reply published) minus the direct call, same concurrency, same run. */
    addedTurnP50Ms,
    addedTurnP99Ms,
    /** CPU of the whole process (all threads, the fake provider and client included). */
    cpu: {
      msPerTurn: cpuMsPerTurn,
      msPerDirectCall: cpuMsPerDirectCall,
      addedMsPerTurn: round(cpuMsPerTurn - cpuMsPerDirectCall, 3),
      usPerReplyToken: round(engineCpuUs / timings.length / words, 1),
      usPerDirectToken: round(directCpuUs / directTimes.length / words, 1),
      /** CPU per turn ÷ CPU per direct call. */
      turnVsDirect: round(cpuMsPerTurn / cpuMsPerDirectCall, 3),
    },
    turnMs: turn,
    providerInTurnMs: ms(timings.map((timing) => timing.providerMs)),
    /** Due → the reply's writes committed (the reply is published before; decision 016). */
    turnCommittedMs: ms(committedTimes),
    directProviderMs: directSummary,
    /** Engine turn (due → reply published) ÷ direct call, same concurrency. */
    turnVsDirectP50,
    turnVsDirectP99,
    targets,
    pass:
      gate === 'production' &&
      addedTurnP50Ms <= targets.addedTurnP50Ms &&
      addedTurnP99Ms <= targets.addedTurnP99Ms &&
      throughputVsDirect >= targets.throughputVsDirect,
  };
  console.log(
    table(
      [
        'debates',
        'gate',
        'turns / calls',
        'turn p50/p99',
        'direct p50/p99',
        'added p50 / p99',
        'CPU turn / direct',
        'turns/s ÷ direct',
        'pass',
      ],
      [
        [
          debates,
          gate,
          `${timings.length} / ${directTimes.length}`,
          `${turn.p50} / ${turn.p99} ms`,
          `${directSummary.p50} / ${directSummary.p99} ms`,
          `${addedTurnP50Ms} / ${addedTurnP99Ms} ms (≤ 5 / 15)`,
          `${cpuMsPerTurn} / ${cpuMsPerDirectCall} ms (${result.cpu.turnVsDirect}×)`,
          `${throughputVsDirect} (≥ 0.75)`,
          String(result.pass),
        ],
      ],
    ),
  );
  writeResult('engine', result, loadAtStart);
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
