import {
  ACHIEVEMENT_TEXT,
  type Achievement,
  type AchievementId,
} from '../../contract/community.ts';

/** The counts a post's badges are computed from, all read from the database. */
export type AchievementCounts = {
  /** No earlier post by the same author exists. */
  isAuthorsFirst: boolean;
  likes: number;
  /** Likes given in the last 7 days (likes still standing). */
  likesThisWeek: number;
  views: number;
  imports: number;
};

export const ACHIEVEMENT_THRESHOLDS = {
  trendingLikesPerWeek: 5,
  likes: 10,
  views: 100,
  imports: 10,
  manyImports: 100,
} as const;

/** Days of likes that count towards Trending This Week. */
export const TRENDING_WINDOW_DAYS = 7;

const RULES: [AchievementId, (counts: AchievementCounts) => boolean][] = [
  ['first-share', (c) => c.isAuthorsFirst],
  ['trending', (c) => c.likesThisWeek >= ACHIEVEMENT_THRESHOLDS.trendingLikesPerWeek],
  ['liked-10', (c) => c.likes >= ACHIEVEMENT_THRESHOLDS.likes],
  ['viewed-100', (c) => c.views >= ACHIEVEMENT_THRESHOLDS.views],
  ['imported-10', (c) => c.imports >= ACHIEVEMENT_THRESHOLDS.imports],
  ['imported-100', (c) => c.imports >= ACHIEVEMENT_THRESHOLDS.manyImports],
];

/** The badges a post has earned, in a fixed order. */
export function achievementsFor(counts: AchievementCounts): Achievement[] {
  return RULES.filter(([, earned]) => earned(counts)).map(([id]) => ({
    id,
    ...ACHIEVEMENT_TEXT[id],
  }));
}
