import { describe, expect, it } from 'vitest';
import { gamesOf, isSelfMatch, modelRecords } from './records.ts';

const duel = (a: string, b: string) => [
  { slot: 'model-a', model: a },
  { slot: 'model-b', model: b },
];
const max = (...models: string[]) =>
  models.map((model, index) => ({ slot: ['alpha', 'beta', 'gamma'][index]!, model }));

describe('gamesOf', () => {
  it("has the winner's model beat each other agent's model", () => {
    expect(gamesOf({ agents: max('x', 'y', 'z'), winner: 'beta' })).toEqual([
      { a: 'y', b: 'x', score: 1 },
      { a: 'y', b: 'z', score: 1 },
    ]);
  });

  it('makes a draw a draw between every two agents', () => {
    expect(gamesOf({ agents: max('x', 'y', 'z'), winner: null })).toEqual([
      { a: 'x', b: 'y', score: 0.5 },
      { a: 'x', b: 'z', score: 0.5 },
      { a: 'y', b: 'z', score: 0.5 },
    ]);
  });

  it('never has a model play itself', () => {
    expect(gamesOf({ agents: duel('x', 'x'), winner: 'model-a' })).toEqual([]);
    expect(gamesOf({ agents: max('x', 'y', 'x'), winner: 'alpha' })).toEqual([
      { a: 'x', b: 'y', score: 1 },
    ]);
  });

  it('makes no game for a winner that is no agent of the debate', () => {
    expect(gamesOf({ agents: duel('x', 'y'), winner: 'gamma' })).toEqual([]);
  });
});

describe('modelRecords', () => {
  it('counts debates, verdicts, wins, losses, draws and games per model, best rated first', () => {
    const records = modelRecords(
      [
        { model: 'x', debates: 4, verdicts: 4 },
        { model: 'y', debates: 2, verdicts: 3 },
        { model: 'z', debates: 1, verdicts: 0 },
      ],
      [
        { agents: duel('x', 'y'), winner: 'model-a' },
        { agents: duel('y', 'x'), winner: null },
        { agents: duel('x', 'x'), winner: 'model-b' },
      ],
    );
    expect(records.map(({ rating: _rating, ...rest }) => rest)).toEqual([
      { model: 'x', debates: 4, verdicts: 4, wins: 1, losses: 0, draws: 1, games: 2 },
      { model: 'z', debates: 1, verdicts: 0, wins: 0, losses: 0, draws: 0, games: 0 },
      { model: 'y', debates: 2, verdicts: 3, wins: 0, losses: 1, draws: 1, games: 2 },
    ]);
    const [x, z, y] = records;
    expect(x!.rating).toBeGreaterThan(1500);
    expect(z!.rating).toBe(1500);
    expect(y!.rating).toBeLessThan(1500);
  });
});

describe('isSelfMatch', () => {
  it('is a debate whose agents all ran one model, and only that', () => {
    expect(isSelfMatch({ agents: duel('m', 'm'), winner: 'model-a' })).toBe(true);
    expect(isSelfMatch({ agents: max('m', 'm', 'm'), winner: null })).toBe(true);
    expect(isSelfMatch({ agents: duel('m', 'n'), winner: 'model-a' })).toBe(false);
    // One model left once people's seats are set aside: no match at all, not a self-match.
    expect(isSelfMatch({ agents: max('m'), winner: 'alpha' })).toBe(false);
  });
});
