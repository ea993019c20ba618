import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Real documents built byte by byte, so the upload tests need no binary fixtures: a one-page PDF
 * (optionally encrypted), a DOCX (a ZIP of WordprocessingML) and an RTF, each with known text.
 */

/** PDF string literal escaping: backslash and parentheses. */
const pdfLiteral = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A raw deflate stream that inflates to each run's bytes repeated `times` times, built from one
 * compressed copy of each: a 1 GB stream costs a few MB to make and about 1 MB to hold.
 */
export function deflateRuns(runs: { data: Buffer; times?: number }[]): Buffer {
  const chunks = runs.flatMap(({ data, times = 1 }) => {
    // A sync flush ends each chunk on a byte boundary with no final block, so copies chain.
    const chunk = deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
    return Array.from({ length: times }, () => chunk);
  });
  return Buffer.concat([...chunks, deflateRawSync(Buffer.alloc(0))]);
}

/** The CRC-32 of the bytes `deflateRuns(runs)` inflates to. */
function crcOfRuns(runs: { data: Buffer; times?: number }[]): number {
  let crc = 0;
  for (const { data, times = 1 } of runs) {
    for (let copy = 0; copy < times; copy += 1) crc = crc32(data, crc);
  }
  return crc;
}

const ADLER_BASE = 65521;

function adler32(data: Buffer): number {
  let low = 1;
  let high = 0;
  for (const byte of data) {
    low = (low + byte) % ADLER_BASE;
    high = (high + low) % ADLER_BASE;
  }
  return ((high << 16) | low) >>> 0;
}

/** zlib's adler32_combine: the Adler-32 of A + B from those of A and B and B's length. */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % ADLER_BASE;
  let low = first & 0xffff;
  let high = (remainder * low) % ADLER_BASE;
  low += (second & 0xffff) + ADLER_BASE - 1;
  high += (first >>> 16) + (second >>> 16) + ADLER_BASE - remainder;
  if (low >= ADLER_BASE) low -= ADLER_BASE;
  if (low >= ADLER_BASE) low -= ADLER_BASE;
  if (high >= ADLER_BASE * 2) high -= ADLER_BASE * 2;
  if (high >= ADLER_BASE) high -= ADLER_BASE;
  return ((high << 16) | low) >>> 0;
}

/** `deflateRuns` in the zlib format (header and Adler-32) that PDF's FlateDecode uses. */
export function zlibRuns(runs: { data: Buffer; times?: number }[]): Buffer {
  let checksum = 1;
  for (const { data, times = 1 } of runs) {
    const own = adler32(data);
    for (let copy = 0; copy < times; copy += 1) {
      checksum = adler32Combine(checksum, own, data.length);
    }
  }
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(checksum);
  return Buffer.concat([Buffer.from([0x78, 0x9c]), deflateRuns(runs), trailer]);
}

const sizeOfRuns = (runs: { data: Buffer; times?: number }[]) =>
  runs.reduce((total, { data, times = 1 }) => total + data.length * times, 0);

const TEXT_HEAD = 'BT\n/F1 12 Tf\n72 720 Td\n14 TL\n';
const TEXT_TAIL = 'ET';
const showLines = (lines: string[]) => lines.map((line) => `(${pdfLiteral(line)}) '\n`).join('');

/**
 * A FlateDecode content stream of about `megabytes` MB (a text bomb when large) that shows
 * `lines` (at most 50: one page) over and over, each time from the top of the page.
 */
export function flateTextContent(lines: string[], megabytes: number): Buffer {
  const page = `${TEXT_HEAD}${showLines(lines)}${TEXT_TAIL}\n`;
  const block = page.repeat(Math.ceil((1024 * 1024) / page.length));
  return zlibRuns([{ data: Buffer.from(block, 'latin1'), times: megabytes }]);
}

/**
 * A small PDF that is slow to read: `pages` pages whose content streams each inflate to
 * `megabytes` MB of line-drawing operators and no text, so the reader parses every operator
 * (within its per-stream and per-file bounds) and finds nothing to stop early for. 4 pages of
 * 60 MB: about 490 KB, and several seconds of processor time.
 */
export function makeSlowPdf(pages = 4, megabytes = 60): Buffer {
  const drawing = Buffer.from('0 0 m 10 10 l S\n'.repeat(65_536), 'latin1');
  return makePdf([], {
    pages: Array.from({ length: pages }, () => zlibRuns([{ data: drawing, times: megabytes }])),
  });
}

type PdfObject = string | (string | Buffer)[];

/**
 * A valid PDF whose page shows `lines` in Helvetica. `encrypted` adds a standard security handler
 * whose user password is not empty, so readers must ask for a password. `pages` replaces that
 * page with one page per FlateDecode content stream (see `zlibRuns`), `contentEntries` is added
 * to their dictionaries, and `image` (zlib-compressed 8-bit grey pixels) is an image in every
 * page's resources.
 */
export function makePdf(
  lines: string[],
  options: {
    encrypted?: boolean;
    pages?: Buffer[];
    contentEntries?: string;
    image?: { width: number; height: number; data: Buffer };
  } = {},
): Buffer {
  const contents = options.pages ?? [
    Buffer.from(TEXT_HEAD + showLines(lines) + TEXT_TAIL, 'latin1'),
  ];
  const filter = options.pages ? ' /Filter /FlateDecode' : '';
  const firstPage = options.image ? 5 : 4;
  const pageRefs = contents.map((_, index) => `${firstPage + index * 2} 0 R`);
  const image = options.image;
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  if (image) {
    objects.push([
      `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ` +
        `/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.data.length} >>\nstream\n`,
      image.data,
      '\nendstream',
    ]);
  }
  const resources = `<< /Font << /F1 3 0 R >>${image ? ' /XObject << /Im1 4 0 R >>' : ''} >>`;
  contents.forEach((stream, index) => {
    const contentRef = `${firstPage + index * 2 + 1} 0 R`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentRef} /Resources ${resources} >>`,
      [
        `<< /Length ${stream.length}${filter}${options.contentEntries ?? ''} >>\nstream\n`,
        stream,
        '\nendstream',
      ],
    );
  });
  if (options.encrypted) {
    const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
    objects.push(
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O ${hex32('5a')} /U ${hex32('a5')} >>`,
    );
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const append = (...pieces: (string | Buffer)[]) => {
    for (const piece of pieces) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
      parts.push(bytes);
      length += bytes.length;
    }
  };
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    append(`${index + 1} 0 obj\n`, ...(Array.isArray(object) ? object : [object]), '\nendobj\n');
  });
  const xrefAt = length;
  append(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  append(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  const encrypt = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`
    : '';
  append(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );
  return Buffer.concat(parts);
}

/**
 * An entry's bytes, or (for bombs) its runs of repeated bytes. `declaredSize` is the size the
 * headers claim, when they lie.
 */
const WORDS = (
  'the harbour city council report said that ferry traffic grew while freight fell after new ' +
  'bridge opened in spring and container volumes rose by percent over three years of steady trade'
).split(' ');

/** Lines of prose, different on each line, as a seeded sequence (the same on every run). */
export function proseLines(count: number, seed = 1): string[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: count }, (_, index) => {
    const words = Array.from({ length: 11 }, () => WORDS[next() % WORDS.length]!);
    return `${index + 1}. ${words.join(' ')}.`;
  });
}

/**
 * A report as a word processor exports it: `pageCount` pages of 45 lines of prose each, and a
 * photo (noise, which does not compress) that brings the file to about `megabytes` MB.
 */
export function makeReportPdf(pageCount: number, megabytes: number): Buffer {
  const lines = proseLines(pageCount * 45);
  const pages = Array.from({ length: pageCount }, (_, page) =>
    deflateSync(
      Buffer.from(
        TEXT_HEAD + showLines(lines.slice(page * 45, (page + 1) * 45)) + TEXT_TAIL,
        'latin1',
      ),
    ),
  );
  const textBytes = pages.reduce((total, page) => total + page.length, 0);
  const width = 1_000;
  // Less 64 KB for the rest of the file, and for deflate, which makes noise a little larger.
  const height = Math.max(1, Math.floor((megabytes * 1024 * 1024 - textBytes - 65_536) / width));
  const image = { width, height, data: deflateSync(randomBytes(width * height)) };
  return makePdf([], { pages, image });
}

type ZipEntry = { name: string; declaredSize?: number } & (
  { data: Buffer } | { runs: { data: Buffer; times?: number }[] }
);

/**
 * A ZIP archive (deflate) written by hand: local headers, central directory, end record.
 * `declaredEntries` is the entry count the end record claims, when it lies.
 */
export function makeZip(entries: ZipEntry[], options: { declaredEntries?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const runs = 'runs' in entry ? entry.runs : [{ data: entry.data }];
    const compressed = 'runs' in entry ? deflateRuns(runs) : deflateRawSync(entry.data);
    const crc = crcOfRuns(runs);
    const size = entry.declaredSize ?? sizeOfRuns(runs);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  const declaredEntries = options.declaredEntries ?? entries.length;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredEntries, 8);
  end.writeUInt16LE(declaredEntries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A minimal valid DOCX: one paragraph per line. For bombs, `repeat` repeats the paragraphs that
 * many times inside `word/document.xml`, and `declaredEntries` and `declaredSize` (of that part)
 * are what the archive claims.
 */
export function makeDocx(
  paragraphs: string[],
  options: { repeat?: number; declaredEntries?: number; declaredSize?: number } = {},
): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>';
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`)
    .join('');
  const document = [
    {
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
      ),
    },
    { data: Buffer.from(body), times: options.repeat ?? 1 },
    { data: Buffer.from('</w:body></w:document>') },
  ];
  return makeZip(
    [
      { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
      { name: '_rels/.rels', data: Buffer.from(rels) },
      { name: 'word/document.xml', runs: document, declaredSize: options.declaredSize },
    ],
    { declaredEntries: options.declaredEntries },
  );
}

/** RTF escaping of arbitrary text: ASCII as is, other code points as \uN with a '?' fallback. */
function rtfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`;
    else if (code < 0x80) out += char;
    else {
      // RTF's \u takes signed 16-bit UTF-16 units.
      for (const unit of String.fromCodePoint(code).split('')) {
        const value = unit.charCodeAt(0);
        out += `\\u${value > 0x7fff ? value - 0x10000 : value}?`;
      }
    }
  }
  return out;
}

/**
 * An RTF document as a word processor writes it: font and colour tables, a stylesheet, an
 * info group, an embedded picture, and the paragraphs (with `\'hh` for one Windows-1252 char).
 */
export function makeRtf(paragraphs: string[]): Buffer {
  const body = paragraphs.map((text) => `\\pard\\plain\\f0\\fs24 ${rtfText(text)}\\par`).join('\n');
  const rtf =
    '{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1' +
    '{\\fonttbl{\\f0\\froman\\fcharset0 Times New Roman;}{\\f1\\fswiss Arial;}}' +
    '{\\colortbl;\\red0\\green0\\blue0;\\red255\\green0\\blue0;}' +
    '{\\stylesheet{\\s0 Normal;}{\\s1\\b Heading 1;}}' +
    '{\\info{\\title Secret title}{\\author Someone}}' +
    '{\\*\\generator Parley tests;}' +
    '{\\pict\\pngblip\\picw10\\pich10 89504e470d0a1a0a0000000d49484452}\n' +
    body +
    "\n\\pard Caf\\'e9 au lait\\par\n}";
  return Buffer.from(rtf, 'latin1');
}
