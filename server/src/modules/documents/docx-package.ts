import { crc32, inflateRawSync } from 'node:zlib';
import {
  DOCX_MAX_ENTRIES,
  DOCX_MAX_RATIO,
  DOCX_MAX_UNPACKED_BYTES,
  DOCX_MAX_XML_BYTES,
  RATIO_FROM_BYTES,
  count,
  megabytes,
  tooLarge,
  unreadable,
} from './bounds';

/**
 * A Word file is a ZIP. Its central directory is read here with one pass over the bytes and its
 * XML parts unpacked by zlib with the size each declares as the most it may produce, so a part
 * whose header lies is caught when it overflows, not after it has filled memory (JSZip, which
 * mammoth uses, would inflate it whole into buffers no heap limit counts). Pictures and other
 * binary parts are never unpacked: reading the text does not need them.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes and may carry a comment of up to 65,535. */
const END_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  name: string;
  method: number;
  crc: number;
  packed: number;
  unpacked: number;
  localOffset: number;
}

const damaged = (why: string) =>
  unreadable(`The Word document could not be read; it may be damaged (${why}).`);

function endOfDirectory(bytes: Buffer) {
  if (bytes.length < 22) throw damaged('no ZIP directory');
  const last = Math.max(0, bytes.length - END_SEARCH);
  for (let at = bytes.length - 22; at >= last; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw damaged('no ZIP directory');
}

/** Every entry of the central directory, refused past the bounds on count, size and ratio. */
function directory(bytes: Buffer): { entries: Entry[]; start: number } {
  const end = endOfDirectory(bytes);
  const claimed = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  // ZIP64 marks its fields 0xFFFF…; a Word file under the upload limit never needs it.
  if (claimed === 0xffff || start === 0xffffffff || bytes.readUInt16LE(end + 4) !== 0) {
    throw damaged('a ZIP64 or split archive');
  }
  if (start + size > end) throw damaged('its directory lies outside the file');
  const entries: Entry[] = [];
  let unpackedTotal = 0;
  // The count the end record claims is not trusted: the directory is walked, counting as it goes.
  for (let at = start; at < start + size;) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw damaged('a broken directory entry');
    }
    if (entries.length === DOCX_MAX_ENTRIES) {
      throw tooLarge(
        `The Word document holds more than ${count(DOCX_MAX_ENTRIES)} files, the limit.`,
      );
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: Entry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      packed: bytes.readUInt32LE(at + 20),
      unpacked: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    if (bytes.readUInt16LE(at + 8) & 1) throw damaged(`${entry.name} is encrypted`);
    if (entry.method !== STORED && entry.method !== DEFLATED) {
      throw damaged(`${entry.name} is packed in a way Word does not use`);
    }
    unpackedTotal += entry.unpacked;
    if (unpackedTotal > DOCX_MAX_UNPACKED_BYTES) {
      throw tooLarge(
        `The Word document unpacks to more than ${megabytes(DOCX_MAX_UNPACKED_BYTES)}, the limit.`,
      );
    }
    if (entry.unpacked > RATIO_FROM_BYTES && entry.unpacked > DOCX_MAX_RATIO * entry.packed) {
      const ratio = Math.round(entry.unpacked / Math.max(1, entry.packed));
      throw unreadable(
        `The Word document's part ${entry.name} unpacks to ${count(ratio)} times its packed size; ` +
          `the limit is ${count(DOCX_MAX_RATIO)} times.`,
      );
    }
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, start };
}

/** The parts the text is read from: XML, and the relationships between parts. */
const isXml = (name: string) => /\.(?:xml|rels)$/i.test(name);

/** One entry's bytes, unpacked to exactly the size its directory entry declares, or refused. */
function unpack(bytes: Buffer, entry: Entry, directoryStart: number): Buffer {
  const at = entry.localOffset;
  if (at + 30 > directoryStart || bytes.readUInt32LE(at) !== LOCAL_HEADER) {
    throw damaged(`${entry.name} is missing`);
  }
  const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (dataStart + entry.packed > directoryStart) throw damaged(`${entry.name} is cut short`);
  const packed = bytes.subarray(dataStart, dataStart + entry.packed);
  let data: Buffer;
  if (entry.method === STORED) {
    data = packed;
  } else {
    try {
      data = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.unpacked) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw unreadable(
          `The Word document's part ${entry.name} unpacks to more than the ` +
            `${count(entry.unpacked)} bytes its header declares; the file is not a genuine Word document.`,
        );
      }
      throw damaged(`${entry.name} cannot be unpacked`);
    }
  }
  if (data.length !== entry.unpacked || crc32(data) !== entry.crc) {
    throw damaged(`${entry.name} does not match its checksum`);
  }
  return data;
}

/**
 * The XML parts of a Word file by name, each unpacked within its declared size, after the whole
 * archive has been measured: its entry count, what it declares unpacked, each part's ratio, and
 * what its XML parts unpack to.
 */
export function docxXmlParts(bytes: Buffer): Map<string, Buffer> {
  const { entries, start: directoryStart } = directory(bytes);
  const xml = entries.filter((e) => isXml(e.name));
  const xmlBytes = xml.reduce((sum, e) => sum + e.unpacked, 0);
  if (xmlBytes > DOCX_MAX_XML_BYTES) {
    throw tooLarge(
      `The Word document's text and formatting unpack to ${megabytes(xmlBytes)}; ` +
        `the limit is ${megabytes(DOCX_MAX_XML_BYTES)}.`,
    );
  }
  const parts = new Map<string, Buffer>();
  for (const entry of xml) {
    if (!parts.has(entry.name)) parts.set(entry.name, unpack(bytes, entry, directoryStart));
  }
  return parts;
}

/**
 * A ZIP of `parts` stored without compression: what mammoth is given instead of the upload, so
 * its unzipping copies bytes already measured and never inflates anything.
 */
export function storedZip(parts: Map<string, Buffer>): Buffer {
  const pieces: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    pieces.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...pieces, centralBytes, end]);
}
