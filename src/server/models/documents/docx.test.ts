import { describe, expect, it } from 'vitest';
import { makeDocx, makeZip } from '../../../../test/helpers/sample-documents.ts';
import { DOCX_LIMITS, docxToText } from './docx.ts';
import { ExtractionError, type ExtractionFailure } from './extraction-error.ts';
import { TextBudget } from './text-budget.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const MB = 1024 * 1024;

/** A DOCX whose main part, named by its relationships, is `documentXml`. */
function docxOf(documentXml: string, mainPart = 'word/document.xml'): Buffer {
  const rels =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/${mainPart}"/>` +
    '</Relationships>';
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: mainPart, data: Buffer.from(documentXml) },
  ]);
}

const body = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:mc="${MC}"><w:body>${inner}</w:body></w:document>`;

async function read(bytes: Buffer, maxBytes = Infinity, limits = DOCX_LIMITS) {
  const budget = new TextBudget(maxBytes);
  await docxToText(bytes, budget, limits);
  return { text: budget.text(), cut: budget.cut };
}

async function failure(bytes: Buffer, limits = DOCX_LIMITS): Promise<ExtractionFailure> {
  const error: unknown = await read(bytes, Infinity, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return (error as ExtractionError).reason;
}

/** About 1 MB of paragraphs. */
const PROSE = Array.from({ length: 8_000 }, (_, index) => `Line ${index % 10}: the tide came in.`);

describe('docxToText', () => {
  it('reads runs, tabs, breaks and paragraphs as Word shows them, once each', async () => {
    const xml = body(
      '<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>' +
        '<w:r><w:t>Fish &amp; chips</w:t><w:tab/><w:t xml:space="preserve"> cost </w:t></w:r>' +
        '<w:r><w:t>£4</w:t><w:br/><w:t>next line</w:t></w:r></w:p>' +
        '<w:p><w:del><w:r><w:delText>deleted</w:delText></w:r></w:del>' +
        '<w:r><w:instrText>PAGE</w:instrText><w:t>Second</w:t><w:noBreakHyphen/><w:t>para</w:t></w:r></w:p>' +
        '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:t>twice</w:t></mc:Choice>' +
        '<mc:Fallback><w:t>Once</w:t></mc:Fallback></mc:AlternateContent></w:r></w:p>',
    );
    expect((await read(docxOf(xml))).text).toBe(
      'Fish & chips\t cost £4\nnext line\n\nSecond-para\n\nOnce',
    );
  });

  it('finds the main part through the package relationships', async () => {
    const xml = body('<w:p><w:r><w:t>Main part</w:t></w:r></w:p>');
    expect((await read(docxOf(xml, 'word/main.xml'))).text).toBe('Main part');
  });

  it('reads a 300 MB document.xml of text only as far as the budget, in moments', async () => {
    const bomb = makeDocx(PROSE, { repeat: 300 });
    expect(bomb.length).toBeLessThan(2 * MB);
    const started = Date.now();
    const { text, cut } = await read(bomb, 800_000);
    expect(cut).toBe(true);
    expect(Buffer.byteLength(text)).toBeGreaterThan(800_000 - 4);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(800_000);
    expect(text.startsWith('Line 0: the tide came in.\n\nLine 1:')).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses as unreadable a directory that claims no entries', async () => {
    expect(await failure(makeDocx(PROSE, { repeat: 300, declaredEntries: 0 }))).toBe('unreadable');
  });

  it('refuses as unreadable an entry that inflates past the size its directory declares', async () => {
    expect(await failure(makeDocx(PROSE, { repeat: 300, declaredSize: 1024 }))).toBe('unreadable');
  });

  it('refuses as too complex markup without text past the inflated ceiling', async () => {
    const paragraphs = Buffer.from('<w:p/>'.repeat(100_000));
    const bomb = makeZip([
      { name: '_rels/.rels', data: Buffer.from('<Relationships/>') },
      {
        name: 'word/document.xml',
        runs: [
          { data: Buffer.from(body('').replace('</w:body></w:document>', '')) },
          { data: paragraphs, times: 500 },
          { data: Buffer.from('</w:body></w:document>') },
        ],
      },
    ]);
    expect(await failure(bomb, { ...DOCX_LIMITS, maxInflatedBytes: 8 * MB })).toBe('too-complex');
  });

  it('refuses as too complex a directory with more entries than the ceiling', async () => {
    const entries = Array.from({ length: 5 }, (_, index) => ({
      name: `part${index}.xml`,
      data: Buffer.from('<x/>'),
    }));
    expect(await failure(makeZip(entries), { ...DOCX_LIMITS, maxEntries: 4 })).toBe('too-complex');
  });

  it('never expands entities a document declares (billion laughs)', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY lol "lol">' +
      '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>' +
      `<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>&lol3;</w:t></w:r></w:p></w:body></w:document>`;
    expect(await failure(docxOf(laughs))).toBe('unreadable');
  });

  it('refuses as unreadable what is no DOCX: another ZIP, a cut archive, broken XML', async () => {
    expect(await failure(makeZip([{ name: 'readme.txt', data: Buffer.from('hi') }]))).toBe(
      'unreadable',
    );
    const docx = makeDocx(['Some text']);
    expect(await failure(docx.subarray(0, docx.length - 30))).toBe('unreadable');
    expect(await failure(docxOf(body('<w:p><w:r><w:t>open')))).toBe('unreadable');
  });
});
