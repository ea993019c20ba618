import { describe, expect, it } from 'vitest';
import { addressSecrets, createRedactor } from './redact.ts';

describe('createRedactor', () => {
  const redact = createRedactor([
    'sk-live-0123456789abcdef',
    'gsk_groqkey987654',
    ...addressSecrets('http://10.2.3.4:8080/v1/'),
    undefined,
    'abc',
  ]);

  it('removes configured keys, provider addresses, bearer strings and key parameters', () => {
    expect(
      redact(
        'Incorrect API key provided: sk-live-0123456789abcdef. Called http://10.2.3.4:8080/v1/chat ' +
          'with Authorization: Bearer eyJhbGciOi.J9.xyz and https://g.example/v1?alt=sse&key=AIzaSyX1',
      ),
    ).toBe(
      'Incorrect API key provided: [redacted]. Called [redacted]/chat with Authorization: ' +
        'Bearer [redacted] and https://g.example/v1?alt=sse&key=[redacted]',
    );
    expect(redact('connect ECONNREFUSED 10.2.3.4:8080')).toBe('connect ECONNREFUSED [redacted]');
    expect(redact('groq said gsk_groqkey987654')).toBe('groq said [redacted]');
  });

  it('leaves ordinary text alone (short secrets are ignored) and drops null characters', () => {
    expect(redact('abc: the model is overloaded')).toBe('abc: the model is overloaded');
    expect(redact('a\u0000b')).toBe('ab');
  });
});
