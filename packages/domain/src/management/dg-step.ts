// The per-cow rows of the DG and DGRessinc screens (spec §2 'DG / DGRessinc', §4 'DG details', §5 'DG'): which
// cows are listed, a row's values, when it counts as saved, what a save writes, the header counters, and what
// finalize checks and writes. The field effects themselves are rules/dg-fields; the resync ones rules/resync.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { shareWithCounts } from '../messages/dg.ts';
import {
  type ProgressBatch,
  type ProgressCow,
  processoAtual,
  progressFlags,
} from '../rules/batch-progress.ts';
import { isInLaterLists, type StepCow } from '../rules/cow-steps.ts';
import {
  applyDgChange,
  type DgContext,
  type DgFields,
  type DgManagement,
  type DnFromDg,
  dgSavePatch,
  dgSaveWritesDn,
  dnFromDgSave,
  isEmptyConditionId,
} from '../rules/dg-fields.ts';
import { dgFinalizeBlock, type FinalizeBlock, finalizeDg, finalizeDgRessinc } from '../rules/finalize.ts';
import type { FieldErrors } from '../rules/form-rules.ts';
import { validateDgStep } from '../rules/forms/dg-step.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';
import { nextManagement, nextProtocolDay } from '../rules/next-management.ts';
import { numberFieldValue, WEIGHT_FIELD } from '../rules/number-field.ts';
import { isBlankObservation } from '../rules/observation-markers.ts';
import { type DgResyncEffects, dgSaveResyncEffects, type ResyncCow } from '../rules/resync.ts';
import { type CountShare, type DiagnosisCounters, diagnosisCounters } from '../rules/statistics.ts';

export type DgKind = 'DG' | 'DGRessinc';

/**
 * The d0 fields a DG row edits, with the dataDg every change stamps. DG/D0's initial weight is the text typed
 * until saved (a stored number until edited); the record holds the number the number rule reads.
 */
export type DgRowValues = Omit<DgFields, 'diasGestacaoTouro' | 'peso_d0resync'> & {
  dataDg: string | null;
  peso_d0resync: string | number | null;
};

/** An edit or bulk fill of a DG row: the record's fields, the weight as typed. */
export type DgRowChange = Partial<Omit<DgFields, 'peso_d0resync'>> & {
  peso_d0resync?: string | number | null;
};

/** A stored cow a DG row is for (her record: the weight a number). */
export type DgRowCow = ResyncCow &
  Partial<Omit<DgFields, 'diasGestacaoTouro'>> & { dataDg?: string | null; loteId: string };

/** Spec §4 IATF: 'dead or discard cows are excluded from later lists'. */
export function isShownInDg(cow: StepCow & { isDeleted?: boolean | null }, iatfObservation?: string | null) {
  return !cow.isDeleted && isInLaterLists(cow, iatfObservation);
}

export function dgRowDefaults(cow: Partial<DgRowValues>): DgRowValues {
  return {
    condicaoDG: cow.condicaoDG ?? null,
    observacaoDG: cow.observacaoDG ?? null,
    eccDG: cow.eccDG ?? null,
    tipoPrenhe: cow.tipoPrenhe ?? null,
    clVazia: cow.clVazia ?? null,
    dispositivoIntravaginal: cow.dispositivoIntravaginal ?? null,
    numero_Uso_Disp: cow.numero_Uso_Disp ?? null,
    peso_d0resync: cow.peso_d0resync ?? null,
    dataDg: cow.dataDg ?? null,
  };
}

/** A DG row is saved once the stored cow has a diagnosis or a DG observation (a save writes '[N/A]' at least). */
export function isDgRowSaved(cow: { condicaoDG?: string | null; observacaoDG?: string | null }): boolean {
  return Boolean(cow.condicaoDG) || !isBlankObservation(cow.observacaoDG);
}

/**
 * The row after an edit (or a bulk fill) of some of its fields, with the effects of spec §4; a typed weight is
 * an edit too (it stamps dataDg) and stays as typed until the save reads it.
 */
export function dgRowChange(values: DgRowValues, change: DgRowChange, context: DgContext): DgRowValues {
  const { peso_d0resync: typed, ...fields } = change;
  const { peso_d0resync: _weight, ...recordFields } = values;
  const weight =
    typed !== undefined && typed !== values.peso_d0resync
      ? { peso_d0resync: typed, dataDg: context.now.toISOString() }
      : {};
  return { ...values, ...applyDgChange(recordFields, fields, context), ...weight };
}

export function validateDgRow(values: DgRowValues, lookup: DomainLookup): FieldErrors {
  return validateDgStep(values, lookup);
}

/** The d0 fields a DG row writes: its values with the initial weight as the number the rule read. */
export function dgRowRecord(
  values: DgRowValues,
): Omit<DgFields, 'diasGestacaoTouro'> & { dataDg: string | null } {
  return { ...values, peso_d0resync: numberFieldValue(values.peso_d0resync, WEIGHT_FIELD) };
}

/**
 * DG/D0 (the resync's D0 is also the diagnosis day) asks an empty cow for her new device, its use and her
 * initial weight, since she goes on into the resync protocol; a plain DG and a pregnant cow need none.
 */
export function asksResyncD0Fields(onD0: boolean, condicaoDG: string | null, lookup: DomainLookup): boolean {
  return onD0 && isEmptyConditionId(condicaoDG, lookup);
}

/** DG on the resync's D0 ('Uso only for DG/D0', spec §2). */
export function isDgOnD0(management: DgManagement, lookup: DomainLookup): boolean {
  return management.route === 'DGRessinc' && !dgSaveWritesDn(management, lookup);
}

/** The management a DG screen is doing for a batch: plain DG after the IATF, or DG on a resync day. */
export function dgManagement(
  kind: DgKind,
  batch: Parameters<typeof nextManagement>[0],
  protocol: ProtocolDays,
  lookup: DomainLookup,
): DgManagement & { label: string } {
  if (kind === 'DG') return { route: 'DG', day: null, label: 'DG' };
  const next = nextManagement(batch, protocol, lookup);
  return { route: 'DGRessinc', day: next.day, label: next.label };
}

export type DgSavePlan = {
  d0: Partial<DgFields> & { dataDg?: string | null };
  /** The cow's DN record of the day (outside DG/D0). */
  dn: DnFromDg | null;
  /** With a resync under way: the cow's omission and her copy in the resync batch. */
  resync: DgResyncEffects | null;
};

/**
 * What one DG row writes (spec §4): the d0 fields with '[N/A]' for an empty observation; outside DG/D0 the DN
 * record of that day; with a resync batch below this one, the omission flags and the child D0 record.
 */
export function dgSavePlan(
  cow: DgRowCow & { id: string },
  values: DgRowValues,
  {
    management,
    resyncBatchId,
    existingChild,
    lookup,
  }: {
    management: DgManagement;
    resyncBatchId: string | null;
    existingChild: ResyncCow | undefined;
    lookup: DomainLookup;
  },
): DgSavePlan {
  const record = dgRowRecord(values);
  const d0 = { ...record, ...dgSavePatch(record) };
  const after = { ...cow, ...d0 };
  const dn =
    dgSaveWritesDn(management, lookup) && management.day
      ? dnFromDgSave(after, { loteId: cow.loteId, dia: management.day }, lookup)
      : null;
  const resync = resyncBatchId ? dgSaveResyncEffects(after, existingChild, resyncBatchId, lookup) : null;
  return { d0, dn, resync };
}

/** Header counters over the rows in memory, with the row's values as shown (saved or not). */
export function dgCounters(
  rows: readonly { saved: boolean; condition: string | null; cl: string | null }[],
  lookup: DomainLookup,
): DiagnosisCounters {
  return diagnosisCounters(
    rows.map((row) => ({
      saved: row.saved,
      condition: lookup.valorOf(row.condition),
      cl: lookup.valorOf(row.cl),
    })),
  );
}

const PERCENT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '57,40' — pt-BR, two decimals (spec §9). */
export function formatPercent(percent: number): string {
  return PERCENT.format(percent);
}

/** '57,40 % (512/892)': the share and the counts it comes from. */
export function shareText(share: CountShare, total: number): string {
  return shareWithCounts(formatPercent(share.percent), share.count, total);
}

/** How many cows the diagnosis percentages are over (the diagnosed ones) and the CL ones (cows with a CL). */
export function counterTotals(counters: DiagnosisCounters): { diagnosed: number; cl: number } {
  const { notEvaluated, no, yes } = counters.cl;
  return {
    diagnosed: counters.pregnant.count + counters.empty.count + counters.discards,
    cl: notEvaluated.count + no.count + yes.count,
  };
}

export { dgFinalizeBlock, type FinalizeBlock };

export type DgBatchPatch = {
  isFinalize: true;
  dias?: string;
  processoAtual: string;
  lastDoneDay: string | null;
  nextDay: string | null;
  pastDG?: boolean;
  pastDGFinal?: boolean;
};

/**
 * The lote patch of a DG finalize (spec §4): DG sets isFinalize, dias and 'DG', and the batch is past DG once
 * every cow is diagnosed. DGRessinc sets isFinalize, the day and the management ('DG/D0'); it leaves pastDG
 * alone because that diagnosis is the previous round's: the resync's own DG still follows its IATF.
 */
export function dgFinalizePatch(
  kind: DgKind,
  batch: ProgressBatch,
  protocol: ProtocolDays,
  cows: readonly ProgressCow[],
  lookup: DomainLookup,
): DgBatchPatch {
  const patch = kind === 'DG' ? finalizeDg(protocol, lookup) : finalizeDgRessinc(batch, protocol, lookup);
  const after = { ...batch, ...patch };
  const progress = {
    isFinalize: true as const,
    ...(patch.dias ? { dias: patch.dias } : {}),
    lastDoneDay: after.dias ?? null,
    nextDay: nextProtocolDay(after.dias, protocol, lookup)?.id ?? null,
  };
  if (kind === 'DGRessinc') return { ...progress, processoAtual: patch.processoAtual ?? '' };
  const flags = progressFlags(after, cows);
  return { ...progress, ...flags, processoAtual: processoAtual({ ...after, ...flags }, protocol, lookup) };
}
