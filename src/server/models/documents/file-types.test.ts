import { describe, expect, it } from 'vitest';
import { checkFileType, kindByContent, kindByName, storedFileName } from './file-types.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);

describe('file types', () => {
  it('reads the kind from the extension, case-insensitively', () => {
    expect(kindByName('a.PDF')).toBe('pdf');
    expect(kindByName('report.final.docx')).toBe('docx');
    expect(kindByName('notes.rtf')).toBe('rtf');
    expect(kindByName('a.doc')).toBeUndefined();
    expect(kindByName('pdf')).toBeUndefined();
    expect(kindByName('a.pdf.exe')).toBeUndefined();
  });

  it('reads the kind from the magic bytes', () => {
    expect(kindByContent(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(kindByContent(bytes(`${' '.repeat(500)}%PDF-1.4`))).toBe('pdf');
    expect(kindByContent(bytes('PK\x03\x04rest'))).toBe('docx');
    expect(kindByContent(bytes('{\\rtf1\\ansi'))).toBe('rtf');
    expect(kindByContent(OLE)).toBe('ole');
    expect(kindByContent(bytes('MZ\x90\x00'))).toBeUndefined();
    expect(kindByContent(bytes('\x7fELF'))).toBeUndefined();
    expect(kindByContent(bytes(''))).toBeUndefined();
  });

  it('accepts a file only when name and content agree', () => {
    expect(checkFileType('a.pdf', bytes('%PDF-1.4'))).toEqual({ ok: true, kind: 'pdf' });
    expect(checkFileType('a.pdf', bytes('MZ\x90\x00'))).toEqual({ ok: false, reason: 'type' });
    expect(checkFileType('a.docx', bytes('%PDF-1.4'))).toEqual({ ok: false, reason: 'type' });
    expect(checkFileType('a.exe', bytes('%PDF-1.4'))).toEqual({ ok: false, reason: 'type' });
    expect(checkFileType('a.docx', OLE)).toEqual({ ok: false, reason: 'type' });
    const encrypted = Buffer.concat([OLE, Buffer.from('EncryptionInfo', 'utf16le')]);
    expect(checkFileType('a.docx', encrypted)).toEqual({ ok: false, reason: 'encrypted' });
  });
});

describe('storedFileName', () => {
  it('keeps path-like and unicode names as text', () => {
    expect(storedFileName('../../etc/passwd.pdf')).toBe('../../etc/passwd.pdf');
    expect(storedFileName('Résumé — 日本語 📄.pdf')).toBe('Résumé — 日本語 📄.pdf');
  });

  it('normalises to NFC and drops control and bidi-override characters', () => {
    expect(storedFileName('Re\u0301sume\u0301.pdf')).toBe('Résumé.pdf');
    expect(storedFileName('a\u0000b\nc\u202efdp.exe.pdf')).toBe('abcfdp.exe.pdf');
    expect(storedFileName('  \u0007 ')).toBe('document');
  });

  it('shortens long names to 255 characters, keeping the extension', () => {
    const long = `${'ä'.repeat(300)}.docx`;
    const stored = storedFileName(long);
    expect([...stored]).toHaveLength(255);
    expect(stored.endsWith('ä.docx')).toBe(true);
    const emoji = `${'📄'.repeat(300)}.pdf`;
    expect([...storedFileName(emoji)]).toHaveLength(255);
  });
});
