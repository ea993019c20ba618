/**
 * A fake LLM provider server on 127.0.0.1 that speaks the real wire formats, for tests and benches.
 *
 * Paths (the first segment names the provider; `providerEnv(url)` gives matching base URLs):
 *   POST /{openai|groq|xai|deepseek|openrouter|...}/.../chat/completions  OpenAI chat completions,
 *        JSON or SSE (`stream: true`) ending with a usage chunk (also as `x_groq.usage`) and [DONE]
 *   POST /anthropic/v1/messages                       Anthropic messages, JSON or SSE events
 *   POST /google/v1beta/models/{m}:generateContent    Gemini JSON
 *   POST /google/v1beta/models/{m}:streamGenerateContent?alt=sse   Gemini SSE
 *
 * Behaviour is chosen per request by magic words anywhere in the request's messages:
 *   [fake:429]        429 rate limit            [fake:429-free]  OpenRouter's free-model 429
 *   [fake:400-model]  400 model_not_found       [fake:400]       other 400
 *   [fake:401]        401 bad key               [fake:500]       500 with an error message
 *   [fake:hang]       accepts, never answers (records when the client closes the connection)
 *   [fake:cut]        streams half the answer, then destroys the socket
 *   [fake:stall]      streams half the answer, then sends nothing more, the connection open
 *   [fake:drip=MS]    waits MS milliseconds between streamed chunks
 *   [fake:tokens=N]   answers with N one-word chunks ("w0 w1 ...") instead of the default text
 *   [fake:empty]      answers with empty content
 *   [fake:401-echo-key=N]  401 whose message echoes the request's API key after N characters
 *   [fake:401-echo-key-spaced]  401 whose message spells the key out, a space between characters
 *   [fake:raw=html|text|empty-json]  an error that carries no message: a 502 HTML page, a 502
 *                     "Bad Gateway" text, a 500 `{"error":"{}"}`
 * A judge's prompt (a verdict request, src/server/verdicts) is answered with a verdict built from
 * its transcript: each listed agent's first sentences quoted verbatim. `[fake:verdict=…]` varies it:
 *   malformed         not JSON, every time       malformed-once   not JSON, then (repair) well-formed
 *   misquote          quotes not verbatim, always misquote-once   misquoted, then well-formed
 *   misquote-one      one extra argument misquoted among good ones
 *   fenced            the JSON inside a sentence and a code fence
 * The fake judge names the agent whose name sorts last as the winner, whatever order the agents
 * are listed in (so it survives a panel's swap, DESIGN D21); `[fake:judge-flips=MODEL]` makes the
 * judge MODEL name the agent listed first instead (position bias: it flips when swapped).
 * Usage: the prompt's tokens are its characters ÷ 4 (`promptTokensOf`), the completion's one per
 * chunk; an answer stops at the request's output cap (`max_tokens` and its kin), as a real one
 * does. `fake.defaults` sets the behaviour for requests without magic words (benches, and tests
 * that need what no magic word gives: an error of their own text, a reply word of their own).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { JUDGE_PROMPT_TEXT } from '../../src/contract/verdicts.ts';

export type ErrorAnswer = { status: number; message: string; code?: string };

export type FakeBehaviour = {
  failure?:
    '429' | '429-free' | '400-model' | '400' | '401' | '500' | 'hang' | 'cut' | 'stall' | undefined;
  /** An error answer of the test's own (e.g. upstream text leaking a key); `failure` wins. */
  error?: ErrorAnswer;
  /** Milliseconds between streamed frames. */
  dripMs?: number;
  /** Answers with this many one-word chunks: `${word}0 ${word}1 …`. */
  tokens?: number;
  /** The word of `tokens`' chunks ('w' unless set). */
  word?: string;
  empty?: boolean;
  /** A 401 echoing the key the request carried, after this many characters of other text. */
  echoKeyAfter?: number;
  /** A 401 spelling the key the request carried out, a space between its characters. */
  echoKeySpaced?: boolean;
  /** An error answer that carries no message of its own (see RAW_ERRORS). */
  raw?: keyof typeof RAW_ERRORS;
};

/** Error answers as gateways and broken upstreams give them, with no message in them. */
const RAW_ERRORS = {
  html: {
    status: 502,
    type: 'text/html',
    body: '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>',
  },
  text: { status: 502, type: 'text/plain', body: 'Bad Gateway' },
  'empty-json': { status: 500, type: 'application/json', body: '{"error":"{}"}' },
} as const;

export type RecordedRequest = {
  provider: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  stream: boolean;
  /** Resolves when the connection is closed (by either side). */
  closed: Promise<void>;
  /** True when the client went away before the answer was complete. */
  closedByClient: () => boolean;
};

export const DEFAULT_REPLY = 'Hello from the fake provider.';

/** The prompt's texts as a request carries them, in any of the three wire formats. */
function promptText(body: Record<string, unknown>): string {
  const texts: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key === 'content' || key === 'text' || key === 'system') texts.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) visit(inner, name);
    }
  };
  for (const key of ['system', 'messages', 'contents', 'systemInstruction']) visit(body[key], key);
  return texts.join('\n');
}

/**
 * The prompt tokens the fake reports: characters ÷ 4 of the prompt sent, as a real provider's
 * count grows with the prompt (quota tests rely on it).
 */
export function promptTokensOf(request: Pick<RecordedRequest, 'body'>): number {
  return Math.max(1, Math.ceil(promptText(request.body).length / 4));
}

export function parseBehaviour(text: string): FakeBehaviour {
  const behaviour: FakeBehaviour = {};
  const failure = /\[fake:(429-free|429|400-model|400|401|500|hang|cut|stall)\]/.exec(text);
  if (failure) behaviour.failure = failure[1] as FakeBehaviour['failure'];
  const drip = /\[fake:drip=(\d+)\]/.exec(text);
  if (drip) behaviour.dripMs = Number(drip[1]);
  const tokens = /\[fake:tokens=(\d+)\]/.exec(text);
  if (tokens) behaviour.tokens = Number(tokens[1]);
  if (text.includes('[fake:empty]')) behaviour.empty = true;
  const echo = /\[fake:401-echo-key=(\d+)\]/.exec(text);
  if (echo) behaviour.echoKeyAfter = Number(echo[1]);
  if (text.includes('[fake:401-echo-key-spaced]')) behaviour.echoKeySpaced = true;
  const raw = /\[fake:raw=(html|text|empty-json)\]/.exec(text);
  if (raw) behaviour.raw = raw[1] as FakeBehaviour['raw'];
  return behaviour;
}

const JUDGE_MARKER = JUDGE_PROMPT_TEXT.instructions.split('\n')[0]!;
const REPAIR_MARKER = JUDGE_PROMPT_TEXT.repair('').split(':')[0]!;

const firstSentence = (text: string) => /^[^.!?\n]*[.!?]?/.exec(text.trim())![0];

/**
 * What the fake judge answers a judge's prompt: a verdict whose quotes are each agent's first
 * sentences (of its first and last message), varied by `[fake:verdict=…]`.
 */
export function judgeAnswerText(prompt: string, model: string): string {
  const mode = /\[fake:verdict=([a-z-]+)\]/.exec(prompt)?.[1];
  const repairing = prompt.includes(REPAIR_MARKER);
  const once = mode?.endsWith('-once') && repairing ? undefined : mode?.replace(/-once$/, '');
  if (once === 'malformed') return 'I think the first agent argued better, on balance.';
  const agents = [...prompt.matchAll(/^- ([a-z-]+): (.+)$/gm)].map((m) => ({
    slot: m[1]!,
    name: m[2]!,
  }));
  const flips = [...prompt.matchAll(/\[fake:judge-flips=([^\]]+)\]/g)].some((m) => m[1] === model);
  const byName = [...agents].sort((a, b) => a.name.localeCompare(b.name)).at(-1);
  const messages = [
    ...prompt.matchAll(
      /<message id="([^"]+)" slot="([^"]+)" speaker="[^"]*">\n([\s\S]*?)\n<\/message>/g,
    ),
  ].map((m) => ({ id: m[1]!, slot: m[2]!, content: m[3]! }));
  const quote = (content: string) =>
    once === 'misquote' ? `${firstSentence(content)} (paraphrased)` : firstSentence(content);
  const argumentsGiven = agents.flatMap(({ slot }) => {
    const own = messages.filter((message) => message.slot === slot);
    const [first, last] = [own[0]!, own.at(-1)!];
    return [
      {
        slot,
        kind: 'strongest',
        messageId: first.id,
        quote: quote(first.content),
        reason: 'Concrete.',
      },
      { slot, kind: 'weakest', messageId: last.id, quote: quote(last.content), reason: 'Vague.' },
    ];
  });
  if (once === 'misquote-one') {
    const { slot, messageId } = argumentsGiven[0]!;
    argumentsGiven.push({
      slot,
      kind: 'weakest',
      messageId,
      quote: 'words nobody wrote here',
      reason: 'x',
    });
  }
  const verdict = JSON.stringify({
    summary: 'Both sides made their case; the first agent answered more of the other side.',
    positions: agents.map(({ slot }) => ({ slot, stance: `The case of ${slot}.` })),
    arguments: argumentsGiven,
    agreements: ['Both want fewer accidents.'],
    disagreements: ['Who pays for the change.'],
    winner: (flips ? agents[0] : byName)?.slot ?? null,
    confidence: 0.7,
    consensus: 40,
  });
  return once === 'fenced' ? `Here is my verdict:\n\`\`\`json\n${verdict}\n\`\`\`` : verdict;
}

/** The output cap a request carried, in any of the three wire formats. */
function outputCapOf(body: Record<string, unknown>): number | undefined {
  const config = body['generationConfig'] as Record<string, unknown> | undefined;
  const cap = body['max_tokens'] ?? body['max_completion_tokens'] ?? config?.['maxOutputTokens'];
  return typeof cap === 'number' ? cap : undefined;
}

/** A text cut in pieces of `size` characters, as a stream's chunks. */
const piecesOf = (text: string, size = 40) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

function chunksFor(behaviour: FakeBehaviour): string[] {
  if (behaviour.empty) return [];
  if (behaviour.tokens !== undefined) {
    const word = behaviour.word ?? 'w';
    return Array.from({ length: behaviour.tokens }, (_, i) => `${word}${i} `);
  }
  return DEFAULT_REPLY.split(/(?<= )/);
}

const ERRORS: Record<string, ErrorAnswer> = {
  '429': { status: 429, message: 'Rate limit reached for requests', code: 'rate_limit_exceeded' },
  '429-free': {
    status: 429,
    message:
      'Rate limit exceeded: free-models-per-min. This model is limited to 1 request per minute.',
  },
  '400-model': { status: 400, message: 'The model does not exist', code: 'model_not_found' },
  '400': { status: 400, message: 'Invalid parameter: temperature', code: 'invalid_request_error' },
  '401': { status: 401, message: 'Incorrect API key provided', code: 'invalid_api_key' },
  '500': { status: 500, message: 'Upstream exploded', code: 'server_error' },
};

/** The API key a request carried, wherever its provider puts it. */
function requestKey(request: IncomingMessage, url: URL): string {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
  return (
    bearer ?? header('x-api-key') ?? header('x-goog-api-key') ?? url.searchParams.get('key') ?? ''
  );
}

/** A 401 that, as some upstreams do, repeats the key it refused: after `before` characters. */
function keyEchoAnswer(key: string, before: number): ErrorAnswer {
  const preamble = 'The request could not be authorised with the credentials it carried. ';
  const filler = preamble.repeat(Math.ceil(before / preamble.length) + 1).slice(0, before);
  return {
    status: 401,
    message: `${filler}${key} is not a valid API key for this organisation.`,
    code: 'invalid_api_key',
  };
}

/** A 401 that spells the key it refused out, a space between its characters. */
function spacedKeyAnswer(key: string): ErrorAnswer {
  return {
    status: 401,
    message: `Invalid API key: ${[...key].join(' ')}`,
    code: 'invalid_api_key',
  };
}

function errorBody(format: Format, answer: ErrorAnswer): unknown {
  if (format === 'anthropic') {
    return { type: 'error', error: { type: answer.code ?? 'api_error', message: answer.message } };
  }
  if (format === 'google') {
    return { error: { code: answer.status, message: answer.message, status: answer.code } };
  }
  return { error: { message: answer.message, type: answer.code, code: answer.code ?? null } };
}

type Format = 'openai' | 'anthropic' | 'google';

type Answer = {
  chunks: string[];
  promptTokens: number;
  model: string;
  provider: string;
};

const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/** The streamed frames of one answer, in the provider's wire format. */
function streamFrames(format: Format, answer: Answer): string[] {
  const { chunks, promptTokens, model, provider } = answer;
  const completion = chunks.length;
  if (format === 'anthropic') {
    return [
      sse(
        {
          type: 'message_start',
          message: {
            id: 'msg_fake',
            type: 'message',
            role: 'assistant',
            model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: promptTokens, output_tokens: 1 },
          },
        },
        'message_start',
      ),
      sse(
        { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
        'content_block_start',
      ),
      ...chunks.map((text) =>
        sse(
          { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
          'content_block_delta',
        ),
      ),
      sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
      sse(
        {
          type: 'message_delta',
          delta: { stop_reason: 'end_turn', stop_sequence: null },
          usage: { output_tokens: completion },
        },
        'message_delta',
      ),
      sse({ type: 'message_stop' }, 'message_stop'),
    ];
  }
  if (format === 'google') {
    const usageMetadata = {
      promptTokenCount: promptTokens,
      candidatesTokenCount: completion,
      totalTokenCount: promptTokens + completion,
    };
    const frames = chunks.map((text) =>
      sse({ candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0 }] }),
    );
    frames.push(
      sse({
        candidates: [
          { content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 },
        ],
        usageMetadata,
        modelVersion: model,
      }),
    );
    return frames;
  }
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model };
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completion,
    total_tokens: promptTokens + completion,
  };
  return [
    sse({
      ...base,
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    }),
    ...chunks.map((content) =>
      sse({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] }),
    ),
    sse({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
    sse({
      ...base,
      choices: [],
      usage,
      ...(provider === 'groq' ? { x_groq: { id: 'req_fake', usage } } : {}),
    }),
    'data: [DONE]\n\n',
  ];
}

function jsonAnswer(format: Format, answer: Answer): unknown {
  const text = answer.chunks.join('');
  const completion = answer.chunks.length;
  if (format === 'anthropic') {
    return {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: answer.model,
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: answer.promptTokens, output_tokens: completion },
    };
  }
  if (format === 'google') {
    return {
      candidates: [
        { content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 },
      ],
      usageMetadata: {
        promptTokenCount: answer.promptTokens,
        candidatesTokenCount: completion,
        totalTokenCount: answer.promptTokens + completion,
      },
    };
  }
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1,
    model: answer.model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: {
      prompt_tokens: answer.promptTokens,
      completion_tokens: completion,
      total_tokens: answer.promptTokens + completion,
    },
  };
}

function formatOf(path: string): Format | undefined {
  if (path.endsWith('/chat/completions')) return 'openai';
  if (path.endsWith('/messages')) return 'anthropic';
  if (/:(stream)?generateContent$/i.test(path)) return 'google';
  return undefined;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type FakeProviders = {
  url: string;
  requests: RecordedRequest[];
  /** Behaviour for requests without magic words. */
  defaults: FakeBehaviour;
  /** Connections currently open (a leaked upstream request stays here). */
  openConnections(): number;
  /** The requests that were a judge's (a verdict's reading or its repair). */
  judgeRequests(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeProviders(
  options: { record?: boolean; defaults?: FakeBehaviour } = {},
): Promise<FakeProviders> {
  const record = options.record ?? true;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const state = { defaults: options.defaults ?? {} };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const format = request.method === 'POST' ? formatOf(url.pathname) : undefined;
    if (!format) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `No fake route ${url.pathname}` } }));
      return;
    }
    const provider = url.pathname.split('/')[1] ?? 'unknown';
    const raw = await readBody(request);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const stream =
      format === 'google' ? /:streamGenerateContent$/i.test(url.pathname) : body['stream'] === true;
    let finished = false;
    let clientClosed = false;
    const closed = new Promise<void>((resolve) =>
      response.on('close', () => {
        clientClosed = !finished;
        resolve();
      }),
    );
    if (record) {
      requests.push({
        provider,
        path: url.pathname,
        headers: request.headers,
        body,
        stream,
        closed,
        closedByClient: () => clientClosed,
      });
    }

    const behaviour = { ...state.defaults, ...parseBehaviour(raw) };
    if (behaviour.failure === 'hang') return;
    const failure = behaviour.failure
      ? ERRORS[behaviour.failure]
      : behaviour.echoKeyAfter !== undefined
        ? keyEchoAnswer(requestKey(request, url), behaviour.echoKeyAfter)
        : behaviour.echoKeySpaced
          ? spacedKeyAnswer(requestKey(request, url))
          : behaviour.error;
    if (behaviour.raw && !failure) {
      const raw = RAW_ERRORS[behaviour.raw];
      finished = true;
      response.writeHead(raw.status, { 'content-type': raw.type });
      response.end(raw.body);
      return;
    }
    if (failure) {
      finished = true;
      response.writeHead(failure.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(errorBody(format, failure)));
      return;
    }
    const model =
      typeof body['model'] === 'string'
        ? body['model']
        : (/models\/([^:]+):/.exec(url.pathname)?.[1] ?? 'fake-model');
    const prompt = promptText(body);
    const chunks = prompt.includes(JUDGE_MARKER)
      ? piecesOf(judgeAnswerText(prompt, model))
      : chunksFor(behaviour);
    const answer: Answer = {
      // As a real provider stops at the output cap it was sent (one token per chunk here).
      chunks: chunks.slice(0, outputCapOf(body) ?? chunks.length),
      promptTokens: promptTokensOf({ body }),
      model,
      provider,
    };

    if (!stream) {
      finished = true;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(jsonAnswer(format, answer)));
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const frames = streamFrames(format, answer);
    const cut = behaviour.failure === 'cut' || behaviour.failure === 'stall';
    const cutAt = cut ? Math.max(2, Math.floor(frames.length / 2)) : -1;
    for (let i = 0; i < frames.length; i++) {
      if (response.destroyed) return;
      if (i === cutAt) {
        // Flush what was written; then drop the connection without ending the chunked body, or
        // (stall) keep it open and silent until the client gives up.
        await new Promise<void>((resolve) => response.write('', () => resolve()));
        if (behaviour.failure === 'cut') response.socket?.destroy();
        return;
      }
      response.write(frames[i]);
      if (behaviour.dripMs && i < frames.length - 1) await sleep(behaviour.dripMs);
    }
    finished = true;
    response.end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get defaults() {
      return state.defaults;
    },
    set defaults(value: FakeBehaviour) {
      state.defaults = value;
    },
    openConnections: () => sockets.size,
    judgeRequests: () =>
      requests.filter((request) =>
        JSON.stringify(request.body).includes(JUDGE_PROMPT_TEXT.transcriptStart),
      ),
    reset: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const FAKE_API_KEY = 'fake-test-key';

/** Each provider's key and base-URL variables, and its path on the fake server. */
const PROVIDER_ENV = {
  openai: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', '/openai/v1'],
  anthropic: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', '/anthropic/v1'],
  google: ['GOOGLE_GENERATIVE_AI_API_KEY', 'GOOGLE_BASE_URL', '/google/v1beta'],
  groq: ['GROQ_API_KEY', 'GROQ_BASE_URL', '/groq/openai/v1'],
  xai: ['XAI_API_KEY', 'XAI_BASE_URL', '/xai/v1'],
  deepseek: ['DEEPSEEK_API_KEY', 'DEEPSEEK_BASE_URL', '/deepseek'],
  openrouter: ['OPENROUTER_API_KEY', 'OPENROUTER_BASE_URL', '/openrouter/api/v1'],
} as const;

export type FakeProviderName = keyof typeof PROVIDER_ENV;

/**
 * Environment that points every provider at the fake server, or only the `providers` named
 * (the others stay unconfigured).
 */
export function providerEnv(
  url: string,
  providers: readonly FakeProviderName[] = Object.keys(PROVIDER_ENV) as FakeProviderName[],
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of providers) {
    const [key, base, path] = PROVIDER_ENV[name];
    env[key] = FAKE_API_KEY;
    env[base] = `${url}${path}`;
  }
  return env;
}
