import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationIdParamsSchema, interveneBodySchema } from '../../contract/conversations.ts';
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
import { currentUser, sessionOf } from '../auth/authenticate.ts';
import { AppError } from '../http/app-error.ts';
import { ConcurrencyCounter } from '../http/concurrency-counter.ts';
import { byAddress, byUser, limitRequests } from '../http/rate-limiter.ts';
import { answerHeadOfEventStream, type EventStream, type EventStreams } from '../http/sse.ts';
import type { LiveSettings } from './config.ts';
import type { LiveService } from './service.ts';
import { createLiveTranslator, formatLiveSse, parseCursor } from './stream.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['live'];

type Viewer = { conversationId: string; code: string; lastId: string };

export async function liveRoutes(
  app: FastifyInstance,
  options: { live: LiveService; settings: LiveSettings; streams: EventStreams },
) {
  const { live, settings, streams } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
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

  routes.get(
    '/api/conversations/:id/live',
    { schema: { tags, ...byId, response: { 200: liveSharingSchema, ...errors } } },
    async (request) => live.sharing(currentUser(request), request.params.id),
  );

  routes.post(
    '/api/conversations/:id/live',
    { schema: { tags, ...byId, response: { 200: goLiveResponseSchema, ...errors } } },
    async (request) => live.goLive(currentUser(request), request.params.id),
  );

  routes.delete(
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
  routes.post(
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

  routes.delete(
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

  routes.get(
    '/api/live/:code',
    {
      onRequest: limitPerAddress(),
      schema: { tags, ...byCode, response: { 200: liveJoinResponseSchema, ...errors } },
    },
    async (request) => live.join(currentUser(request), request.params.code),
  );

  routes.post(
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

  // SPEC §6: the poll carries no authorization; the code is the capability.
  routes.get(
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

  /** Open viewer streams by the conversation and code they watch, and their last event id. */
  const viewers = new Map<EventStream, Viewer>();
  const streamsPerAddress = new ConcurrencyCounter(settings.streamsPerAddress);

  /** The last event of a viewer whose code was revoked: it must not reconnect. */
  const ended = (viewer: Viewer) => formatLiveSse({ type: 'ended' }, viewer.lastId);

  function endStreams(which: (viewer: Viewer) => boolean) {
    for (const [stream, viewer] of [...viewers]) if (which(viewer)) stream.end(ended(viewer));
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

  function resumeCursor(request: FastifyRequest, query: string | undefined) {
    const header = request.headers['last-event-id'];
    const text = (Array.isArray(header) ? header[0] : header) ?? query;
    if (text === undefined || text === '') return undefined;
    const cursor = parseCursor(text);
    if (!cursor) throw new AppError('bad_request', LIVE_TEXT.invalidLastEventId);
    return cursor;
  }

  routes.get(
    '/api/live/:code/events',
    {
      onRequest: limitPerAddress(),
      config: { access: 'optional', sse: true, newWork: true },
      schema: {
        tags,
        ...byCode,
        querystring: z.object({ lastEventId: z.string().max(64).optional() }),
        description:
          'Server-Sent Events, read-only: snapshot, message, delta, discarded, session, ended. ' +
          'Each event id is a resume cursor; send it back as Last-Event-ID.',
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const resumeFrom = resumeCursor(request, request.query.lastEventId);
      const { conversationId } = await live.findStream(code);
      if (request.method === 'HEAD') return answerHeadOfEventStream(reply);
      const address = request.ip;
      if (!streamsPerAddress.tryAcquire(address)) {
        throw new AppError('rate_limited', LIVE_TEXT.tooManyStreams(settings.streamsPerAddress));
      }
      // Signed in (owner, collaborator): the stream ends with the session that opened it.
      const stream = streams.open(request, reply, { session: sessionOf(request) });
      const viewer: Viewer = { conversationId, code, lastId: '0' };
      viewers.set(stream, viewer);
      stream.onClose(() => {
        viewers.delete(stream);
        streamsPerAddress.release(address);
      });
      const translate = createLiveTranslator({
        shareCode: code,
        resumeFrom,
        send: (event, id) => {
          viewer.lastId = id;
          stream.write(formatLiveSse(event, id));
        },
      });
      try {
        const unwatch = await live.watch(conversationId, translate, false);
        if (unwatch) stream.onClose(unwatch);
        else stream.end(ended(viewer));
      } catch (error) {
        request.log.warn({ err: error }, 'live event stream could not start');
        stream.end();
      }
    },
  );
}
