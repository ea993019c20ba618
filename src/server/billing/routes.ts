import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSessionSchema,
  createCheckoutBodySchema,
  demoCheckoutSchema,
  invoiceListSchema,
  providerKeyListSchema,
  providerKeyParamsSchema,
  putProviderKeyBodySchema,
  sessionIdSchema,
  subscriptionViewSchema,
  verifySessionSchema,
} from '../../contract/billing.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { ProviderKeys } from './provider-keys.ts';
import type { BillingService } from './service.ts';

const tags = ['billing'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const bySession = { params: z.object({ id: sessionIdSchema }) };

export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  providerKeys: ProviderKeys;
  /** The address users open (PUBLIC_URL); else the request's own origin. */
  publicUrl: string | undefined;
}> = async (app, { billing, providerKeys, publicUrl }) => {
  app.post(
    '/api/stripe/create-checkout-session',
    {
      schema: {
        tags,
        body: createCheckoutBodySchema,
        response: { 200: checkoutSessionSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const base = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
      return billing.createCheckout(currentUser(request).id, request.body, base);
    },
  );

  app.get(
    '/api/stripe/verify-session/:id',
    {
      schema: { tags, ...bySession, response: { 200: verifySessionSchema, ...errors } },
    },
    async (request) => billing.verifySession(currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/billing/demo-checkout/:id',
    {
      schema: { tags, ...bySession, response: { 200: demoCheckoutSchema, ...errors } },
    },
    async (request) => billing.demoCheckout(currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/billing/demo-checkout/:id/complete',
    {
      schema: { tags, ...bySession, response: { 200: demoCheckoutSchema, ...errors } },
    },
    async (request) => billing.completeDemo(currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/billing/subscription',
    { schema: { tags, response: { 200: subscriptionViewSchema, ...errors } } },
    async (request) => billing.subscription(currentUser(request).id),
  );

  for (const [path, cancel] of [
    ['/api/billing/subscription/cancel', true],
    ['/api/billing/subscription/reactivate', false],
  ] as const) {
    app.post(
      path,
      { schema: { tags, response: { 200: subscriptionViewSchema, ...errors } } },
      async (request) => billing.setCancelAtPeriodEnd(currentUser(request).id, cancel),
    );
  }

  app.get(
    '/api/billing/invoices',
    { schema: { tags, response: { 200: invoiceListSchema, ...errors } } },
    async (request) => billing.invoices(currentUser(request).id),
  );

  app.get(
    '/api/user/provider-keys',
    { schema: { tags, response: { 200: providerKeyListSchema, ...errors } } },
    async (request) => providerKeys.list(currentUser(request).id),
  );

  app.put(
    '/api/user/provider-keys',
    {
      schema: {
        tags,
        body: putProviderKeyBodySchema,
        response: { 200: providerKeyListSchema, ...errors },
      },
    },
    async (request) => providerKeys.put(currentUser(request).id, request.body),
  );

  app.delete(
    '/api/user/provider-keys/:provider',
    {
      schema: {
        tags,
        params: providerKeyParamsSchema,
        response: { 200: providerKeyListSchema, ...errors },
      },
    },
    async (request) => providerKeys.remove(currentUser(request).id, request.params.provider),
  );

  // Stripe signs the exact bytes it sent: this scope keeps JSON bodies raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/api/billing/webhook',
      {
        // Stripe signs it; it carries no session.
        config: { access: 'public' },
        schema: {
          tags,
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: {
            200: z.object({ received: z.literal(true) }),
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        await billing.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    );
  });
};
