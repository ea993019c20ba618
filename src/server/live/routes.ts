import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationIdParamsSchema,
  interveneBodySchema,
  speakBodySchema,
} from '../../contract/conversations.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import {
  LIVE_TEXT,
  addCollaboratorBodySchema,
  collaboratorParamsSchema,
  collaboratorSchema,
  goLiveResponseSchema,
  liveCodeParamsSchema,
  liveJoinResponseSchema,
  livePollQuerySchema,
  livePollResponseSchema,
  liveSharingSchema,
} from '../../contract/live.ts';
import { eventStreamQuerySchema } from '../../contract/conversation-events.ts';
import { currentUser } from '../auth/authenticate.ts';
import { streamConversation } from '../conversations/stream-route.ts';
import { AppError } from '../lib/app-error.ts';
import { ConcurrencyCounter } from '../lib/concurrency-counter.ts';
import { byAddress, byUser, limitRequests } from '../http/rate-limiter.ts';
import type { EventStream, EventStreams } from '../http/sse.ts';
import type { LiveSettings } from './config.ts';
import { viewerProjection } from './projection.ts';
import type { LiveService } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['live'];

/** An open viewer stream: the conversation and code it watches, and how to end it. */
type Viewer = { conversationId: string; code: string; end: () => void };

export const liveRoutes: FastifyPluginAsyncZod<{
  live: LiveService;
  settings: LiveSettings;
  streams: EventStreams;
}> = async (app, options) => {
  const { live, settings, streams } = options;
  const byId = { params: conversationIdParamsSchema };
  const byCode = { params: liveCodeParamsSchema };
  // Per address, each endpoint its own budget: a viewer polls every 2 s (30 a minute); the
  // default leaves room for a few tabs.
  const limitPerAddress = () =>
    limitRequests({
      max: settings.perAddressPerMinute,
      windowMs: 60_000,
      key: byAddress,
      refusal: () => new AppError('rate_limited', LIVE_TEXT.tooManyRequests),
    });

  app.get(
    '/api/conversations/:id/live',
    { schema: { tags, ...byId, response: { 200: liveSharingSchema, ...errors } } },
    async (request) => live.sharing(currentUser(request), request.params.id),
  );

  app.post(
    '/api/conversations/:id/live',
    { schema: { tags, ...byId, response: { 200: goLiveResponseSchema, ...errors } } },
    async (request) => live.goLive(currentUser(request), request.params.id),
  );

  app.delete(
    '/api/conversations/:id/live',
    { schema: { tags, ...byId, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { id } = await live.stopLive(currentUser(request), request.params.id);
      endStreams((stream) => stream.conversationId === id);
      return reply.status(204).send(null);
    },
  );

  // Per account and per address, in this process: one account from many addresses, many accounts
  // from one.
  const limitInvites = (key: (request: FastifyRequest) => string) =>
    limitRequests({
      max: settings.invitesPerMinute,
      windowMs: 60_000,
      key,
      refusal: () => new AppError('rate_limited', LIVE_TEXT.tooManyInvitations),
    });
  app.post(
    '/api/conversations/:id/live/collaborators',
    {
      onRequest: [limitInvites(byUser), limitInvites(byAddress)],
      schema: {
        tags,
        ...byId,
        body: addCollaboratorBodySchema,
        response: { 201: collaboratorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const invitation = await live.addCollaborator(user, request.params.id, request.body.email);
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    '/api/conversations/:id/live/collaborators/:collaboratorId',
    {
      schema: { tags, params: collaboratorParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { id, collaboratorId } = request.params;
      await live.removeCollaborator(currentUser(request), id, collaboratorId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/live/:code',
    {
      onRequest: limitPerAddress(),
      schema: { tags, ...byCode, response: { 200: liveJoinResponseSchema, ...errors } },
    },
    async (request) => live.join(currentUser(request), request.params.code),
  );

  app.post(
    '/api/live/:code/intervene',
    {
      onRequest: limitPerAddress(),
      schema: {
        tags,
        ...byCode,
        body: interveneBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await live.intervene(currentUser(request), request.params.code, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/live/:code/speak',
    {
      onRequest: limitPerAddress(),
      schema: {
        tags,
        ...byCode,
        description:
          'A person speaks in the seat they hold (decision 039): 409 when it is not their turn, ' +
          '400 over the phase’s word limit, 404 for anyone who holds no seat in the debate.',
        body: speakBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await live.speak(currentUser(request), request.params.code, request.body);
      return reply.status(204).send(null);
    },
  );

  // SPEC §6: the poll carries no authorization; the code is the capability.
  app.get(
    '/api/live/:code/messages',
    {
      config: { access: 'public' },
      onRequest: limitPerAddress(),
      schema: {
        tags,
        ...byCode,
        querystring: livePollQuerySchema,
        response: { 200: livePollResponseSchema, ...errors },
      },
    },
    async (request) => live.poll(request.params.code, request.query.since),
  );

  const viewers = new Map<EventStream, Viewer>();
  const streamsPerAddress = new ConcurrencyCounter(settings.streamsPerAddress);

  /** A revoked code's viewers get `ended` as their last event: they must not reconnect. */
  function endStreams(which: (viewer: Viewer) => boolean) {
    for (const viewer of [...viewers.values()]) if (which(viewer)) viewer.end();
  }

  // Another process may revoke a code: one query per interval covers every stream here.
  let checking = false;
  const revocationCheck = setInterval(() => {
    if (checking || viewers.size === 0) return;
    checking = true;
    const watched = new Map([...viewers.values()].map((v) => [v.conversationId, v.code]));
    live
      .revoked(watched)
      .then((ids) => endStreams((viewer) => ids.includes(viewer.conversationId)))
      .catch((error: unknown) => app.log.warn({ err: error }, 'live revocation check failed'))
      .finally(() => {
        checking = false;
      });
  }, settings.revocationCheckMs);
  revocationCheck.unref();
  app.addHook('onClose', async () => clearInterval(revocationCheck));

  app.get(
    '/api/live/:code/events',
    {
      onRequest: limitPerAddress(),
      config: { access: 'optional', sse: true, newWork: true },
      schema: {
        tags,
        ...byCode,
        querystring: eventStreamQuerySchema,
        description:
          'Server-Sent Events, read-only (contract/conversation-events.ts, the viewer projection): ' +
          'snapshot, message, delta, discarded, state, verdict, ended. Each event id is a resume ' +
          'cursor; send it back as Last-Event-ID.',
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { conversationId } = await live.findStream(code);
      return streamConversation(request, reply, {
        lastEventId: request.query.lastEventId,
        streams,
        allowance: {
          counter: streamsPerAddress,
          key: request.ip,
          refusal: () =>
            new AppError('rate_limited', LIVE_TEXT.tooManyStreams(settings.streamsPerAddress)),
        },
        projection: viewerProjection(code),
        watch: (send) => live.watch(conversationId, send, false),
        opened: (stream, end) => {
          viewers.set(stream, { conversationId, code, end });
          stream.onClose(() => viewers.delete(stream));
        },
      });
    },
  );
};
