import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { toProviderError, upstreamText } from './errors.ts';

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

  it('reports a timeout as 504', () => {
    const error = toProviderError('groq', new Error('aborted'), {
      timedOut: true,
      providerName: 'Groq',
      timeoutMs: 1500,
    });
    expect(error).toMatchObject({ status: 504, code: 'provider_timeout' });
    expect(error.message).toBe('Groq did not respond within 2 seconds. Please try again.');
  });

  it('reads error text from JSON, plain bodies and fallbacks', () => {
    expect(upstreamText('{"error":"plain"}', 'f')).toBe('plain');
    expect(upstreamText('{"message":"top"}', 'f')).toBe('top');
    expect(upstreamText('Service Unavailable', 'f')).toBe('Service Unavailable');
    expect(upstreamText('', 'f')).toBe('f');
  });
});
