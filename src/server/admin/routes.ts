import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_TEXT,
  TOTAL_COUNT_HEADER,
  adminSupportMessageListSchema,
  adminStatsSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  auditLogSchema,
  communityPostIdParamsSchema,
  pageQuerySchema,
  supportMessageIdParamsSchema,
  updateSupportMessageBodySchema,
  updateUserPlanBodySchema,
  updateUserPlanResponseSchema,
} from '../../contract/admin.ts';
import { okResponseSchema } from '../../contract/custom-models.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { supportMessageWithSenderSchema } from '../../contract/support.ts';
import { currentUser } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import type { AdminService, Page } from './service.ts';

const tags = ['admin'];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const errors = { 400: errorResponseSchema, ...refusals, 404: errorResponseSchema };

/** Admin lists answer the array itself (SPEC §7) and the total in a header, for paging. */
function sendPage<T>(reply: FastifyReply, { items, total }: Page<T>): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(total));
  return items;
}

/**
 * Every /api/admin/* route (DESIGN D3). The role check is a hook of this whole plugin, run after
 * the app's authentication and before the body is even parsed, so no route here can forget it
 * and a refused call reads nothing. The session's role decides; an admin key header, if a client sends one, is ignored.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin },
) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (currentUser(request).role !== 'admin') {
      throw new AppError('forbidden', ADMIN_TEXT.adminRequired);
    }
  });

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await admin.listUsers(request.query)),
  );

  app.post(
    '/api/admin/update-user-plan',
    {
      schema: {
        tags,
        body: updateUserPlanBodySchema,
        response: { 200: updateUserPlanResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await admin.updateUserPlan(currentUser(request), request.body),
    }),
  );

  app.get(
    '/api/admin/stats',
    { schema: { tags, response: { 200: adminStatsSchema, ...refusals } } },
    async () => admin.stats(),
  );

  app.get(
    '/api/admin/support-messages',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: adminSupportMessageListSchema, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await admin.listSupportMessages(request.query)),
  );

  app.patch(
    '/api/admin/support-messages/:id',
    {
      schema: {
        tags,
        params: supportMessageIdParamsSchema,
        body: updateSupportMessageBodySchema,
        response: { 200: supportMessageWithSenderSchema, ...errors },
      },
    },
    async (request) =>
      admin.updateSupportMessage(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/community/posts/:id',
    {
      schema: {
        tags,
        params: communityPostIdParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await admin.removeCommunityPost(currentUser(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: auditLogSchema, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await admin.listAudit(request.query)),
  );
};
