import { APICallError } from '@ai-sdk/provider';
import type { ProviderId } from '../../contract/models.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { ERROR_STATUS, type ErrorCode } from '../../contract/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { createRedactor, type Redact } from './redact.ts';

/**
 * A failed provider call, with SPEC §8's message for that provider and upstream status: with the
 * upstream's words, redacted (`message`, for the caller's own call), and without them
 * (`publicMessage`, for whoever else may read it).
 */
export class ProviderError extends AppError {
  readonly provider: ProviderId;
  /** The provider's HTTP status, when it answered. */
  readonly upstreamStatus: number | undefined;
  /** SPEC §8's text for the provider with none of the upstream's words. */
  readonly publicMessage: string;
  /** The upstream's own words, redacted and cut; none when it said nothing of its own. */
  readonly upstreamDetail: string | undefined;

  constructor(
    code: Extract<ErrorCode, 'provider_error' | 'provider_timeout' | 'rate_limited'>,
    message: string,
    provider: ProviderId,
    options: { upstreamStatus?: number; publicMessage?: string; upstreamDetail?: string } = {},
  ) {
    super(code, message);
    this.name = 'ProviderError';
    this.provider = provider;
    this.upstreamStatus = options.upstreamStatus;
    this.publicMessage = options.publicMessage ?? message;
    this.upstreamDetail = options.upstreamDetail;
  }
}

/** How much of the provider's words an answer, a log line or a transcript shows. */
const MAX_DETAIL_CHARS = 300;

/**
 * The words a JSON error body carries (`error`, `error.message`, `message`, also when `error` is
 * itself JSON in a string), if any: `{"error":"{}"}` carries none.
 */
function wordsIn(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    try {
      return wordsIn(JSON.parse(text));
    } catch {
      return text || undefined;
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { error, message } = value as { error?: unknown; message?: unknown };
  return wordsIn(error) ?? wordsIn(message);
}

/** The message of a JSON error body; none for anything else (an HTML page, "Bad Gateway"). */
function jsonErrorMessage(body: string): string | undefined {
  try {
    return wordsIn(JSON.parse(body));
  } catch {
    return undefined;
  }
}

/**
 * The provider's own words, whole: the message of a JSON error body, else the body, else the
 * error. Whole, because they must be redacted before they are cut (see `toProviderError`).
 */
export function upstreamText(body: string | undefined, fallback: string): string {
  if (!body?.trim()) return fallback;
  return jsonErrorMessage(body) ?? body.trim();
}

function openRouterMessage(status: number | undefined, body: string, text: string): string {
  const lower = body.toLowerCase();
  if (status === 429) {
    return lower.includes('limited to 1 request')
      ? CHAT_TEXT.openRouterFreeRateLimit
      : CHAT_TEXT.openRouterRateLimit;
  }
  if (status === 400) {
    return lower.includes('model_not_found') || lower.includes('not available')
      ? CHAT_TEXT.openRouterModelUnavailable
      : CHAT_TEXT.openRouterInvalidRequest;
  }
  if (status === 401) return CHAT_TEXT.openRouterAuth;
  // SPEC §8: the server's error text, or the general one when its answer holds none.
  if (body.trim() && !jsonErrorMessage(body)) return CHAT_TEXT.failedToGenerate;
  return text || CHAT_TEXT.failedToGenerate;
}

/** SPEC §8's text for a failed call to `provider`. */
export function providerErrorMessage(
  provider: ProviderId,
  status: number | undefined,
  body: string,
  text: string,
): string {
  switch (provider) {
    case 'openrouter':
      return openRouterMessage(status, body, text);
    case 'openai':
      return CHAT_TEXT.openaiFailed;
    case 'xai':
      return CHAT_TEXT.xaiError(text);
    case 'deepseek':
      return CHAT_TEXT.deepseekError(status ?? 502, text);
    default:
      return CHAT_TEXT.backendError(text);
  }
}

/** Without the call's own secrets, whatever looks like a key still goes. */
const redactKeyShaped = createRedactor({ keys: [] });

/**
 * Turns whatever a provider call threw into a ProviderError (AppErrors pass through). The
 * upstream's words are answered, stored and logged, so they are redacted, whole, and only then
 * cut: a key cut in two before redaction would leave its first part unrecognised.
 */
export function toProviderError(
  provider: ProviderId,
  error: unknown,
  timeout?: { timedOut: boolean; providerName: string; timeoutMs: number },
  redact: Redact = redactKeyShaped,
): AppError {
  if (timeout?.timedOut) {
    // SPEC §8's text for a failed call to this provider, the silence as the provider's words.
    const silence = CHAT_TEXT.providerTimeout(
      timeout.providerName,
      Math.ceil(timeout.timeoutMs / 1000),
    );
    return new ProviderError(
      'provider_timeout',
      providerErrorMessage(provider, ERROR_STATUS.provider_timeout, '', silence),
      provider,
    );
  }
  if (error instanceof AppError) return error;
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  const body = APICallError.isInstance(error) ? (error.responseBody ?? '') : '';
  const fallback = error instanceof Error && error.message ? error.message : String(error);
  const text = redact(upstreamText(body, fallback)).slice(0, MAX_DETAIL_CHARS);
  const code = status === 429 ? 'rate_limited' : 'provider_error';
  return new ProviderError(code, providerErrorMessage(provider, status, body, text), provider, {
    ...(status !== undefined ? { upstreamStatus: status } : {}),
    publicMessage: providerErrorMessage(provider, status, body, CHAT_TEXT.failedToGenerate),
    upstreamDetail: text,
  });
}

/**
 * What a failed call tells others (a debate's transcript, its live viewers and exports): SPEC
 * §8's text for its provider and never the upstream's own words, even redacted, since a
 * redactor cannot know every way a key may be spelt back (`message`); and what its owner may be
 * shown besides (`detail`: the upstream's words, redacted). The one rule for failure reports.
 */
export function failureReport(error: unknown): { message: string; detail: string | null } {
  if (error instanceof ProviderError) {
    return { message: error.publicMessage, detail: error.upstreamDetail ?? null };
  }
  // Parley's own words (an unknown model, a prompt too long, a provider without a key).
  if (error instanceof AppError) return { message: error.message, detail: null };
  const text = error instanceof Error && error.message ? error.message : String(error);
  return {
    message: CHAT_TEXT.failedToGenerate,
    detail: redactKeyShaped(text).slice(0, MAX_DETAIL_CHARS),
  };
}
