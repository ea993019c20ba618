import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Real documents built byte by byte, so the upload tests need no binary fixtures: a one-page PDF
 * (optionally encrypted), a DOCX (a ZIP of WordprocessingML) and an RTF, each with known text.
 */

/** PDF string literal escaping: backslash and parentheses. */
const pdfLiteral = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A valid single-page PDF whose page shows `lines` in Helvetica. `encryptWith` adds a standard
 * security handler whose user password is not empty, so readers must ask for a password.
 */
export function makePdf(lines: string[], options: { encrypted?: boolean } = {}): Buffer {
  const stream = [
    'BT',
    '/F1 12 Tf',
    '72 720 Td',
    '14 TL',
    ...lines.map((line) => `(${pdfLiteral(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  if (options.encrypted) {
    const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
    objects.push(
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O ${hex32('5a')} /U ${hex32('a5')} >>`,
    );
  }
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`
    : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type ZipEntry = { name: string; data: Buffer };

/** A ZIP archive (deflate) written by hand: local headers, central directory, end record. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal valid DOCX: one paragraph per line. */
export function makeDocx(paragraphs: string[]): Buffer {
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
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    paragraphs
      .map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`)
      .join('') +
    '</w:body></w:document>';
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
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
