import Stripe from 'stripe';
import type { StripeSettings } from './config.ts';

export type CheckoutRequest = {
  userId: string;
  plan: string;
  interval: string;
  amountCents: number;
  productName: string;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutEvent = {
  id: string;
  type: string;
  session?: { id: string; paid: boolean; amountTotal: number | null };
};

/** What billing needs from Stripe, through the official SDK (DESIGN §2). */
export function createStripeGateway(settings: StripeSettings) {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
  });

  return {
    async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.userId,
        metadata: { userId: request.userId, plan: request.plan, interval: request.interval },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: request.productName },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async isPaid(sessionId: string): Promise<{ paid: boolean; amountTotal: number | null }> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return { paid: session.payment_status === 'paid', amountTotal: session.amount_total };
    },

    /** Verifies the Stripe-Signature header over the raw body; throws when it does not match. */
    verifyEvent(rawBody: Buffer, signature: string, secret: string): CheckoutEvent {
      const event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      if (
        event.type !== 'checkout.session.completed' &&
        event.type !== 'checkout.session.async_payment_succeeded'
      ) {
        return { id: event.id, type: event.type };
      }
      const session = event.data.object;
      return {
        id: event.id,
        type: event.type,
        session: {
          id: session.id,
          paid: session.payment_status === 'paid',
          amountTotal: session.amount_total,
        },
      };
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
