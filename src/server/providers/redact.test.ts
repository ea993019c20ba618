import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY_PIECE_LENGTH, addressSecrets, createRedactor } from './redact.ts';

describe('createRedactor', () => {
  const redact = createRedactor({
    keys: ['sk-live-0123456789abcdef', 'gsk_groqkey987654', undefined, 'abc'],
    addresses: addressSecrets('http://10.2.3.4:8080/v1/'),
  });

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

  it('removes what an upstream echoes of a known key: its start, its end, any long piece', () => {
    expect(redact('Incorrect API key provided: sk-live-01234*****cdef.')).toBe(
      'Incorrect API key provided: [redacted]*****cdef.',
    );
    expect(redact('key ending 456789abcdef is invalid')).toBe('key ending [redacted] is invalid');
    expect(redact('a run of 7 like sk-live names nothing')).toBe(
      'a run of 7 like sk-live names nothing',
    );
  });

  it('withholds a text that spells a known key out with spaces between its characters', () => {
    const spaced = [...'sk-live-0123456789abcdef'].join(' ');
    expect(redact(`The key ${spaced} is not valid.`)).toBe('[redacted]');
    expect(redact(`bad key: ${[...'0123456789ab'].join('\u200b')}`)).toBe('[redacted]');
    // Spaced-out text that is no piece of a key stays.
    expect(redact('s p a c e d  o u t  w o r d s')).toBe('s p a c e d  o u t  w o r d s');
  });

  it('removes key-shaped text it was never told about', () => {
    const unknown = [
      'sk-proj-AbCdEfGh0123456789xyzXYZ',
      'sk-ant-api03-abcdefghij0123456789',
      'sk-or-v1-0123456789abcdef0123',
      'AIzaSyA0123456789abcdefghijklmnop',
      'gsk_0123456789abcdefGHIJ',
      'xai-0123456789abcdefghij',
    ];
    for (const key of unknown) {
      expect(redact(`Invalid key: ${key}.`), key).toBe('Invalid key: [redacted].');
    }
    expect(redact('Incorrect API key provided: abcdefgh12345678ijklmnop')).toBe(
      'Incorrect API key provided: [redacted]',
    );
    expect(redact('token=x; session 9fQ2kLm81ZpXw4RtY7bNc3VdA6sE0hJu expired')).toBe(
      'token=x; session [redacted] expired',
    );
  });

  it('redacts a placeholder key (no digits) only whole, so its words stay readable', () => {
    const local = createRedactor({ keys: ['sk-no-key-required'] });
    expect(local('messages is required; sk-no-key-required')).toBe(
      'messages is required; [redacted]',
    );
  });

  it('leaves ordinary text alone (short secrets are ignored) and drops null characters', () => {
    expect(redact('abc: the model is overloaded')).toBe('abc: the model is overloaded');
    expect(redact('maximum context length is 128000 tokens; see https://docs.example')).toBe(
      'maximum context length is 128000 tokens; see https://docs.example',
    );
    expect(redact('request req_01HXYZABCDEFGHJKMNPQRSTVWX failed')).toBe(
      'request req_01HXYZABCDEFGHJKMNPQRSTVWX failed',
    );
    expect(redact('a\u0000b')).toBe('ab');
  });

  it('leaves no piece of a known key, wherever it is echoed in any text', () => {
    const keyChars = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-',
    );
    fc.assert(
      fc.property(
        // A key mixes letters and digits (a placeholder without digits is redacted whole only).
        fc
          .string({ unit: keyChars, minLength: 20, maxLength: 100 })
          .filter((key) => /[A-Za-z]/.test(key) && /\d/.test(key)),
        fc.string({ maxLength: 600 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (key, text, at, start, length) => {
          // The whole key, or a piece of it as an upstream might echo it, anywhere in the text.
          const from = start % (key.length - KEY_PIECE_LENGTH);
          const echoed = key.slice(from, from + KEY_PIECE_LENGTH + (length % key.length));
          const offset = at % (text.length + 1);
          const upstream = text.slice(0, offset) + echoed + text.slice(offset) + key;
          const clean = createRedactor({ keys: [key] })(upstream);
          for (let i = 0; i + KEY_PIECE_LENGTH <= key.length; i += 1) {
            expect(clean).not.toContain(key.slice(i, i + KEY_PIECE_LENGTH));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
