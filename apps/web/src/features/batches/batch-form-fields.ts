import type { Lote } from '@gestar/domain/entities/batch';
import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { type BatchFormValues, normalizeBatchValues } from '@gestar/domain/rules/batch-form';

/** The form's values: the rule's fields plus the two free ones the record keeps (time and mineral). */
export type BatchFields = BatchFormValues & { horaManejo: string | null; mineral: string | null };

/** Each domain-reference field of the form and the list its options come from (DATA-MODEL.md). */
export const BATCH_DOMAIN_FIELDS = {
  periodoManejo: 'periodoManejo',
  progesteronaPosIATF: 'progesteronaPosIatf',
  vacinaReprodutivaLote: 'vacinaReprodutiva',
  dispositivo: 'dispositivo',
  numeroUsoDispositivo: 'numeroUsoDispositivo',
  racaMatriz: 'racaMatriz',
  ordemMatriz: 'ordemMatriz',
  idadeMatriz: 'idadeMatriz',
  racaBezerro: 'racaBezerro',
  sexoBezerro: 'sexoBezerro',
  inducaoPuberdade: 'inducaoPuberdade',
  metodoInducaoPuberdade: 'metodoInducaoPuberdade',
  suplementacao: 'suplementacao',
  momentoSuplementacaoNovilhas: 'momentoSuplementacaoNovilhas',
  momentoSuplementacaoVacas: 'momentoSuplementacaoVacas',
} as const satisfies Partial<Record<keyof BatchFields, DomainTypeKey>>;

export type BatchDomainField = keyof typeof BATCH_DOMAIN_FIELDS;

export function emptyBatchFields(currentUserId: string): BatchFields {
  return {
    nomeLote: '',
    dataPartosInicio: '',
    dataPartosFim: '',
    dataIatf: '',
    horaManejo: '',
    mineral: '',
    usuarioId: currentUserId,
    protocoloId: null,
    periodoManejo: null,
    progesteronaPosIATF: null,
    vacinaReprodutivaLote: null,
    dispositivo: null,
    numeroUsoDispositivo: null,
    racaMatriz: null,
    ordemMatriz: null,
    idadeMatriz: null,
    racaBezerro: null,
    sexoBezerro: null,
    inducaoPuberdade: null,
    metodoInducaoPuberdade: null,
    suplementacao: null,
    momentoSuplementacaoNovilhas: null,
    momentoSuplementacaoVacas: null,
  };
}

export function batchToFields(lote: Lote): BatchFields {
  const fields = emptyBatchFields(lote.usuarioId ?? '');
  const result: Record<string, unknown> = { ...fields };
  for (const key of Object.keys(fields)) {
    const value = (lote as Record<string, unknown>)[key];
    result[key] = value ?? (typeof (fields as Record<string, unknown>)[key] === 'string' ? '' : null);
  }
  // Every key of BatchFields was copied from the record or its empty default above.
  return result as BatchFields;
}

/** What the record stores: blank text as null, one partos date standing for both ends. */
export function fieldsToBatch(fields: BatchFields): BatchFields {
  return normalizeBatchValues(fields);
}
