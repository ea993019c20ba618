import { describe, expect, it } from 'vitest';
import { checkPickedDocuments, formatFileSize } from './document-checks.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('checkPickedDocuments', () => {
  it('accepts up to 3 PDF, DOCX and RTF files of at most 10 MB', () => {
    expect(checkPickedDocuments(0, [file('a.pdf'), file('b.DOCX'), file('c.rtf')])).toBeNull();
    expect(checkPickedDocuments(2, [file('a.pdf', 10 * 1024 * 1024)])).toBeNull();
  });

  it('counts the documents already attached', () => {
    expect(checkPickedDocuments(2, [file('a.pdf'), file('b.pdf')])).toBe(
      'Maximum 3 documents allowed. You currently have 2 documents.',
    );
  });

  it('names every file of the wrong type', () => {
    expect(checkPickedDocuments(0, [file('a.exe'), file('b.pdf'), file('c.txt')])).toBe(
      'Invalid file types detected: a.exe, c.txt. Only PDF, DOCX, and RTF files are allowed.',
    );
  });

  it('refuses files over 10 MB', () => {
    expect(checkPickedDocuments(0, [file('big.pdf', 10 * 1024 * 1024 + 1)])).toBe(
      'big.pdf is larger than 10 MB.',
    );
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(11 * 1024 * 1024)).toBe('11.0 MB');
  });
});
