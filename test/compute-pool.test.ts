import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS_TEXT } from '../src/contract/limits.ts';
import type { DebateOutcome, ModelCount } from '../src/server/analytics/records.ts';
import { modelRecords } from '../src/server/analytics/records.ts';
import { COMPUTE_LIMITS, createComputePool } from '../src/server/compute/pool.ts';
import { checkVerdict } from '../src/server/verdicts/check.ts';
import type { Transcript } from '../src/server/verdicts/judge-prompt.ts';
import { judgeOffline } from '../src/server/verdicts/offline-judge.ts';

const pools: ReturnType<typeof createComputePool>[] = [];
const newPool = (limits = COMPUTE_LIMITS) => {
  const pool = createComputePool(limits);
  pools.push(pool);
  return pool;
};
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

/** A MAX debate's transcript of two replies, as the judge reads it. */
const transcript: Transcript = {
  motion: 'Should every school teach programming from the age of seven?',
  agents: [
    { slot: 'alpha', name: 'Alpha' },
    { slot: 'beta', name: 'Beta' },
  ],
  entries: [
    {
      id: 'r1',
      sender: 'alpha',
      speaker: 'Alpha',
      content: 'I will argue that early programming lessons teach children to reason in steps.',
    },
    {
      id: 'r2',
      sender: 'beta',
      speaker: 'Beta',
      content:
        'Reasoning in steps matters, I grant that. Reading and arithmetic still need those school hours first.',
    },
  ],
  omitted: 0,
  messageCount: 3,
};

/** A rating over many models with many games each: a second or more of work for one thread. */
function heavyRatings(models: number): [ModelCount[], DebateOutcome[]] {
  const names = Array.from({ length: models }, (_, index) => `model-${index}`);
  const outcomes: DebateOutcome[] = [];
  for (let a = 0; a < models; a += 1) {
    for (let b = a + 1; b < models; b += 7) {
      outcomes.push({
        agents: [
          { slot: 'model-a', model: names[a]! },
          { slot: 'model-b', model: names[b]! },
        ],
        winner: (a * 31 + b) % 3 === 0 ? null : (a + b) % 2 ? 'model-a' : 'model-b',
      });
    }
  }
  return [names.map((model) => ({ model, debates: 1, verdicts: 1 })), outcomes];
}

describe('the compute pool', () => {
  it('answers what the same function answers on the main thread', async () => {
    const pool = newPool();
    expect(await pool.run('account', 'offlineVerdict', transcript)).toEqual(
      checkVerdict(judgeOffline(transcript), transcript),
    );
    const input = heavyRatings(40);
    expect(await pool.run('account', 'modelRecords', input)).toEqual(modelRecords(...input));
  }, 60_000);

  it('keeps the event loop free while a heavy rating is computed', async () => {
    const pool = newPool();
    // A thread started beforehand: its start is not the computation.
    await pool.run('warm-up', 'offlineVerdict', transcript);
    const input = heavyRatings(500);
    const onMainThread = performance.now();
    modelRecords(...input);
    const mainMs = performance.now() - onMainThread;

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const startedAt = performance.now();
    await pool.run('account', 'modelRecords', input);
    const poolMs = performance.now() - startedAt;
    delay.disable();
    const worstMs = delay.max / 1e6;
    console.info(
      `rating ${input[1].length} debates of ${input[0].length} models: ${mainMs.toFixed(0)} ms on the main thread; ` +
        `in the pool ${poolMs.toFixed(0)} ms, the event loop's worst delay meanwhile ${worstMs.toFixed(0)} ms`,
    );
    expect(mainMs).toBeGreaterThan(300);
    expect(worstMs).toBeLessThan(mainMs / 3);
  }, 120_000);

  it('sheds tasks past its queue with 503, and fails a task whose thread died, then goes on', async () => {
    const pool = newPool({ threads: 1, waiting: 1, maxHeapMb: 16 });
    const heavy = heavyRatings(200);
    const running = pool.run('a', 'modelRecords', heavy);
    const waiting = pool.run('b', 'modelRecords', heavy);
    await expect(pool.run('c', 'offlineVerdict', transcript)).rejects.toMatchObject({
      status: 503,
      message: LIMITS_TEXT.computeBusy,
    });
    await Promise.all([running, waiting]);
    // Past its heap limit the thread ends: that task fails, the next one gets a new thread.
    await expect(pool.run('a', 'modelRecords', heavyRatings(1_500))).rejects.toThrow(
      /compute thread ended/,
    );
    expect(await pool.run('a', 'offlineVerdict', transcript)).toMatchObject({ ok: true });
  }, 120_000);
});
