/** The conversation on screen is in the URL (?c=id), so a reload reopens it (SPEC §2). */
export const MAX_CONVERSATION_PARAM = 'c';

export const maxConversationPath = (id: string) =>
  `/max-conversation?${MAX_CONVERSATION_PARAM}=${encodeURIComponent(id)}`;
