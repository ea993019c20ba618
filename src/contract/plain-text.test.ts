import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

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
