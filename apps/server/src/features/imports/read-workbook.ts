// The import file's bytes → the cells of its import sheet. SheetJS reads both formats the spec allows (.xls, the
// old binary one, and .xlsx); ExcelJS reads only .xlsx (see DECISIONS.md). The file is at most ~1 MB, so it is
// read whole.

import * as XLSX from '@e965/xlsx';
import { IMPORT_SHEET } from '@gestar/domain/exports/import-template';
import type { SheetCell } from '@gestar/domain/imports/sheet-rows';
import { INVALID_FILE } from '@gestar/domain/messages/validation';
import { MAX_IMPORT_FILE_BYTES, validateImportFiles } from '@gestar/domain/rules/forms/import-rows';
import { HttpError } from '../../http/errors.ts';

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
  const start = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const lines = XLSX.utils.sheet_to_json<SheetCell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  return [...Array.from({ length: start }, (): SheetCell[] => []), ...lines];
}
