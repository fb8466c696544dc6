import type { OwnSheetPreviewRequest, OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import { headerCells } from '@gestar/domain/imports/own-sheets/header-row';
import type { OwnSheetMapping } from '@gestar/domain/imports/own-sheets/mapping-schema';
import {
  COW_ID_FIELDS,
  type OwnSheetField,
  type OwnSheetListField,
} from '@gestar/domain/imports/own-sheets/own-sheet-fields';
import { detectRoundBlocks } from '@gestar/domain/imports/own-sheets/round-blocks';
import type { ValueTarget } from '@gestar/domain/imports/own-sheets/value-mapping';
import { textCell } from '@gestar/domain/imports/sheet-rows';
import {
  OWN_SHEET_BATCH_MISSING,
  OWN_SHEET_BATCH_TWICE,
  OWN_SHEET_NEW_BATCH_INCOMPLETE,
  OWN_SHEET_NO_COW_COLUMN,
  OWN_SHEET_NO_SHEET_CHOSEN,
} from '@gestar/domain/messages/own-sheet-screen';
import { MAPPING_FIELD_TWICE } from '@gestar/domain/messages/own-sheets';
import { BATCH_NAME_TAKEN } from '@gestar/domain/messages/validation';
import { isBatchNameTaken } from '@gestar/domain/rules/batch-form';

type Aba = OwnSheetReadAnswer['abas'][number];

/** One heading of the sheet: where it is, what the farm wrote, the Gestar field (null: ignored) and its IATF. */
export type ColumnChoice = { column: number; header: string; field: OwnSheetField | null; round: number };

/** A batch the import creates for the sheet; `dataIatf` '' leaves the D0 date to the sheet's 'Data IA'. */
export type NewBatchForm = {
  nomeLote: string;
  retiroId: string | null;
  protocoloId: string | null;
  dataIatf: string;
};

export type SheetForm = {
  name: string;
  ticked: boolean;
  /** An existing batch, or the id the new batch will have. */
  loteId: string | null;
  novo: NewBatchForm | null;
  headerRow: number;
  columns: ColumnChoice[];
};

export type ValueForm = { field: OwnSheetListField; values: { text: string; target: ValueTarget }[] };

export type OwnSheetForm = { sheets: SheetForm[]; values: ValueForm[] };

export type BatchOption = { id: string; nomeLote: string; retiroId?: string };

const nameKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The batch named as the sheet is ('Lote 3' ↔ 'lote 3'), if the farm has one. */
export function batchNamedLike(sheetName: string, batches: readonly BatchOption[]): string | null {
  const key = nameKey(sheetName);
  return batches.find((batch) => nameKey(batch.nomeLote) === key)?.id ?? null;
}

/**
 * The headings of line `headerRow` of the sample, each with the field and IATF Gestar reads there. A heading it
 * does not know is shown as ignored, in the IATF of the nearest known column on its left.
 */
export function columnsAt(aba: Pick<Aba, 'amostra'>, headerRow: number, known?: Aba['mapeamento']) {
  const grid = aba.amostra;
  const cells = headerCells(grid, headerRow);
  const rounds =
    known?.headerRow === headerRow
      ? known.rounds
      : detectRoundBlocks(cells, {
          titleRow: grid[headerRow - 2] ?? [],
          samples: (column) => grid.slice(headerRow).map((line) => line?.[column]),
        });
  const byColumn = new Map(
    rounds.flatMap((round) =>
      round.columns.map((column) => [column.column, { ...column, round: round.round }]),
    ),
  );
  let round = 1;
  return cells.flatMap((cell, column): ColumnChoice[] => {
    const found = byColumn.get(column);
    if (found) round = found.round;
    const header = found?.header ?? textCell(cell);
    if (header === null) return [];
    return [{ column, header, field: found?.field ?? null, round }];
  });
}

/** The screen's first state from the read: the suggested (or saved) mapping, each sheet's batch by its name. */
export function initialForm(read: OwnSheetReadAnswer, batches: readonly BatchOption[]): OwnSheetForm {
  const taken = new Set<string>();
  const sheets = read.abas.map((aba): SheetForm => {
    const suggested = aba.mapeamento ? batchNamedLike(aba.nome, batches) : null;
    const loteId = suggested && !taken.has(suggested) ? suggested : null;
    if (loteId) taken.add(loteId);
    const headerRow = aba.mapeamento?.headerRow ?? 1;
    return {
      name: aba.nome,
      ticked: aba.mapeamento !== null,
      loteId,
      novo: null,
      headerRow,
      columns: columnsAt(aba, headerRow, aba.mapeamento),
    };
  });
  // A bull or lot the farm lacks comes suggested for creation ('Cadastrar'), shown so before the person confirms.
  const values = read.valores.map((entry) => ({
    field: entry.field,
    values: entry.values.map((value) => ({ text: value.text, target: value.target })),
  }));
  return { sheets, values };
}

/** The list fields the ticked sheets import: only their values are asked for and sent. */
export function importedListFields(form: OwnSheetForm): Set<string> {
  return new Set(
    form.sheets
      .filter((sheet) => sheet.ticked)
      .flatMap((sheet) => sheet.columns)
      .filter((column) => column.field !== null)
      .map((column) => column.field as string),
  );
}

type MappedRound = OwnSheetMapping['sheets'][number]['rounds'][number];

/** The sheet's rounds that have at least one mapped column, in order, each with its columns and their fields. */
export function mappedRounds(sheet: Pick<SheetForm, 'columns'>): MappedRound[] {
  const byRound = new Map<number, MappedRound['columns']>();
  for (const column of sheet.columns) {
    if (column.field === null) continue;
    const columns = byRound.get(column.round) ?? [];
    columns.push({ column: column.column, header: column.header, field: column.field });
    byRound.set(column.round, columns);
  }
  return [...byRound.entries()].sort(([a], [b]) => a - b).map(([round, columns]) => ({ round, columns }));
}

/** What stops the preview, in the person's words; null when the form can be sent. */
export function formProblem(form: OwnSheetForm, batches: readonly BatchOption[]): string | null {
  const ticked = form.sheets.filter((sheet) => sheet.ticked);
  if (ticked.length === 0) return OWN_SHEET_NO_SHEET_CHOSEN();
  if (ticked.some((sheet) => !sheet.loteId)) return OWN_SHEET_BATCH_MISSING();
  if (new Set(ticked.map((sheet) => sheet.loteId)).size !== ticked.length) return OWN_SHEET_BATCH_TWICE();
  const fresh = ticked.flatMap((sheet) => (sheet.novo ? [sheet.novo] : []));
  if (fresh.some((novo) => !novo.nomeLote.trim() || !novo.retiroId || !novo.protocoloId))
    return OWN_SHEET_NEW_BATCH_INCOMPLETE();
  for (const [index, novo] of fresh.entries()) {
    // As the batch form: unique in its retiro, among the farm's batches and the other new ones.
    const otherNames = [
      ...batches.filter((batch) => batch.retiroId === novo.retiroId).map((batch) => batch.nomeLote),
      ...fresh
        .filter((other, at) => at !== index && other.retiroId === novo.retiroId)
        .map((other) => other.nomeLote),
    ];
    if (isBatchNameTaken(novo.nomeLote, { otherNames })) return BATCH_NAME_TAKEN();
  }
  for (const sheet of ticked) {
    const rounds = mappedRounds(sheet);
    const first = rounds.find((round) => round.round === 1)?.columns ?? [];
    if (!first.some((column) => (COW_ID_FIELDS as readonly string[]).includes(column.field)))
      return OWN_SHEET_NO_COW_COLUMN();
    for (const round of rounds) {
      const fields = round.columns.map((column) => column.field);
      if (new Set(fields).size !== fields.length) return MAPPING_FIELD_TWICE();
    }
  }
  return null;
}

/**
 * The Previa/Aplicar body's mapping and destinations (mapping-schema.ts), from a form formProblem accepts: the
 * ticked sheets' columns of every IATF round and the values of the list fields they import.
 */
export function buildRequest(
  form: OwnSheetForm,
): Pick<OwnSheetPreviewRequest, 'mapping' | 'destinos'> & { mapping: OwnSheetMapping } {
  const ticked = form.sheets.filter((sheet) => sheet.ticked && sheet.loteId);
  const fields = importedListFields(form);
  return {
    mapping: {
      versao: 1,
      sheets: ticked.map((sheet) => ({
        name: sheet.name,
        headerRow: sheet.headerRow,
        rounds: mappedRounds(sheet),
      })),
      values: form.values.filter((entry) => fields.has(entry.field) && entry.values.length > 0),
    },
    destinos: ticked.map((sheet) => ({
      sheet: sheet.name,
      loteId: sheet.loteId as string,
      ...(sheet.novo
        ? {
            novo: {
              nomeLote: sheet.novo.nomeLote.trim(),
              retiroId: sheet.novo.retiroId as string,
              protocoloId: sheet.novo.protocoloId as string,
              dataIatf: sheet.novo.dataIatf || null,
            },
          }
        : {}),
    })),
  };
}
