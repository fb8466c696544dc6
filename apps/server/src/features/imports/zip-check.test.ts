import * as XLSX from '@e965/xlsx';
import { FILE_TOO_LARGE, INVALID_FILE } from '@gestar/domain/messages/validation';
import { MAX_IMPORT_FILE_BYTES } from '@gestar/domain/rules/forms/import-rows';
import ExcelJS from 'exceljs';
import { deflateSync, strToU8, Unzip, UnzipInflate, unzipSync, Zip, ZipDeflate } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CellCounter } from './cell-count.ts';
import {
  deflatedZeros,
  numbersXlsx,
  type RawEntry,
  swallowingZip,
  worstAcceptedXlsx,
  writeZip,
} from './crafted-files.ts';
import { MAX_FILE_CELLS, readImportRows } from './read-workbook.ts';
import { checkZip, ZipRefused } from './zip-check.ts';

const LIMITS = { maxBytes: 32 * 1024 * 1024, maxCells: 1_000_000 };

async function modelFile(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Importação');
  sheet.addRow(['ID da Matriz', 'Raça']);
  sheet.addRow(['A1', 'Nelore']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const entriesOf = (bytes: Uint8Array): RawEntry[] =>
  Object.entries(unzipSync(bytes)).map(([name, data]) => ({
    name,
    method: 8,
    data: deflateSync(data),
    size: data.length,
  }));

const refusal = (bytes: Uint8Array) => {
  try {
    checkZip(bytes, LIMITS);
    return null;
  } catch (error) {
    return error instanceof ZipRefused ? error.reason : error;
  }
};

/** What a walk of local headers from the start of the file (the former check) sees. */
function walkedNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const unzip = new Unzip((file) => names.push(file.name));
  unzip.register(UnzipInflate);
  unzip.push(bytes, true);
  return names;
}

// The checks read the zip the way SheetJS reads it: what they pass is what SheetJS will unpack.
describe('checkZip', () => {
  it('accepts what spreadsheet writers make, data descriptors included', async () => {
    const model = await modelFile();
    const sheetjs = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(sheetjs, XLSX.utils.aoa_to_sheet([['ID da Matriz'], ['A1']]), 'Importação');
    const written = new Uint8Array(
      XLSX.write(sheetjs, { type: 'buffer', bookType: 'xlsx', compression: true }),
    );
    // fflate's streaming writer sets flag 3 and puts the sizes after the data, as streaming writers do.
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, data) => {
      if (error) throw error;
      chunks.push(data);
    });
    for (const [name, data] of Object.entries(unzipSync(model))) {
      const file = new ZipDeflate(name);
      zip.add(file);
      file.push(data, true);
    }
    zip.end();
    const streamed = Buffer.concat(chunks);
    for (const file of [model, written, new Uint8Array(streamed)]) {
      expect(refusal(file)).toBeNull();
      const read = readImportRows(file);
      expect('rows' in read && read.rows[0]?.codVaca).toBe('A1');
    }
  });

  it('refuses an entry hidden inside a stored entry, which the local-header walk never sees', async () => {
    const hidden = {
      name: 'xl/media/image1.png',
      method: 8 as const,
      data: deflatedZeros(64 << 20),
      size: 64 << 20,
    };
    const bomb = swallowingZip(entriesOf(await modelFile()), hidden);
    expect(bomb.length).toBeLessThan(MAX_IMPORT_FILE_BYTES);
    expect(walkedNames(bomb)).not.toContain(hidden.name);
    expect(refusal(bomb)).toBe('invalid');
  });

  it('refuses entries sharing bytes, an entry unpacking to more than it says, and lying headers', async () => {
    const entries = entriesOf(await modelFile());
    const payload = {
      name: 'xl/media/a.png',
      method: 8 as const,
      data: deflatedZeros(8 << 20),
      size: 8 << 20,
    };
    // Ten directory entries on one payload: 80 MB out of 8 MB declared once.
    const shared = writeZip([...entries, payload], (placed) => [
      ...placed,
      ...Array.from({ length: 9 }, () => placed[placed.length - 1] as (typeof placed)[number]),
    ]);
    expect(refusal(shared)).toBe('invalid');
    const understated = writeZip([...entries, { ...payload, size: 1000 }]);
    expect(refusal(understated)).toBe('too-large');
    const overstated = writeZip([...entries, { ...payload, size: (8 << 20) + 1 }]);
    expect(refusal(overstated)).toBe('invalid');
    const declared = writeZip([...entries, { ...payload, data: deflatedZeros(40 << 20), size: 40 << 20 }]);
    expect(refusal(declared)).toBe('too-large');
    // A stream that runs past its declared size would have SheetJS inflate on into the next entry.
    const cut = writeZip([...entries, { ...payload, data: payload.data.subarray(0, 100) }]);
    expect(refusal(cut)).toBe('invalid');
    const good = writeZip(entries);
    expect(refusal(good)).toBeNull();
    expect(refusal(new Uint8Array([...good, 0x78]))).toBe('invalid');
    const renamed = new Uint8Array(good);
    renamed[30] = 0x5f; // the first local header's name no longer matches the directory's
    expect(refusal(renamed)).toBe('invalid');
  });

  it('counts cells before parsing: over the limit is too large, however small the zip', () => {
    const lines = 10_000;
    const columns = Math.ceil(MAX_FILE_CELLS / lines);
    const file = numbersXlsx(lines, columns);
    expect(file.length).toBeLessThan(200_000);
    expect(refusal(file)).toBe('too-large');
    expect(readImportRows(file)).toEqual({ problem: FILE_TOO_LARGE() });
    expect(readImportRows(numbersXlsx(10, 10))).toEqual({ problem: INVALID_FILE() });
  });

  it('counts what SheetJS splits on, across chunk boundaries and namespace prefixes', () => {
    const counter = new CellCounter();
    const xml = '<x:row><x:c r="A1"><v>1</v></x:c><c/><c>2</c><col/><cx:c>3</cx:c><ch></x:row></row >';
    for (const byte of strToU8(xml)) counter.feed(new Uint8Array([byte]));
    // <x:c , <c/, <c>, <cx:c>, and the one </x:row>: not <col/, <ch>, </row > nor <v>.
    expect(counter.count).toBe(5);
  });

  it('lets the worst accepted file through, at the limits', () => {
    const file = worstAcceptedXlsx();
    expect(file.length).toBeLessThanOrEqual(MAX_IMPORT_FILE_BYTES);
    expect(refusal(file)).toBeNull();
  });
});
