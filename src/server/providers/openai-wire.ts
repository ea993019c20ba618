import {
  APICallError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Prompt,
  type LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { createParser } from 'eventsource-parser';
import { ownValue } from '../../contract/own.ts';

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
 * A lean `LanguageModelV3` for the OpenAI chat-completions wire format (decision 009): one
 * fetch, `eventsource-parser`, and `JSON.parse` of each frame, read only for the fields used.
 * The AI SDK's adapter validates every chunk against its schema and builds each part through
 * several stream transforms; on a trusted provider's frames that is the cost of the hot loop.
 * Non-streaming calls go to the AI SDK's adapter (`fallback`).
 */
export function createOpenAIWireModel(settings: OpenAIWireSettings): LanguageModelV3 {
  const url = `${settings.baseURL.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers['authorization'] = `Bearer ${settings.apiKey}`;
  const { fallback } = settings;

  async function doStream(options: LanguageModelV3CallOptions) {
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
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: requestBody,
      ...(options.abortSignal ? { signal: options.abortSignal } : {}),
    });
    if (!response.ok || !response.body) {
      const responseBody = await response.text().catch(() => '');
      throw new APICallError({
        message: response.statusText || `HTTP ${response.status}`,
        url,
        requestBodyValues: body,
        statusCode: response.status,
        responseBody,
        isRetryable: response.status === 429 || response.status >= 500,
      });
    }
    const source = response.body;
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      async start(controller) {
        const decoder = new TextDecoder();
        let usage: Chunk['usage'] = null;
        let finish: string | undefined;
        let textStarted = false;
        let done = false;
        const parser = createParser({
          onEvent(event) {
            if (done) return;
            if (event.data === '[DONE]') {
              done = true;
              return;
            }
            const chunk = JSON.parse(event.data) as Chunk;
            if (chunk.error) throw new Error(chunk.error.message ?? 'provider error');
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
        try {
          reader = source.getReader();
          for (;;) {
            const { done: ended, value } = await reader.read();
            if (ended) break;
            parser.feed(decoder.decode(value, { stream: true }));
            if (done) break;
          }
          if (textStarted) controller.enqueue({ type: 'text-end', id: '0' });
          const reported = usage as Chunk['usage'];
          controller.enqueue({
            type: 'finish',
            finishReason: {
              // Upstream text: `constructor` must not find Object's.
              unified: (finish ? ownValue(FINISH, finish) : undefined) ?? 'other',
              raw: finish,
            },
            usage: {
              inputTokens: {
                total: reported?.prompt_tokens ?? undefined,
                noCache: undefined,
                cacheRead: undefined,
                cacheWrite: undefined,
              },
              outputTokens: {
                total: reported?.completion_tokens ?? undefined,
                text: undefined,
                reasoning: undefined,
              },
            },
          });
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
      cancel(reason) {
        return reader?.cancel(reason);
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
