/**
 * The database's tables, one file per feature under schema/ (drizzle-kit reads this file), and
 * the `schema` object drizzle is given.
 */
import {
  users,
  sessions,
  auditLog,
  providerKeys,
  subscriptions,
  payments,
  processedWebhookEvents,
  supportMessages,
} from './schema/accounts.ts';
import { usageEvents, usageCounters } from './schema/usage.ts';
import {
  conversations,
  conversationAgents,
  messages,
  liveInvitations,
  audienceVotes,
  audienceVotingOff,
} from './schema/conversations.ts';
import { judgeSettings, verdicts } from './schema/verdicts.ts';
import { customModels, modelDocuments } from './schema/models.ts';
import { communityPosts, postLikes, postViews, postImports } from './schema/community.ts';

export * from './schema/accounts.ts';
export * from './schema/usage.ts';
export * from './schema/conversations.ts';
export * from './schema/verdicts.ts';
export * from './schema/models.ts';
export * from './schema/community.ts';

export const schema = {
  users,
  sessions,
  auditLog,
  usageEvents,
  conversations,
  conversationAgents,
  messages,
  judgeSettings,
  verdicts,
  audienceVotes,
  audienceVotingOff,
  usageCounters,
  providerKeys,
  subscriptions,
  payments,
  processedWebhookEvents,
  customModels,
  modelDocuments,
  liveInvitations,
  communityPosts,
  postLikes,
  postViews,
  postImports,
  supportMessages,
};
