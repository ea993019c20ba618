// The official `openai` npm client, pointed at /api with a session token as its key, talks to
// POST /api/chat/completions unchanged: no provider field, plain and streamed (issue 9, item 6).
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { buildTestApp, signUp, type TestApp } from './helpers/app.ts';

describe('the openai npm client against /api', () => {
  let test: TestApp;
  let client: OpenAI;

  beforeAll(async () => {
    test = await buildTestApp({ listen: true, env: { OFFLINE_MODEL_TOKENS_PER_SECOND: '0' } });
    const { token } = await signUp(test.app);
    client = new OpenAI({ baseURL: `${test.url}/api`, apiKey: token, maxRetries: 0 });
  });
  afterAll(() => test.close());

  it('completes on the offline model, inferring the provider from the model id', async () => {
    const completion = await client.chat.completions.create({
      model: OFFLINE_MODEL_ID,
      messages: [
        { role: 'system', content: 'You are a nurse. You argue for the motion.' },
        { role: 'user', content: 'Should hospitals adopt mandatory staffing ratios?' },
      ],
    });
    const text = completion.choices[0]?.message.content ?? '';
    expect(text).toContain('hospitals should adopt mandatory staffing ratios');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
  });

  it('streams chunks that add up to the answer', async () => {
    const stream = await client.chat.completions.create({
      model: `local/${OFFLINE_MODEL_ID}`,
      stream: true,
      messages: [{ role: 'user', content: 'Should cities ban cars?' }],
    });
    let text = '';
    let finish: string | null | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(text.split(/\s+/).length).toBeGreaterThan(30);
    expect(text).toMatch(/cities should (?:not )?ban cars/);
    expect(finish).toBe('stop');
  });

  it('answers an unknown model with 400 naming the ids that work, and a bad key with 401', async () => {
    const unknown = client.chat.completions.create({
      model: 'local/no-such-model',
      messages: [{ role: 'user', content: 'Hello' }],
    });
    await expect(unknown).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(
        new RegExp(`Unknown model: local/no-such-model\\..*${OFFLINE_MODEL_ID}`),
      ),
    });
    const stranger = new OpenAI({ baseURL: `${test.url}/api`, apiKey: 'nope', maxRetries: 0 });
    await expect(
      stranger.chat.completions.create({
        model: OFFLINE_MODEL_ID,
        messages: [{ role: 'user', content: 'Hello' }],
      }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
