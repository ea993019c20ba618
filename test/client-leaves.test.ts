// Issue 33 item 9: a client that leaves mid-completion (a closed tab) is not an error.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from './helpers/app.ts';
import { providerEnv, startFakeProviders, type FakeProviders } from './fake-providers/server.ts';

type LogLine = { level: number; msg?: string; err?: unknown; reqId?: string };

describe('a client leaving a streamed completion', () => {
  let fake: FakeProviders;
  let test: TestApp;
  let auth: { authorization: string };
  const logs: LogLine[] = [];

  beforeAll(async () => {
    fake = await startFakeProviders();
    test = await buildTestApp({
      env: { ...providerEnv(fake.url), PROVIDER_TIMEOUT_MS: '20000' },
      listen: true,
      logStream: { write: (line) => logs.push(JSON.parse(line) as LogLine) },
    });
    auth = (await signUp(test.app)).auth;
  });
  afterAll(async () => {
    await test.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    logs.length = 0;
  });

  const start = (content: string, signal?: AbortSignal) =>
    fetch(`${test.url}/api/chat/completions`, {
      method: 'POST',
      ...(signal ? { signal } : {}),
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'openai',
        model: 'gpt-4o',
        messages: [{ role: 'user', content }],
        stream: true,
      }),
    });

  const leftLine = async () => {
    await expect
      .poll(() => logs.find((line) => line.msg?.startsWith('client left')), { timeout: 15_000 })
      .toBeDefined();
    return logs.find((line) => line.msg?.startsWith('client left'));
  };

  it('is logged at info, without a stack, when it leaves mid-stream', async () => {
    const controller = new AbortController();
    const response = await start('[fake:tokens=500] [fake:drip=20]', controller.signal);
    await response.body!.getReader().read();
    controller.abort();
    expect(await leftLine()).toMatchObject({ level: 30 });
    expect(await leftLine()).not.toHaveProperty('err');
    expect(logs.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('is logged at info, without a stack, when it leaves before the first token', async () => {
    const controller = new AbortController();
    const response = start('[fake:hang]', controller.signal).catch(() => undefined);
    await expect.poll(() => fake.requests.length).toBeGreaterThan(0);
    controller.abort();
    await response;
    expect(await leftLine()).toMatchObject({ level: 30 });
    expect(logs.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('leaves a real stream failure an error', async () => {
    const response = await start('[fake:cut] [fake:tokens=20]');
    expect(await response.text()).toContain('[DONE]');
    await expect
      .poll(() => logs.find((line) => line.msg === 'chat stream failed'))
      .toMatchObject({ level: 50, err: { type: 'ProviderError' } });
    expect(logs.some((line) => line.msg?.startsWith('client left'))).toBe(false);
  });
});
