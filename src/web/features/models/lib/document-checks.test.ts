import { describe, expect, it } from 'vitest';
import { CUSTOM_MODEL_TEXT } from '../../../../contract/custom-models.ts';
import { checkPickedDocuments, formatFileSize, probeDocument } from './document-checks.ts';

const PDF = '%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';
const DOCX = 'PK\x03\x04 word/document.xml … PK\x05\x06\x00\x00';
const RTF = '{\\rtf1\\ansi Hello}\n';

const file = (name: string, content: string, size?: number) => {
  const blob = new File([Uint8Array.from(content, (char) => char.charCodeAt(0))], name);
  return size === undefined ? blob : Object.defineProperty(blob, 'size', { value: size });
};
const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('probeDocument', () => {
  it('recognises whole PDF, DOCX and RTF files by their first and last bytes', () => {
    expect(probeDocument('pdf', bytes(PDF), bytes(PDF))).toBe('ok');
    expect(probeDocument('docx', bytes(DOCX), bytes(DOCX))).toBe('ok');
    expect(probeDocument('rtf', bytes(RTF), bytes(RTF))).toBe('ok');
  });

  it('tells a file of another kind from one cut short', () => {
    expect(probeDocument('pdf', bytes('MZ\x90\x00'), bytes('MZ\x90\x00'))).toBe('fake');
    expect(probeDocument('pdf', bytes(PDF.slice(0, 20)), bytes(PDF.slice(0, 20)))).toBe('damaged');
    expect(probeDocument('docx', bytes(DOCX.slice(0, 10)), bytes(DOCX.slice(0, 10)))).toBe(
      'damaged',
    );
    expect(probeDocument('rtf', bytes('{\\rtf1 Hel'), bytes('{\\rtf1 Hel'))).toBe('damaged');
    expect(probeDocument('docx', bytes(PDF), bytes(PDF))).toBe('fake');
  });
});

describe('checkPickedDocuments', () => {
  it('keeps up to 3 good PDF, DOCX and RTF files', async () => {
    const files = [file('a.pdf', PDF), file('b.DOCX', DOCX), file('c.rtf', RTF)];
    expect(await checkPickedDocuments(0, files)).toEqual({ keep: files, problems: [] });
  });

  it('counts the documents already attached, and then keeps none', async () => {
    expect(await checkPickedDocuments(2, [file('a.pdf', PDF), file('b.pdf', PDF)])).toEqual({
      keep: [],
      problems: ['Maximum 3 documents allowed. You currently have 2 documents.'],
    });
  });

  it('says per file what is wrong and keeps the good ones', async () => {
    const good = file('good.pdf', PDF);
    const result = await checkPickedDocuments(0, [
      file('evil.pdf', 'MZ\x90\x00'),
      file('cut.pdf', PDF.slice(0, 20)),
      good,
    ]);
    expect(result.keep).toEqual([good]);
    expect(result.problems).toEqual([
      CUSTOM_MODEL_TEXT.notReallyKind('evil.pdf', 'PDF'),
      CUSTOM_MODEL_TEXT.damagedKind('cut.pdf', 'PDF'),
    ]);
  });

  it('names every file of the wrong type at once (SPEC §5)', async () => {
    const result = await checkPickedDocuments(0, [file('a.exe', PDF), file('c.txt', 'hi')]);
    expect(result).toEqual({
      keep: [],
      problems: [
        'Invalid file types detected: a.exe, c.txt. Only PDF, DOCX, and RTF files are allowed.',
      ],
    });
  });

  it('refuses files over 10 MB', async () => {
    const big = file('big.pdf', PDF, 10 * 1024 * 1024 + 1);
    expect((await checkPickedDocuments(0, [big])).problems).toEqual([
      'big.pdf is larger than 10 MB.',
    ]);
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(11 * 1024 * 1024)).toBe('11.0 MB');
  });
});
