import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_SHEET } from '../../packages/domain/src/exports/import-template.ts';
import type { ImportRowField } from '../../packages/domain/src/rules/forms/import-rows.ts';
import type { FarmWorld } from './farm-world.ts';
import { batchBeforeD0, implantProtocol } from './management.ts';

// What the import specs share: an empty batch to import into, a spreadsheet like the model, and choosing it.
// Not a spec.

export const NO_COWS = 'Ainda não existe nenhuma vaca neste lote!';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The D0 columns every new cow of a file needs (the batch's own breed, order and device). */
export const D0_COLUMNS = {
  racaMatriz: 'Nelore',
  ordemMatriz: 'Multíparas',
  dispositivo: 'CIDR',
  usoDispositivo: '1º uso',
} as const;

/** A D0/D8/D10-IATF protocol and an empty batch 'Lote Importação' in Retiro Boa Vista, before its D0. */
export async function emptyBatch(request: APIRequestContext, world: FarmWorld) {
  const protocol = await implantProtocol(request, world, {
    name: 'P Importação E2E',
    removal: 'D8',
    iatf: 'D10',
  });
  const lote = await batchBeforeD0(request, world, {
    name: 'Lote Importação',
    protocolId: protocol.id,
    d0Date: '2026-11-13',
  });
  return { lote, path: `/farms/${world.helenaId}/corrals/${world.boaVistaId}/batches/${lote.id}` };
}

/** An .xlsx like the model: its sheet and headings, one line per row from line 2. */
export async function workbook(rows: Partial<Record<ImportRowField, string | number>>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(IMPORT_SHEET());
  sheet.addRow(IMPORT_COLUMNS.map((column) => column.header));
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((column) => row[column.key] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** What the file input gets when the person picks a file in 'Escolher arquivo'. */
export async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = XLSX) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

/** The preview's figure named `label` ('Matrizes novas', 'IATFs'…): its value. */
export function previewCount(preview: Locator, label: string): Locator {
  return preview.getByRole('group', { name: label }).getByRole('paragraph').last();
}
