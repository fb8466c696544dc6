import type { z } from 'zod';
import {
  baseRecordSchema,
  counter,
  fieldsOf,
  flag,
  idSchema,
  nullable,
  nullableDate,
  nullableId,
  nullableText,
  requiredText,
  timeOfDaySchema,
} from './common.ts';

/**
 * A batch (lote) of cows going through one IATF programme. Ids in `dias`, `lastDoneDay`, `nextDay` and
 * `diaInicioResync` are values of the Dias list; the domain references below hold values of the list named
 * in DATA-MODEL.md. Form-level requirements (spec §5 "Batch") are enforced by the form, not here: the record
 * shape must also hold batches created by resync and import.
 */
export const loteSchema = baseRecordSchema.extend({
  nomeLote: requiredText(),
  dataPartosInicio: nullableDate,
  dataPartosFim: nullableDate,
  /** Date of the D0. */
  dataIatf: nullableDate,
  horaManejo: nullable(timeOfDaySchema),
  mineral: nullableText(),
  isResync: flag,
  isPrecoce: flag,
  isFinalize: flag,
  /** The cow whose inclusion is incomplete; while set the batch is blocked (spec §4 "Blocking"). */
  matrizBloqueada: nullableId,
  processoAtual: nullableText(50),
  reservedBy: nullableId,
  dias: nullableId,
  iatfCount: counter,
  pastDG: flag,
  pastDGFinal: flag,
  lastDoneDay: nullableId,
  nextDay: nullableId,
  tipoResync: nullableId,
  diaInicioResync: nullableId,
  usuarioId: nullableId,
  retiroId: idSchema,
  protocoloId: nullableId,
  parentBatch: nullableId,
  originalBatch: nullableId,
  dispositivo: nullableId,
  numeroUsoDispositivo: nullableId,
  racaMatriz: nullableId,
  ordemMatriz: nullableId,
  idadeMatriz: nullableId,
  racaBezerro: nullableId,
  sexoBezerro: nullableId,
  inducaoPuberdade: nullableId,
  metodoInducaoPuberdade: nullableId,
  suplementacao: nullableId,
  momentoSuplementacaoNovilhas: nullableId,
  momentoSuplementacaoVacas: nullableId,
  progesteronaPosIATF: nullableId,
  vacinaReprodutivaLote: nullableId,
  periodoManejo: nullableId,
});

export type Lote = z.infer<typeof loteSchema>;

export const loteFields = fieldsOf(loteSchema);
