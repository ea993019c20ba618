import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  APICallError,
  type LanguageModelV3,
  type LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIWireModel } from './openai-wire.ts';

/** A loopback endpoint answering with `frames` as SSE, or `status` with a JSON error. */
/** `drop`: the connection is reset after the frames, with no end of the response. */
let answer: { status: number; frames: string[]; drop?: boolean } = { status: 200, frames: [] };
let lastBody: Record<string, unknown> = {};
let lastAuth = '';
let server: Server;
let baseURL = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      lastBody = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      lastAuth = request.headers.authorization ?? '';
      if (answer.status !== 200) {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end('{"error":{"message":"slow down"}}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // Split mid-frame and inside a character's bytes, as TCP may: both must be joined.
      const all = Buffer.from(answer.frames.map((frame) => `data: ${frame}\n\n`).join(''));
      const wide = all.findIndex((byte) => byte >= 0x80);
      const cut = wide >= 0 ? wide + 1 : 7;
      response.write(all.subarray(0, cut));
      if (answer.drop) {
        response.write(all.subarray(cut), () => response.socket?.destroy());
        return;
      }
      response.end(all.subarray(cut));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fallback = { provider: 'openai.chat' } as LanguageModelV3;
const model = () =>
  createOpenAIWireModel({ baseURL, apiKey: 'sk-test', modelId: 'gpt-4o', fallback });
const chunk = (content: string | null, finish: string | null = null) =>
  JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] });

async function read(stream: ReadableStream<LanguageModelV3StreamPart>) {
  const parts: LanguageModelV3StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

describe('createOpenAIWireModel', () => {
  it('streams text deltas, the finish reason and the usage of the last chunk', async () => {
    answer = {
      status: 200,
      frames: [
        chunk('Hel'),
        chunk('lo'),
        chunk(null, 'stop'),
        JSON.stringify({ choices: [], usage: { prompt_tokens: 7, completion_tokens: 2 } }),
        '[DONE]',
      ],
    };
    const { stream } = await model().doStream({
      prompt: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
      ],
      temperature: 0.7,
      maxOutputTokens: 100,
    });
    const parts = await read(stream);
    expect(parts.filter((part) => part.type === 'text-delta').map((part) => part.delta)).toEqual([
      'Hel',
      'lo',
    ]);
    expect(parts.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: { inputTokens: { total: 7 }, outputTokens: { total: 2 } },
    });
    expect(lastBody).toEqual({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hi' },
      ],
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.7,
      max_tokens: 100,
    });
    expect(lastAuth).toBe('Bearer sk-test');
  });

  it.each(['constructor', '__proto__', 'toString', 'something_new'])(
    'maps an unknown finish reason (%s) to other, never to a built-in',
    async (reason) => {
      answer = { status: 200, frames: [chunk('Hi'), chunk(null, reason), '[DONE]'] };
      const { stream } = await model().doStream({
        prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
      });
      expect((await read(stream)).at(-1)).toMatchObject({
        type: 'finish',
        finishReason: { unified: 'other', raw: reason },
      });
    },
  );

  it('joins a character split between two reads', async () => {
    answer = { status: 200, frames: [chunk('Café crème'), '[DONE]'] };
    const { stream } = await model().doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
    });
    const parts = await read(stream);
    expect(parts.find((part) => part.type === 'text-delta')).toMatchObject({ delta: 'Café crème' });
  });

  it('fails the stream, with no finish, when the connection drops before the end', async () => {
    answer = { status: 200, frames: [chunk('Half')], drop: true };
    const { stream } = await model().doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
    });
    const parts: LanguageModelV3StreamPart[] = [];
    const failure = await (async () => {
      for await (const part of stream) parts.push(part);
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(parts.some((part) => part.type === 'finish')).toBe(false);
    expect(parts.find((part) => part.type === 'text-delta')).toMatchObject({ delta: 'Half' });
  });

  it('fails the stream on an error frame', async () => {
    answer = {
      status: 200,
      frames: [chunk('Hi'), JSON.stringify({ error: { message: 'overloaded' } })],
    };
    const { stream } = await model().doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
    });
    await expect(read(stream)).rejects.toThrow('overloaded');
  });

  it('stops the upstream request when the caller aborts', async () => {
    answer = { status: 200, frames: [chunk('Hi'), '[DONE]'] };
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(
      model().doStream({
        prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
        abortSignal: controller.signal,
      }),
    ).rejects.toThrow();
  });

  it('throws an APICallError with the status and body of a refused call', async () => {
    answer = { status: 429, frames: [] };
    const failure = await Promise.resolve(
      model().doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }] }),
    ).catch((error: unknown) => error);
    expect(APICallError.isInstance(failure)).toBe(true);
    expect(failure).toMatchObject({
      statusCode: 429,
      responseBody: expect.stringContaining('slow'),
    });
  });
});
