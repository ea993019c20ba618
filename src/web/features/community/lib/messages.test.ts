import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { authorInitial, createPostFailure, postDateTime } from './messages.ts';

describe('community messages', () => {
  it('words a failed post as SPEC §8 does', () => {
    const refused = new ApiError(
      403,
      'You can only post a model you share yourself.',
      'forbidden',
      'Forbidden',
      true,
    );
    expect(createPostFailure(refused)).toBe(
      'Failed to create post: You can only post a model you share yourself.',
    );
    expect(createPostFailure(new ApiError(502, undefined, undefined, 'Bad Gateway', false))).toBe(
      'Failed to create post: Unknown error',
    );
    expect(createPostFailure(new NetworkError())).toBe('Error creating post');
  });

  it('takes the author’s initial, upper-cased', () => {
    expect(authorInitial('alice')).toBe('A');
    expect(authorInitial('  émile')).toBe('É');
    expect(authorInitial('')).toBe('?');
  });

  it('shows date and time', () => {
    expect(postDateTime('2026-11-23T18:04:05.000Z')).toMatch(/Nov 23, 2026, \d{1,2}:04 (AM|PM)/);
  });
});
