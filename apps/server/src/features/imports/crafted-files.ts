// Hostile and limit-sized import files for the tests and bench/imports: a zip written field by field,
// so a test can make its local headers and central directory disagree, and the largest file the reader still
// accepts. Not imported by production code.
import { IMPORT_COLUMNS } from '@gestar/domain/exports/import-template';
import { Deflate, deflateSync, strToU8 } from 'fflate';
import { MAX_FILE_CELLS, MAX_IMPORT_ROWS, MAX_UNZIPPED_BYTES } from './read-workbook.ts';

/** One entry as the zip will hold it: its name, its bytes as stored (deflated or not) and what they unpack to. */
export type RawEntry = { name: string; method: 0 | 8; data: Uint8Array; size: number };

/** An entry as the local header and the central directory each describe it (they may disagree). */
export type Placed = RawEntry & { offset: number };

const u16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const u32 = (value: number) => [
  value & 0xff,
  (value >>> 8) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 24) & 0xff,
];

function localHeader(entry: RawEntry, compressed = entry.data.length, size = entry.size): Uint8Array {
  const name = strToU8(entry.name);
  // Signature, version 2.0, no flags, method, no time, CRC left 0 (SheetJS does not check it), sizes, name.
  const fixed = [0x50, 0x4b, 0x03, 0x04, ...u16(20), ...u16(0), ...u16(entry.method), ...u32(0), ...u32(0)];
  return new Uint8Array([
    ...fixed,
    ...u32(compressed),
    ...u32(size),
    ...u16(name.length),
    ...u16(0),
    ...name,
  ]);
}

function centralHeader(entry: Placed): Uint8Array {
  const name = strToU8(entry.name);
  const fixed = [0x50, 0x4b, 0x01, 0x02, ...u16(20), ...u16(20), ...u16(0), ...u16(entry.method)];
  return new Uint8Array([
    ...fixed,
    ...u32(0),
    ...u32(0),
    ...u32(entry.data.length),
    ...u32(entry.size),
    ...u16(name.length),
    ...u16(0),
    ...u16(0),
    ...u16(0),
    ...u16(0),
    ...u32(0),
    ...u32(entry.offset),
    ...name,
  ]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function endRecord(entries: number, directorySize: number, directoryStart: number): Uint8Array {
  const fields = [...u16(0), ...u16(0), ...u16(entries), ...u16(entries)];
  return new Uint8Array([
    0x50,
    0x4b,
    0x05,
    0x06,
    ...fields,
    ...u32(directorySize),
    ...u32(directoryStart),
    0,
    0,
  ]);
}

/**
 * A zip of `entries` (each deflated unless given as raw), local records in order; `directory` may rewrite the
 * central directory's entries (to list one twice, say) before it is written.
 */
export function writeZip(
  entries: (RawEntry | { name: string; bytes: Uint8Array })[],
  directory: (placed: Placed[]) => Placed[] = (placed) => placed,
): Uint8Array {
  const raw = entries.map((entry) =>
    'bytes' in entry
      ? { name: entry.name, method: 8 as const, data: deflateSync(entry.bytes), size: entry.bytes.length }
      : entry,
  );
  const parts: Uint8Array[] = [];
  const placed: Placed[] = [];
  let at = 0;
  for (const entry of raw) {
    const header = localHeader(entry);
    placed.push({ ...entry, offset: at });
    parts.push(header, entry.data);
    at += header.length + entry.data.length;
  }
  const listed = directory(placed);
  const central = concat(listed.map(centralHeader));
  return concat([...parts, central, endRecord(listed.length, central.length, at)]);
}

/** `size` zero bytes deflated, without ever holding them: the payload of a bomb. */
export function deflatedZeros(size: number): Uint8Array {
  const chunk = new Uint8Array(1024 * 1024);
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level: 1 }, (data) => out.push(data));
  for (let left = size; left > 0; left -= chunk.length)
    deflate.push(left > chunk.length ? chunk : chunk.subarray(0, left), left <= chunk.length);
  return concat(out);
}

/**
 * The bypass the former check let through: `entries` (a real workbook), then a stored entry whose declared size swallows
 * the local header and data of `hidden`. Walking local headers from the start sees the stored entry and never
 * `hidden`; the central directory lists both, so SheetJS inflates `hidden`.
 */
export function swallowingZip(entries: RawEntry[], hidden: RawEntry): Uint8Array {
  const parts: Uint8Array[] = [];
  const placed: Placed[] = [];
  let at = 0;
  for (const entry of entries) {
    const header = localHeader(entry);
    placed.push({ ...entry, offset: at });
    parts.push(header, entry.data);
    at += header.length + entry.data.length;
  }
  const hiddenRecord = concat([localHeader(hidden), hidden.data]);
  const wrapper: RawEntry = { name: 'docProps/thumbnail.jpeg', method: 0, data: hiddenRecord, size: 0 };
  wrapper.size = hiddenRecord.length;
  const wrapperHeader = localHeader(wrapper);
  placed.push({ ...wrapper, offset: at }, { ...hidden, offset: at + wrapperHeader.length });
  parts.push(wrapperHeader, hiddenRecord);
  at += wrapperHeader.length + hiddenRecord.length;
  const directory = concat(placed.map(centralHeader));
  return concat([...parts, directory, endRecord(placed.length, directory.length, at)]);
}

const XLSX_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Importação" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A workbook of one sheet, 'Importação', whose XML is `sheetXml`. */
export function xlsxWithSheet(sheetXml: string): Uint8Array {
  const files = Object.entries(XLSX_PARTS).map(([name, xml]) => ({ name, bytes: strToU8(xml) }));
  return writeZip([...files, { name: 'xl/worksheets/sheet1.xml', bytes: strToU8(sheetXml) }]);
}

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

/** `lines` lines of `columns` small numbers each: a few hundred KB zipped for a million cells. */
export function numbersXlsx(lines: number, columns: number): Uint8Array {
  const parts = [SHEET_START];
  for (let line = 0; line < lines; line++) parts.push(`<row>${'<c><v>1</v></c>'.repeat(columns)}</row>`);
  parts.push(SHEET_END);
  return xlsxWithSheet(parts.join(''));
}

/**
 * The most the reader still accepts: MAX_IMPORT_ROWS lines of data under the model's headings, as many numeric
 * cells as MAX_FILE_CELLS allows (the count takes each line's end too), and whitespace padding the sheet's XML
 * to just under MAX_UNZIPPED_BYTES — all in fewer than 1,024,000 bytes. The parser reads every cell; the rows
 * are then refused line by line (numbers are no breed), which is what an attacker gets for it.
 */
export function worstAcceptedXlsx(): Uint8Array {
  const lines = MAX_IMPORT_ROWS + 1;
  const columns = Math.floor((MAX_FILE_CELLS - lines) / lines);
  const headings = IMPORT_COLUMNS.map((column) => column.header);
  const heading = Array.from({ length: columns }, (_, index) => headings[index] ?? `Coluna ${index + 1}`);
  const parts: string[] = [
    SHEET_START,
    `<row>${heading.map((text) => `<c t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`).join('')}</row>`,
  ];
  const size = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
  // Whitespace between cells, which SheetJS trims: the XML it must scan grows, the cells do not.
  const room = MAX_UNZIPPED_BYTES - 64 * 1024 - size - SHEET_END.length;
  const perLine = Math.floor(room / (lines - 1));
  for (let line = 1; line < lines; line++) {
    let row = '';
    for (let column = 0; column < columns; column++) row += `<c><v>${(line * 7 + column) % 1000}</v></c>`;
    parts.push(`<row>${' '.repeat(Math.max(0, perLine - row.length - 11))}${row}</row>`);
  }
  parts.push(SHEET_END);
  return xlsxWithSheet(parts.join(''));
}
