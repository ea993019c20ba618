import { describe, expect, it } from 'vitest';
import { COMMUNITY_SORTS } from '../../contract/community.ts';
import { decodeCursor, encodeCursor, type PostCursor } from './cursor.ts';

const id = '0b7e9f5c-1a2b-4c3d-8e9f-0123456789ab';

describe('post list cursors', () => {
  it.each<PostCursor>([
    { sort: 'newest', count: null, at: 1_763_900_000_123, id },
    { sort: 'most liked', count: 0, at: 0, id },
    { sort: 'most imported', count: 4711, at: 1_763_900_000_000, id },
  ])('round-trips %o', (cursor) => {
    expect(decodeCursor(encodeCursor(cursor), cursor.sort)).toEqual(cursor);
  });

  it('refuses a cursor of another sort', () => {
    const cursor = encodeCursor({ sort: 'most liked', count: 3, at: 1, id });
    expect(decodeCursor(cursor, 'most imported')).toBeUndefined();
    expect(decodeCursor(cursor, 'newest')).toBeUndefined();
  });

  it.each([
    '',
    'not base64 at all!',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from(JSON.stringify(['newest', null, 1, 'not-an-id'])).toString('base64url'),
    Buffer.from(JSON.stringify(['newest', 5, 1, id])).toString('base64url'),
    Buffer.from(JSON.stringify(['most liked', null, 1, id])).toString('base64url'),
    Buffer.from(JSON.stringify(['most liked', -1, 1, id])).toString('base64url'),
    Buffer.from(JSON.stringify(['most liked', 1.5, 1, id])).toString('base64url'),
    Buffer.from(JSON.stringify(['newest', null, 1e20, id])).toString('base64url'),
    Buffer.from(JSON.stringify(['newest', null, 1, id.toUpperCase()])).toString('base64url'),
  ])('refuses the forged or broken cursor %j', (text) => {
    for (const sort of COMMUNITY_SORTS) expect(decodeCursor(text, sort)).toBeUndefined();
  });
});
