// The import file's bytes → the rows of its import sheet. SheetJS reads both formats the spec allows (.xls, the
// old binary one, and .xlsx); ExcelJS reads only .xlsx (see DECISIONS.md). `importFileBytes` is the cheap part
// the request handler runs; `readImportRows` runs in the parse worker (parse-worker.ts), with
// a memory and time limit around it, since a 1 MB file can still cost seconds of CPU and hundreds of MB.

import * as XLSX from '@e965/xlsx';
import { isImportSheetName } from '@gestar/domain/exports/import-template';
import type { OwnSheet } from '@gestar/domain/imports/own-sheets/apply-mapping';
import { readImportSheet, type SheetCell } from '@gestar/domain/imports/sheet-rows';
import { FILE_TOO_LARGE, INVALID_FILE } from '@gestar/domain/messages/validation';
import {
  type ImportRow,
  MAX_IMPORT_FILE_BYTES,
  validateImportFiles,
} from '@gestar/domain/rules/forms/import-rows';
import { checkZip, ZipRefused } from './zip-check.ts';

/**
 * What a legitimate 1 MB workbook unpacks to is ~11 MB of XML (the model's own ratio); a crafted one (a zip bomb)
 * can unpack to GBs, which SheetJS would hold in memory. Checked before SheetJS reads it. SheetJS then holds the
 * unpacked bytes and the sheet's text at once, so this sizes most of what a read costs.
 */
export const MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;
/**
 * Cells a .xlsx may hold, all sheets together, counted before parsing: SheetJS keeps ~130 bytes per cell.
 * A full 1 MB model file holds ~300,000. An .xls needs at least 2 bytes of its ≤ 1 MB per cell, so is below.
 */
export const MAX_FILE_CELLS = 1_000_000;
/** A sheet's rectangle of cells read at most, up to its last filled line and column. */
export const MAX_SHEET_CELLS = 2_000_000;
/**
 * Lines of data read at most (twice the 10,000-line file the import is benchmarked with): the rows go back to
 * the server's main thread to be planned, which must stay short.
 */
export const MAX_IMPORT_ROWS = 20_000;

/** A 400 answer's title ('Arquivo inválido', 'Arquivo muito grande'), or the rows. */
export type ImportRead = { rows: ImportRow[] } | { problem: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Entries that make SheetJS read a zip as something else than .xlsx (OpenDocument, UOC, Numbers). */
const OTHER_FORMATS = ['meta-inf/manifest.xml', 'objectdata.xml', 'index/document.iwa'];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * base64 → the bytes of a file with an allowed name, size and container, else the §5 message. A file that is
 * neither a zip (.xlsx) nor an OLE2 (.xls) container is not parsed at all — SheetJS would read CSV or HTML
 * renamed .xls as a sheet.
 */
export function importFileBytes(
  fileName: string,
  content: string,
): { bytes: Uint8Array } | { problem: string } {
  const clean = content.replace(/\s/g, '');
  // Buffer.from would skip stray characters.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) return { problem: INVALID_FILE() };
  const decoded = Buffer.from(clean, 'base64');
  const bytes = new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length);
  const problem = validateImportFiles([{ name: fileName, size: bytes.length }]);
  if (problem) return { problem };
  if (bytes.length > MAX_IMPORT_FILE_BYTES) return { problem: INVALID_FILE() };
  const xlsx = fileName.toLowerCase().endsWith('.xlsx');
  if (!(xlsx ? startsWith(bytes, ZIP) : startsWith(bytes, CFB) || startsWith(bytes, ZIP)))
    return { problem: INVALID_FILE() };
  return { bytes };
}

/** A zip SheetJS will read as .xlsx and within the limits, else the message. */
function zipProblem(bytes: Uint8Array): string | null {
  try {
    const names = new Set(
      checkZip(bytes, { maxBytes: MAX_UNZIPPED_BYTES, maxCells: MAX_FILE_CELLS }).map((name) =>
        name.toLowerCase().replaceAll('\\', '/'),
      ),
    );
    if (!names.has('[content_types].xml') || OTHER_FORMATS.some((name) => names.has(name)))
      return INVALID_FILE();
    return null;
  } catch (error) {
    if (error instanceof ZipRefused) return error.reason === 'too-large' ? FILE_TOO_LARGE() : INVALID_FILE();
    throw error;
  }
}

/**
 * The sheet's cells up to its last filled line and column, whatever range the file declares (a stray cell or
 * range at XFD1048576 would otherwise make a 1 MB file a billion empty cells).
 */
function cellsOf(sheet: XLSX.WorkSheet): SheetCell[][] | null {
  const data = sheet['!data'] ?? [];
  let lastLine = -1;
  let lastColumn = -1;
  let filledLines = 0;
  data.forEach((line, index) => {
    let filled = false;
    line?.forEach((cell, column) => {
      if (cell?.v === undefined || cell.v === null || cell.v === '') return;
      filled = true;
      lastLine = index;
      lastColumn = Math.max(lastColumn, column);
    });
    if (filled) filledLines++;
  });
  // The heading line and MAX_IMPORT_ROWS lines of data.
  if (filledLines > MAX_IMPORT_ROWS + 1) return null;
  if ((lastLine + 1) * (lastColumn + 1) > MAX_SHEET_CELLS) return null;
  return Array.from({ length: lastLine + 1 }, (_, index) =>
    Array.from({ length: lastColumn + 1 }, (__, column) => {
      const value = data[index]?.[column]?.v;
      return value === undefined || value instanceof Date || typeof value !== 'object' ? value : null;
    }),
  );
}

/** The workbook SheetJS reads from bytes that passed importFileBytes, or the §5 file message. */
function openWorkbook(bytes: Uint8Array): { workbook: XLSX.WorkBook } | { problem: string } {
  if (startsWith(bytes, ZIP)) {
    const problem = zipProblem(bytes);
    if (problem) return { problem };
  }
  try {
    // The worker receives a plain Uint8Array; SheetJS's 'buffer' reader wants a Buffer.
    const workbook = XLSX.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      dense: true,
    });
    return { workbook };
  } catch {
    return { problem: INVALID_FILE() };
  }
}

/**
 * The rows of the sheet named like the model's in any language ('Importação', 'Importación'), else of the first sheet, each with the line the
 * user sees (readImportSheet), or the §5 file message. `bytes` passed importFileBytes.
 */
export function readImportRows(bytes: Uint8Array): ImportRead {
  const opened = openWorkbook(bytes);
  if ('problem' in opened) return opened;
  const { workbook } = opened;
  const name = workbook.SheetNames.find(isImportSheetName) ?? workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) return { problem: INVALID_FILE() };
  const cells = cellsOf(sheet);
  if (!cells) return { problem: FILE_TOO_LARGE() };
  const read = readImportSheet(cells);
  return 'error' in read ? { problem: read.error } : read;
}

/**
 * Every sheet of a farm's own workbook as its grid (grid[i] is line i + 1, blank lines kept), or the §5 file
 * message. The sheets' rectangles together are held to MAX_SHEET_CELLS, as one sheet's are for the model.
 */
export function readWorkbookGrids(bytes: Uint8Array): { sheets: OwnSheet[] } | { problem: string } {
  const opened = openWorkbook(bytes);
  if ('problem' in opened) return opened;
  const sheets: OwnSheet[] = [];
  let cells = 0;
  for (const name of opened.workbook.SheetNames) {
    const sheet = opened.workbook.Sheets[name];
    if (!sheet) continue;
    const grid = cellsOf(sheet);
    cells += grid ? grid.length * (grid[0]?.length ?? 0) : 0;
    if (!grid || cells > MAX_SHEET_CELLS) return { problem: FILE_TOO_LARGE() };
    sheets.push({ name, grid });
  }
  return sheets.length > 0 ? { sheets } : { problem: INVALID_FILE() };
}
