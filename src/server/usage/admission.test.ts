import { describe, expect, it } from 'vitest';
import { MIN_USEFUL_OUTPUT_TOKENS } from '../../contract/usage.ts';
import { askFor, grantFor, outputCap, refusalReason } from './admission.ts';

describe('outputCap', () => {
  it('sends what a call asks, never more than the model’s cap, the cap when it asks nothing', () => {
    expect(outputCap(32_000, 4000)).toBe(4000);
    expect(outputCap(123, 4000)).toBe(123);
    expect(outputCap(undefined, 4096)).toBe(4096);
  });
});

describe('askFor', () => {
  it('counts whole tokens, and needs a useful minimum of output, or all it asks when less', () => {
    expect(askFor({ promptTokens: 10.2, maxOutputTokens: 4000 })).toEqual({
      promptTokens: 11,
      outputTokens: 4000,
      minimumOutputTokens: MIN_USEFUL_OUTPUT_TOKENS,
    });
    expect(askFor({ promptTokens: -3, maxOutputTokens: 10 })).toEqual({
      promptTokens: 0,
      outputTokens: 10,
      minimumOutputTokens: 10,
    });
  });
});

describe('grantFor (issue 27)', () => {
  const limit = 20_000;
  const ask = askFor({ promptTokens: 42, maxOutputTokens: 32_000 });

  it('grants what the class has left when that is less than the call asks', () => {
    expect(grantFor({ used: 0, reserved: 0 }, ask, limit)).toEqual({
      admitted: true,
      outputTokens: 19_958,
      reserved: 20_000,
    });
    const small = askFor({ promptTokens: 1000, maxOutputTokens: 4000 });
    expect(grantFor({ used: 10_000, reserved: 4000 }, small, limit)).toEqual({
      admitted: true,
      outputTokens: 4000,
      reserved: 5000,
    });
    expect(grantFor({ used: 10_000, reserved: 8000 }, small, limit)).toEqual({
      admitted: true,
      outputTokens: 1000,
      reserved: 2000,
    });
  });

  it('refuses below a useful minimum, saying why', () => {
    const call = askFor({ promptTokens: 1000, maxOutputTokens: 4000 });
    // Calls in flight hold what is left; what was really used leaves plenty.
    expect(grantFor({ used: 400, reserved: 18_800 }, call, limit)).toEqual({
      admitted: false,
      reason: 'in_flight',
    });
    // Used up to less than a useful minimum: the limit, however little the prompt.
    const tiny = askFor({ promptTokens: 0, maxOutputTokens: 4000 });
    expect(
      grantFor({ used: limit - MIN_USEFUL_OUTPUT_TOKENS + 1, reserved: 0 }, tiny, limit),
    ).toEqual({ admitted: false, reason: 'limit' });
    expect(grantFor({ used: limit + 500, reserved: 0 }, tiny, limit)).toEqual({
      admitted: false,
      reason: 'limit',
    });
    // Room left, but not for this prompt with a useful reply.
    expect(grantFor({ used: 19_000, reserved: 0 }, call, limit)).toEqual({
      admitted: false,
      reason: 'prompt',
    });
    expect(
      grantFor(
        { used: 0, reserved: 0 },
        askFor({ promptTokens: 237_500, maxOutputTokens: 1 }),
        limit,
      ),
    ).toEqual({
      admitted: false,
      reason: 'prompt',
    });
  });

  it('a call asking for little needs only what it asks', () => {
    const short = askFor({ promptTokens: 10, maxOutputTokens: 20 });
    expect(grantFor({ used: limit - 30, reserved: 0 }, short, limit)).toEqual({
      admitted: true,
      outputTokens: 20,
      reserved: 30,
    });
    expect(refusalReason({ used: limit - 29, reserved: 0 }, short, limit)).toBe('prompt');
  });

  it('keeps calls admitted one after another within the limit, whatever their prompts', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round += 1) {
      const counter = { used: Math.floor(random() * limit), reserved: 0 };
      const admitted: { reserved: number; spent: number }[] = [];
      for (let call = 0; call < 50; call += 1) {
        const promptTokens = Math.floor(random() * random() * 30_000);
        const wanted = 1 + Math.floor(random() * 32_000);
        const granted = grantFor(counter, askFor({ promptTokens, maxOutputTokens: wanted }), limit);
        if (!granted.admitted) continue;
        expect(granted.outputTokens).toBeLessThanOrEqual(wanted);
        counter.reserved += granted.reserved;
        expect(counter.used + counter.reserved).toBeLessThanOrEqual(limit);
        // The provider counts no more than the estimate and writes at most the output granted.
        admitted.push({
          reserved: granted.reserved,
          spent: promptTokens + Math.floor(random() * (granted.outputTokens + 1)),
        });
      }
      for (const call of admitted) {
        counter.reserved -= call.reserved;
        counter.used += call.spent;
      }
      expect(counter.used).toBeLessThanOrEqual(limit);
    }
  });
});
