import { describe, expect, it } from 'vitest';
import type { ModelRecord } from '../../../../contract/analytics.ts';
import { modelLabel } from '../../../../contract/custom-models.ts';
import { nextSort, sortRecords } from './model-record.ts';

const record = (model: string, wins: number, rating: number): ModelRecord => ({
  model,
  debates: 1,
  verdicts: 1,
  wins,
  losses: 0,
  draws: 0,
  games: wins,
  rating,
});

const records = [
  record('gpt-4o', 3, 1600),
  record('parley-sparring-partner', 1, 1500),
  record('custom-0123456789', 3, 1450),
];

describe('the model record table', () => {
  it('sorts by a number column either way, ties in the server’s order', () => {
    const byWins = sortRecords(records, { column: 'wins', direction: 'descending' });
    expect(byWins.map((r) => r.model)).toEqual([
      'gpt-4o',
      'custom-0123456789',
      'parley-sparring-partner',
    ]);
    const byRating = sortRecords(records, { column: 'rating', direction: 'ascending' });
    expect(byRating.map((r) => r.rating)).toEqual([1450, 1500, 1600]);
  });

  it('sorts by the model’s name as shown', () => {
    const byName = sortRecords(records, { column: 'model', direction: 'ascending' });
    expect(byName.map((r) => modelLabel(r.model))).toEqual([
      'Custom model 01234567',
      'GPT-4o',
      'Parley Sparring Partner (offline)',
    ]);
  });

  it('flips the direction on the same column and starts a new one with the best first', () => {
    expect(nextSort({ column: 'rating', direction: 'descending' }, 'rating')).toEqual({
      column: 'rating',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'rating', direction: 'ascending' }, 'wins')).toEqual({
      column: 'wins',
      direction: 'descending',
    });
    expect(nextSort({ column: 'rating', direction: 'ascending' }, 'model').direction).toBe(
      'ascending',
    );
  });
});
