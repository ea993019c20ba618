import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXT,
  conversationDetailSchema,
  conversationIdParamsSchema,
  conversationListSchema,
  conversationSchema,
  createConversationBodySchema,
  exportQuerySchema,
  interveneBodySchema,
  speakBodySchema,
  listConversationsQuerySchema,
  renameConversationBodySchema,
  conversationSummarySchema,
  type Conversation,
} from '../../contract/conversations.ts';
import { eventStreamQuerySchema } from '../../contract/conversation-events.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import type { Verdict } from '../../contract/verdicts.ts';
import { BUSY_RETRY_AFTER_SECONDS, LIMITS_TEXT } from '../../contract/limits.ts';
import { currentUser } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import { ConcurrencyCounter } from '../lib/concurrency-counter.ts';
import { byUser, limitAtOnce, limitRequests } from '../http/rate-limiter.ts';
import type { EventStreams } from '../http/sse.ts';
import type { CreationLimits } from '../users/creation-limits.ts';
import type { ConversationService } from './service.ts';
import { ownerProjection } from './stream.ts';
import { streamConversation } from './stream-route.ts';
import { exportFileName, messageForViewer, toMarkdown } from './views.ts';
import type { VoteTally } from '../../contract/votes.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['conversations'];

export const conversationRoutes: FastifyPluginAsyncZod<{
  service: ConversationService;
  streams: EventStreams;
  /** DESIGN D13: event streams one user may hold open on this process. */
  maxStreamsPerUser: number;
  /**
   * DESIGN D18 and D21: the verdicts an export ends with, oldest first, the audience's votes,
   * and their markdown lines.
   */
  exportVerdicts: (
    user: { id: string },
    conversation: Conversation,
  ) => Promise<{ verdicts: Verdict[]; votes: VoteTally; markdown: string[] }>;
  /** The labels of the user's custom models among these picker ids (SPEC §3). */
  modelLabels: (user: { id: string }, modelIds: readonly string[]) => Promise<Map<string, string>>;
  /** DESIGN D24: the conversations an account may start per hour and hold. */
  creations: CreationLimits;
}> = async (app, options) => {
  const { service, streams, exportVerdicts, modelLabels } = options;
  const byId = { params: conversationIdParamsSchema };
  const streamsPerUser = new ConcurrencyCounter(options.maxStreamsPerUser);

  app.post(
    '/api/conversations',
    {
      preHandler: options.creations.limit('conversations'),
      config: { newWork: true },
      schema: {
        tags,
        body: createConversationBodySchema,
        response: { 201: conversationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const conversation = await service.create(currentUser(request), request.body);
      return reply.status(201).send(conversation);
    },
  );

  app.get(
    '/api/conversations',
    {
      schema: {
        tags,
        querystring: listConversationsQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    '/api/conversations/:id',
    {
      schema: { tags, ...byId, response: { 200: conversationDetailSchema, ...errors } },
    },
    async (request) => service.detail(currentUser(request), request.params.id),
  );

  app.patch(
    '/api/conversations/:id',
    {
      schema: {
        tags,
        ...byId,
        body: renameConversationBodySchema,
        response: { 200: conversationSummarySchema, ...errors },
      },
    },
    async (request) => service.rename(currentUser(request), request.params.id, request.body),
  );

  for (const action of ['continue', 'skip', 'stop', 'reset-breaker'] as const) {
    app.post(
      `/api/conversations/:id/${action}`,
      {
        // Continuing starts turns again; the other commands only act on what runs.
        config: { newWork: action === 'continue' },
        schema: { tags, ...byId, response: { 200: conversationSchema, ...errors } },
      },
      async (request) => {
        const user = currentUser(request);
        const id = request.params.id;
        if (action === 'continue') return service.continue(user, id);
        if (action === 'skip') return service.skip(user, id);
        if (action === 'stop') return service.stop(user, id);
        return service.resetBreaker(user, id);
      },
    );
  }

  app.post(
    '/api/conversations/:id/intervene',
    {
      schema: {
        tags,
        ...byId,
        body: interveneBodySchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => service.intervene(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/conversations/:id/speak',
    {
      schema: {
        tags,
        description:
          'The owner speaks in their seat (DESIGN D20): 409 when it is not their turn, 400 over the phase’s word limit.',
        ...byId,
        body: speakBodySchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => service.speak(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/conversations/:id',
    { schema: { tags, ...byId, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  /** DESIGN D24: the largest conversation's export takes a few hundred ms of this process. */
  const exportsAtOnce = limitAtOnce({
    max: CONVERSATION_LIMITS.exportsAtOncePerUser,
    key: byUser,
    refusal: () => new AppError('rate_limited', CONVERSATION_TEXT.exportInProgress),
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
  });
  app.get(
    '/api/conversations/:id/export',
    {
      onRequest: limitRequests({
        max: CONVERSATION_LIMITS.exportsPerMinute,
        windowMs: 60_000,
        key: byUser,
        refusal: () => new AppError('rate_limited', CONVERSATION_TEXT.tooManyExports),
      }),
      schema: { tags, ...byId, querystring: exportQuerySchema },
    },
    async (request, reply) =>
      exportsAtOnce(request, reply, async () => {
        const user = currentUser(request);
        const detail = await service.detail(user, request.params.id);
        // An export may be passed on: it is a viewer's transcript (issue 27).
        const conversation = { ...detail, messages: detail.messages.map(messageForViewer) };
        const { verdicts, votes, markdown } = await exportVerdicts(user, conversation);
        const { format } = request.query;
        void reply.header(
          'content-disposition',
          `attachment; filename="${exportFileName(conversation, format)}"`,
        );
        if (format === 'json') {
          return reply
            .type('application/json; charset=utf-8')
            .send(
              JSON.stringify(
                { ...conversation, verdicts, votes, exportedAt: new Date().toISOString() },
                null,
                2,
              ),
            );
        }
        const labels = await modelLabels(
          user,
          conversation.agents.map((agent) => agent.model),
        );
        return reply
          .type('text/markdown; charset=utf-8')
          .send(toMarkdown(conversation, { trailer: markdown, modelLabels: labels }));
      }),
  );

  app.get(
    '/api/conversations/:id/events',
    {
      config: { sse: true, newWork: true },
      schema: {
        tags,
        ...byId,
        querystring: eventStreamQuerySchema,
        description:
          'Server-Sent Events (contract/conversation-events.ts): snapshot, message, delta, ' +
          'discarded, state, verdict, ended. Each event id is a resume cursor; send it back as ' +
          'Last-Event-ID.',
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = request.params.id;
      await service.get(user, id);
      return streamConversation(request, reply, {
        lastEventId: request.query.lastEventId,
        streams,
        allowance: {
          counter: streamsPerUser,
          key: user.id,
          refusal: () =>
            new AppError('rate_limited', LIMITS_TEXT.tooManyStreams(options.maxStreamsPerUser)),
        },
        projection: ownerProjection,
        watch: (send) => service.watch(user, id, send),
      });
    },
  );
};
