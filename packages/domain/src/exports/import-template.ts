// The import model (spec §7 GerarPlanilhaTemplate, §5 import rules): the columns a season's spreadsheet brings,
// by the step that needs them, and the lists whose texts the cells must use. The import reads the same list.
import type { DomainTypeKey } from '../lists/domain-ids.ts';

export type ImportStep = 'D0' | 'IATF' | 'DG' | 'DG Final';

export type ImportColumn = {
  key: string;
  header: string;
  step: ImportStep;
  /** The domain list whose texts the cell takes, or 'partidas' / 'usuarios' of the farm. */
  list?: DomainTypeKey | 'partidas' | 'usuarios';
  kind?: 'date' | 'number';
};

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'codVaca', header: 'ID Matriz', step: 'D0' },
  { key: 'codLeitorBastao', header: 'ID 2 (bastão)', step: 'D0' },
  { key: 'racaMatriz', header: 'Raça', step: 'D0', list: 'racaMatriz' },
  { key: 'ordemMatriz', header: 'Ordem', step: 'D0', list: 'ordemMatriz' },
  { key: 'dispositivoIntravaginal', header: 'Dispositivo', step: 'D0', list: 'dispositivo' },
  { key: 'numero_Uso_Disp', header: 'Uso do dispositivo', step: 'D0', list: 'numeroUsoDispositivo' },
  { key: 'responsavelId', header: 'Responsável', step: 'D0', list: 'usuarios' },
  { key: 'peso_EM', header: 'Peso (kg)', step: 'D0', kind: 'number' },
  { key: 'ecc', header: 'ECC D0', step: 'D0', list: 'ecc' },
  { key: 'partidaId', header: 'Partida (sêmen)', step: 'IATF', list: 'partidas' },
  { key: 'usuarioId', header: 'Inseminador', step: 'IATF', list: 'usuarios' },
  { key: 'condicaoDG', header: 'Diagnóstico DG', step: 'DG', list: 'condicaoDG' },
  { key: 'dataDg', header: 'Data DG', step: 'DG', kind: 'date' },
  { key: 'condicaoDGFinal', header: 'Diagnóstico DG Final', step: 'DG Final', list: 'condicaoDGFinal' },
  { key: 'dataDgFinal', header: 'Data DG Final', step: 'DG Final', kind: 'date' },
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
