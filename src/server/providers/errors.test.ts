import { APICallError } from '@ai-sdk/provider';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProviderId } from '../../contract/models.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { createErrorSerializer } from '../http/logging.ts';
import { AppError } from '../lib/app-error.ts';
import { failureReport, toProviderError, upstreamText } from './errors.ts';
import { KEY_PIECE_LENGTH, createRedactor } from './redact.ts';

const apiError = (statusCode: number, responseBody: string) =>
  new APICallError({
    message: 'upstream',
    url: 'http://x',
    requestBodyValues: {},
    statusCode,
    responseBody,
  });

describe('toProviderError (SPEC §8)', () => {
  it.each([
    [
      429,
      '{"error":{"message":"This model is limited to 1 request per minute"}}',
      CHAT_TEXT.openRouterFreeRateLimit,
      429,
    ],
    [429, '{"error":{"message":"slow down"}}', CHAT_TEXT.openRouterRateLimit, 429],
    [
      400,
      '{"error":{"code":"model_not_found","message":"x"}}',
      CHAT_TEXT.openRouterModelUnavailable,
      502,
    ],
    [
      400,
      '{"error":{"message":"Model is not available"}}',
      CHAT_TEXT.openRouterModelUnavailable,
      502,
    ],
    [400, '{"error":{"message":"bad"}}', CHAT_TEXT.openRouterInvalidRequest, 502],
    [401, '{"error":{"message":"no"}}', CHAT_TEXT.openRouterAuth, 502],
    [500, '{"error":{"message":"Upstream exploded"}}', 'Upstream exploded', 502],
  ])('openrouter %d %s', (status, body, message, httpStatus) => {
    const error = toProviderError('openrouter', apiError(status, body));
    expect(error).toMatchObject({ message, status: httpStatus });
  });

  it('gives each provider its own text', () => {
    const body = '{"error":{"message":"Quota gone"}}';
    expect(toProviderError('openai', apiError(500, body)).message).toBe(CHAT_TEXT.openaiFailed);
    expect(toProviderError('xai', apiError(500, body)).message).toBe('XAI API error: Quota gone');
    expect(toProviderError('deepseek', apiError(503, body)).message).toBe(
      'Deepseek API error: 503 - Quota gone',
    );
    expect(toProviderError('anthropic', apiError(500, body)).message).toBe(
      'Backend API error: Quota gone',
    );
  });

  it("reports a timeout as 504, in SPEC §8's text for the provider", () => {
    const timeout = (provider: ProviderId, providerName: string) =>
      toProviderError(provider, new Error('aborted'), {
        timedOut: true,
        providerName,
        timeoutMs: 1500,
      });
    expect(timeout('groq', 'Groq')).toMatchObject({ status: 504, code: 'provider_timeout' });
    expect(timeout('groq', 'Groq').message).toBe(
      'Backend API error: Groq did not respond within 2 seconds. Please try again.',
    );
    expect(timeout('openai', 'OpenAI').message).toBe(CHAT_TEXT.openaiFailed);
    expect(timeout('xai', 'xAI').message).toBe(
      'XAI API error: xAI did not respond within 2 seconds. Please try again.',
    );
    expect(timeout('deepseek', 'DeepSeek').message).toBe(
      'Deepseek API error: 504 - DeepSeek did not respond within 2 seconds. Please try again.',
    );
    expect(timeout('openrouter', 'OpenRouter').message).toBe(
      'OpenRouter did not respond within 2 seconds. Please try again.',
    );
  });

  it('reads error text from JSON, plain bodies and fallbacks', () => {
    expect(upstreamText('{"error":"plain"}', 'f')).toBe('plain');
    expect(upstreamText('{"message":"top"}', 'f')).toBe('top');
    expect(upstreamText('Service Unavailable', 'f')).toBe('Service Unavailable');
    expect(upstreamText('', 'f')).toBe('f');
  });
});

describe('upstream text that echoes a key', () => {
  const keyChars = fc.constantFrom(
    ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-',
  );
  const pieces = (key: string) =>
    Array.from({ length: key.length - KEY_PIECE_LENGTH + 1 }, (_, i) =>
      key.slice(i, i + KEY_PIECE_LENGTH),
    );

  it('shows no piece of the key in the answer or the log line, at any offset', () => {
    const serialize = createErrorSerializer(createRedactor({ keys: [] }));
    fc.assert(
      fc.property(
        fc.constantFrom('sk-', 'sk-ant-api03-', 'own-', ''),
        fc
          .string({ unit: keyChars, minLength: 16, maxLength: 90 })
          .filter((key) => /[A-Za-z]/.test(key) && /\d/.test(key)),
        fc.string({ maxLength: 800 }),
        fc.nat(),
        fc.constantFrom('json', 'plain', 'thrown'),
        fc.constantFrom(...(['xai', 'anthropic', 'deepseek', 'openrouter', 'groq'] as const)),
        (prefix, random, filler, at, shape, provider) => {
          const key = prefix + random;
          const offset = at % (filler.length + 1);
          const words = `${filler.slice(0, offset)}${key}${filler.slice(offset)}`;
          const error =
            shape === 'thrown'
              ? new Error(words)
              : apiError(
                  401,
                  shape === 'json' ? JSON.stringify({ error: { message: words } }) : words,
                );
          const answered = toProviderError(
            provider,
            error,
            undefined,
            createRedactor({ keys: [key] }),
          );
          // The stack's frames are this test's code, which the key may well spell.
          const { message, stack } = serialize(answered);
          const logged = `${message}\n${stack.split('\n')[0]}`;
          for (const piece of pieces(key)) {
            expect(answered.message).not.toContain(piece);
            expect(logged).not.toContain(piece);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('is redacted before it is cut: wherever the cut falls in the key, none of it shows', () => {
    const key = 'Zq9X-own-0123456789abcdefghijklmnopqrstuv';
    const redact = createRedactor({ keys: [key] });
    for (let before = 240; before <= 310; before += 1) {
      const words = `${'The request was refused. '.repeat(13).slice(0, before)}${key} is not valid`;
      const body = JSON.stringify({ error: { message: words } });
      const answered = toProviderError('xai', apiError(401, body), undefined, redact);
      expect(answered.message, `key after ${before} characters`).not.toContain(key.slice(0, 4));
    }
  });
});

describe('failureReport (issue 27)', () => {
  it('tells others SPEC §8’s text for the provider, never the upstream’s words; the owner the rest', () => {
    const body = '{"error":{"message":"Quota gone for org-7"}}';
    expect(failureReport(toProviderError('anthropic', apiError(500, body)))).toEqual({
      message: CHAT_TEXT.backendError(CHAT_TEXT.failedToGenerate),
      detail: 'Quota gone for org-7',
    });
    expect(failureReport(toProviderError('xai', apiError(500, body)))).toEqual({
      message: CHAT_TEXT.xaiError(CHAT_TEXT.failedToGenerate),
      detail: 'Quota gone for org-7',
    });
    expect(failureReport(toProviderError('deepseek', apiError(503, body))).message).toBe(
      CHAT_TEXT.deepseekError(503, CHAT_TEXT.failedToGenerate),
    );
    expect(failureReport(toProviderError('openai', apiError(500, body))).message).toBe(
      CHAT_TEXT.openaiFailed,
    );
    // OpenRouter's own texts name no upstream words; past them, the general one.
    expect(failureReport(toProviderError('openrouter', apiError(401, body))).message).toBe(
      CHAT_TEXT.openRouterAuth,
    );
    expect(failureReport(toProviderError('openrouter', apiError(500, body))).message).toBe(
      CHAT_TEXT.failedToGenerate,
    );
  });

  it('keeps Parley’s own words, and gives general ones for anything else', () => {
    expect(failureReport(new AppError('bad_request', CHAT_TEXT.unknownModel('x')))).toEqual({
      message: CHAT_TEXT.unknownModel('x'),
      detail: null,
    });
    expect(failureReport(new Error('key sk-abcdefghijklmnop0123 refused'))).toEqual({
      message: CHAT_TEXT.failedToGenerate,
      detail: 'key [redacted] refused',
    });
  });
});
