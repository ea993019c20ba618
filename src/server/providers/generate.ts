import type { LanguageModelV3CallOptions, LanguageModelV3Prompt } from '@ai-sdk/provider';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { ProviderError, toProviderError } from './errors.ts';
import { estimatePromptTokens, estimateTokens } from './tokens.ts';
import type { ResolvedModel } from './registry.ts';

export type CompletionMessage = { role: 'user' | 'assistant'; content: string };

export type CompletionUsage = {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
};

export type CompletionResult = {
  text: string;
  usage: CompletionUsage;
  finishReason: string;
  /** The offline model's last closing statement: the debate has run its course. */
  endsDebate: boolean;
};

export type StreamCompletionInput = {
  resolved: ResolvedModel;
  system?: string;
  messages: CompletionMessage[];
  /** The caller's cancellation (a stopped debate, a closed HTTP client). */
  abortSignal?: AbortSignal;
  /** Silence allowed between two stream parts; defaults to the resolved model's. */
  timeoutMs?: number;
  /** Overrides of SPEC §9's settings (the chat endpoint's temperature and max_tokens). */
  temperature?: number;
  maxOutputTokens?: number;
  /** Seeds the offline model (a conversation's id), so a debate replays the same text. */
  seed?: string;
  /** Structured output: the answer's JSON Schema, for providers that constrain to it. */
  responseFormat?: LanguageModelV3CallOptions['responseFormat'];
  onDelta?: (text: string) => void;
};

export function toLanguageModelPrompt(
  system: string | undefined,
  messages: CompletionMessage[],
): LanguageModelV3Prompt {
  const prompt: LanguageModelV3Prompt = [];
  if (system) prompt.push({ role: 'system', content: system });
  for (const message of messages) {
    prompt.push({ role: message.role, content: [{ type: 'text', text: message.content }] });
  }
  return prompt;
}

/** Providers that report no usage still count: estimated from the text, never zero. */
function usageOrEstimate(
  reported: { input: number | undefined; output: number | undefined },
  input: StreamCompletionInput,
  text: string,
): CompletionUsage {
  const promptTokens = reported.input ?? estimatePromptTokens(input);
  const completionTokens = reported.output ?? estimateTokens(text);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}

/**
 * One streamed completion through the model's AI SDK adapter. It calls `doStream` directly
 * rather than `streamText`: one attempt (no hidden retries), no per-call step machinery on the
 * hot path, and the usage comes from the stream's finish part.
 *
 * The timeout is an idle timeout: it restarts on every part, so long answers are fine and a
 * provider that goes silent is cut off (its connection closed by the abort).
 */
export async function streamCompletion(input: StreamCompletionInput): Promise<CompletionResult> {
  const { resolved } = input;
  const timeoutMs = input.timeoutMs ?? resolved.timeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Provider timed out', 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(input.abortSignal!.reason);
  if (input.abortSignal?.aborted) onCallerAbort();
  else input.abortSignal?.addEventListener('abort', onCallerAbort, { once: true });

  let text = '';
  let finishReason = 'stop';
  let endsDebate = false;
  let reported: { input: number | undefined; output: number | undefined } = {
    input: undefined,
    output: undefined,
  };
  try {
    const { stream } = await resolved.languageModel.doStream({
      prompt: toLanguageModelPrompt(input.system, input.messages),
      temperature: input.temperature ?? resolved.settings.temperature,
      maxOutputTokens: input.maxOutputTokens ?? resolved.settings.maxOutputTokens,
      abortSignal: controller.signal,
      ...(input.seed === undefined ? {} : { providerOptions: { parley: { seed: input.seed } } }),
      ...(input.responseFormat ? { responseFormat: input.responseFormat } : {}),
    });
    const reader = stream.getReader();
    let finished = false;
    try {
      for (;;) {
        const { done, value: part } = await reader.read();
        if (done) {
          finished = true;
          break;
        }
        timer.refresh();
        if (part.type === 'text-delta') {
          // Stored as it streams: drop what PostgreSQL cannot store.
          const delta = part.delta.replaceAll('\u0000', '');
          if (!delta) continue;
          text += delta;
          input.onDelta?.(delta);
        } else if (part.type === 'finish') {
          finishReason = part.finishReason.unified;
          endsDebate = part.providerMetadata?.['parley']?.['endsDebate'] === true;
          reported = { input: part.usage.inputTokens.total, output: part.usage.outputTokens.total };
        } else if (part.type === 'error') {
          throw part.error;
        }
      }
    } finally {
      // An early exit must not leave the upstream response open.
      if (!finished) void reader.cancel().catch(() => undefined);
    }
  } catch (error) {
    controller.abort();
    if (input.abortSignal?.aborted && !timedOut) throw input.abortSignal.reason ?? error;
    throw toProviderError(
      resolved.provider,
      error,
      { timedOut, providerName: resolved.providerName, timeoutMs },
      resolved.redact,
    );
  } finally {
    clearTimeout(timer);
    input.abortSignal?.removeEventListener('abort', onCallerAbort);
  }

  if (!text.trim() && resolved.provider === 'deepseek') {
    throw new ProviderError('provider_error', CHAT_TEXT.deepseekNoResponse, 'deepseek');
  }
  return { text, usage: usageOrEstimate(reported, input, text), finishReason, endsDebate };
}
