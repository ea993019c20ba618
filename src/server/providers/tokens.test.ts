import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { estimatePromptTokens, estimateTokens } from './tokens.ts';

describe('estimateTokens (decision 017)', () => {
  it.each([
    ['', 0],
    ['the', 1],
    ['the cat sat', 3],
    ['international', 5],
    ['12345678', 3],
    ['abc123', 2],
    ['a  b', 3],
    ['a\nb', 3],
    ['a\n\n\nb', 3],
    ['!?', 2],
    ['été', 3],
    ['中文', 4],
    ['😀', 3],
    ['e\u0301', 3],
  ])('%j is %d', (text, tokens) => expect(estimateTokens(text)).toBe(tokens));

  it('never counts less than characters ÷ 4 for ASCII text', () => {
    for (const text of [
      'Congestion costs two per cent of GDP.',
      'x'.repeat(190_000),
      'a b c d e f g h',
      '    indented code();\n',
      'abcd abcd abcd',
    ]) {
      expect(estimateTokens(text)).toBeGreaterThanOrEqual(Math.ceil(text.length / 4));
    }
  });

  // Counts measured with OpenAI's o200k_base and cl100k_base (the larger of the two), 6,000
  // characters of each; the estimate must not fall far below them where characters ÷ 4 does.
  it.each([
    ['Chinese, common characters', '中文字符測試漢字日本語'.repeat(600), 1.14],
    ['emoji', '😀🎉🚀🧪🦄'.repeat(600), 1.4],
    ['combining marks', 'e\u0301'.repeat(3000), 1],
    ['newlines', 'a\n'.repeat(3000), 1],
    ['punctuation', '!~!@#$%^&*()_+|}{":?><'.repeat(270), 0.68],
  ])('%s: at least the tokenizers’ count per character', (_name, text, tokensPerCharacter) => {
    expect(estimateTokens(text)).toBeGreaterThanOrEqual(
      Math.floor(text.length * tokensPerCharacter),
    );
  });

  it('takes a few milliseconds for a megabyte, adversarial or not', () => {
    for (const text of ['word '.repeat(200_000), '中'.repeat(1_000_000), 'x'.repeat(1_000_000)]) {
      const start = performance.now();
      estimateTokens(text);
      expect(performance.now() - start).toBeLessThan(200);
    }
  });
});

describe('estimatePromptTokens', () => {
  it('adds each message’s framing and the reply’s priming to the texts', () => {
    expect(estimatePromptTokens({ messages: [] })).toBe(3);
    expect(estimatePromptTokens({ system: 'the', messages: [{ content: 'the cat' }] })).toBe(
      3 + (1 + 4) + (2 + 4),
    );
  });
});
