import { describe, expect, it } from 'vitest';
import { TextBudget, isCutToBudget, utf8Prefix } from './text-budget.ts';

const tidy = (text: string, options = {}) => written([text], Infinity, options).text;

function written(pieces: string[], maxBytes = Infinity, options = {}) {
  const budget = new TextBudget(maxBytes, options);
  const answers = pieces.map((piece) => budget.write(piece));
  return { text: budget.text(), cut: budget.cut, answers };
}

describe('TextBudget', () => {
  it('tidies as it goes: NULs, line ends, trailing spaces, blank lines, both ends', () => {
    expect(tidy('\n\n  Title  \r\n\r\n\r\n\r\nBody\u0000 text\t \nnext\rlast  \n\n')).toBe(
      'Title\n\nBody text\nnext\nlast',
    );
  });

  it('gives the same text however it is split into writes', () => {
    const source = 'One  two\r\n\r\n\r\nthree \t\nfour\u0000five\n\n\n  six';
    const whole = tidy(source);
    for (let at = 0; at <= source.length; at += 1) {
      expect(written([source.slice(0, at), source.slice(at)]).text).toBe(whole);
    }
  });

  it('collapses runs of spaces and drops those around line breaks for PDF text', () => {
    expect(tidy('a   b \t c \n  d\u00a0\u00a0e \n\n\n\n f', { collapseSpaces: true })).toBe(
      'a b c\nd e\n\nf',
    );
    expect(written(['a ', ' b', ' \n', ' c'], Infinity, { collapseSpaces: true }).text).toBe(
      'a b\nc',
    );
  });

  it('cuts at the budget in UTF-8 bytes, never inside a character, and stops taking text', () => {
    // 'é' takes 2 bytes and '日' 3: 'ab é日' is 1+1+1+2+3 = 8 bytes.
    const { text, cut, answers } = written(['ab é日', 'more'], 7);
    expect(text).toBe('ab é');
    expect(Buffer.byteLength(text)).toBe(5);
    expect(cut).toBe(true);
    expect(answers).toEqual([false, false]);
  });

  it('keeps a text that fits whole, not cut', () => {
    const { text, cut, answers } = written(['exactly 12 b'], 12);
    expect(text).toBe('exactly 12 b');
    expect(cut).toBe(false);
    expect(answers).toEqual([true]);
  });

  it('fills a budget it cuts to within a character, which is how a cut text is recognised', () => {
    const max = 1_000;
    for (const char of ['a', 'é', '日', '😀']) {
      const { text, cut } = written([char.repeat(2_000)], max);
      expect(cut).toBe(true);
      expect(isCutToBudget(Buffer.byteLength(text), max)).toBe(true);
    }
    expect(isCutToBudget(900, max)).toBe(false);
  });
});

describe('utf8Prefix', () => {
  it('keeps whole characters only, surrogate pairs included', () => {
    expect(utf8Prefix('a😀b', 4)).toBe('a');
    expect(utf8Prefix('a😀b', 5)).toBe('a😀');
    expect(utf8Prefix('', 3)).toBe('');
  });
});
