import { z } from 'zod';
import { COMMUNITY_SORTS, type CommunitySort } from '../../contract/community.ts';
import { CANONICAL_UUID } from '../../contract/ids.ts';

/**
 * Where a page of posts ended: the sort it belongs to and the last post's sort key. Posts are
 * stamped in whole milliseconds (see the repository), so `at` is the exact stored instant and
 * ties on likes or imports are broken by time, then id, the same on every page.
 */
export type PostCursor = {
  sort: CommunitySort;
  /** likes or import_count of the last post; null for newest. */
  count: number | null;
  /** created_at in epoch milliseconds. */
  at: number;
  id: string;
};

const cursorSchema = z.tuple([
  z.enum(COMMUNITY_SORTS),
  z.number().int().min(0).max(2_147_483_647).nullable(),
  z.number().int().min(0).max(8_640_000_000_000),
  z.string().regex(CANONICAL_UUID),
]);

export function encodeCursor({ sort, count, at, id }: PostCursor): string {
  return Buffer.from(JSON.stringify([sort, count, at, id])).toString('base64url');
}

/** The cursor, or undefined when the text is not one this server made for `sort`. */
export function decodeCursor(text: string, sort: CommunitySort): PostCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const [cursorSort, count, at, id] = parsed.data;
  if (cursorSort !== sort || (sort === 'newest') !== (count === null)) return undefined;
  return { sort, count, at, id };
}
