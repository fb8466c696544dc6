import {
  buildReceipt,
  type Receipt,
  receiptFileName,
  receiptFileText,
} from '@gestar/domain/management/receipt';
import { ERROR_TITLE } from '@gestar/domain/messages/common';
import { SEVERAL_BATCHES } from '@gestar/domain/messages/labels/management';
import {
  FINALIZE_ERROR_TITLE,
  FINALIZE_FULL_PREGNANCY_TITLE,
  NO_COWS_REGISTERED,
  resyncFullPregnancy,
  UNSAVED_COWS,
} from '@gestar/domain/messages/management';
import { MANAGEMENT_DATE_REQUIRED } from '@gestar/domain/messages/validation';
import type { FinalizeBlock } from '@gestar/domain/rules/finalize';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type LocalEntity, withoutLocalFields } from '../../../local-db/local-record.ts';
import { d0Repository, dnRepository, loteRepository } from '../../../local-db/repositories.ts';
import { saveBlob } from '../../../ui/save-blob.ts';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { useFinalizeDialogs } from '../engine/FinalizeDialogs.tsx';
import type { StepData } from '../engine/use-step-data.ts';
import { writeDgFinalize } from '../writes/diagnosis-writes.ts';

export type DgFinalizePlan = {
  cowPatches: { id: string; patch: Partial<LocalEntity<'d0s'>> }[];
  batchPatches: Map<string, Partial<LocalEntity<'lotes'>>>;
};

export type DgFinalizeInput = {
  data: StepData;
  userId: string;
  /** The receipt's type: 'DG', 'DG/D0', 'DG Final'. */
  tipo: string;
  /**
   * Spec §4: the receipt carries 'dns when the management is not DG/D0': the DN records of the day the DG
   * wrote them for (a string), none written on a plain DG (null), no dns at all on DG/D0 and DG Final.
   */
  dnDay?: string | null;
  /** Batches the finalize also writes (DG/D0: the parents whose round it diagnosed); read and in the receipt. */
  extraBatchIds?: readonly string[];
  /** The writes, computed from the stored cows (read again at confirm time). */
  plan: (cows: LocalEntity<'d0s'>[], batches: LocalEntity<'lotes'>[]) => DgFinalizePlan;
};

type Dialog =
  | { kind: 'none' }
  | { kind: 'blocked'; title: string; message: string }
  | { kind: 'confirm' }
  | { kind: 'no-receipt'; plan: DgFinalizePlan };

function blockDialog(block: FinalizeBlock): Dialog {
  switch (block.kind) {
    case 'no-cows':
      return { kind: 'blocked', title: FINALIZE_ERROR_TITLE, message: NO_COWS_REGISTERED };
    case 'unsaved-cows':
      return { kind: 'blocked', title: ERROR_TITLE, message: UNSAVED_COWS };
    case 'missing-date':
      return { kind: 'blocked', title: FINALIZE_ERROR_TITLE, message: MANAGEMENT_DATE_REQUIRED };
    case 'all-pregnant-in-resync':
      return {
        kind: 'blocked',
        title: FINALIZE_FULL_PREGNANCY_TITLE,
        message: resyncFullPregnancy(block.currentIatf, block.previousIatf),
      };
  }
}

function download(receipt: Receipt, fileName: string) {
  saveBlob(new Blob([receiptFileText(receipt)], { type: 'application/json' }), fileName);
}

/**
 * Finalize of DG, DGRessinc and DG Final (spec §4, §8): the domain block ('Existem matrizes que não foram
 * salvas.', the 100 % pregnancy block, the missing date) or 'Deseja Finalizar?'; then the cows' and batches'
 * writes in one transaction, the receipt over the records as written, and the way back.
 */
export function useDgFinalize(input: DgFinalizeInput) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  // The confirm and 'Continuar' run once at a time.
  const flight = useSingleFlight();
  const [receipt, setReceipt] = useState<{ receipt: Receipt; fileName: string } | null>(null);

  /** `check` is the step's domain check over the rows as shown; null lets the user confirm. */
  const start = (check: () => FinalizeBlock | null) => {
    const block = check();
    setDialog(block ? blockDialog(block) : { kind: 'confirm' });
  };

  const finish = async (plan: DgFinalizePlan, built: { receipt: Receipt; fileName: string } | null) => {
    await writeDgFinalize(plan.cowPatches, plan.batchPatches);
    if (built) download(built.receipt, built.fileName);
    setDialog({ kind: 'none' });
    navigate(input.data.backTo);
  };

  const confirm = async () => {
    const { data } = input;
    const batchIds = [...data.batchIds, ...(input.extraBatchIds ?? [])];
    const [batches, allCows] = await Promise.all([
      loteRepository.getByRelation('id', batchIds),
      d0Repository.getByRelation('loteId', batchIds),
    ]);
    const cows = allCows.filter((cow) => !cow.isDeleted);
    const plan = input.plan(cows, batches);
    const patchOf = new Map(plan.cowPatches.map(({ id, patch }) => [id, patch]));
    const dns =
      input.dnDay === undefined
        ? undefined
        : (await dnRepository.getByRelation('loteId', data.batchIds, { includeDeleted: true })).filter(
            (dn) => dn.dia === input.dnDay,
          );
    const now = new Date();
    const batchName = data.batches.length === 1 ? (data.batches[0]?.nomeLote ?? '') : SEVERAL_BATCHES;
    let built: { receipt: Receipt; fileName: string } | null = null;
    try {
      built = {
        receipt: await buildReceipt({
          versao: 1,
          tipo: input.tipo,
          geradoEm: now.toISOString(),
          usuarioId: input.userId,
          lotes: batches.map((batch) => ({
            ...withoutLocalFields(batch),
            ...plan.batchPatches.get(batch.id),
          })),
          d0s: cows.map((cow) => ({ ...withoutLocalFields(cow), ...patchOf.get(cow.id) })),
          ...(dns ? { dns: dns.map(withoutLocalFields) } : {}),
        }),
        fileName: receiptFileName(input.tipo, batchName, data.farm.nome, now),
      };
    } catch {
      built = null;
    }
    setReceipt(built);
    if (!built) setDialog({ kind: 'no-receipt', plan });
    else await finish(plan, built);
  };

  const dialogs = useFinalizeDialogs({
    dialog,
    busy: flight.busy,
    close: () => setDialog({ kind: 'none' }),
    confirm: () => void flight.run(confirm),
    proceed: () => {
      const pending = dialog;
      if (pending.kind === 'no-receipt') void flight.run(() => finish(pending.plan, receipt));
    },
  });
  return { start, dialogs };
}
