import { describe, expect, it } from 'vitest';
import { cutAtWord, plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps the words of emphasis, code, links, headings and lists', () => {
    expect(plainText('Should **homework** be _banned_?')).toBe('Should homework be banned?');
    expect(plainText('# Motion\n> Is `AI` [fair](https://x.test)?')).toBe('Motion Is AI fair?');
    expect(plainText('- one\n2. two')).toBe('one two');
  });

  it('leaves plain text and word-internal underscores alone', () => {
    expect(plainText('snake_case and 2*3 = 6')).toBe('snake_case and 2*3 = 6');
    expect(plainText('  Should cities ban cars?  ')).toBe('Should cities ban cars?');
  });
});

describe('cutAtWord', () => {
  it('leaves a line that fits alone', () => {
    expect(cutAtWord('Should cities ban cars?', 23)).toBe('Should cities ban cars?');
  });

  it('cuts at the end of a word, with an ellipsis, within the limit', () => {
    expect(cutAtWord('Should cities ban cars from their centres?', 20)).toBe('Should cities ban…');
    expect(cutAtWord('Should cities ban cars', 18)).toBe('Should cities ban…');
    expect(cutAtWord('Should cities ban cars', 19)).toBe('Should cities ban…');
    for (let max = 2; max < 42; max += 1) {
      expect(
        cutAtWord('Should cities ban cars from their centres?', max).length,
      ).toBeLessThanOrEqual(max);
    }
  });

  it('drops the punctuation a cut leaves dangling', () => {
    expect(cutAtWord('Cars, buses, and trams in the centre', 15)).toBe('Cars, buses…');
  });

  it('cuts inside a word only when one word is longer than the line', () => {
    expect(cutAtWord('Pneumonoultramicroscopic words', 10)).toBe('Pneumonou…');
  });
});
