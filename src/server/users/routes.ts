import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '../../contract/auth.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { updateProfileBodySchema } from '../../contract/profile.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { UsersService } from './service.ts';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/api/user/profile',
    {
      schema: { tags, response: { 200: userSchema, 401: errorResponseSchema } },
    },
    async (request) => users.getProfile(currentUser(request).id),
  );

  app.patch(
    '/api/user/profile',
    {
      schema: {
        tags,
        body: updateProfileBodySchema,
        response: {
          200: userSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => users.updateProfile(currentUser(request).id, request.body),
  );
};
