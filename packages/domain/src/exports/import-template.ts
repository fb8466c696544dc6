// The import model (spec §7 GerarPlanilhaTemplate, §5 import rules): the columns a season's spreadsheet brings,
// by the step that needs them, and the lists whose texts the cells must use. The import reads the same list.
import type { DomainTypeKey } from '../lists/domain-ids.ts';
import { IMPORT_FIELD_LABELS, type ImportRowField } from '../rules/forms/import-rows.ts';

export type ImportStep = 'D0' | 'IATF' | 'DG' | 'DG Final';

export type ImportColumn = {
  /** The ImportRow field the column fills (rules/forms/import-rows). */
  key: ImportRowField;
  header: string;
  step: ImportStep;
  /** The domain list whose texts the cell takes, or 'partidas' / 'usuarios' of the farm. */
  list?: DomainTypeKey | 'partidas' | 'usuarios';
  kind?: 'date' | 'number';
};

const column = (key: ImportRowField, step: ImportStep, extra: Partial<ImportColumn> = {}): ImportColumn => ({
  key,
  header: IMPORT_FIELD_LABELS[key],
  step,
  ...extra,
});

/** The model's columns; their headings are the names the row messages use ('Preencha o campo Raça …'). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  column('codVaca', 'D0'),
  column('codLeitorBastao', 'D0'),
  column('racaMatriz', 'D0', { list: 'racaMatriz' }),
  column('ordemMatriz', 'D0', { list: 'ordemMatriz' }),
  column('dispositivo', 'D0', { list: 'dispositivo' }),
  column('usoDispositivo', 'D0', { list: 'numeroUsoDispositivo' }),
  column('responsavel', 'D0', { list: 'usuarios' }),
  column('peso', 'D0', { kind: 'number' }),
  column('pesoInicial', 'D0', { kind: 'number' }),
  column('eccD0', 'D0', { list: 'ecc' }),
  column('semen', 'IATF', { list: 'partidas' }),
  column('inseminador', 'IATF', { list: 'usuarios' }),
  column('diagnostico', 'DG', { list: 'condicaoDG' }),
  column('eccDg', 'DG', { list: 'ecc' }),
  column('dataDg', 'DG', { kind: 'date' }),
  column('diagnosticoFinal', 'DG Final', { list: 'condicaoDGFinal' }),
  column('dataDgFinal', 'DG Final', { kind: 'date' }),
];

/** Headings of the model's lists sheet, one column per list the cells draw on. */
export const IMPORT_LIST_HEADERS: Readonly<Record<NonNullable<ImportColumn['list']>, string>> = {
  racaMatriz: 'Raças',
  ordemMatriz: 'Ordens',
  dispositivo: 'Dispositivos',
  numeroUsoDispositivo: 'Usos do dispositivo',
  ecc: 'ECC',
  condicaoDG: 'Diagnósticos DG',
  condicaoDGFinal: 'Diagnósticos DG Final',
  partidas: 'Partidas da fazenda',
  usuarios: 'Pessoas da fazenda',
} as Record<NonNullable<ImportColumn['list']>, string>;

export const IMPORT_SHEET = 'Importação';
export const IMPORT_LISTS_SHEET = 'Listas';
