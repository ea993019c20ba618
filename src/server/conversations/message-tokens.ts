import { estimateTokens } from '../providers/tokens.ts';
import type { MessageRow } from './repository.ts';

/**
 * A message row with its content set: the content's tokens are counted here, once, and kept with
 * it (the `content_tokens` column), so a turn's prompt adds numbers (decision 033).
 */
export function withContent(row: MessageRow, content: string): MessageRow {
  return { ...row, content, contentTokens: estimateTokens(content) };
}

/** A message's tokens as counted when written; a message from before they were kept, now. */
export const messageTokens = (row: Pick<MessageRow, 'content' | 'contentTokens'>): number =>
  row.contentTokens ?? estimateTokens(row.content);
