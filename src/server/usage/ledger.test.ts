import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_USEFUL_OUTPUT_TOKENS } from '../../contract/usage.ts';
import { askFor } from './admission.ts';
import { decide, type LedgerState } from './ledger.ts';

const limit = 20_000;
const ask = askFor({ promptTokens: 100, maxOutputTokens: 4000 });
const state = (values: Partial<LedgerState>): LedgerState => ({
  limit,
  slice: 0,
  inFlight: 0,
  used: 0,
  ...values,
});

describe('decide (decision 033)', () => {
  it('grants all a call asks when the free part of the slice holds it, with no round trip', () => {
    expect(decide(state({ slice: 10_000, inFlight: 5_000 }), ask, true)).toEqual({
      kind: 'grant',
      outputTokens: 4000,
      reserved: 4100,
    });
  });

  it('asks for more while it may, by what the call lacks in all and at least', () => {
    expect(decide(state({ slice: 3_000, inFlight: 1_000 }), ask, true)).toEqual({
      kind: 'more',
      need: 0,
      full: 2100,
    });
    expect(decide(state({ slice: 1_000, inFlight: 1_000 }), ask, true)).toEqual({
      kind: 'more',
      need: 100 + MIN_USEFUL_OUTPUT_TOKENS,
      full: 4100,
    });
  });

  it('once no more may be had, grants what is free (at least a useful minimum), as decision 028 does', () => {
    expect(decide(state({ slice: 3_000, inFlight: 1_000 }), ask, false)).toEqual({
      kind: 'grant',
      outputTokens: 1900,
      reserved: 2000,
    });
  });

  it('refuses saying why: in flight when what is really used leaves room, the limit when it does not', () => {
    // Another process's slice or this one's calls in flight hold the rest: 429.
    expect(decide(state({ slice: 300, inFlight: 200, used: 10_000 }), ask, false)).toEqual({
      kind: 'refuse',
      reason: 'in_flight',
    });
    // Really used: SPEC §8's limit text, at once, without asking anyone for more.
    expect(decide(state({ slice: 0, used: limit - 100 }), ask, true)).toEqual({
      kind: 'refuse',
      reason: 'limit',
    });
    // The prompt alone does not fit what the limit leaves.
    const long = askFor({ promptTokens: 19_900, maxOutputTokens: 4000 });
    expect(decide(state({ slice: 0, used: 0 }), long, true)).toEqual({
      kind: 'refuse',
      reason: 'prompt',
    });
  });

  it('never grants past the free part of the slice, so grants never pass the slice (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(50_000),
        fc.nat(50_000),
        fc.nat(30_000),
        fc.nat(8_000),
        fc.boolean(),
        (slice, inFlight, prompt, output, canAskMore) => {
          const call = askFor({ promptTokens: prompt, maxOutputTokens: output });
          const decision = decide(state({ slice, inFlight }), call, canAskMore);
          if (decision.kind !== 'grant') return;
          expect(decision.reserved).toBe(call.promptTokens + decision.outputTokens);
          expect(decision.reserved).toBeLessThanOrEqual(slice - inFlight);
          expect(decision.outputTokens).toBeGreaterThanOrEqual(call.minimumOutputTokens);
          expect(decision.outputTokens).toBeLessThanOrEqual(call.outputTokens);
        },
      ),
    );
  });
});
