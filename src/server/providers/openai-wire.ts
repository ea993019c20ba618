import {
  APICallError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Prompt,
  type LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createParser } from 'eventsource-parser';
import { ownValue } from '../../contract/own.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';

/** One chunk of an OpenAI chat-completions stream, the fields read here. */
type Chunk = {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
};

const FINISH: Record<string, 'stop' | 'length' | 'content-filter' | 'tool-calls'> = {
  stop: 'stop',
  length: 'length',
  content_filter: 'content-filter',
  tool_calls: 'tool-calls',
  function_call: 'tool-calls',
};

export function toOpenAIMessages(prompt: LanguageModelV3Prompt) {
  return prompt.map((message) => {
    if (message.role === 'system') return { role: 'system', content: message.content };
    const text = message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return { role: message.role, content: text };
  });
}

export type OpenAIWireSettings = {
  baseURL: string;
  apiKey: string | undefined;
  modelId: string;
  /** Added to every request body (e.g. OpenRouter's usage flag). */
  extraBody?: Record<string, unknown>;
  /** The AI SDK's adapter for the same model: it answers non-streaming calls. */
  fallback: LanguageModelV3;
};

/**
 * POSTs `body` and resolves with the response once its headers arrive. Node's own HTTP client
 * (keep-alive agents) rather than `fetch`: no WHATWG request, headers and byte stream to build
 * per call and per chunk (decision 009). No `accept-encoding` is sent, so the stream comes
 * uncompressed.
 */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal | undefined,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      ...(signal ? { signal } : {}),
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

async function readText(response: IncomingMessage): Promise<string> {
  response.setEncoding('utf8');
  let text = '';
  for await (const part of response) text += part as string;
  return text;
}

/**
 * A lean `LanguageModelV3` for the OpenAI chat-completions wire format (decision 009): one
 * HTTP request, `eventsource-parser`, and `JSON.parse` of each frame, read only for the fields used.
 * The AI SDK's adapter validates every chunk against its schema and builds each part through
 * several stream transforms; on a trusted provider's frames that is the cost of the hot loop.
 * Non-streaming calls, and streams asking for structured output, go to the AI SDK's adapter
 * (`fallback`).
 */
export function createOpenAIWireModel(settings: OpenAIWireSettings): LanguageModelV3 {
  const endpoint = `${settings.baseURL.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers['authorization'] = `Bearer ${settings.apiKey}`;
  const { fallback } = settings;

  async function doStream(options: LanguageModelV3CallOptions) {
    if (options.responseFormat?.type === 'json') return fallback.doStream(options);
    const body = {
      model: settings.modelId,
      messages: toOpenAIMessages(options.prompt),
      stream: true,
      stream_options: { include_usage: true },
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.maxOutputTokens !== undefined ? { max_tokens: options.maxOutputTokens } : {}),
      ...settings.extraBody,
    };
    const requestBody = JSON.stringify(body);
    const url = new URL(endpoint);
    const response = await post(url, headers, requestBody, options.abortSignal);
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      const responseBody = await readText(response).catch(() => '');
      throw new APICallError({
        message: response.statusMessage || `HTTP ${status}`,
        url: url.href,
        requestBodyValues: body,
        statusCode: status,
        responseBody,
        isRetryable: status === 429 || status >= 500,
      });
    }
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        let usage: Chunk['usage'] = null;
        let finish: string | undefined;
        let textStarted = false;
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          if (textStarted) controller.enqueue({ type: 'text-end', id: '0' });
          controller.enqueue({
            type: 'finish',
            finishReason: {
              // Upstream text: `constructor` must not find Object's.
              unified: (finish ? ownValue(FINISH, finish) : undefined) ?? 'other',
              raw: finish,
            },
            usage: {
              inputTokens: {
                total: usage?.prompt_tokens ?? undefined,
                noCache: undefined,
                cacheRead: undefined,
                cacheWrite: undefined,
              },
              outputTokens: {
                total: usage?.completion_tokens ?? undefined,
                text: undefined,
                reasoning: undefined,
              },
            },
          });
          controller.close();
        };
        const fail = (error: unknown) => {
          if (ended) return;
          ended = true;
          controller.error(error);
          response.destroy();
        };
        const parser = createParser({
          onEvent(event) {
            if (ended) return;
            if (event.data === '[DONE]') return end();
            const chunk = JSON.parse(event.data) as Chunk;
            if (chunk.error) throw new Error(chunk.error.message ?? CHAT_TEXT.providerStreamError);
            if (chunk.usage) usage = chunk.usage;
            const choice = chunk.choices?.[0];
            if (!choice) return;
            if (choice.finish_reason) finish = choice.finish_reason;
            const text = choice.delta?.content;
            if (!text) return;
            if (!textStarted) {
              textStarted = true;
              controller.enqueue({ type: 'text-start', id: '0' });
            }
            controller.enqueue({ type: 'text-delta', id: '0', delta: text });
          },
        });
        controller.enqueue({ type: 'stream-start', warnings: [] });
        // Pushed as it arrives: the reader (streamCompletion) takes every part at once.
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          try {
            parser.feed(text);
          } catch (error) {
            fail(error);
          }
        });
        response.once('end', end);
        response.once('error', fail);
        // Closed before its end (reset, or aborted by the caller): never a clean finish.
        response.once('close', () => {
          if (!response.complete) fail(new Error(CHAT_TEXT.providerStreamClosed));
        });
      },
      cancel() {
        response.destroy();
      },
    });
    return { stream, request: { body: requestBody } };
  }

  return {
    specificationVersion: 'v3',
    provider: fallback.provider,
    modelId: settings.modelId,
    supportedUrls: {},
    doGenerate: (options) => fallback.doGenerate(options),
    doStream,
  };
}
