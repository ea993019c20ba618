import type { ConversationSummary } from '../../../../contract/conversations.ts';
import { maxConversationPath } from '../../max/lib/paths.ts';

/** The dashboard's conversation on screen is in the URL (?c=id), so a reload shows the same one. */
export const DUEL_CONVERSATION_PARAM = 'c';

/** Where a conversation opens: a MAX debate in the MAX view, a duel on the dashboard (issue 33). */
export const conversationPath = ({ id, mode }: Pick<ConversationSummary, 'id' | 'mode'>) =>
  mode === 'max'
    ? maxConversationPath(id)
    : `/dashboard?${DUEL_CONVERSATION_PARAM}=${encodeURIComponent(id)}`;
