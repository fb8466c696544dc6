// What saving the Ressinc form writes (spec §4 'Resync chain', §5 'Resync'): the new resync lote and the carried
// copy of every living cow, or why nothing may be written. Pure: the device runs it in one transaction.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { type FieldErrors, hasErrors } from '../rules/form-rules.ts';
import {
  type ResyncFormValues,
  resyncAlreadyExists,
  validateResyncForm,
} from '../rules/forms/resync-form.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';
import {
  type CarryPatch,
  type ChainBatch,
  carryOverPatch,
  cowsCarriedIntoResync,
  newResyncBatch,
  type ResyncBatchFields,
  type ResyncCow,
  type ResyncParent,
  resyncChildOf,
  resyncOmission,
} from '../rules/resync.ts';

export type ResyncCreatePlan =
  | { kind: 'invalid'; errors: FieldErrors<keyof ResyncFormValues> }
  | { kind: 'exists'; message: string }
  | {
      kind: 'create';
      batch: ResyncBatchFields;
      /** Each carried cow: the record she comes from and the fields her copy changes. */
      copies: { from: string; patch: Omit<CarryPatch, 'loteId'> }[];
      /** Diagnosed cows that go on in the resync leave the parent's DG Final (spec §4). */
      parentPatches: { id: string; omit_from_dg_final: true }[];
    };

/**
 * Spec §4: 'Only one resync per batch'; the new batch 'named original name + ' - IATF ' + (iatf count + 2),
 * linked to parent and original, copying living cows with iatf incremented'. A cow already diagnosed (resync
 * after the DG) is judged where §4's omission rule says; an undiagnosed one is settled by her DG save.
 */
export function planResync({
  parent,
  originalName,
  parentProtocol,
  values,
  batches,
  cows,
  iatfs,
  lookup,
}: {
  parent: ResyncParent & ChainBatch;
  originalName: string;
  parentProtocol: ProtocolDays;
  values: ResyncFormValues;
  batches: readonly ChainBatch[];
  cows: readonly ResyncCow[];
  iatfs: readonly { vacaId: string; observacao: string | null }[];
  lookup: DomainLookup;
}): ResyncCreatePlan {
  const exists = resyncAlreadyExists(resyncChildOf(parent.id, batches) !== undefined);
  if (exists) return { kind: 'exists', message: exists };
  const errors = validateResyncForm(values, lookup);
  if (hasErrors(errors)) return { kind: 'invalid', errors };
  const form = {
    tipoResync: values.tipoResync ?? '',
    protocoloId: values.protocoloId ?? '',
    diaD0: values.diaD0,
    progesteronaPosIATF: values.progesteronaPosIATF,
    usuarioId: values.usuarioId ?? '',
    periodoManejo: values.periodoManejo,
  };
  const batch = newResyncBatch(parent, { originalName, parentProtocol, form, lookup });
  return { kind: 'create', batch, ...resyncCarry(cows, iatfs, lookup) };
}

/**
 * The cows a new resync takes from its parent (spec §4: 'copying living cows … with iatf incremented') and the
 * omissions of the diagnosed ones: the Ressinc form's save and an imported later IATF round both write these.
 */
export function resyncCarry(
  cows: readonly ResyncCow[],
  iatfs: readonly { vacaId: string; observacao: string | null }[],
  lookup: DomainLookup,
): Pick<Extract<ResyncCreatePlan, { kind: 'create' }>, 'copies' | 'parentPatches'> {
  const carried = cowsCarriedIntoResync(cows, iatfs, lookup);
  return {
    copies: carried.map((cow) => {
      const { loteId: _, ...patch } = carryOverPatch(cow, '', lookup);
      return { from: cow.id, patch };
    }),
    parentPatches: carried
      .filter((cow) => Boolean(cow.condicaoDG) && resyncOmission(cow, lookup).parentOmitted)
      .map((cow) => ({ id: cow.id, omit_from_dg_final: true as const })),
  };
}
