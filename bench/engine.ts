/**
 * Engine benchmark: N concurrent debates against a loopback OpenAI-compatible fake provider
 * (no think time, 64-token replies, every engine delay 0). Server overhead per turn is the turn
 * time (timer fired → reply persisted and published) minus the provider call inside it; the
 * direct provider call is measured in the same run, before and after, at the same concurrency.
 *
 *   node --import tsx bench/engine.ts [--debates 50] [--seconds 10]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ConversationStreamEvent } from '../src/contract/conversations.ts';
import { createConversations } from '../src/server/conversations/setup.ts';
import type { TurnTiming } from '../src/server/conversations/effects.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { conversationChannel } from '../src/server/events/bus.ts';
import { streamCompletion } from '../src/server/providers/generate.ts';
import { createProviderRegistry } from '../src/server/providers/registry.ts';
import { createUsageService } from '../src/server/usage/service.ts';
import { providerEnv, startFakeProviders } from '../test/fake-providers/server.ts';
import { round, summarize } from './lib/stats.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run(options: { debates?: number; seconds?: number; words?: number } = {}) {
  const debates = options.debates ?? 50;
  const seconds = options.seconds ?? 10;
  const words = options.words ?? 64;
  const fake = await startFakeProviders({ record: false, defaults: { tokens: words } });
  const env = {
    ...providerEnv(fake.url),
    CONVERSATION_TURN_DELAY_MS: '0',
    CONVERSATION_IDLE_PAUSE_MS: String(3_600_000),
  };
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const providers = createProviderRegistry(env);
  const usage = createUsageService(database.db);
  const timings: TurnTiming[] = [];
  let measuring = false;
  const conversations = createConversations({
    db: database.db,
    env,
    providers,
    usage,
    onTurn: (timing) => {
      if (measuring) timings.push(timing);
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

  const directBefore = await direct((seconds * 1000) / 2);

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
          if (event.type === 'state' && event.conversation.status === 'waiting') {
            void conversations.runner.feed(conversation.id, { type: 'continue' });
          }
        },
      ),
    );
  }
  await sleep(2000);
  measuring = true;
  const started = performance.now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsedS = (performance.now() - started) / 1000;
  for (const unsubscribe of unsubscribes) unsubscribe();
  await Promise.all(ids.map((id) => conversations.runner.feed(id, { type: 'stop' })));

  const directAfter = await direct((seconds * 1000) / 2);
  await conversations.runner.close();
  await database.close();
  await fake.close();

  const directTimes = [...directBefore, ...directAfter];
  const ms = (values: number[]) =>
    Object.fromEntries(
      Object.entries(summarize(values)).map(([key, value]) => [key, round(value, 3)]),
    ) as ReturnType<typeof summarize>;
  const turn = ms(timings.map((timing) => timing.turnMs));
  const providerInTurn = ms(timings.map((timing) => timing.providerMs));
  const overhead = ms(timings.map((timing) => timing.turnMs - timing.providerMs));
  const directSummary = ms(directTimes);
  const result = {
    benchmark: 'engine',
    at: new Date().toISOString(),
    node: process.version,
    database: 'pglite (in memory)',
    provider: 'test/fake-providers (OpenAI wire format, streaming, no think time)',
    debates,
    replyTokens: words,
    seconds: round(elapsedS),
    turns: timings.length,
    turnsPerSecond: round(timings.length / elapsedS, 1),
    overheadMs: overhead,
    turnMs: turn,
    providerInTurnMs: providerInTurn,
    directProviderMs: directSummary,
    directCallsPerSecond: round(directTimes.length / seconds, 1),
    /** Mean turn time relative to the mean direct call at the same concurrency. */
    turnVsDirect: round(turn.mean / directSummary.mean - 1, 3),
    targets: { overheadP50Ms: 3, overheadP99Ms: 15 },
    pass: overhead.p50 <= 3 && overhead.p99 <= 15,
  };
  const folder = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(folder, { recursive: true });
  const file = `${folder}engine-${result.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return { ...result, file };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? Number(process.argv[index + 1]) : undefined;
  };
  const result = await run({
    ...(arg('debates') ? { debates: arg('debates')! } : {}),
    ...(arg('seconds') ? { seconds: arg('seconds')! } : {}),
  });
  console.log(JSON.stringify(result, null, 2));
}
