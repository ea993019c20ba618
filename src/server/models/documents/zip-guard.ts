import { inflateRawSync } from 'node:zlib';

export class ZipError extends Error {
  constructor(readonly reason: 'unreadable' | 'too-large') {
    super(reason);
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * Unpacks every entry of a ZIP with a ceiling on the total output, so a DOCX that is a zip bomb
 * (a few MB inflating to gigabytes) is refused before the DOCX reader tries to hold it in memory.
 * Throws ZipError('too-large') past `maxTotalBytes`, ZipError('unreadable') for a broken archive.
 */
export function assertZipUnpacksWithin(bytes: Uint8Array, maxTotalBytes: number): void {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= searchFrom; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipError('unreadable');
  const entries = zip.readUInt16LE(end + 10);
  let cursor = zip.readUInt32LE(end + 16);
  let budget = maxTotalBytes;
  try {
    for (let index = 0; index < entries; index += 1) {
      if (zip.readUInt32LE(cursor) !== DIRECTORY_ENTRY) throw new ZipError('unreadable');
      const method = zip.readUInt16LE(cursor + 10);
      const compressedSize = zip.readUInt32LE(cursor + 20);
      const local = zip.readUInt32LE(cursor + 42);
      cursor +=
        46 +
        zip.readUInt16LE(cursor + 28) +
        zip.readUInt16LE(cursor + 30) +
        zip.readUInt16LE(cursor + 32);
      if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new ZipError('unreadable');
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressedSize);
      let size: number;
      if (method === 0) size = data.length;
      else if (method === 8) {
        size = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } else throw new ZipError('unreadable');
      budget -= size;
      if (budget < 0) throw new ZipError('too-large');
    }
  } catch (error) {
    if (error instanceof ZipError) throw error;
    if (error instanceof RangeError && /maxOutputLength|buffer/i.test(error.message)) {
      throw new ZipError('too-large');
    }
    throw new ZipError('unreadable');
  }
}
