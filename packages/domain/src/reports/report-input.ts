// What the report model reads. Structural subsets of the entities, so the server's SQL rows and the device's
// Dexie records feed the same function.
import type { DomainLookup } from '../lists/domain-ids.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';

export type ReportBatch = {
  id: string;
  nomeLote: string;
  retiroId: string;
  protocoloId?: string | null;
  /** Date of the D0 ('YYYY-MM-DD'). */
  dataIatf?: string | null;
  isDeleted?: boolean | null;
};

export type ReportCow = {
  id: string;
  loteId: string;
  isDeleted?: boolean | null;
  /** IATFs before this record in the resync chain: 0 on the first batch, so the round is iatf + 1. */
  iatf?: number | null;
  dzeroOriginal?: string | null;
  omit_from_dg_final?: boolean | null;
  observacaoD0?: string | null;
  observacaoDN?: string | null;
  observacaoDG?: string | null;
  observacao_DG_Final?: string | null;
  condicaoDG?: string | null;
  condicaoDGFinal?: string | null;
  perdaGestacao?: boolean | null;
  diasGestacaoTouro?: number | null;
  ecc?: string | null;
  racaMatriz?: string | null;
  ordemMatriz?: string | null;
  /** The device put in at this record's D0 (or D0 Resync) and its use number ('1º uso'…), domain value ids. */
  dispositivoIntravaginal?: string | null;
  numero_Uso_Disp?: string | null;
  /** The person responsible for the cow in the batch (chosen at the D0, carried into the resyncs). */
  responsavelId?: string | null;
};

/** The cow fields the report reads: what a store is asked for, so a 100,000-cow farm reads no more than it uses. */
export const REPORT_COW_FIELDS = [
  'id',
  'loteId',
  'isDeleted',
  'iatf',
  'dzeroOriginal',
  'omit_from_dg_final',
  'observacaoD0',
  'observacaoDN',
  'observacaoDG',
  'observacao_DG_Final',
  'condicaoDG',
  'condicaoDGFinal',
  'perdaGestacao',
  'diasGestacaoTouro',
  'ecc',
  'racaMatriz',
  'ordemMatriz',
  'dispositivoIntravaginal',
  'numero_Uso_Disp',
  'responsavelId',
] as const satisfies readonly (keyof ReportCow)[];

export type ReportIatf = {
  vacaId: string;
  observacao?: string | null;
  /** Body condition at the insemination (IATF, D0/IATF). */
  ecc?: string | null;
  touroId?: string | null;
  partidaId?: string | null;
  usuarioId?: string | null;
  isDeleted?: boolean | null;
};

export const REPORT_IATF_FIELDS = [
  'vacaId',
  'observacao',
  'ecc',
  'touroId',
  'partidaId',
  'usuarioId',
  'isDeleted',
] as const satisfies readonly (keyof ReportIatf)[];

export type ReportInput = {
  batches: readonly ReportBatch[];
  cows: readonly ReportCow[];
  iatfs: readonly ReportIatf[];
  corrals: readonly { id: string; nome: string }[];
  protocols: readonly (ProtocolDays & { id: string; name: string })[];
  bulls: readonly { id: string; nome: string }[];
  partidas: readonly { id: string; codigo?: string | null }[];
  users: readonly { id: string; nomeCompleto: string }[];
  lookup: DomainLookup;
  /** 'YYYY-MM-DD', passed in so the model stays pure. */
  today: string;
};

/**
 * The batches a batch's report covers: the batch and the resync batches made from it, so the report follows its
 * cows through every round. Device, server and the batch card use this one rule.
 */
export function reportBatches<T extends { id: string; originalBatch?: string | null }>(
  farmBatches: readonly T[],
  batchId: string,
): T[] {
  return farmBatches.filter((batch) => batch.id === batchId || batch.originalBatch === batchId);
}
