// The import file's bytes → the cells of its import sheet. SheetJS reads both formats the spec allows (.xls, the
// old binary one, and .xlsx); ExcelJS reads only .xlsx (see DECISIONS.md). The file is at most ~1 MB, so it is
// read whole.

import * as XLSX from '@e965/xlsx';
import { IMPORT_SHEET } from '@gestar/domain/exports/import-template';
import type { SheetCell } from '@gestar/domain/imports/sheet-rows';
import { FILE_TOO_LARGE, INVALID_FILE } from '@gestar/domain/messages/validation';
import { MAX_IMPORT_FILE_BYTES, validateImportFiles } from '@gestar/domain/rules/forms/import-rows';
import { Unzip, UnzipInflate } from 'fflate';
import { HttpError } from '../../http/errors.ts';

/**
 * What a legitimate 1 MB workbook unpacks to is a few MB of XML; a crafted one (a zip bomb) can unpack to GBs,
 * which the reader would hold in memory. Checked by inflating once with a counter before SheetJS reads it.
 */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** A sheet's rectangle of cells read at most: ~30,000 lines of the model's 16 columns, far more than 1 MB holds. */
export const MAX_SHEET_CELLS = 2_000_000;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Buffer, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** base64 → bytes, refusing what is not strictly base64 (Buffer.from would skip stray characters). */
function decode(content: string): Buffer {
  const clean = content.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) throw new HttpError(400, INVALID_FILE);
  return Buffer.from(clean, 'base64');
}

/** Inflates every entry, counting: past MAX_UNZIPPED_BYTES the file is 'Arquivo muito grande'. */
function checkExpansion(bytes: Buffer): void {
  let total = 0;
  let tooBig = false;
  const unzip = new Unzip((entry) => {
    entry.ondata = (error, data) => {
      if (error) throw error;
      total += data.length;
      if (total > MAX_UNZIPPED_BYTES && !tooBig) {
        tooBig = true;
        entry.terminate();
      }
    };
    if (!tooBig) entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>, true);
  } catch {
    throw new HttpError(400, INVALID_FILE);
  }
  if (tooBig) throw new HttpError(400, FILE_TOO_LARGE);
}

/**
 * The sheet's cells up to its last filled line and column, whatever range the file declares (a stray cell or
 * range at XFD1048576 would otherwise make a 1 MB file a billion empty cells).
 */
function cellsOf(sheet: XLSX.WorkSheet): SheetCell[][] {
  const data = sheet['!data'] ?? [];
  let lastLine = -1;
  let lastColumn = -1;
  data.forEach((line, index) => {
    line?.forEach((cell, column) => {
      if (cell?.v === undefined || cell.v === null || cell.v === '') return;
      lastLine = index;
      lastColumn = Math.max(lastColumn, column);
    });
  });
  if ((lastLine + 1) * (lastColumn + 1) > MAX_SHEET_CELLS) throw new HttpError(400, FILE_TOO_LARGE);
  return Array.from({ length: lastLine + 1 }, (_, index) =>
    Array.from({ length: lastColumn + 1 }, (__, column) => {
      const value = data[index]?.[column]?.v;
      return value === undefined || value instanceof Date || typeof value !== 'object' ? value : null;
    }),
  );
}

/**
 * The cells of the sheet named like the model's ('Importação'), else of the first sheet, one array per line
 * from line 1 (so an index + 1 is the line the user sees). The §5 file messages for a wrong name, size or
 * content; a file that is neither a zip (.xlsx) nor an OLE2 (.xls) container is not parsed at all — SheetJS
 * would read CSV or HTML renamed .xls as a sheet.
 */
export function readImportWorkbook(fileName: string, content: string): SheetCell[][] {
  const bytes = decode(content);
  const problem = validateImportFiles([{ name: fileName, size: bytes.length }]);
  if (problem) throw new HttpError(400, problem);
  if (bytes.length > MAX_IMPORT_FILE_BYTES) throw new HttpError(400, INVALID_FILE);
  const xlsx = fileName.toLowerCase().endsWith('.xlsx');
  if (!(xlsx ? startsWith(bytes, ZIP) : startsWith(bytes, CFB) || startsWith(bytes, ZIP)))
    throw new HttpError(400, INVALID_FILE);
  if (startsWith(bytes, ZIP)) checkExpansion(bytes);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      dense: true,
    });
  } catch {
    throw new HttpError(400, INVALID_FILE);
  }
  const name = workbook.SheetNames.find((sheet) => sheet === IMPORT_SHEET) ?? workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) throw new HttpError(400, INVALID_FILE);
  return cellsOf(sheet);
}
