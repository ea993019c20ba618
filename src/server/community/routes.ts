import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityPostSchema,
  createPostBodySchema,
  likeResponseSchema,
  listPostsQuerySchema,
  postIdParamsSchema,
  postImportResponseSchema,
  postListSchema,
} from '../../contract/community.ts';
import { okResponseSchema } from '../../contract/custom-models.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { CreationLimits } from '../users/creation-limits.ts';
import type { CommunityService, Viewer } from './service.ts';

const tags = ['community'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** SPEC §7 community calls. The post list needs no session (SPEC §6); everything else does. */
export const communityRoutes: FastifyPluginAsyncZod<{
  service: CommunityService;
  /** DESIGN D24: posts (and imported models) an account may make per hour and hold. */
  creations: CreationLimits;
}> = async (app, { service, creations }) => {
  const viewerOf = (request: FastifyRequest): Viewer =>
    request.user ? { userId: request.user.id } : { address: request.ip };

  app.get(
    '/api/community/posts',
    {
      config: { access: 'optional' },
      schema: {
        tags,
        querystring: listPostsQuerySchema,
        response: { 200: postListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query, viewerOf(request)),
  );

  app.post(
    '/api/community/posts',
    {
      preHandler: creations.limit('communityPosts'),
      schema: {
        tags,
        body: createPostBodySchema,
        response: { 201: communityPostSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.body)),
  );

  app.delete(
    '/api/community/posts/:id',
    {
      schema: { tags, params: postIdParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/community/posts/:id/like',
    {
      schema: {
        tags,
        params: postIdParamsSchema,
        response: { 200: likeResponseSchema, ...errors },
      },
    },
    async (request) => service.like(currentUser(request), request.params.id),
  );

  app.delete(
    '/api/community/posts/:id/like',
    {
      schema: {
        tags,
        params: postIdParamsSchema,
        response: { 200: likeResponseSchema, ...errors },
      },
    },
    async (request) => service.unlike(currentUser(request), request.params.id),
  );

  app.post(
    '/api/community/posts/:id/import',
    {
      preHandler: creations.limit('customModels'),
      schema: {
        tags,
        params: postIdParamsSchema,
        response: { 201: postImportResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.importModel(currentUser(request), request.params.id)),
  );
};
