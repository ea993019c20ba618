import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_IDS } from '../../contract/community.ts';
import { achievementsFor, type AchievementCounts } from './achievements.ts';

const none: AchievementCounts = {
  isAuthorsFirst: false,
  likes: 0,
  likesThisWeek: 0,
  views: 0,
  imports: 0,
};
const ids = (counts: Partial<AchievementCounts>) =>
  achievementsFor({ ...none, ...counts }).map((badge) => badge.id);

describe('achievement badges', () => {
  it('gives none for a post with no counts that is not its author’s first', () => {
    expect(achievementsFor(none)).toEqual([]);
  });

  it('marks the author’s first post', () => {
    expect(achievementsFor({ ...none, isAuthorsFirst: true })).toEqual([
      {
        id: 'first-share',
        label: 'First Share',
        description: 'The first model this author shared with the community',
      },
    ]);
  });

  it.each<[Partial<AchievementCounts>, string[]]>([
    [{ likesThisWeek: 4, likes: 4 }, []],
    [{ likesThisWeek: 5, likes: 5 }, ['trending']],
    [{ likes: 9 }, []],
    [{ likes: 10 }, ['liked-10']],
    [{ views: 99 }, []],
    [{ views: 100 }, ['viewed-100']],
    [{ imports: 9 }, []],
    [{ imports: 10 }, ['imported-10']],
    [{ imports: 99 }, ['imported-10']],
    [{ imports: 100 }, ['imported-10', 'imported-100']],
  ])('at the thresholds: %o earns %o', (counts, expected) => {
    expect(ids(counts)).toEqual(expected);
  });

  it('lists every badge once, in the contract’s order, when all are earned', () => {
    const all = ids({
      isAuthorsFirst: true,
      likes: 500,
      likesThisWeek: 50,
      views: 1e6,
      imports: 1e3,
    });
    expect(all).toEqual([...ACHIEVEMENT_IDS]);
  });
});
