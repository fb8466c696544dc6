// Headings farms write over their columns, by the Gestar field they hold. Written as farms write them; they are
// compared through headerKey (accents, case, punctuation and spacing ignored), so each spelling is listed once.
// Portuguese from Brazilian IATF control workbooks, Spanish from the Río de la Plata's and Paraguay's ('caravana',
// 'RP', 'pajuela', 'tacto'): both are read whatever the reader's language, since a farm's workbook is in its own.
// Data: words the import recognises, not texts a person reads.
import { importFieldHeadings } from '../../rules/forms/import-rows.ts';
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
    'Caravana Visual',
    'RP',
    'Identificación',
    'Nº Vaca',
    'Nº de Vaca',
    'Número de Vaca',
    'Vientre',
    'Nº Vientre',
    'ID Vientre',
    'Animal',
    'Nº Animal',
    'Tatuaje',
  ],
  codLeitorBastao: [
    'Caravana Electrónica',
    'Caravana Botón',
    'Botón',
    'EID',
    'Chip',
    'RFID',
    'Bastón',
    'Lector',
  ],
  racaMatriz: ['Raza', 'Raza IA', 'Raza Vaca', 'Raza de la Vaca', 'Raza del Vientre', 'Biotipo'],
  ordemMatriz: [
    'Categoría',
    'Categoría IA',
    'Categoría Animal',
    'Categoría del Vientre',
    'Orden',
    'Orden de Parto',
    'Paridad',
  ],
  dispositivo: ['Dispositivo', 'Dispositivo Intravaginal', 'Tipo de Dispositivo'],
  usoDispositivo: ['Uso', 'Uso del Dispositivo', 'Uso Dispositivo', 'Nº de Uso', 'Usos'],
  responsavel: ['Responsable', 'Responsable D0', 'Veterinario', 'Médico Veterinario'],
  peso: ['Peso', 'Peso Vivo', 'Peso Vaca'],
  eccD0: [
    'CC',
    'CC IA',
    'CC D0',
    'Condición Corporal',
    'Condición Corporal IA',
    'Condición Corporal D0',
    'Estado Corporal',
    'Puntaje Corporal',
  ],
  semen: [
    'Pajuela',
    'Pajuela IA',
    'Partida',
    'Lote de Semen',
    'Lote Semen',
    'Partida Semen',
    'Partida de Semen',
    'Semen',
  ],
  inseminador: ['Inseminador', 'Inseminador IA', 'Técnico', 'Técnico IA', 'Técnico Inseminador'],
  diagnostico: [
    'Diagnóstico',
    'Diagnóstico DG',
    'Diagnóstico de Gestación',
    'Tacto',
    'Tacto Rectal',
    'Ecografía',
    'Resultado Tacto',
    'Resultado Ecografía',
    'Resultado DG',
    'Gestación',
    'Preñez',
  ],
  eccDg: [
    'CC Tacto',
    'CC DG',
    'CC Ecografía',
    'CC Diagnóstico',
    'Condición Corporal Tacto',
    'Condición Corporal DG',
  ],
  dataDg: [
    'Fecha DG',
    'Fecha del DG',
    'Fecha Tacto',
    'Fecha del Tacto',
    'Fecha Ecografía',
    'Fecha de Ecografía',
    'Fecha Diagnóstico',
    'Fecha de Diagnóstico',
  ],
  diagnosticoFinal: [
    'Tacto Final',
    'Diagnóstico Final',
    'Diagnóstico DG Final',
    'Ecografía Final',
    'Resultado Final',
  ],
  dataDgFinal: [
    'Fecha Tacto Final',
    'Fecha DG Final',
    'Fecha del DG Final',
    'Fecha Diagnóstico Final',
    'Fecha Ecografía Final',
  ],
  dataIatf: [
    'Fecha IA',
    'Fecha IATF',
    'Fecha de IA',
    'Fecha de la IA',
    'Fecha de IATF',
    'Fecha Inseminación',
    'Fecha de Inseminación',
    'Fecha de Servicio',
    'Fecha Servicio',
    'Día IA',
  ],
  touro: [
    'Toro',
    'Toro IA',
    'Nombre del Toro',
    'Nombre Toro',
    'Toro Utilizado',
    'Padre',
    'Reproductor',
    'Semen Toro',
  ],
  observacao: [
    'Observaciones',
    'Observación',
    'Obs',
    'Novedades',
    'Novedad',
    'Comentarios',
    'Comentario',
    'Notas',
  ],
  previsaoParto: [
    'Fecha Probable de Parto',
    'Parto Probable',
    'Parto Estimado',
    'Fecha Estimada de Parto',
    'Previsión de Parto',
    'Parto Previsto',
    'FPP',
  ],
};

/**
 * Headings that say a kind of column but not which field ('Data' could be the insemination's or the
 * diagnosis's): the values decide (suggest-field.ts).
 */
export const AMBIGUOUS_HEADERS = {
  date: ['Data', 'Fecha', 'Dia', 'Día'],
  result: [
    'Resultado',
    'Status',
    'Situação',
    'Situação Reprodutiva',
    'Estado',
    'Condição',
    'Situación',
    'Situación Reproductiva',
    'Estado Reproductivo',
    'Condición',
  ],
} as const;

export type AmbiguousHeader = keyof typeof AMBIGUOUS_HEADERS;

/** The model's own headings in every language and the field names: a Gestar model or export maps itself. */
const MODEL_HEADINGS: Synonyms = Object.fromEntries(
  IMPORT_ROW_FIELDS.map((field) => [field, [...importFieldHeadings(field), field]]),
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
