// The resync (Ressinc) chain of spec §4: naming and dates of a new resync batch, the cows carried into it,
// which records leave DG Final, and going back to the previous resync. Spec §5 'Resync' and §9 resync dates.
//
// Model: an original batch has iatfCount 0 (its IATF is 'IATF 1'); each resync has its parent's iatfCount + 1
// and is named original name + ' - IATF ' + (parent iatfCount + 2), so names follow the IATF round
// ('Lote A - IATF 2', 'Lote A - IATF 3'). A carried cow is a new d0 record in the resync batch (iatf + 1,
// dzeroPai = the record it came from, dzeroOriginal = the first record of the chain).
import type { DomainLookup } from '../lists/domain-ids.ts';
import { isInLaterLists, type StepCow } from './cow-steps.ts';
import { CL_NAO_AVALIADO, isPregnantConditionId } from './dg-fields.ts';
import { addDaysToDate } from './gestation.ts';
import { dayNumberOf, iatfDate, type ProtocolDays } from './iatf-dates.ts';
import { sameText } from './sorting.ts';

/** Spec §9: next D0 counts the D0 day from the IATF, 'default 30 days when no D0 day' (Tradicional). */
export const DEFAULT_RESYNC_D0_DAY = 30;

/** Spec §4: 'reloads after 1.5 s' once back at the previous resync. */
export const RELOAD_AFTER_BACK_MS = 1500;

/** 'Lote A' with iatfCount 1 → 'Lote A - IATF 3' (spec §4: original name + ' - IATF ' + (iatf count + 2)). */
export function resyncBatchName(originalName: string, iatfCount: number | null | undefined): string {
  return `${originalName} - IATF ${(iatfCount ?? 0) + 2}`;
}

/** The resync's D0 day number: the chosen Dias value, or 30 when none (or an unknown one) was chosen. */
export function resyncD0DayNumber(d0Day: string | null | undefined, lookup: DomainLookup): number {
  return dayNumberOf(d0Day, lookup) ?? DEFAULT_RESYNC_D0_DAY;
}

/**
 * Spec §9: 'Resync next D0 = IATF date + (last protocol day + D0 day) days'. 'IATF date' there is the batch
 * field dataIatf, which holds the D0 date (DATA-MODEL.md), so the next D0 is the real IATF date (D0 date + the
 * batch protocol's last day) + the D0 day: the D0 day counts from the IATF, as the form's options (D11…D30)
 * show.
 */
export function resyncNextD0(
  d0Date: string | null | undefined,
  batchProtocol: ProtocolDays,
  d0Day: string | null | undefined,
  lookup: DomainLookup,
): string | null {
  const iatf = iatfDate(d0Date, batchProtocol, lookup);
  return iatf === null ? null : addDaysToDate(iatf, resyncD0DayNumber(d0Day, lookup));
}

/** Spec §9: 'next IATF = next D0 + last protocol day', the last day of the resync's own protocol. */
export function resyncNextIatf(
  nextD0: string | null | undefined,
  resyncProtocol: ProtocolDays,
  lookup: DomainLookup,
): string | null {
  return iatfDate(nextD0, resyncProtocol, lookup);
}

const TRADICIONAL = 'Tradicional';

function isTradicional(tipoResync: string | null | undefined, lookup: DomainLookup): boolean {
  return sameText(lookup.valorOf(tipoResync), TRADICIONAL);
}

/**
 * Super Precoce and Precoce start the new protocol before the DG (D0 first, DG on a later day); Tradicional
 * starts it at the DG (DG/D0). An unknown type is treated as Tradicional, the one that assumes nothing.
 */
export function isPrecoceResync(tipoResync: string | null | undefined, lookup: DomainLookup): boolean {
  const valor = lookup.valorOf(tipoResync);
  return valor !== undefined && !isTradicional(tipoResync, lookup);
}

/** What the Ressinc form asks (spec §5 'Resync'). Ids of domain values, the protocol and the responsible user. */
export type ResyncForm = {
  tipoResync: string;
  protocoloId: string;
  /** Dias id of the resync D0 counted from the IATF; Tradicional may leave it null (30 days). */
  diaD0: string | null;
  progesteronaPosIATF: string | null;
  usuarioId: string;
  periodoManejo: string | null;
};

/** Batch attributes a resync keeps from its parent (same cows, same corral, same herd description). */
const INHERITED_FIELDS = [
  'dataPartosInicio',
  'dataPartosFim',
  'horaManejo',
  'mineral',
  'dispositivo',
  'numeroUsoDispositivo',
  'racaMatriz',
  'ordemMatriz',
  'idadeMatriz',
  'racaBezerro',
  'sexoBezerro',
  'inducaoPuberdade',
  'metodoInducaoPuberdade',
  'suplementacao',
  'momentoSuplementacaoNovilhas',
  'momentoSuplementacaoVacas',
  'vacinaReprodutivaLote',
] as const;

type InheritedField = (typeof INHERITED_FIELDS)[number];

export type ResyncParent = Partial<Record<InheritedField, string | null>> & {
  id: string;
  iatfCount?: number | null;
  /** The parent's D0 date. */
  dataIatf: string | null;
  retiroId: string;
  originalBatch?: string | null;
};

export type ResyncBatchFields = Partial<Record<InheritedField, string | null>> & {
  nomeLote: string;
  parentBatch: string;
  originalBatch: string;
  isResync: true;
  isPrecoce: boolean;
  iatfCount: number;
  tipoResync: string;
  diaInicioResync: string | null;
  protocoloId: string;
  dataIatf: string | null;
  progesteronaPosIATF: string | null;
  usuarioId: string;
  periodoManejo: string | null;
  retiroId: string;
  dias: null;
  isFinalize: false;
  pastDG: false;
  pastDGFinal: false;
  matrizBloqueada: null;
  reservedBy: null;
  processoAtual: null;
};

/**
 * The new resync lote (without id and timestamps). Spec §4: 'Resync creates a batch named original name +
 * ' - IATF ' + (iatf count + 2), linked to parent and original'. Its dataIatf is its D0 date (spec §9).
 */
export function newResyncBatch(
  parent: ResyncParent,
  {
    originalName,
    parentProtocol,
    form,
    lookup,
  }: { originalName: string; parentProtocol: ProtocolDays; form: ResyncForm; lookup: DomainLookup },
): ResyncBatchFields {
  const inherited: Partial<Record<InheritedField, string | null>> = {};
  for (const field of INHERITED_FIELDS) inherited[field] = parent[field] ?? null;
  // Spec §5: Tradicional may leave the D0 day empty (then §9's 30 days); a day chosen (D26 onward) counts.
  const diaInicioResync = form.diaD0 ?? null;
  return {
    ...inherited,
    nomeLote: resyncBatchName(originalName, parent.iatfCount),
    parentBatch: parent.id,
    originalBatch: parent.originalBatch ?? parent.id,
    isResync: true,
    isPrecoce: isPrecoceResync(form.tipoResync, lookup),
    iatfCount: (parent.iatfCount ?? 0) + 1,
    tipoResync: form.tipoResync,
    diaInicioResync,
    protocoloId: form.protocoloId,
    dataIatf: resyncNextD0(parent.dataIatf, parentProtocol, diaInicioResync, lookup),
    progesteronaPosIATF: form.progesteronaPosIATF,
    usuarioId: form.usuarioId,
    periodoManejo: form.periodoManejo,
    retiroId: parent.retiroId,
    dias: null,
    isFinalize: false,
    pastDG: false,
    pastDGFinal: false,
    matrizBloqueada: null,
    reservedBy: null,
    processoAtual: null,
  };
}

/** A lote as the chain sees it. */
export type ChainBatch = { id: string; parentBatch?: string | null; isDeleted?: boolean | null };

/** The live resync made from `batchId`, if any (spec §4: 'Only one resync per batch'). */
export function resyncChildOf<B extends ChainBatch>(batchId: string, batches: readonly B[]): B | undefined {
  return batches.find((batch) => batch.parentBatch === batchId && !batch.isDeleted);
}

/** Spec §4: 'an original batch has resync child batches linked by parent; the last is current.' */
export function currentBatchOfChain<B extends ChainBatch>(batch: B, batches: readonly B[]): B {
  const seen = new Set<string>([batch.id]);
  let current = batch;
  let child = resyncChildOf(current.id, batches);
  // `seen` stops a corrupt cycle of parent links from looping forever.
  while (child && !seen.has(child.id)) {
    seen.add(child.id);
    current = child;
    child = resyncChildOf(current.id, batches);
  }
  return current;
}

/** Ids of `batchId` and every resync below it: 'Deleting a lote also deletes its parent chain.' */
export function batchWithDescendants(batchId: string, batches: readonly ChainBatch[]): string[] {
  const ids = [batchId];
  // Walking by index over a growing list visits every level; `includes` stops a corrupt cycle.
  for (let i = 0; i < ids.length; i++) {
    for (const batch of batches) {
      if (batch.parentBatch === ids[i] && !batch.isDeleted && !ids.includes(batch.id)) ids.push(batch.id);
    }
  }
  return ids;
}

/** What the carry and omission rules read of a d0 record. */
export type ResyncCow = StepCow & {
  id: string;
  isDeleted?: boolean | null;
  iatf?: number | null;
  dzeroPai?: string | null;
  dzeroOriginal?: string | null;
  condicaoDG?: string | null;
  tipoPrenhe?: string | null;
  omit_from_dg_final?: boolean | null;
};

/** Pregnant (any 'prenhe' condition) with a pregnancy type: her result is final in this round. */
export function isPregnantWithType(cow: ResyncCow, lookup: DomainLookup): boolean {
  return isPregnantConditionId(cow.condicaoDG, lookup) && Boolean(cow.tipoPrenhe);
}

/**
 * Spec §4: 'copying living cows …; cows 'Animal morreu' or 'Matriz Descarte' are not carried.' `iatfs` are the
 * batch's IATF records, whose observation can also record a death or a discard. A cow already diagnosed
 * pregnant (a Ressinc made after the DG) is not carried either: she is not resynchronised (spec §4 disables
 * Ressinc 'when every cow is pregnant'), and her DG saved later does the same (`dgSaveResyncEffects`).
 */
export function cowsCarriedIntoResync<C extends ResyncCow>(
  cows: readonly C[],
  iatfs: readonly { vacaId: string; observacao: string | null }[],
  lookup: DomainLookup,
): C[] {
  const iatfObservation = new Map(iatfs.map((iatf) => [iatf.vacaId, iatf.observacao]));
  return cows.filter(
    (cow) =>
      !cow.isDeleted && isInLaterLists(cow, iatfObservation.get(cow.id)) && !isPregnantWithType(cow, lookup),
  );
}

/**
 * Which of a diagnosed cow's two records leaves DG Final once her batch has a resync. Spec §4: 'D0 records get
 * omit_from_dg_final for empty cows or cows without a type and for pregnant cows with a type': read as two
 * records, since a cow is in DG Final once: a cow that goes on in the resync (empty, or no type) is omitted in
 * the parent and judged in the child; a pregnant cow with a type is judged in the parent and her copy in the
 * resync is omitted. A dead or discarded cow goes on nowhere, so she stays in the parent.
 */
export function resyncOmission(
  cow: ResyncCow,
  lookup: DomainLookup,
): { parentOmitted: boolean; childOmitted: boolean } {
  const continues = isInLaterLists(cow) && !isPregnantWithType(cow, lookup);
  return { parentOmitted: continues, childOmitted: !continues };
}

// What belongs to the round just ended: observations, diagnoses and their dates, and the device (the resync
// D0 requires device and use again, spec §5). Identity, breed, order, calving, D0 weight and ECC carry over.
const RESET_ON_CARRY = {
  observacaoD0: null,
  dataProcesso: null,
  observacaoDN: null,
  observacaoDG: null,
  dataDg: null,
  condicaoDG: null,
  tipoPrenhe: null,
  clVazia: null,
  eccDG: null,
  dispositivoIntravaginal: null,
  numero_Uso_Disp: null,
  peso_d0resync: null,
  dataDgFinal: null,
  observacao_DG_Final: null,
  condicaoDGFinal: null,
  ecC_Final: null,
  clFinal: null,
  tipoPrenheFinal: null,
  pesoBezerro: null,
  diasGestacaoTouro: null,
  perdaGestacao: false,
} as const;

/** The d0 fields of a carried copy; spread it over the parent record and give the result a new id. */
export type CarryPatch = typeof RESET_ON_CARRY & {
  loteId: string;
  iatf: number;
  dzeroPai: string;
  dzeroOriginal: string;
  omit_from_dg_final: boolean;
  /** Spec §2 D0 Resync: 'CL presence (default 'Não Avaliado')'. */
  clD0: string;
};

/** Spec §4: a carried cow has 'iatf incremented' and points to its parent and original records. */
export function carryOverPatch(cow: ResyncCow, loteId: string, lookup: DomainLookup): CarryPatch {
  return {
    ...RESET_ON_CARRY,
    loteId,
    iatf: (cow.iatf ?? 0) + 1,
    dzeroPai: cow.id,
    dzeroOriginal: cow.dzeroOriginal ?? cow.id,
    omit_from_dg_final: resyncOmission(cow, lookup).childOmitted,
    clD0: CL_NAO_AVALIADO,
  };
}

/** What a DG save changes on the cow's existing copy in the resync batch. */
export type CopyUpdate = {
  omit_from_dg_final: boolean;
  isDeleted: boolean;
  /** DG/D0 asks the resync's own D0 fields of an empty cow; they belong to her copy. */
  dispositivoIntravaginal?: string | null;
  numero_Uso_Disp?: string | null;
  peso_d0resync?: number | null;
};

export type DgResyncEffects = {
  parent: { omit_from_dg_final: boolean };
  /** Create a carried copy, update the existing one, or nothing. */
  child: { create: CarryPatch } | { update: CopyUpdate } | null;
};

/**
 * Spec §4: 'Saving DG with a child batch creates a child D0 cow (iatf+1, dzeroPai, dzeroOriginal) in the resync
 * batch and marks omitted cows.' A copy is created only for a cow that goes on in the resync: a pregnant cow
 * needs none. An existing copy (carried before the DG) of a cow found pregnant is marked omitted and deleted,
 * since she leaves the resync protocol (as her DN of the day is, spec §4), so the resync's later lists, its DG
 * and its DG Final no longer show her; a new diagnosis that she is empty brings the same copy back.
 */
export function dgSaveResyncEffects(
  cow: ResyncCow,
  existingChild: ResyncCow | undefined,
  childLoteId: string,
  lookup: DomainLookup,
): DgResyncEffects {
  const { parentOmitted, childOmitted } = resyncOmission(cow, lookup);
  if (existingChild) {
    return {
      parent: { omit_from_dg_final: parentOmitted },
      child: { update: { omit_from_dg_final: childOmitted, isDeleted: childOmitted } },
    };
  }
  if (parentOmitted) {
    return {
      parent: { omit_from_dg_final: true },
      child: { create: carryOverPatch(cow, childLoteId, lookup) },
    };
  }
  return { parent: { omit_from_dg_final: false }, child: null };
}

/**
 * The omit_from_dg_final changes a DG finalize makes over the diagnosed cows and their copies in the resync
 * batch: only records whose flag differs.
 */
export function dgFinalizeOmissions(
  parentCows: readonly ResyncCow[],
  childCows: readonly ResyncCow[],
  lookup: DomainLookup,
): { id: string; omit_from_dg_final: boolean }[] {
  const changes: { id: string; omit_from_dg_final: boolean }[] = [];
  const mark = (record: ResyncCow, omit: boolean) => {
    if (Boolean(record.omit_from_dg_final) !== omit)
      changes.push({ id: record.id, omit_from_dg_final: omit });
  };
  for (const cow of parentCows) {
    if (cow.isDeleted) continue;
    const { parentOmitted, childOmitted } = resyncOmission(cow, lookup);
    mark(cow, parentOmitted);
    const child = childCows.find((candidate) => candidate.dzeroPai === cow.id && !candidate.isDeleted);
    if (child) mark(child, childOmitted);
  }
  return changes;
}

/** Spec §4: 'Voltar para Ressinc anterior (online only, for a resync batch not past DG Final)'. */
export function canGoBackToPreviousResync(
  batch: { isResync?: boolean | null; pastDGFinal?: boolean | null; parentBatch?: string | null },
  online: boolean,
): boolean {
  return online && Boolean(batch.isResync) && !batch.pastDGFinal && Boolean(batch.parentBatch);
}

export type BackToPreviousPlan = {
  /** Where the user lands: the previous IATF's batch. */
  previousBatchId: string;
  /** The current batch and any resync below it (their d0, dn and iatf records go with them). */
  deleteBatchIds: string[];
  cowPatches: { id: string; omit_from_dg_final: false }[];
};

/**
 * Spec §4: going back 'deletes the current batch and parent chain as needed, restores omit_from_dg_final on
 * previous cows (iatf count 2 restores all; otherwise carries over those not omitted)'. Back at the original
 * batch (the resync being undone is IATF 2) every omission was made for that resync, so all are restored.
 * Deeper in the chain the previous batch also holds copies omitted because the cow was already pregnant;
 * those stay omitted and only the cows that went on into the undone resync come back.
 */
export function backToPreviousResync(
  current: ChainBatch,
  {
    batches,
    previousBatch,
    previousCows,
    currentCows,
  }: {
    batches: readonly ChainBatch[];
    previousBatch: { id: string; isResync?: boolean | null };
    previousCows: readonly ResyncCow[];
    currentCows: readonly ResyncCow[];
  },
): BackToPreviousPlan {
  const restoreAll = !previousBatch.isResync;
  const wentOn = new Set(currentCows.map((cow) => cow.dzeroPai));
  return {
    previousBatchId: previousBatch.id,
    deleteBatchIds: batchWithDescendants(current.id, batches),
    cowPatches: previousCows
      .filter((cow) => !cow.isDeleted && cow.omit_from_dg_final && (restoreAll || wentOn.has(cow.id)))
      .map((cow) => ({ id: cow.id, omit_from_dg_final: false as const })),
  };
}
