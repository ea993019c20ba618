import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authenticationPlugin } from './auth/authenticate.ts';
import { createAuthRepository } from './auth/repository.ts';
import { authRoutes } from './auth/routes.ts';
import { createAuthService, type AuthService } from './auth/service.ts';
import { createRevocations, isRevoked, type SessionRevocation } from './auth/revocation.ts';
import { createEventStreams } from './http/sse.ts';
import { createEventBus } from './events/bus.ts';
import { createProviderRegistry, type ProviderRegistry } from './providers/registry.ts';
import { createUsageService, type UsageService } from './usage/service.ts';
import { usageRoutes } from './usage/routes.ts';
import { createProviderKeys } from './billing/provider-keys.ts';
import { createBillingRepository } from './billing/repository.ts';
import { billingRoutes } from './billing/routes.ts';
import { createBillingService } from './billing/service.ts';
import { createStripeGateway } from './billing/stripe-gateway.ts';
import { chatRoutes } from './chat/routes.ts';
import { createChatService } from './chat/service.ts';
import { customModelRoutes, providerListingRoutes } from './models/routes.ts';
import { createCustomModelRepository } from './models/repository.ts';
import { createCustomModelService } from './models/service.ts';
import { createAgentModelLookup, createBilledClassLookup } from './models/agent-model.ts';
import { createTextExtractor } from './models/documents/extraction.ts';
import { createCommunityRepository } from './community/repository.ts';
import { communityRoutes } from './community/routes.ts';
import { createCommunityService } from './community/service.ts';
import { personaRoutes } from './personas/routes.ts';
import { CONVERSATION_LIMITS } from '../contract/conversations.ts';
import type { RunnerBusEvent } from './conversations/peers.ts';
import { conversationRoutes } from './conversations/routes.ts';
import type { ConversationService } from './conversations/service.ts';
import { createFormatRepository } from './formats/repository.ts';
import { formatRoutes } from './formats/routes.ts';
import { createFormatService } from './formats/service.ts';
import { createConversations } from './conversations/setup.ts';
import { createLiveRepository } from './live/repository.ts';
import { liveRoutes } from './live/routes.ts';
import { createLiveService, createSeatSharing } from './live/service.ts';
import { createCreationLimits } from './users/creation-limits.ts';
import { createUsersRepository } from './users/repository.ts';
import { userRoutes } from './users/routes.ts';
import { createUsersService } from './users/service.ts';
import { createSupportRepository } from './support/repository.ts';
import { supportRoutes } from './support/routes.ts';
import { createSupportService } from './support/service.ts';
import { createAdminRepository } from './admin/repository.ts';
import { adminRoutes } from './admin/routes.ts';
import { createAdminService } from './admin/service.ts';
import { createVerdictRepository } from './verdicts/repository.ts';
import { verdictRoutes } from './verdicts/routes.ts';
import { voteRoutes } from './votes/routes.ts';
import { createVoteRepository } from './votes/repository.ts';
import { createVoteService } from './votes/service.ts';
import { votesMarkdown } from './votes/views.ts';
import { createVerdictService, type VerdictService } from './verdicts/service.ts';
import { verdictsMarkdown } from './verdicts/views.ts';
import { createAnalyticsRepository } from './analytics/repository.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { createAnalyticsService } from './analytics/service.ts';
import { createComputePool } from './compute/pool.ts';

export type AppServices = {
  auth: AuthService;
  providers: ProviderRegistry;
  usage: UsageService;
  conversations: ConversationService;
  /** DESIGN D18: `judge(conversationId, { model, trigger })` is the runtime's checkpoint seam. */
  verdicts: VerdictService;
  /** A user's plan changed: every cache that holds it (sessions, quotas, own keys) forgets it. */
  planChanged: (userId: string) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/**
 * Every feature's services, wired together, and their routes: the composition root. The HTTP
 * shell around them (the server's options, security headers, documentation, health, the SPA) is
 * app.ts's.
 */
export async function registerFeatures(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  const bus = createEventBus<RunnerBusEvent | SessionRevocation>(database.pool, (error) =>
    app.log.error({ err: error }, 'event bus failed'),
  );
  const auth = createAuthService({
    repository: createAuthRepository(database.db),
    failedLoginsPer15Minutes: config.rateLimits.failedLoginsPer15Minutes,
    passwordChangesPerHour: config.rateLimits.passwordChangesPerHour,
    sessionCacheMs: config.sessionCacheMs,
    // Called by logouts and password changes, once the app serves requests.
    revokeSessions: (revocation) => revocations.revoke(revocation),
  });
  const billingRepository = createBillingRepository(database.db);
  const providerKeys = createProviderKeys(billingRepository, config.secretKey, {
    cacheMs: config.sessionCacheMs,
    // The registry is built next (it reads users' keys through providerKeys); asked per request.
    serverHasKey: (provider) =>
      providers.listProviders().some((info) => info.id === provider && info.available),
  });
  const providers = createProviderRegistry(config.providers, {
    findUserKey: providerKeys.lookup,
  });
  const customModelRepository = createCustomModelRepository(database.db);
  const customModelLookup = createAgentModelLookup(customModelRepository);
  const usage = createUsageService(database.db, {
    quotas: config.quotas,
    billedClassOf: createBilledClassLookup(customModelRepository, providers.entryOf),
    planCacheMs: config.sessionCacheMs,
    exclusive: database.kind === 'pglite',
    leaseTtlMs: config.usageLeaseTtlMs,
    report: (error) => app.log.error({ err: error }, 'usage write failed'),
  });
  /** A plan changed (admin, payment): sessions and quotas read the account afresh. */
  const planChanged = {
    forgetCachedUser(userId: string) {
      auth.forgetCachedUser(userId);
      usage.forgetPlan(userId);
      providerKeys.forget(userId);
    },
  };
  const verdictRepository = createVerdictRepository(database.db);
  // The offline judge, verdict checks and model ratings: off the event loop (decision 029).
  const compute = createComputePool();
  const formats = createFormatService(createFormatRepository(database.db));
  const liveRepository = createLiveRepository(database.db);
  const conversations = createConversations({
    db: database.db,
    pool: database.pool,
    bus,
    availability: database.availability,
    settings: config.conversations,
    providers,
    usage,
    customModels: customModelLookup,
    formats,
    seats: createSeatSharing({ repository: liveRepository }),
    onError: (error, context) => app.log.error({ err: error }, `conversation ${context} failed`),
    // The verdicts service (below) judges at checkpoints; it reads conversations through theirs.
    onCheckpoint: (id) => verdicts.atCheckpoint(id),
    maxRunningPerUser: config.perUser.runningConversations,
    judges: {
      save: verdictRepository.saveJudgeSettings,
      find: verdictRepository.findJudgeSettings,
    },
  });
  const verdicts = createVerdictService({
    repository: verdictRepository,
    conversations: conversations.service,
    providers,
    usage,
    events: bus,
    compute,
    report: (error, context) => app.log.error({ err: error }, `verdict ${context} failed`),
  });
  const streams = createEventStreams({
    heartbeatMs: config.conversations.heartbeatMs ?? CONVERSATION_LIMITS.sseHeartbeatMs,
    bound: config.eventStreams,
    sessionIsLive: (session) => auth.isSessionLive(session.tokenHash),
  });
  // Open event streams would keep app.close() waiting forever.
  app.addHook('preClose', async () => streams.closeAll());
  // A revoked session is forgotten and its streams closed on every process, this one included.
  const votes = createVoteService({ repository: createVoteRepository(database.db), events: bus });
  const revocations = createRevocations(bus, (revocation) => {
    auth.forgetRevoked(revocation);
    streams.closeWhere((stream) => !!stream.session && isRevoked(stream.session, revocation));
  });
  app.decorate('services', {
    auth,
    providers,
    usage,
    conversations: conversations.service,
    verdicts,
    planChanged: planChanged.forgetCachedUser,
  });
  await app.register(authenticationPlugin, { auth });
  const usersRepository = createUsersRepository(database.db);
  // What an account may create per hour and hold, by plan (DESIGN D24, decision 029).
  const creations = createCreationLimits({
    countHeld: usersRepository.countHeld,
    limits: config.accountLimits,
  });
  await app.register(authRoutes, { auth, perIpPerMinute: config.rateLimits.authPerIpPerMinute });
  await app.register(userRoutes, {
    users: createUsersService({ repository: usersRepository, auth }),
  });
  const supportRepository = createSupportRepository(database.db);
  await app.register(supportRoutes, { support: createSupportService(supportRepository) });
  await app.register(adminRoutes, {
    admin: createAdminService({
      repository: createAdminRepository(database.db),
      support: supportRepository,
      auth: planChanged,
    }),
  });
  await app.register(providerListingRoutes, {
    providers,
    assistantModel: config.assistantModel,
    providersWithKeys: providerKeys.providersWithKeys,
  });
  const communityRepository = createCommunityRepository(database.db);
  const customModelService = createCustomModelService({
    repository: customModelRepository,
    providers,
    extractTexts: createTextExtractor(),
    onImported: communityRepository.recordModelImport,
  });
  await app.register(customModelRoutes, { service: customModelService, creations });
  await app.register(communityRoutes, {
    service: createCommunityService({
      repository: communityRepository,
      models: customModelRepository,
      importer: customModelService,
      secretKey: config.secretKey,
    }),
    creations,
  });
  await app.register(personaRoutes);
  await app.register(usageRoutes, { usage });
  const { stripe } = config;
  await app.register(billingRoutes, {
    billing: createBillingService({
      repository: billingRepository,
      usage,
      stripe: stripe ? createStripeGateway(stripe) : undefined,
      webhookSecret: stripe?.webhookSecret,
      onPlanChanged: planChanged.forgetCachedUser,
    }),
    providerKeys,
    publicUrl: config.publicUrl,
  });
  await app.register(chatRoutes, {
    chat: createChatService({ providers, usage, customModels: customModelLookup }),
    perUserPerMinute: config.rateLimits.chatPerUserPerMinute,
    streams,
  });
  await app.register(conversationRoutes, {
    service: conversations.service,
    streams,
    maxStreamsPerUser: config.perUser.eventStreams,
    exportVerdicts: async (user, conversation) => {
      const list = await verdicts.list(user, conversation.id);
      const tally = await votes.tally(user, conversation.id);
      return {
        verdicts: list,
        votes: tally,
        markdown: [
          ...verdictsMarkdown(conversation.agents, list),
          ...votesMarkdown(conversation.agents, tally),
        ],
      };
    },
    modelLabels: customModelService.labels,
    creations,
  });
  await app.register(verdictRoutes, { verdicts, creations });
  await app.register(voteRoutes, { votes, perAddressPerMinute: config.live.perAddressPerMinute });
  await app.register(formatRoutes, { formats, creations });
  await app.register(analyticsRoutes, {
    analytics: createAnalyticsService(createAnalyticsRepository(database.db), { compute }),
  });
  await app.register(liveRoutes, {
    live: createLiveService({
      repository: liveRepository,
      conversations: conversations.service,
      watch: conversations.runner.watch,
    }),
    settings: config.live,
    streams,
  });
  // A process that died mid-turn left conversations running: they resume paused.
  app.addHook('onReady', async () => {
    await conversations.runner.recover();
  });
  app.addHook('onClose', async () => {
    revocations.close();
    await conversations.runner.close();
    // After the turns' settlements: the slices left go back, the meter's writes are committed.
    await usage.close();
    await bus.close();
    await compute.close();
  });
}
