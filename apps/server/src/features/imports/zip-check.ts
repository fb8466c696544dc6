// What SheetJS will read of a zip, checked before it reads any of it.
//
// SheetJS (CFB.js parse_zip, in @e965/xlsx) finds the End Of Central Directory record by scanning back from the
// end of the file, walks the central directory, and for each entry reads the local header at the offset the
// directory gives — taking flags, method and sizes from that local header — then inflates from there until the
// deflate stream ends, whatever size was declared. The former check walked local headers from the start of the
// file (fflate's streaming Unzip), which is another list: a stored entry whose declared size swallows the next
// local header hides that entry from the walk, and SheetJS then inflated it (a 464 KB file became a 450 MB
// sheet). So this reads the same directory SheetJS reads, refuses any disagreement between it and the local
// headers, refuses entries whose bytes overlap, and inflates every entry exactly as declared — counting the real
// bytes and the cells — so what SheetJS is then given is known to stay within the limits.
//
// Layout (PKWARE APPNOTE 4.3): [local header + data]* [central directory header]* [end of central directory].

import { Inflate } from 'fflate';
import { CellCounter } from './cell-count.ts';

/** Why a zip is refused: it is not what it claims, or it unpacks to more than the limits. */
export class ZipRefused extends Error {
  readonly reason: 'invalid' | 'too-large';

  constructor(reason: 'invalid' | 'too-large', detail: string) {
    super(detail);
    this.reason = reason;
  }
}

export type ZipLimits = {
  /** Bytes all entries may unpack to, together. */
  maxBytes: number;
  /** Cells all entries may hold, together (cell tags and row ends of XML, an estimate for binary parts). */
  maxCells: number;
};

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  dataStart: number;
  /** Where this entry's bytes end (its data, and its data descriptor if it has one). */
  end: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
/** Encrypted (bit 0), strong encryption (bit 6), masked local header (bit 13): SheetJS refuses them anyway. */
const ENCRYPTION_FLAGS = 0x2041;
const DATA_DESCRIPTOR_FLAG = 0x0008;
/** The ZIP64 extra field, whose sizes SheetJS prefers to the header's: a 1 MB upload never needs ZIP64. */
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;
/** The smallest record SheetJS stores a cell from in a binary (.xlsb) sheet is 7 bytes. */
const BINARY_BYTES_PER_CELL = 6;
/** Compressed bytes handed to the inflater at a time: one push can unpack to at most ~1,000 times this. */
const INFLATE_CHUNK = 4096;

const invalid = (detail: string) => new ZipRefused('invalid', detail);

function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (offset: number, length: number, what: string) => {
    if (offset < 0 || offset + length > bytes.length) throw invalid(`${what} outside the file`);
  };
  return {
    need,
    u16(offset: number): number {
      need(offset, 2, 'field');
      return view.getUint16(offset, true);
    },
    u32(offset: number): number {
      need(offset, 4, 'field');
      return view.getUint32(offset, true);
    },
  };
}

const sameBytes = (bytes: Uint8Array, a: number, b: number, length: number) => {
  for (let index = 0; index < length; index++) if (bytes[a + index] !== bytes[b + index]) return false;
  return true;
};

/** The ids in an extra field, refusing one that runs past its end (SheetJS would read past it unchecked). */
function extraIds(read: ReturnType<typeof reader>, start: number, length: number): number[] {
  const ids: number[] = [];
  let at = start;
  while (at < start + length) {
    if (at + 4 > start + length) throw invalid('truncated extra field');
    ids.push(read.u16(at));
    at += 4 + read.u16(at + 2);
  }
  if (at !== start + length) throw invalid('extra field overruns');
  return ids;
}

/**
 * The entries of the central directory SheetJS would read, each checked against its local header. Throws
 * ZipRefused('invalid') for anything SheetJS could read differently from what is checked here.
 */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const read = reader(bytes);
  // SheetJS takes the last EOCD signature in the file; so does this, and then demands it really is the end.
  let eocd = bytes.length - 4;
  while (eocd >= 0 && read.u32(eocd) !== EOCD_SIGNATURE) eocd--;
  if (eocd < 0) throw invalid('no end of central directory');
  read.need(eocd, EOCD_SIZE, 'end of central directory');
  const disk = read.u16(eocd + 4);
  const directoryDisk = read.u16(eocd + 6);
  const entriesHere = read.u16(eocd + 8);
  const entriesTotal = read.u16(eocd + 10);
  const directorySize = read.u32(eocd + 12);
  const directoryStart = read.u32(eocd + 16);
  if (eocd + EOCD_SIZE + read.u16(eocd + 20) !== bytes.length) throw invalid('bytes after the zip comment');
  // 0xFFFF / 0xFFFFFFFF would point to ZIP64 records, which SheetJS does not read.
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entriesTotal || entriesHere === 0xffff)
    throw invalid('multi-disk or ZIP64 archive');
  if (entriesHere === 0) throw invalid('empty archive');
  if (directoryStart + directorySize !== eocd) throw invalid('central directory does not end at its record');

  const entries: ZipEntry[] = [];
  let at = directoryStart;
  for (let index = 0; index < entriesHere; index++) {
    read.need(at, CENTRAL_SIZE, 'central directory header');
    if (read.u32(at) !== CENTRAL_SIGNATURE) throw invalid('bad central directory signature');
    const flags = read.u16(at + 8);
    const method = read.u16(at + 10);
    const crc = read.u32(at + 16);
    const compressedSize = read.u32(at + 20);
    const uncompressedSize = read.u32(at + 24);
    const nameLength = read.u16(at + 28);
    const extraLength = read.u16(at + 30);
    const commentLength = read.u16(at + 32);
    const localOffset = read.u32(at + 42);
    const nameStart = at + CENTRAL_SIZE;
    read.need(nameStart, nameLength + extraLength + commentLength, 'central directory name');
    if (flags & ENCRYPTION_FLAGS) throw invalid('encrypted entry');
    if (method !== STORED && method !== DEFLATED) throw invalid('unsupported compression');
    if (extraIds(read, nameStart + nameLength, extraLength).includes(ZIP64_EXTRA))
      throw invalid('ZIP64 entry');
    const name = Buffer.from(bytes.subarray(nameStart, nameStart + nameLength)).toString('latin1');

    // The local header SheetJS reads for this entry must say the same thing.
    if (localOffset + LOCAL_SIZE > directoryStart) throw invalid(`${name}: local header outside the data`);
    if (read.u32(localOffset) !== LOCAL_SIGNATURE) throw invalid(`${name}: no local header at its offset`);
    const localFlags = read.u16(localOffset + 6);
    const localNameLength = read.u16(localOffset + 26);
    const localExtraLength = read.u16(localOffset + 28);
    const dataStart = localOffset + LOCAL_SIZE + localNameLength + localExtraLength;
    if (localFlags & ENCRYPTION_FLAGS) throw invalid(`${name}: encrypted entry`);
    if (read.u16(localOffset + 8) !== method) throw invalid(`${name}: method differs`);
    if (localNameLength !== nameLength || !sameBytes(bytes, localOffset + LOCAL_SIZE, nameStart, nameLength))
      throw invalid(`${name}: name differs`);
    if (extraIds(read, localOffset + LOCAL_SIZE + nameLength, localExtraLength).includes(ZIP64_EXTRA))
      throw invalid(`${name}: ZIP64 entry`);
    const localCompressed = read.u32(localOffset + 18);
    const localUncompressed = read.u32(localOffset + 22);
    let end = dataStart + compressedSize;
    if (localFlags & DATA_DESCRIPTOR_FLAG) {
      // Sizes follow the data (streaming writers); SheetJS then compares the descriptor's with the directory's.
      if (method !== DEFLATED) throw invalid(`${name}: stored entry with a data descriptor`);
      const zeroOrSame = (local: number, central: number) => local === 0 || local === central;
      if (!zeroOrSame(localCompressed, compressedSize) || !zeroOrSame(localUncompressed, uncompressedSize))
        throw invalid(`${name}: sizes differ`);
      const signed = end + 4 <= bytes.length && read.u32(end) === DESCRIPTOR_SIGNATURE;
      const fields = signed ? end + 4 : end;
      if (read.u32(fields) !== crc || read.u32(fields + 4) !== compressedSize)
        throw invalid(`${name}: data descriptor differs`);
      if (read.u32(fields + 8) !== uncompressedSize) throw invalid(`${name}: data descriptor differs`);
      end = fields + 12;
    } else if (localCompressed !== compressedSize || localUncompressed !== uncompressedSize) {
      throw invalid(`${name}: sizes differ`);
    }
    if (end > directoryStart) throw invalid(`${name}: data runs into the central directory`);
    if (method === STORED && compressedSize !== uncompressedSize)
      throw invalid(`${name}: stored sizes differ`);
    entries.push({ name, method, compressedSize, uncompressedSize, localOffset, dataStart, end });
    at = nameStart + nameLength + extraLength + commentLength;
  }
  if (at !== eocd) throw invalid('central directory size disagrees with its entries');

  // No byte belongs to two entries: that is how a local header hides inside another entry's data, and how
  // many directory entries share one compressed payload.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let index = 1; index < byOffset.length; index++) {
    const previous = byOffset[index - 1] as ZipEntry;
    if (previous.end > (byOffset[index] as ZipEntry).localOffset)
      throw invalid(`${previous.name}: overlaps the next entry`);
  }
  return entries;
}

/**
 * Checks a zip before SheetJS reads it: its directory (readCentralDirectory), the declared sizes against
 * `maxBytes`, then each entry inflated as SheetJS will inflate it, counting real bytes (an entry unpacking to
 * more than it declares is refused at that point) and cells. Returns the entries' names.
 */
export function checkZip(bytes: Uint8Array, limits: ZipLimits): string[] {
  const entries = readCentralDirectory(bytes);
  const tooLarge = (detail: string) => new ZipRefused('too-large', detail);
  let declared = 0;
  for (const entry of entries) declared += entry.uncompressedSize;
  if (declared > limits.maxBytes) throw tooLarge(`declares ${declared} bytes`);

  const cells = new CellCounter();
  const countCells = () => {
    if (cells.count > limits.maxCells) throw tooLarge(`over ${limits.maxCells} cells`);
  };
  for (const entry of entries) {
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    // Binary sheet records are not XML: bounded by their size instead.
    const binary = entry.name.toLowerCase().endsWith('.bin');
    if (binary) {
      cells.count += Math.ceil(entry.uncompressedSize / BINARY_BYTES_PER_CELL);
      countCells();
    }
    if (entry.method === STORED) {
      if (!binary) cells.feed(data);
      countCells();
      continue;
    }
    let real = 0;
    let ended = false;
    const inflater = new Inflate((chunk, final) => {
      real += chunk.length;
      if (real > entry.uncompressedSize) throw tooLarge(`${entry.name}: unpacks to more than it declares`);
      if (!binary) cells.feed(chunk);
      countCells();
      if (final) ended = true;
    });
    try {
      for (let offset = 0; offset < data.length && !ended; offset += INFLATE_CHUNK)
        inflater.push(data.subarray(offset, offset + INFLATE_CHUNK), offset + INFLATE_CHUNK >= data.length);
    } catch (error) {
      if (error instanceof ZipRefused) throw error;
      throw invalid(`${entry.name}: ${(error as Error).message}`);
    }
    // A stream that does not end within its declared size would make SheetJS inflate on into what follows.
    if (!ended) throw invalid(`${entry.name}: deflate stream does not end within the entry`);
    if (real !== entry.uncompressedSize)
      throw invalid(`${entry.name}: unpacks to another size than declared`);
  }
  return entries.map((entry) => entry.name);
}
