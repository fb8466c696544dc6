import type { z } from 'zod';
import { COW_WEIGHT_FIELD, GESTATION_DAYS_FIELD, WEIGHT_FIELD } from '../rules/number-field.ts';
import {
  baseRecordSchema,
  CODE_MAX,
  counter,
  fieldsOf,
  flag,
  idSchema,
  NOTE_MAX,
  nullableAmount,
  nullableDate,
  nullableId,
  nullableInstant,
  nullableText,
  nullableWhole,
} from './common.ts';

/**
 * A cow (matriz) in a batch and everything recorded about her through D0, DG and DG Final. A resync copy
 * points to the record it came from (`dzeroPai`) and to the first one (`dzeroOriginal`).
 */
export const d0Schema = baseRecordSchema.extend({
  /** ID1. Either this or `codLeitorBastao` identifies the cow. */
  codVaca: nullableText(CODE_MAX),
  /** ID2, read by the wand reader. */
  codLeitorBastao: nullableText(CODE_MAX),
  dataPartoIndividual: nullableDate,
  peso_EM: nullableWhole(COW_WEIGHT_FIELD),
  observacaoD0: nullableText(NOTE_MAX),
  dataProcesso: nullableInstant,
  /** How many IATFs this cow has been through in the resync chain. */
  iatf: counter,
  observacaoDG: nullableText(NOTE_MAX),
  dataDg: nullableInstant,
  dataDgFinal: nullableDate,
  observacao_DG_Final: nullableText(NOTE_MAX),
  observacaoDN: nullableText(NOTE_MAX),
  pesoBezerro: nullableAmount(WEIGHT_FIELD),
  peso_d0resync: nullableAmount(WEIGHT_FIELD),
  diasGestacaoTouro: nullableWhole(GESTATION_DAYS_FIELD),
  perdaGestacao: flag,
  omit_from_dg_final: flag,
  responsavelId: nullableId,
  loteId: idSchema,
  dzeroPai: nullableId,
  dzeroOriginal: nullableId,
  ecc: nullableId,
  racaMatriz: nullableId,
  ordemMatriz: nullableId,
  racaBezerro: nullableId,
  sexoBezerro: nullableId,
  idade_Nov_Pri: nullableId,
  dispositivoIntravaginal: nullableId,
  numero_Uso_Disp: nullableId,
  condicaoDG: nullableId,
  tipoPrenhe: nullableId,
  clVazia: nullableId,
  clD0: nullableId,
  eccDG: nullableId,
  condicaoDGFinal: nullableId,
  ecC_Final: nullableId,
  clFinal: nullableId,
  tipoPrenheFinal: nullableId,
});

export type D0 = z.infer<typeof d0Schema>;

export const d0Fields = fieldsOf(d0Schema);
