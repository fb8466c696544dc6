import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import {
  type BatchProgressPatch,
  type StepKind,
  stepFinalizePatch,
} from '@gestar/domain/management/finalize-step';
import { buildReceipt, type Receipt, receiptFileName, receiptType } from '@gestar/domain/management/receipt';
import { SEVERAL_BATCHES } from '@gestar/domain/messages/labels/management';
import { localDb } from '../../../local-db/database.ts';
import { withoutLocalFields } from '../../../local-db/local-record.ts';
import {
  d0Repository,
  dnRepository,
  iatfRepository,
  loteRepository,
} from '../../../local-db/repositories.ts';
import type { StepData } from './use-step-data.ts';

/** Which step records the receipt carries beside the cows: the DN days' records, or the IATF records. */
export type StepRecords = { dnDays?: readonly string[]; iatfs?: boolean };

export type PreparedFinalize = {
  patches: Map<string, BatchProgressPatch>;
  receipt: Receipt | null;
  fileName: string;
};

/**
 * The progress patch of every batch (domain rules) and the receipt over the batches as they will be and the
 * records the step wrote. A receipt that cannot be built is null: the screen asks 'Atenção!' before going on.
 */
export async function prepareFinalize(
  kind: StepKind,
  data: StepData,
  lookup: DomainLookup,
  userId: string,
  records: StepRecords,
  dnDayLabel?: string,
): Promise<PreparedFinalize> {
  // Read again, not from the screen's last render: DN saves its unsaved rows just before this.
  const [batches, allCows, dns, iatfs] = await Promise.all([
    loteRepository.getByRelation('id', data.batchIds),
    d0Repository.getByRelation('loteId', data.batchIds),
    records.dnDays ? dnRepository.getByRelation('loteId', data.batchIds) : Promise.resolve(undefined),
    records.iatfs ? iatfRepository.getByRelation('loteId', data.batchIds) : Promise.resolve(undefined),
  ]);
  const cows = allCows.filter((cow) => !cow.isDeleted);
  const patches = new Map<string, BatchProgressPatch>();
  for (const batch of batches) {
    const protocol = data.protocolOf(batch) ?? { managementProtocols: [] };
    const own = cows.filter((cow) => cow.loteId === batch.id);
    patches.set(batch.id, stepFinalizePatch(kind, batch, protocol, own, lookup));
  }
  const now = new Date();
  const tipo = receiptType(kind, dnDayLabel);
  const batchName = data.batches.length === 1 ? (data.batches[0]?.nomeLote ?? '') : SEVERAL_BATCHES();
  const fileName = receiptFileName(tipo, batchName, data.farm.nome, now);
  let receipt: Receipt | null = null;
  try {
    receipt = await buildReceipt({
      versao: 1,
      tipo,
      geradoEm: now.toISOString(),
      usuarioId: userId,
      lotes: batches.map((batch) => ({ ...withoutLocalFields(batch), ...patches.get(batch.id) })),
      d0s: cows.map(withoutLocalFields),
      ...(dns
        ? {
            dns: dns
              .filter((dn) => !dn.isDeleted && records.dnDays?.includes(dn.dia))
              .map(withoutLocalFields),
          }
        : {}),
      ...(iatfs ? { iatfs: iatfs.filter((r) => !r.isDeleted).map(withoutLocalFields) } : {}),
    });
  } catch {
    receipt = null;
  }
  return { patches, receipt, fileName };
}

/** Writes every batch's progress in one transaction. */
export function writeFinalize(prepared: PreparedFinalize): Promise<void> {
  return localDb.transaction('rw', localDb.lotes, async () => {
    for (const [id, patch] of prepared.patches) await loteRepository.update(id, patch);
  });
}
