// The Gestar fields a column of a farm's own workbook can be mapped to. A control workbook carries what the
// import model leaves out — the insemination date ('Data IA'), the bull's name ('Touro'), remarks and the
// expected calving date — so those are fields of their own here, beside ImportRow's, rather than new ImportRow
// fields: ImportRow is the import model's row and every check and plan of today's import reads it.
import type { DomainTypeKey } from '../../lists/domain-ids.ts';
import { OWN_SHEET_EXTRA_FIELD_LABELS } from '../../messages/labels/own-sheets.ts';
import { type ImportRow, type ImportRowField, importFieldLabel } from '../../rules/forms/import-rows.ts';

/** Every ImportRow field, in the model's column order (a test holds it equal to ImportRow's keys). */
export const IMPORT_ROW_FIELDS = [
  'codVaca',
  'codLeitorBastao',
  'racaMatriz',
  'ordemMatriz',
  'dispositivo',
  'usoDispositivo',
  'responsavel',
  'peso',
  'pesoInicial',
  'eccD0',
  'semen',
  'inseminador',
  'diagnostico',
  'eccDg',
  'dataDg',
  'diagnosticoFinal',
  'dataDgFinal',
] as const satisfies readonly ImportRowField[];

/**
 * Fields only a farm's own workbook has. `previsaoParto` is recognised so that the column is known (and closes
 * an IATF's block of columns) but never imported: Gestar computes the calving date from the insemination.
 */
export const OWN_SHEET_EXTRA_FIELDS = ['dataIatf', 'touro', 'observacao', 'previsaoParto'] as const;

export type OwnSheetExtraField = (typeof OWN_SHEET_EXTRA_FIELDS)[number];
export type OwnSheetField = ImportRowField | OwnSheetExtraField;

export const OWN_SHEET_FIELDS = [...IMPORT_ROW_FIELDS, ...OWN_SHEET_EXTRA_FIELDS] as const;

/** What a mapped workbook row carries: an ImportRow (so today's import plan takes it as is) and the extras. */
export type OwnSheetRow = ImportRow & Record<Exclude<OwnSheetExtraField, 'previsaoParto'>, string | null>;

/** Where a list column's values come from: a domain list, or the farm's semen lots, bulls or people. */
export type ListSource = DomainTypeKey | 'partidas' | 'touros' | 'usuarios';

export const LIST_SOURCE = {
  racaMatriz: 'racaMatriz',
  ordemMatriz: 'ordemMatriz',
  dispositivo: 'dispositivo',
  usoDispositivo: 'numeroUsoDispositivo',
  responsavel: 'usuarios',
  eccD0: 'ecc',
  semen: 'partidas',
  inseminador: 'usuarios',
  diagnostico: 'condicaoDG',
  eccDg: 'ecc',
  diagnosticoFinal: 'condicaoDGFinal',
  touro: 'touros',
} as const satisfies Partial<Record<OwnSheetField, ListSource>>;

export type OwnSheetListField = keyof typeof LIST_SOURCE;

export const OWN_SHEET_LIST_FIELDS = Object.keys(LIST_SOURCE) as OwnSheetListField[];

/** Bulls and semen lots a workbook names may be new to Gestar: the import offers to create them. */
export const CREATABLE_FIELDS: ReadonlySet<OwnSheetField> = new Set<OwnSheetField>(['touro', 'semen']);

export const DATE_FIELDS: ReadonlySet<OwnSheetField> = new Set<OwnSheetField>([
  'dataIatf',
  'dataDg',
  'dataDgFinal',
  'previsaoParto',
]);

/** Fields read into a row; the rest are known columns Gestar computes itself. */
export type ImportedField = Exclude<OwnSheetField, 'previsaoParto'>;

export function isImported(field: OwnSheetField): field is ImportedField {
  return field !== 'previsaoParto';
}

/** Fields whose cells are words: a number there is a count, never a cow's data. */
export const WORD_FIELDS: ReadonlySet<OwnSheetField> = new Set<OwnSheetField>([
  'racaMatriz',
  'ordemMatriz',
  'dispositivo',
  'responsavel',
  'inseminador',
  'diagnostico',
  'diagnosticoFinal',
  'touro',
  'observacao',
]);

/** Fields that name the cow; a later IATF's block without them means the cow of the line's first IATF. */
export const COW_ID_FIELDS = ['codVaca', 'codLeitorBastao'] as const satisfies readonly ImportRowField[];

export function isListField(field: OwnSheetField): field is OwnSheetListField {
  return Object.hasOwn(LIST_SOURCE, field);
}

/** The field's name as the person reads it (the model's heading, or the extra fields' own). */
export function ownSheetFieldLabel(field: OwnSheetField): string {
  return isExtraField(field) ? OWN_SHEET_EXTRA_FIELD_LABELS()[field] : importFieldLabel(field);
}

function isExtraField(field: OwnSheetField): field is OwnSheetExtraField {
  return (OWN_SHEET_EXTRA_FIELDS as readonly string[]).includes(field);
}

/** A row of the workbook with nothing in it yet. */
export function emptyOwnSheetRow(row: ImportRow): OwnSheetRow {
  return { ...row, dataIatf: null, touro: null, observacao: null };
}
