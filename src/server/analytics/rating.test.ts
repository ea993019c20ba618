import { describe, expect, it } from 'vitest';
import { bradleyTerryRatings, type Game } from './rating.ts';

const win = (a: string, b: string): Game => ({ a, b, score: 1 });
const draw = (a: string, b: string): Game => ({ a, b, score: 0.5 });

/** Elo's expected score of `a` against `b` from their ratings. */
const expected = (a: number, b: number) => 1 / (1 + 10 ** ((b - a) / 400));

describe('bradleyTerryRatings', () => {
  it('rates nobody without games', () => {
    expect(bradleyTerryRatings([]).size).toBe(0);
  });

  it('keeps equal records equal, at the base rating', () => {
    const ratings = bradleyTerryRatings([win('x', 'y'), win('y', 'x'), draw('x', 'y')]);
    expect(ratings.get('x')).toBe(1500);
    expect(ratings.get('y')).toBe(1500);
  });

  it('rates a winner above a loser, finitely, symmetric about the base', () => {
    const ratings = bradleyTerryRatings([win('x', 'y')]);
    expect(ratings.get('x')).toBeGreaterThan(1500);
    expect(ratings.get('y')).toBeLessThan(1500);
    expect(ratings.get('x')! + ratings.get('y')!).toBe(3000);
    expect(Number.isFinite(ratings.get('x'))).toBe(true);
  });

  it('moves further with more games of the same outcome', () => {
    const one = bradleyTerryRatings([win('x', 'y')]).get('x')!;
    const five = bradleyTerryRatings(Array.from({ length: 5 }, () => win('x', 'y'))).get('x')!;
    expect(five).toBeGreaterThan(one);
  });

  it('does not depend on the order of the games', () => {
    const games = [win('x', 'y'), win('y', 'z'), win('x', 'z'), draw('y', 'x'), win('z', 'y')];
    const forward = bradleyTerryRatings(games);
    const backward = bradleyTerryRatings([...games].reverse());
    expect([...backward]).toEqual([...forward]);
  });

  it('fits the observed scores: 3 wins in 4 is about a 75% expected score, less the prior', () => {
    const ratings = bradleyTerryRatings([
      win('x', 'y'),
      win('x', 'y'),
      win('x', 'y'),
      win('y', 'x'),
    ]);
    const share = expected(ratings.get('x')!, ratings.get('y')!);
    // The anchor's virtual draws pull both towards 1500: between an even game and 75 %.
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.75);
  });

  it('orders a chain of wins', () => {
    const ratings = bradleyTerryRatings([
      win('a', 'b'),
      win('b', 'c'),
      win('a', 'c'),
      win('a', 'b'),
    ]);
    expect(ratings.get('a')).toBeGreaterThan(ratings.get('b')!);
    expect(ratings.get('b')).toBeGreaterThan(ratings.get('c')!);
  });

  it('ignores a game of a model against itself', () => {
    expect(bradleyTerryRatings([win('x', 'x')]).get('x')).toBe(1500);
  });
});
