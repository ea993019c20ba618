import { describe, expect, it } from 'vitest';
import { admits, reservationFor } from './admission.ts';

describe('reservationFor (decision 017)', () => {
  it('holds the prompt and the output cap, and needs room for the prompt', () => {
    expect(reservationFor({ promptTokens: 237_500, maxOutputTokens: 4000 })).toEqual({
      tokens: 241_500,
      room: 237_500,
    });
    expect(reservationFor({ promptTokens: 10.2, maxOutputTokens: -1 })).toEqual({
      tokens: 11,
      room: 11,
    });
  });
});

describe('admits', () => {
  it('lets a call in while its prompt fits under the limit', () => {
    const reservation = reservationFor({ promptTokens: 1000, maxOutputTokens: 4000 });
    expect(admits({ used: 15_000, reserved: 4000 }, reservation, 20_000)).toBe(true);
    expect(admits({ used: 15_000, reserved: 4001 }, reservation, 20_000)).toBe(false);
    expect(
      admits(
        { used: 0, reserved: 0 },
        reservationFor({ promptTokens: 237_500, maxOutputTokens: 0 }),
        20_000,
      ),
    ).toBe(false);
  });

  it('ends calls admitted one after another at most one output cap over, whatever their prompts', () => {
    const limit = 20_000;
    const cap = 4000;
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round += 1) {
      const counter = { used: Math.floor(random() * limit), reserved: 0 };
      const admitted: { tokens: number; spent: number }[] = [];
      for (let call = 0; call < 50; call += 1) {
        const promptTokens = Math.floor(random() * random() * 30_000);
        const reservation = reservationFor({ promptTokens, maxOutputTokens: cap });
        if (!admits(counter, reservation, limit)) continue;
        counter.reserved += reservation.tokens;
        // The provider counts no more than the estimate and writes at most the cap.
        admitted.push({
          tokens: reservation.tokens,
          spent: promptTokens + Math.floor(random() * (cap + 1)),
        });
      }
      for (const call of admitted) {
        counter.reserved -= call.tokens;
        counter.used += call.spent;
      }
      expect(counter.used).toBeLessThanOrEqual(limit + cap);
    }
  });
});
