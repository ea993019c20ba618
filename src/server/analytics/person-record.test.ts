import { describe, expect, it } from 'vitest';
import { personRecord } from './person-record.ts';

const person = (slot: string) => ({
  slot,
  model: 'parley-sparring-partner',
  seat: 'owner' as const,
  mine: true,
});
const model = (slot: string, name: string) => ({
  slot,
  model: name,
  seat: 'model' as const,
  mine: false,
});
/** Another person's seat: a collaborator's in the owner's record, the owner's in theirs. */
const other = (slot: string) => ({ ...person(slot), seat: 'collaborator' as const, mine: false });

describe('personRecord', () => {
  it('counts a win, a loss and a draw against the models faced', () => {
    expect(
      personRecord([
        { agents: [person('model-a'), model('model-b', 'x')], winner: 'model-a' },
        { agents: [model('model-a', 'x'), person('model-b')], winner: 'model-a' },
        { agents: [person('alpha'), model('beta', 'y'), model('gamma', 'y')], winner: null },
      ]),
    ).toEqual({
      debates: 3,
      wins: 1,
      losses: 1,
      draws: 1,
      opponents: [
        { model: 'x', wins: 1, losses: 1, draws: 0 },
        { model: 'y', wins: 0, losses: 0, draws: 1 },
      ],
    });
  });

  it('ignores debates where the person held no seat, another person’s included', () => {
    expect(
      personRecord([
        { agents: [model('model-a', 'x'), model('model-b', 'y')], winner: null },
        { agents: [other('model-a'), model('model-b', 'y')], winner: 'model-a' },
      ]),
    ).toEqual({ debates: 0, wins: 0, losses: 0, draws: 0, opponents: [] });
  });

  it('a collaborator’s seat counts for the collaborator against the models they faced', () => {
    const collaborator = { ...other('model-b'), mine: true };
    expect(
      personRecord([{ agents: [model('model-a', 'x'), collaborator], winner: 'model-b' }]),
    ).toMatchObject({ debates: 1, wins: 1, opponents: [{ model: 'x', wins: 1 }] });
  });
});
