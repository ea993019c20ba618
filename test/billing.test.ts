import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXT, type SubscriptionView } from '../src/contract/billing.ts';
import type { ProvidersResponse } from '../src/contract/models.ts';
import { payments, processedWebhookEvents, providerKeys } from '../src/server/db/schema.ts';
import { buildTestApp, setTier, signUp, type TestApp } from './helpers/app.ts';
import { post } from './helpers/conversations.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe/server.ts';
import { providerEnv, startFakeProviders, type FakeProviders } from './fake-providers/server.ts';

type Auth = { authorization: string };

async function tierOf(test: TestApp, auth: Auth): Promise<string> {
  const me = await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  return (me.json() as { subscription_tier: string }).subscription_tier;
}

async function get(test: TestApp, auth: Auth, url: string) {
  return test.app.inject({ method: 'GET', url, headers: auth });
}

describe('Stripe checkout against a fake Stripe server', () => {
  let stripe: FakeStripe;
  let test: TestApp;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    test = await buildTestApp({ env: { ...stripe.env(), PUBLIC_URL: 'https://parley.test' } });
  });
  afterAll(async () => {
    await test.close();
    await stripe.close();
  });

  async function checkout(auth: Auth, body: Record<string, unknown>) {
    const response = await post(test.app, auth, '/api/stripe/create-checkout-session', body);
    expect(response.statusCode).toBe(200);
    return response.json() as { url: string; sessionId: string };
  }

  function webhook(payload: string, signature: string) {
    return test.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('checkout → signed webhook → plan upgraded; the replay changes nothing', async () => {
    const { auth, user } = await signUp(test.app);
    const session = await checkout(auth, { planType: 'starter' });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = stripe.requests.at(-1)!;
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('1000');
    expect(sent.form.get('metadata[userId]')).toBe(user.id);
    expect(sent.form.get('success_url')).toBe(
      'https://parley.test/billing?success=true&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(sent.form.get('cancel_url')).toBe('https://parley.test/billing?canceled=true');

    const before = await get(test, auth, `/api/stripe/verify-session/${session.sessionId}`);
    expect(before.json()).toEqual({ success: true, paid: false, plan: 'explore' });

    const event = stripe.completedEvent(session.sessionId);
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    expect(await tierOf(test, auth)).toBe('starter');
    const after = await get(test, auth, `/api/stripe/verify-session/${session.sessionId}`);
    expect(after.json()).toEqual({ success: true, paid: true, plan: 'starter' });
    const [paid] = await test.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, session.sessionId));
    expect(paid).toMatchObject({ status: 'paid', amountCents: 1000, billingInterval: 'month' });

    // The same delivery again: acknowledged, nothing changes.
    await setTier(test, user.id, 'explore');
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    expect(await tierOf(test, auth)).toBe('explore');
    const [again] = await test.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, session.sessionId));
    expect(again!.paidAt).toEqual(paid!.paidAt);
    const processed = await test.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, event.eventId));
    expect(processed).toHaveLength(1);
  });

  it('a bad or missing signature is refused with 400 and changes nothing', async () => {
    const { auth } = await signUp(test.app);
    const session = await checkout(auth, { planType: 'enterprise' });
    const event = stripe.completedEvent(session.sessionId);
    const forged = event.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    const refused = await webhook(event.payload, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: BILLING_TEXT.badSignature });
    expect((await webhook(event.payload, '')).statusCode).toBe(400);
    // A body changed after signing fails too.
    const tampered = event.payload.replace('"livemode":false', '"livemode":true');
    expect((await webhook(tampered, event.signature)).statusCode).toBe(400);
    expect(await tierOf(test, auth)).toBe('explore');
    const rows = await test.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, event.eventId));
    expect(rows).toHaveLength(0);
    // The genuine delivery still works afterwards: enterprise is $500 once.
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    expect(await tierOf(test, auth)).toBe('enterprise');
    const [payment] = await test.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, session.sessionId));
    expect(payment).toMatchObject({ amountCents: 50_000, billingInterval: 'once' });
  });

  it('verify-session fulfils a session Stripe reports paid before its webhook arrives', async () => {
    const { auth } = await signUp(test.app);
    const session = await checkout(auth, {
      planType: 'starter',
      interval: 'year',
      returnTo: 'dashboard',
    });
    expect(stripe.requests.at(-1)!.form.get('success_url')).toBe(
      'https://parley.test/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}',
    );
    stripe.pay(session.sessionId);
    const verified = await get(test, auth, `/api/stripe/verify-session/${session.sessionId}`);
    expect(verified.json()).toEqual({ success: true, paid: true, plan: 'starter' });
    const view = (await get(test, auth, '/api/billing/subscription')).json() as SubscriptionView;
    expect(view).toMatchObject({
      plan_type: 'starter',
      billing_interval: 'year',
      next_billing_amount: 100,
      period_tokens_limit: 750_000,
    });
    // The late webhook finds the payment fulfilled: acknowledged, no second upgrade.
    const event = stripe.completedEvent(session.sessionId);
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    const invoices = (await get(test, auth, '/api/billing/invoices')).json() as unknown[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 100, status: 'paid', plan: 'Starter' });
  });

  it('another user’s session is not found; nonsense is refused', async () => {
    const owner = await signUp(test.app);
    const session = await checkout(owner.auth, { planType: 'starter' });
    const other = await signUp(test.app);
    expect(
      (await get(test, other.auth, `/api/stripe/verify-session/${session.sessionId}`)).statusCode,
    ).toBe(404);
    expect((await get(test, other.auth, '/api/stripe/verify-session/..%2F..')).statusCode).toBe(
      404,
    );
    for (const body of [{}, { planType: 'explore' }, { planType: 'gold' }]) {
      const response = await post(
        test.app,
        other.auth,
        '/api/stripe/create-checkout-session',
        body,
      );
      expect(response.statusCode).toBe(400);
    }
    // The demo checkout does not exist when Stripe is configured.
    expect(
      (await get(test, owner.auth, `/api/billing/demo-checkout/${session.sessionId}`)).statusCode,
    ).toBe(404);
  });

  it('an unconfigured or unreachable Stripe answers the spec’s checkout error', async () => {
    const offline = await buildTestApp({
      env: { ...stripe.env(), STRIPE_API_PORT: '1' },
    });
    try {
      const { auth } = await signUp(offline.app);
      const response = await post(offline.app, auth, '/api/stripe/create-checkout-session', {
        planType: 'starter',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ error: string }>().error).toMatch(
        /^Failed to create checkout session: /,
      );
    } finally {
      await offline.close();
    }
  });
});

describe('the demo checkout (no Stripe keys, DESIGN D7)', () => {
  let fake: FakeProviders;
  let test: TestApp;

  beforeAll(async () => {
    fake = await startFakeProviders();
    test = await buildTestApp({ env: { ...providerEnv(fake.url), PROVIDER_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await test.close();
    await fake.close();
  });

  it('upgrades through the same handler; the webhook is not configured', async () => {
    const { auth } = await signUp(test.app);
    const response = await post(test.app, auth, '/api/stripe/create-checkout-session', {
      planType: 'starter',
    });
    const { url, sessionId } = response.json() as { url: string; sessionId: string };
    expect(url).toMatch(/\/billing\/demo-checkout\/demo_b_[0-9a-f]{32}$/);
    const page = await get(test, auth, `/api/billing/demo-checkout/${sessionId}`);
    expect(page.json()).toMatchObject({ plan: 'starter', amountCents: 1000, status: 'pending' });
    const other = await signUp(test.app);
    expect(
      (await get(test, other.auth, `/api/billing/demo-checkout/${sessionId}`)).statusCode,
    ).toBe(404);
    const paid = await post(test.app, auth, `/api/billing/demo-checkout/${sessionId}/complete`);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      successUrl: `/billing?success=true&session_id=${sessionId}`,
    });
    expect(await tierOf(test, auth)).toBe('starter');
    // Paying twice changes nothing.
    await post(test.app, auth, `/api/billing/demo-checkout/${sessionId}/complete`);
    expect((await get(test, auth, '/api/billing/invoices')).json()).toHaveLength(1);
    // Starter again is refused; the webhook does not exist without Stripe.
    const again = await post(test.app, auth, '/api/stripe/create-checkout-session', {
      planType: 'starter',
    });
    expect(again.statusCode).toBe(409);
    const hook = await test.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });

  it('cancels at period end and reactivates, as real server calls', async () => {
    const { auth, user } = await signUp(test.app);
    const explore = await post(test.app, auth, '/api/billing/subscription/cancel');
    expect(explore.statusCode).toBe(409);
    await setTier(test, user.id, 'starter');
    const cancelled = await post(test.app, auth, '/api/billing/subscription/cancel');
    expect(cancelled.json()).toMatchObject({ cancel_at_period_end: true, next_billing_amount: 0 });
    const view = (await get(test, auth, '/api/billing/subscription')).json() as SubscriptionView;
    expect(view.cancel_at_period_end).toBe(true);
    expect(new Date(view.current_period_start).getUTCDate()).toBe(1);
    const reactivated = await post(test.app, auth, '/api/billing/subscription/reactivate');
    expect(reactivated.json()).toMatchObject({
      cancel_at_period_end: false,
      next_billing_amount: 10,
    });
  });

  it('own provider keys: enterprise only, sealed at rest, never answered, used for turns', async () => {
    const { auth, user } = await signUp(test.app);
    const ownKey = 'sk-own-key-ABCD1234wxyz';
    const put = () =>
      test.app.inject({
        method: 'PUT',
        url: '/api/user/provider-keys',
        headers: auth,
        payload: { provider: 'openai', apiKey: ownKey },
      });
    const refused = await put();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: BILLING_TEXT.byokEnterpriseOnly });
    await setTier(test, user.id, 'enterprise');
    const saved = await put();
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(ownKey);
    expect(saved.json()).toMatchObject({ enabled: true });
    expect(saved.json<{ keys: unknown[] }>().keys).toContainEqual(
      expect.objectContaining({ provider: 'openai', set: true, last4: 'wxyz', serverKey: true }),
    );
    const [stored] = await test.database.db
      .select()
      .from(providerKeys)
      .where(eq(providerKeys.userId, user.id));
    expect(stored!.keyCiphertext).not.toContain(ownKey);
    expect(stored!.keyCiphertext).not.toContain('ABCD1234');

    fake.reset();
    const chat = await post(test.app, auth, '/api/chat/completions', {
      provider: 'openai',
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(chat.statusCode).toBe(200);
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${ownKey}`);

    const removed = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/provider-keys/openai',
      headers: auth,
    });
    expect(removed.json<{ keys: Array<{ set: boolean }> }>().keys.every((k) => !k.set)).toBe(true);
    await post(test.app, auth, '/api/chat/completions', {
      provider: 'openai',
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(fake.requests.at(-1)!.headers.authorization).not.toBe(`Bearer ${ownKey}`);
  });

  it.each([
    { provider: 'openai', apiKey: 'short' },
    { provider: 'local', apiKey: 'long-enough-key' },
    { provider: 'openai', apiKey: 'has spaces in it' },
    { apiKey: 'long-enough-key' },
  ])('refuses the key %j with 400', async (body) => {
    const { auth } = await signUp(test.app);
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/user/provider-keys',
      headers: auth,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/models/providers with an own key (DESIGN D5)', () => {
  let fake: FakeProviders;
  let test: TestApp;
  const ownKey = 'sk-ant-own-key-QRST5678';

  beforeAll(async () => {
    fake = await startFakeProviders();
    // The server has every provider's key but Anthropic's.
    const { ANTHROPIC_API_KEY: _none, ...env } = providerEnv(fake.url);
    test = await buildTestApp({ env: { ...env, PROVIDER_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await test.close();
    await fake.close();
  });

  async function anthropicAs(auth?: { authorization: string }) {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/models/providers',
      ...(auth ? { headers: auth } : {}),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(ownKey);
    expect(response.body).not.toContain('QRST5678');
    const { providers } = response.json() as ProvidersResponse;
    return providers.find((provider) => provider.id === 'anthropic')!;
  }

  it('marks a provider available to the user whose own key opens it, and to no one else', async () => {
    const owner = await signUp(test.app);
    const other = await signUp(test.app);
    const unavailable = await anthropicAs();
    expect(unavailable.available).toBe(false);
    expect(unavailable.unavailableReason).toEqual(expect.any(String));

    await setTier(test, owner.user.id, 'enterprise');
    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/user/provider-keys',
      headers: owner.auth,
      payload: { provider: 'anthropic', apiKey: ownKey },
    });
    expect(saved.statusCode).toBe(200);

    const mine = await anthropicAs(owner.auth);
    expect(mine).toMatchObject({ available: true, usesOwnKey: true });
    expect(mine).not.toHaveProperty('unavailableReason');
    expect(mine.models.length).toBeGreaterThan(0);
    // Providers the server has a key for are unchanged; others see Anthropic unavailable.
    expect((await anthropicAs(other.auth)).available).toBe(false);
    expect((await anthropicAs()).available).toBe(false);
    // A stale session reads as signed out: the list stays public.
    expect((await anthropicAs({ authorization: 'Bearer no-such-session' })).available).toBe(false);

    // The picker's choice works: the user's own key is sent upstream.
    fake.reset();
    const chat = await post(test.app, owner.auth, '/api/chat/completions', {
      model: mine.models[0]!.id,
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(fake.requests.at(-1)!.headers['x-api-key']).toBe(ownKey);

    // Keys work only on Enterprise: after a downgrade the provider is unavailable again.
    await setTier(test, owner.user.id, 'starter');
    expect((await anthropicAs(owner.auth)).available).toBe(false);
  });
});
