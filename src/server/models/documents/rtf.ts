/**
 * RTF to plain text. The maintained RTF libraries render to a DOM (rtf.js needs browser globals);
 * reading the text is a small job: one pass over the bytes with a stack of group states.
 * Handles `\uN` (with the `\ucN` fallback count), `\'hh` in the document's code page (single- and
 * double-byte), `\binN`, the symbol control words, and skips every non-text destination
 * (font, colour and style tables, info, pictures, objects, field instructions, `\*` groups).
 */

import { ownValue } from '../../../contract/own.ts';
import { TextBudget } from './text-budget.ts';

/** Destinations whose content is not document text. */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'objdata',
  'fldinst',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'filetbl',
  'generator',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'xmlnstbl',
  'pgdsctbl',
  'shpinst',
  'nonshppict',
  'bkmkstart',
  'bkmkend',
  'xe',
  'tc',
  'txe',
  'private',
]);

const SYMBOLS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n\n',
  page: '\n\n',
  row: '\n',
  cell: '\t',
  tab: '\t',
  emdash: '\u2014',
  endash: '\u2013',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
};

const CONTROL_SYMBOLS: Record<string, string> = {
  '~': '\u00a0',
  '-': '',
  _: '\u2011',
  '\n': '\n',
  '\r': '\n',
};

/** Windows code pages to WHATWG encoding labels; the rest fall back to Windows-1252. */
function encodingFor(codePage: number): string {
  if (codePage === 874 || (codePage >= 1250 && codePage <= 1258)) return `windows-${codePage}`;
  const named: Record<number, string> = {
    932: 'shift_jis',
    936: 'gbk',
    949: 'euc-kr',
    950: 'big5',
    10000: 'macintosh',
    20866: 'koi8-r',
    28591: 'iso-8859-1',
    65001: 'utf-8',
  };
  return named[codePage] ?? 'windows-1252';
}

const utf16 = new TextDecoder('utf-16le');

/** 0x80-0x9F of Windows-1252 (Node's decoder treats the label as Latin-1 there). */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

type Decode = (bytes: Uint8Array) => string;

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

function decoderFor(codePage: number): Decode {
  const encoding = encodingFor(codePage);
  if (encoding === 'windows-1252') return decodeWindows1252;
  const decoder = new TextDecoder(encoding);
  return (bytes) => decoder.decode(bytes);
}

type Group = { skip: boolean; unicodeSkip: number };

/** Plain bytes are decoded and written in runs of about this many, so the budget can stop early. */
const PENDING_BYTES_MAX = 64 * 1024;

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isDigit = (code: number) => code >= 48 && code <= 57;

export class RtfError extends Error {}

export function isRtf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '{\\rtf';
}

/** Writes the text of an RTF document into `budget` (none by default), stopping once it is full. */
export function rtfToText(input: Uint8Array, budget = new TextBudget(Infinity)): string {
  if (!isRtf(input)) throw new RtfError('not an RTF document');
  const bytes = input;
  let decoder = decoderFor(1252);
  let full = false;
  const write = (text: string) => {
    full ||= !budget.write(text);
  };
  let pendingBytes: number[] = [];
  const stack: Group[] = [];
  let group: Group = { skip: false, unicodeSkip: 1 };
  /** Fallback characters still to drop after a \uN. */
  let toSkip = 0;
  /** UTF-16 units of \uN escapes not yet written (a surrogate pair spans two escapes). */
  let units: number[] = [];

  const flushBytes = () => {
    if (pendingBytes.length > 0) {
      write(decoder(Uint8Array.from(pendingBytes)));
      pendingBytes = [];
    }
  };
  const flushUnits = () => {
    if (units.length > 0) {
      // The UTF-16 decoder turns a lone surrogate into U+FFFD instead of an invalid string.
      write(utf16.decode(Uint16Array.from(units)));
      units = [];
    }
  };
  const emitByte = (byte: number) => {
    if (group.skip) return;
    if (toSkip > 0) {
      toSkip -= 1;
      return;
    }
    flushUnits();
    pendingBytes.push(byte);
    // A byte below 0x80 never starts a double-byte character: the text so far decodes whole.
    if (pendingBytes.length >= PENDING_BYTES_MAX && byte < 0x80) flushBytes();
  };
  const emitText = (text: string) => {
    if (group.skip) return;
    flushBytes();
    flushUnits();
    write(text);
  };

  let i = 0;
  /** The next control word starts a group: `{\fonttbl` or `{\*\x`. */
  let atGroupStart = false;
  while (i < bytes.length && !full) {
    const byte = bytes[i]!;
    if (byte === 0x7b) {
      // {
      stack.push(group);
      group = { ...group };
      toSkip = 0;
      atGroupStart = true;
      i += 1;
      continue;
    }
    if (byte === 0x7d) {
      // }
      flushBytes();
      flushUnits();
      group = stack.pop() ?? group;
      toSkip = 0;
      atGroupStart = false;
      i += 1;
      continue;
    }
    const startsGroup = atGroupStart;
    atGroupStart = false;
    if (byte !== 0x5c) {
      // Line breaks in the source are formatting, not text.
      if (byte !== 0x0a && byte !== 0x0d) emitByte(byte);
      i += 1;
      continue;
    }
    // A backslash: control word, control symbol, or escape.
    const next = bytes[i + 1];
    if (next === undefined) break;
    if (next === 0x27) {
      // \'hh
      const hex = Buffer.from(bytes.subarray(i + 2, i + 4)).toString('latin1');
      i += 4;
      if (/^[0-9a-fA-F]{2}$/.test(hex)) emitByte(parseInt(hex, 16));
      continue;
    }
    if (!isLetter(next)) {
      i += 2;
      const char = String.fromCharCode(next);
      if (char === '*') {
        if (startsGroup) group.skip = true;
        continue;
      }
      if (char === '\\' || char === '{' || char === '}') {
        emitByte(next);
        continue;
      }
      const symbol = ownValue(CONTROL_SYMBOLS, char);
      if (symbol !== undefined) emitText(symbol);
      continue;
    }
    let end = i + 1;
    while (end < bytes.length && isLetter(bytes[end]!)) end += 1;
    const word = Buffer.from(bytes.subarray(i + 1, end)).toString('latin1');
    let numberEnd = end;
    if (bytes[numberEnd] === 0x2d) numberEnd += 1;
    while (numberEnd < bytes.length && isDigit(bytes[numberEnd]!)) numberEnd += 1;
    const hasNumber = numberEnd > end && !(numberEnd === end + 1 && bytes[end] === 0x2d);
    const parameter = hasNumber
      ? Number(Buffer.from(bytes.subarray(end, numberEnd)).toString('latin1'))
      : undefined;
    if (!hasNumber) numberEnd = end;
    i = numberEnd;
    // One space after a control word is its delimiter, not text.
    if (bytes[i] === 0x20) i += 1;

    if (word === 'bin') {
      i += Math.max(0, parameter ?? 0);
      continue;
    }
    if (SKIPPED_DESTINATIONS.has(word)) {
      group.skip = true;
      continue;
    }
    switch (word) {
      case 'u': {
        if (parameter === undefined || group.skip) break;
        flushBytes();
        units.push(parameter < 0 ? parameter + 0x10000 : parameter);
        toSkip = group.unicodeSkip;
        break;
      }
      case 'uc':
        group.unicodeSkip = Math.max(0, parameter ?? 1);
        break;
      case 'ansicpg':
        flushBytes();
        decoder = decoderFor(parameter ?? 1252);
        break;
      case 'mac':
        flushBytes();
        decoder = decoderFor(10000);
        break;
      default: {
        // The word comes from the uploaded file: `\\constructor` must not find Object's.
        const symbol = ownValue(SYMBOLS, word);
        if (symbol !== undefined) emitText(symbol);
      }
    }
  }
  flushBytes();
  flushUnits();
  return budget.text();
}
