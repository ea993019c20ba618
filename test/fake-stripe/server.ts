/**
 * A local stand-in for Stripe's API, speaking its wire format (form-encoded requests, JSON
 * objects, `{ error: { type, message } }` failures), for the parts billing uses: creating and
 * retrieving Checkout Sessions. The real `stripe` SDK is pointed at it by host, port and protocol.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdef';

type Session = {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
};

export type FakeStripe = {
  url: string;
  port: number;
  sessions: Map<string, Session>;
  requests: Array<{
    method: string;
    path: string;
    authorization: string | undefined;
    form: URLSearchParams;
  }>;
  /** Marks a session paid, as a customer finishing Checkout would. */
  pay(id: string): Session;
  /** A signed `checkout.session.completed` webhook delivery for a session. */
  completedEvent(
    id: string,
    eventId?: string,
  ): { payload: string; signature: string; eventId: string };
  env(): Record<string, string>;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

const signer = new Stripe(FAKE_STRIPE_KEY);

export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const sessions = new Map<string, Session>();
  const requests: FakeStripe['requests'] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = new URLSearchParams(await readBody(request));
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        authorization: request.headers.authorization,
        form,
      });
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
        return send(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
        if (!Number.isInteger(amount) || amount <= 0) {
          return send(response, 400, {
            error: { type: 'invalid_request_error', message: 'Missing line_items' },
          });
        }
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const session: Session = {
          id,
          object: 'checkout.session',
          mode: form.get('mode') ?? 'payment',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          payment_status: 'unpaid',
          status: 'open',
          amount_total: amount,
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          client_reference_id: form.get('client_reference_id'),
          metadata,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
        };
        sessions.set(id, session);
        return send(response, 200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]!);
        if (!session) {
          return send(response, 404, {
            error: {
              type: 'invalid_request_error',
              message: `No such checkout.session: '${retrieve[1]}'`,
            },
          });
        }
        return send(response, 200, session);
      }
      send(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
        },
      });
    })().catch((error: unknown) =>
      send(response, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    sessions,
    requests,
    pay(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.payment_status = 'paid';
      session.status = 'complete';
      return session;
    },
    completedEvent(id, eventId = `evt_${randomBytes(12).toString('hex')}`) {
      const session = fake.pay(id);
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        type: 'checkout.session.completed',
        data: { object: session },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: FAKE_WEBHOOK_SECRET,
      });
      return { payload, signature, eventId };
    },
    env: () => ({
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(actual),
      STRIPE_API_PROTOCOL: 'http',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
