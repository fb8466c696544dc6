// DG/D0 and DG/{day} of a resync batch (spec §2 'DGRessinc', §4 'DG details'): they diagnose the round before the
// resync (DECISIONS). Each row is the cow's record in the parent batch, where that round's diagnosis is kept —
// the same record the parent's DG screen edits — shown with what her copy in the resync batch holds of the
// resync's own D0 (device, use, initial weight). Her copy keeps no diagnosis of that round, so the resync's own
// DG after its IATF starts empty and the batch does not skip it.
import type { DomainLookup } from '../lists/domain-ids.ts';
import type { ProgressBatch, ProgressCow } from '../rules/batch-progress.ts';
import { type DgManagement, dgSavePatch, dgSaveWritesDn, dnFromDgSave } from '../rules/dg-fields.ts';
import type { FieldErrors } from '../rules/form-rules.ts';
import { validateD0ResyncStep } from '../rules/forms/dg-step.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';
import { validNumber, WEIGHT_FIELD } from '../rules/number-field.ts';
import { dgFinalizeOmissions, dgSaveResyncEffects, type ResyncCow } from '../rules/resync.ts';
import {
  asksResyncD0Fields,
  type DgBatchPatch,
  type DgRowCow,
  type DgRowValues,
  type DgSavePlan,
  dgFinalizePatch,
  dgRowRecord,
  isDgRowSaved,
  validateDgRow,
} from './dg-step.ts';

/** The row of a carried cow: her parent record's diagnosis with her copy's D0 fields, in her copy's batch. */
export function dgRessincRow<P extends DgRowCow>(parent: P, copy: DgRowCow): P {
  return {
    ...parent,
    loteId: copy.loteId,
    dispositivoIntravaginal: copy.dispositivoIntravaginal ?? null,
    numero_Uso_Disp: copy.numero_Uso_Disp ?? null,
    peso_d0resync: copy.peso_d0resync ?? null,
  };
}

/**
 * On DG/D0 an empty cow starts the resync protocol: she needs her device and its use (spec §5 D0 Resync), and
 * her initial weight, when typed, is kilograms by the number rule.
 */
export function validateDgRessincRow(values: DgRowValues, onD0: boolean, lookup: DomainLookup): FieldErrors {
  const errors = validateDgRow(values, lookup);
  if (!asksResyncD0Fields(onD0, values.condicaoDG, lookup)) return errors;
  return {
    ...errors,
    ...validateD0ResyncStep(values),
    ...validNumber<DgRowValues>(WEIGHT_FIELD, 'peso_d0resync')(values),
  };
}

/** A DG/D0 row is saved once diagnosed and, for an empty cow, once her copy has the device and its use. */
export function isDgRessincRowSaved(row: DgRowCow, onD0: boolean, lookup: DomainLookup): boolean {
  if (!isDgRowSaved(row)) return false;
  if (!asksResyncD0Fields(onD0, row.condicaoDG ?? null, lookup)) return true;
  return Boolean(row.dispositivoIntravaginal) && Boolean(row.numero_Uso_Disp);
}

/**
 * What one DG/D0 or DG/{day} row writes: the diagnosis on the parent record (with her omission), the resync's
 * D0 fields and the omission on her copy (deleted when she is pregnant: she leaves the resync), and outside
 * DG/D0 the copy's DN record of the day.
 */
export function dgRessincSavePlan(
  parent: DgRowCow & { id: string },
  copy: ResyncCow & { loteId: string },
  values: DgRowValues,
  { management, lookup }: { management: DgManagement; lookup: DomainLookup },
): DgSavePlan {
  const { dispositivoIntravaginal, numero_Uso_Disp, peso_d0resync, ...diagnosis } = dgRowRecord(values);
  const d0 = { ...diagnosis, ...dgSavePatch(diagnosis) };
  const after = { ...parent, ...d0 };
  const dn =
    dgSaveWritesDn(management, lookup) && management.day
      ? dnFromDgSave({ ...after, id: copy.id }, { loteId: copy.loteId, dia: management.day }, lookup)
      : null;
  const effects = dgSaveResyncEffects(after, copy, copy.loteId, lookup);
  const update =
    effects.child && 'update' in effects.child
      ? effects.child.update
      : { omit_from_dg_final: false, isDeleted: false };
  return {
    d0,
    dn,
    resync: {
      parent: effects.parent,
      child: { update: { ...update, dispositivoIntravaginal, numero_Uso_Disp, peso_d0resync } },
    },
  };
}

type FinalizeBatch = ProgressBatch & { id: string; parentBatch?: string | null; protocoloId?: string | null };
type FinalizeCow = ProgressCow & ResyncCow & { loteId: string };

/**
 * The writes of a DG/D0 or DG/{day} finalize over the stored records of the resync batches and their parents:
 * the resync batch as spec §4 says for DGRessinc, the omissions of each diagnosed cow and her copy, and — when
 * the parent's DG was not finalized on its own screen — the parent batch as its DG finalize would leave it, since
 * its round has just been diagnosed (it goes on to its DG Final).
 */
export function dgRessincFinalizePlan<B extends FinalizeBatch>({
  resyncBatches,
  parentBatches,
  cows,
  protocolOf,
  lookup,
}: {
  resyncBatches: readonly B[];
  parentBatches: readonly B[];
  cows: readonly FinalizeCow[];
  protocolOf: (batch: B) => ProtocolDays;
  lookup: DomainLookup;
}): {
  cowPatches: { id: string; patch: { omit_from_dg_final: boolean } }[];
  batchPatches: Map<string, DgBatchPatch>;
} {
  const cowPatches: { id: string; patch: { omit_from_dg_final: boolean } }[] = [];
  const batchPatches = new Map<string, DgBatchPatch>();
  const cowsOf = (batchId: string) => cows.filter((cow) => cow.loteId === batchId && !cow.isDeleted);
  for (const resync of resyncBatches) {
    const copies = cowsOf(resync.id);
    batchPatches.set(resync.id, dgFinalizePatch('DGRessinc', resync, protocolOf(resync), copies, lookup));
    const parent = parentBatches.find((batch) => batch.id === resync.parentBatch);
    if (!parent) continue;
    const parentCows = cowsOf(parent.id);
    for (const { id, omit_from_dg_final } of dgFinalizeOmissions(parentCows, copies, lookup))
      cowPatches.push({ id, patch: { omit_from_dg_final } });
    if (!parent.isFinalize)
      batchPatches.set(parent.id, dgFinalizePatch('DG', parent, protocolOf(parent), parentCows, lookup));
  }
  return { cowPatches, batchPatches };
}
