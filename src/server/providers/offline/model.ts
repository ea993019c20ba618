import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { OFFLINE_MODEL_ID } from '../../../contract/models.ts';
import { estimatePromptTokens } from '../tokens.ts';
import { composeReply } from './compose.ts';
import { composePhaseReply } from './phases.ts';
import { hashString } from './random.ts';
import type { OfflinePrompt } from './read-prompt.ts';

export type OfflineModelOptions = {
  /** Streaming pace; 0 streams without any delay. */
  tokensPerSecond: number;
  /**
   * Fixed seed for deterministic replies; a random one per process otherwise. A call that names
   * its debate (`providerOptions.parley.seed`, the conversation's id) is seeded from that name,
   * so the same debate replays the same text after a restart and two debates differ.
   */
  seed: number | undefined;
};

function textOf(content: LanguageModelV3Prompt[number]['content']): string {
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

export function toOfflinePrompt(prompt: LanguageModelV3Prompt): OfflinePrompt {
  const system: string[] = [];
  const messages: OfflinePrompt['messages'] = [];
  for (const message of prompt) {
    if (message.role === 'system') system.push(message.content);
    else if (message.role === 'user' || message.role === 'assistant') {
      messages.push({ role: message.role, content: textOf(message.content) });
    }
  }
  return { system: system.join('\n\n'), messages };
}

/** Word-sized pieces with their trailing space: about one token each, like a real stream. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

function usageOf(promptTokens: number, completionTokens: number): LanguageModelV3Usage {
  return {
    inputTokens: { total: promptTokens, noCache: promptTokens, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: completionTokens, text: completionTokens, reasoning: 0 },
  };
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * "Parley Sparring Partner": a rule-based debater behind the AI SDK's language-model interface,
 * so it streams through exactly the same code path as the real providers, without a network.
 */
export function createOfflineModel(options: OfflineModelOptions): LanguageModelV3 {
  const baseSeed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const delayMs = options.tokensPerSecond > 0 ? 1000 / options.tokensPerSecond : 0;

  const plan = (call: LanguageModelV3CallOptions) => {
    const prompt = toOfflinePrompt(call.prompt);
    const debate = call.providerOptions?.['parley']?.['seed'];
    const seed = debate === undefined ? baseSeed : (options.seed ?? 0) ^ hashString(String(debate));
    const reply = composePhaseReply(prompt, call.seed ?? seed, composeReply);
    const all = tokenize(reply.text);
    const limit = call.maxOutputTokens ?? all.length;
    const tokens = all.slice(0, limit);
    return {
      tokens,
      promptTokens: estimatePromptTokens(prompt),
      finishReason: tokens.length < all.length ? ('length' as const) : ('stop' as const),
      // The last closing statement of a debate that has run its course (decision 030).
      providerMetadata: reply.ends ? { parley: { endsDebate: true } } : undefined,
    };
  };

  return {
    specificationVersion: 'v3',
    provider: 'local',
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},

    async doGenerate(call) {
      if (call.abortSignal?.aborted) throw abortError(call.abortSignal);
      const { tokens, promptTokens, finishReason, providerMetadata } = plan(call);
      return {
        content: [{ type: 'text', text: tokens.join('') }],
        finishReason: { unified: finishReason, raw: finishReason },
        usage: usageOf(promptTokens, tokens.length),
        warnings: [],
        ...(providerMetadata ? { providerMetadata } : {}),
      };
    },

    async doStream(call) {
      if (call.abortSignal?.aborted) throw abortError(call.abortSignal);
      const { tokens, promptTokens, finishReason, providerMetadata } = plan(call);
      const signal = call.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: '0' });
        },
        async pull(controller) {
          if (index < tokens.length) {
            if (delayMs > 0) await sleep(delayMs, signal);
            else if (signal?.aborted) throw abortError(signal);
            controller.enqueue({ type: 'text-delta', id: '0', delta: tokens[index]! });
            index += 1;
            return;
          }
          controller.enqueue({ type: 'text-end', id: '0' });
          controller.enqueue({
            type: 'finish',
            finishReason: { unified: finishReason, raw: finishReason },
            usage: usageOf(promptTokens, tokens.length),
            ...(providerMetadata ? { providerMetadata } : {}),
          });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
