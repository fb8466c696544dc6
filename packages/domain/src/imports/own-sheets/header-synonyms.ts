// Headings farms write over their columns, by the Gestar field they hold. Written as farms write them; they are
// compared through headerKey (accents, case, punctuation and spacing ignored), so each spelling is listed once.
// Portuguese from Brazilian IATF control workbooks, Spanish from the Río de la Plata's ('caravana', 'RP',
// 'pajuela', 'tacto') for when the product speaks Spanish.
import { IMPORT_FIELD_LABELS } from '../../rules/forms/import-rows.ts';
import { compactKey, headerKey } from './header-key.ts';
import { IMPORT_ROW_FIELDS, type OwnSheetField } from './own-sheet-fields.ts';

type Synonyms = Partial<Record<OwnSheetField, readonly string[]>>;

export const HEADER_SYNONYMS_PT: Synonyms = {
  codVaca: [
    'Vaca',
    'Brinco',
    'Animal',
    'Nº Vaca',
    'Nº da Vaca',
    'Número da Vaca',
    'Nº Animal',
    'Nº Brinco',
    'Número do Brinco',
    'Matriz',
    'ID',
    'ID Vaca',
    'ID Animal',
    'Identificação',
    'Número',
    'Tatuagem',
    'Brinco Vaca',
  ],
  codLeitorBastao: ['Brinco Eletrônico', 'Chip', 'Bastão', 'Leitor', 'Código Bastão', 'SISBOV', 'Botton'],
  racaMatriz: [
    'Raça IA',
    'Raça',
    'Raça Vaca',
    'Raça da Vaca',
    'Raça Matriz',
    'Raça da Matriz',
    'Grupo Genético',
  ],
  ordemMatriz: [
    'Categoria',
    'Categoria IA',
    'Categoria Animal',
    'Ordem',
    'Ordem da Matriz',
    'Ordem de Parto',
  ],
  dispositivo: [
    'Dispositivo',
    'Implante',
    'Tipo de Dispositivo',
    'Tipo de Implante',
    'Dispositivo Intravaginal',
  ],
  usoDispositivo: ['Uso', 'Uso do Dispositivo', 'Nº de Uso', 'Nº Uso', 'Uso Implante', 'Uso do Implante'],
  responsavel: ['Responsável', 'Responsável D0', 'Resp', 'Resp D0', 'Veterinário'],
  peso: ['Peso', 'Peso D0', 'Peso kg', 'Peso Vaca'],
  pesoInicial: ['Peso Inicial', 'Peso Inicial kg'],
  eccD0: [
    'E.C.C. IA',
    'ECC',
    'ECC IA',
    'ECC D0',
    'ECC IATF',
    'Escore',
    'Escore Corporal',
    'Escore IA',
    'ECC Vaca',
  ],
  semen: [
    'Partida',
    'Sêmen',
    'Partida Sêmen',
    'Partida do Sêmen',
    'Lote do Sêmen',
    'Lote Sêmen',
    'Partida IA',
  ],
  inseminador: ['Inseminador', 'Inseminador IA', 'Técnico', 'Técnico IA'],
  diagnostico: [
    'Diagnóstico',
    'DG',
    'Diag',
    'Diagnóstico DG',
    'Resultado DG',
    'Resultado do DG',
    'Diagnóstico de Gestação',
    'Gestação',
    'Prenhez',
  ],
  eccDg: ['E.C.C DG', 'ECC DG', 'Escore DG', 'ECC Diagnóstico'],
  dataDg: ['Data DG', 'Data do DG', 'Data Diagnóstico', 'Data do Diagnóstico', 'Data Diag'],
  diagnosticoFinal: ['DG Final', 'Diagnóstico Final', 'Resultado Final', 'DG Final Touro'],
  dataDgFinal: ['Data DG Final', 'Data do DG Final', 'Data Diagnóstico Final'],
  dataIatf: [
    'Data IA',
    'Data IATF',
    'Data da IA',
    'Data da IATF',
    'Data Inseminação',
    'Data da Inseminação',
    'Dia IA',
    'Data Insem',
  ],
  touro: ['Touro', 'Touro IA', 'Nome do Touro', 'Reprodutor', 'Touro Sêmen', 'Sêmen Touro'],
  observacao: ['Obs', 'Observação', 'Observações', 'Ocorrência', 'Ocorrências', 'Obs IA', 'Obs DG'],
  previsaoParto: [
    'Previsão de Parto',
    'Previsão Parto',
    'Parto Previsto',
    'Data Prevista Parto',
    'Data Prevista do Parto',
    'Previsão',
    'DPP',
  ],
};

export const HEADER_SYNONYMS_ES: Synonyms = {
  codVaca: [
    'Vaca',
    'Caravana',
    'Nº Caravana',
    'Número de Caravana',
    'RP',
    'Identificación',
    'Nº Vaca',
    'Animal',
  ],
  codLeitorBastao: ['Caravana Electrónica', 'Caravana Botón', 'EID', 'Chip'],
  racaMatriz: ['Raza', 'Raza IA', 'Raza Vaca', 'Biotipo'],
  ordemMatriz: ['Categoría', 'Categoría IA', 'Categoría Animal'],
  dispositivo: ['Dispositivo', 'Dispositivo Intravaginal'],
  usoDispositivo: ['Uso', 'Uso del Dispositivo', 'Nº de Uso'],
  responsavel: ['Responsable', 'Veterinario'],
  peso: ['Peso'],
  eccD0: ['CC', 'CC IA', 'Condición Corporal', 'Condición Corporal IA', 'Estado Corporal'],
  semen: ['Pajuela', 'Partida', 'Lote de Semen', 'Lote Semen', 'Partida Semen', 'Semen'],
  inseminador: ['Inseminador', 'Técnico'],
  diagnostico: ['Diagnóstico', 'Tacto', 'Ecografía', 'Resultado Tacto', 'Resultado Ecografía', 'Preñez'],
  eccDg: ['CC Tacto', 'CC DG', 'CC Ecografía', 'Condición Corporal Tacto'],
  dataDg: ['Fecha DG', 'Fecha Tacto', 'Fecha Ecografía', 'Fecha Diagnóstico', 'Fecha de Diagnóstico'],
  diagnosticoFinal: ['Tacto Final', 'Diagnóstico Final', 'Ecografía Final'],
  dataDgFinal: ['Fecha Tacto Final', 'Fecha Diagnóstico Final'],
  dataIatf: [
    'Fecha IA',
    'Fecha IATF',
    'Fecha de IA',
    'Fecha de IATF',
    'Fecha Inseminación',
    'Fecha de Servicio',
  ],
  touro: ['Toro', 'Toro IA', 'Nombre del Toro', 'Reproductor'],
  observacao: ['Observaciones', 'Observación', 'Obs'],
  previsaoParto: ['Fecha Probable de Parto', 'Parto Estimado', 'Fecha Estimada de Parto', 'FPP'],
};

/**
 * Headings that say a kind of column but not which field ('Data' could be the insemination's or the
 * diagnosis's): the values decide (suggest-field.ts).
 */
export const AMBIGUOUS_HEADERS = {
  date: ['Data', 'Fecha', 'Dia', 'Día'],
  result: ['Resultado', 'Status', 'Situação', 'Situação Reprodutiva', 'Estado', 'Condição'],
} as const;

export type AmbiguousHeader = keyof typeof AMBIGUOUS_HEADERS;

/** The model's own headings and the field names: a Gestar model or export maps itself. */
const MODEL_HEADINGS: Synonyms = Object.fromEntries(
  IMPORT_ROW_FIELDS.map((field) => [field, [IMPORT_FIELD_LABELS[field], field]]),
);

function indexed<T>(entries: readonly (readonly [string, T])[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const [text, value] of entries) {
    const key = compactKey(headerKey(text));
    // First listed wins: the model's headings, then Portuguese, then Spanish.
    if (key && !index.has(key)) index.set(key, value);
  }
  return index;
}

const entriesOf = (synonyms: Synonyms) =>
  Object.entries(synonyms).flatMap(([field, texts]) =>
    (texts ?? []).map((text) => [text, field as OwnSheetField] as const),
  );

const FIELD_BY_KEY = indexed([
  ...entriesOf(MODEL_HEADINGS),
  ...entriesOf(HEADER_SYNONYMS_PT),
  ...entriesOf(HEADER_SYNONYMS_ES),
]);

const AMBIGUOUS_BY_KEY = indexed(
  Object.entries(AMBIGUOUS_HEADERS).flatMap(([kind, texts]) =>
    texts.map((text) => [text, kind as AmbiguousHeader] as const),
  ),
);

/** The field a heading's key names, if a synonym. */
export function fieldOfHeaderKey(key: string): OwnSheetField | null {
  return FIELD_BY_KEY.get(compactKey(key)) ?? null;
}

/** The kind of column an ambiguous heading's key names, if one. */
export function ambiguousHeaderOf(key: string): AmbiguousHeader | null {
  return AMBIGUOUS_BY_KEY.get(compactKey(key)) ?? null;
}
