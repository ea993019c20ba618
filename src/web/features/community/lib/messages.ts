import { COMMUNITY_TEXT } from '../../../../contract/community.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/** SPEC §8: 'Failed to create post: {server error or Unknown error}'; network: 'Error creating post'. */
export function createPostFailure(error: unknown): string {
  if (error instanceof NetworkError) return COMMUNITY_TEXT.createNetworkError;
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return COMMUNITY_TEXT.createFailed(serverMessage ?? COMMUNITY_TEXT.unknownError);
}

/** A post's date-time as the card shows it, e.g. 'Nov 23, 2026, 6:04 PM'. */
export const postDateTime = (timestamp: string) =>
  new Date(timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The avatar's letter: the author's initial, upper-cased ('?' for a blank name). */
export const authorInitial = (name: string) => (name.trim()[0] ?? '?').toUpperCase();
