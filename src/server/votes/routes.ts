import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationIdParamsSchema } from '../../contract/conversations.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { liveCodeParamsSchema } from '../../contract/live.ts';
import {
  VOTE_TEXT,
  voteBodySchema,
  voteSettingsBodySchema,
  voteTallyResponseSchema,
} from '../../contract/votes.ts';
import { currentUser } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import { byAddress, byUser, limitRequests } from '../http/rate-limiter.ts';
import type { VoteService } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['live'];

/** Audience votes (DESIGN D21): viewers vote through the share code; the owner reads and toggles. */
export const voteRoutes: FastifyPluginAsyncZod<{
  votes: VoteService;
  /** Votes one address may send per minute (the live routes' per-address rate). */
  perAddressPerMinute: number;
}> = async (app, options) => {
  const { votes } = options;
  const limit = limitRequests({
    max: options.perAddressPerMinute,
    windowMs: 60_000,
    key: byAddress,
    refusal: () => new AppError('rate_limited', VOTE_TEXT.tooManyVotes),
  });

  app.post(
    '/api/live/:code/votes',
    {
      config: { access: 'optional' },
      onRequest: limit,
      schema: {
        tags,
        params: liveCodeParamsSchema,
        body: voteBodySchema,
        description:
          'A live viewer votes on the motion (`phase` before or after the end, `stance`) or picks ' +
          "the People's Choice (`winner`, an agent's slot, after the end): once per signed-in " +
          'account, or per anonymous `viewer` token and share code. Answers the aggregates, which ' +
          'also go out as a `votes` event on both streams. 409: already voted, voting off, or the ' +
          'poll not open.',
        response: { 201: voteTallyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tally = await votes.vote(request.user ?? undefined, request.params.code, request.body);
      return reply.status(201).send({ votes: tally });
    },
  );

  app.get(
    '/api/live/:code/votes',
    {
      config: { access: 'public' },
      onRequest: limit,
      schema: {
        tags,
        params: liveCodeParamsSchema,
        description: 'The audience votes of a live debate, as aggregate counts.',
        response: { 200: voteTallyResponseSchema, ...errors },
      },
    },
    async (request) => ({ votes: await votes.liveTally(request.params.code) }),
  );

  app.get(
    '/api/conversations/:id/votes',
    {
      schema: {
        tags,
        params: conversationIdParamsSchema,
        description: "The owner's view of the audience votes: aggregate counts only.",
        response: { 200: voteTallyResponseSchema, ...errors },
      },
    },
    async (request) => ({ votes: await votes.tally(currentUser(request), request.params.id) }),
  );

  app.patch(
    '/api/conversations/:id/votes',
    {
      onRequest: limitRequests({
        max: options.perAddressPerMinute,
        windowMs: 60_000,
        key: byUser,
        refusal: () => new AppError('rate_limited', VOTE_TEXT.tooManyVotes),
      }),
      schema: {
        tags,
        params: conversationIdParamsSchema,
        body: voteSettingsBodySchema,
        description: 'The owner turns audience voting on or off (on by default).',
        response: { 200: voteTallyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      votes: await votes.setEnabled(currentUser(request), request.params.id, request.body.enabled),
    }),
  );
};
