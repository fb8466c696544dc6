import type { z } from 'zod';
import { FARM_SIZE_FIELD } from '../rules/number-field.ts';
import {
  baseRecordSchema,
  fieldsOf,
  flag,
  idSchema,
  nullableAmount,
  nullableDate,
  nullableId,
  nullableText,
  requiredText,
} from './common.ts';

export const DEFAULT_COUNTRY = 'Brasil';

export const fazendaSchema = baseRecordSchema.extend({
  nomeProprietario: requiredText(),
  nome: requiredText(),
  inscricaoEstadual: nullableText(50),
  pais: requiredText(100).default(DEFAULT_COUNTRY),
  estado: nullableText(100),
  municipio: nullableText(),
  /** Hectares. */
  tamanho: nullableAmount(FARM_SIZE_FIELD),
  /** The farm is divided into retiros (spec "Possui Retiro?"); otherwise it has one DEFAULT retiro. */
  retiro: flag,
  inicioEstacaoMonta: nullableDate,
  fimEstacaoMonta: nullableDate,
  sistemaProducao: nullableId,
  estacaoMonta: nullableId,
  /** Owner / responsible veterinarian. */
  usuarioId: idSchema,
});

export type Fazenda = z.infer<typeof fazendaSchema>;

export const fazendaFields = fieldsOf(fazendaSchema);
