import { describe, expect, it } from 'vitest';
import { RtfError, rtfToText } from './rtf.ts';

const rtf = (body: string) => Buffer.from(`{\\rtf1\\ansi\\ansicpg1252\\deff0${body}}`, 'latin1');

describe('rtfToText', () => {
  it('ignores control words named like built-in object keys', () => {
    expect(rtfToText(rtf('\\pard\\constructor A\\toString B\\valueOf C\\par'))).toBe('ABC');
  });

  it('reads paragraphs and skips font, colour and style tables, info and pictures', () => {
    const text = rtfToText(
      rtf(
        '{\\fonttbl{\\f0\\froman Times New Roman;}}{\\colortbl;\\red0\\green0\\blue0;}' +
          '{\\stylesheet{\\s0 Normal;}}{\\info{\\title Hidden}{\\author Nobody}}' +
          '{\\pict\\pngblip 89504e47}{\\*\\generator Writer;}' +
          '\\pard\\plain\\f0\\fs24 First paragraph.\\par\n\\pard {\\b Bold} text\\par',
      ),
    );
    expect(text).toBe('First paragraph.\nBold text');
  });

  it("decodes \\'hh in the document's code page", () => {
    expect(rtfToText(rtf("Caf\\'e9 \\'80 \\'93q\\'94"))).toBe('Café € “q”');
    const cyrillic = Buffer.from(
      "{\\rtf1\\ansi\\ansicpg1251 \\'cf\\'f0\\'e8\\'e2\\'e5\\'f2}",
      'latin1',
    );
    expect(rtfToText(cyrillic)).toBe('Привет');
  });

  it('decodes double-byte code pages', () => {
    // 日本 in Shift-JIS: 93 fa 96 7b
    const japanese = Buffer.from("{\\rtf1\\ansi\\ansicpg932 \\'93\\'fa\\'96\\'7b}", 'latin1');
    expect(rtfToText(japanese)).toBe('日本');
  });

  it('reads \\u escapes, drops their fallback characters, and joins surrogate pairs', () => {
    expect(rtfToText(rtf('\\uc1\\u8364?uro \\u-10179?\\u-8704? end'))).toBe('€uro 😀 end');
    expect(rtfToText(rtf("\\uc2\\u26085\\'93\\'fa x"))).toBe('日 x');
    expect(rtfToText(rtf('{\\uc0\\u26085\\u26412}'))).toBe('日本');
    // \uc applies to its group only.
    expect(rtfToText(rtf('{\\uc2 \\u26085??}\\u26412?'))).toBe('日本');
  });

  it('turns a lone surrogate into U+FFFD', () => {
    expect(rtfToText(rtf('a\\u-10179?b'))).toBe('a\ufffdb');
  });

  it('keeps escaped braces and backslashes, and maps symbol words', () => {
    expect(rtfToText(rtf('a \\{b\\} c\\\\d\\tab e\\emdash f\\~g\\-h\\line i'))).toBe(
      'a {b} c\\d\te\u2014f\u00a0gh\ni',
    );
    expect(rtfToText(rtf('\\ldblquote x\\rdblquote  \\lquote y\\rquote  \\bullet'))).toBe(
      '\u201cx\u201d \u2018y\u2019 \u2022',
    );
  });

  it('skips ignorable destinations, field instructions and binary data', () => {
    expect(
      rtfToText(
        rtf(
          '{\\*\\unknowndest secret}{\\field{\\*\\fldinst HYPERLINK "x"}{\\fldrslt link text}}' +
            ' and \\bin4 {}\\xafter',
        ),
      ),
    ).toBe('link text and after');
  });

  it('treats a delimiting space as part of the control word, and numbers as parameters', () => {
    expect(rtfToText(rtf('\\fs24 Hello\\b0  world\\f1-2'))).toBe('Hello world-2');
  });

  it('tolerates unbalanced groups and a trailing backslash', () => {
    expect(rtfToText(Buffer.from('{\\rtf1 a}} b {c\\', 'latin1'))).toBe('a b c');
  });

  it('refuses input that is not RTF', () => {
    expect(() => rtfToText(Buffer.from('%PDF-1.4'))).toThrow(RtfError);
  });
});
