// The per-cow rows of the DG Final screen (spec §2 'DG Final', §4 'DG Final details', §5 'DG Final'): which cows
// are listed, their defaults from the DG, when a row is saved, and what finalize checks and writes. The field
// effects themselves are rules/dg-final-fields.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { type ProgressCow, progressFlags } from '../rules/batch-progress.ts';
import { isEmptyConditionId } from '../rules/dg-fields.ts';
import {
  applyDgFinalChange,
  type DgFinalCow,
  type DgFinalFields,
  dgFinalDefaults,
  dgFinalFinalizePatch,
} from '../rules/dg-final-fields.ts';
import { dgFinalFinalizeBlock, type FinalizeBlock, finalizeDgFinal } from '../rules/finalize.ts';
import type { FieldErrors } from '../rules/form-rules.ts';
import { validateDgFinalStep } from '../rules/forms/dg-final-step.ts';
import { type Gestation, gestationFigures } from '../rules/gestation.ts';
import { iatfDate, lastProtocolDayNumber, type ProtocolDays } from '../rules/iatf-dates.ts';
import { numberFieldValue, validNumber, WEIGHT_FIELD } from '../rules/number-field.ts';
import { isBlankObservation } from '../rules/observation-markers.ts';
import { isBullPregnancy, isPregnantCondition } from '../rules/statistics.ts';

/**
 * The d0 fields a DG Final row edits (dataDgFinal is the screen's one date, written on finalize). The weight is
 * the text typed until saved (a stored number until edited); the record holds the number the number rule reads.
 */
export type DgFinalRowValues = Omit<DgFinalFields, 'dataDgFinal' | 'pesoBezerro'> & {
  pesoBezerro: string | number | null;
};

/**
 * Cows on the DG Final screen: live, and not omitted because their diagnosis goes on in a resync batch (spec
 * §3 omit_from_dg_final). A cow dead or discarded before the DG has her '[N/A]'-free DG observation and is
 * still listed, so her final record can say so.
 */
export function isShownInDgFinal(cow: { isDeleted?: boolean | null; omit_from_dg_final?: boolean | null }) {
  return !cow.isDeleted && !cow.omit_from_dg_final;
}

/** The stored final values, or the defaults from the DG diagnosis for a cow that has none (spec §4). */
export function dgFinalRowDefaults(cow: DgFinalCow, lookup: DomainLookup): DgFinalRowValues {
  const stored: DgFinalRowValues = {
    condicaoDGFinal: cow.condicaoDGFinal ?? null,
    observacao_DG_Final: cow.observacao_DG_Final ?? null,
    ecC_Final: cow.ecC_Final ?? null,
    clFinal: cow.clFinal ?? null,
    tipoPrenheFinal: cow.tipoPrenheFinal ?? null,
    pesoBezerro: cow.pesoBezerro ?? null,
    diasGestacaoTouro: cow.diasGestacaoTouro ?? null,
    perdaGestacao: cow.perdaGestacao ?? false,
  };
  return { ...stored, ...dgFinalDefaults(cow, lookup) };
}

/** A DG Final row is saved once the stored cow has a final condition or a final observation. */
export function isDgFinalRowSaved(cow: {
  condicaoDGFinal?: string | null;
  observacao_DG_Final?: string | null;
}): boolean {
  return Boolean(cow.condicaoDGFinal) || !isBlankObservation(cow.observacao_DG_Final);
}

/** The row after an edit or a bulk fill, with perdaGestacao set and reverted against the DG diagnosis. */
export function dgFinalRowChange(
  cow: { condicaoDG?: string | null },
  values: DgFinalRowValues,
  change: Partial<Omit<DgFinalRowValues, 'perdaGestacao'>>,
  lookup: DomainLookup,
): DgFinalRowValues {
  // The typed weight wins over the condition's effects, as any field given with the condition does.
  const { pesoBezerro, ...fields } = change;
  const { pesoBezerro: _weight, ...recordFields } = values;
  const patch = applyDgFinalChange({ ...recordFields, condicaoDG: cow.condicaoDG }, fields, { lookup });
  return { ...values, ...patch, ...(pesoBezerro === undefined ? {} : { pesoBezerro }) };
}

/** The weight, asked of an empty cow only, is kilograms by the number rule when typed. */
export function validateDgFinalRow(values: DgFinalRowValues, lookup: DomainLookup): FieldErrors {
  const errors = validateDgFinalStep(values, lookup);
  if (!isEmptyConditionId(values.condicaoDGFinal, lookup)) return errors;
  return { ...errors, ...validNumber<DgFinalRowValues>(WEIGHT_FIELD, 'pesoBezerro')(values) };
}

/** The d0 fields a DG Final row writes: its values with the weight as the number the rule read. */
export function dgFinalRowRecord(values: DgFinalRowValues): Omit<DgFinalFields, 'dataDgFinal'> {
  return { ...values, pesoBezerro: numberFieldValue(values.pesoBezerro, WEIGHT_FIELD) };
}

export { dgFinalFinalizeBlock, type FinalizeBlock };

/** Every cow's finalize patch: the DG Final date, and '[N/A]' for an empty final observation. */
export function dgFinalCowPatches(
  cows: readonly (DgFinalCow & { id: string })[],
  date: string,
): { id: string; patch: Partial<DgFinalFields> }[] {
  return cows.map((cow) => ({ id: cow.id, patch: dgFinalFinalizePatch(cow, date) }));
}

/** The lote patch of a DG Final finalize: past DG Final, 'DG Final', and the stored progress flags. */
export function dgFinalBatchPatch(
  batch: { isFinalize?: boolean | null },
  cows: readonly ProgressCow[],
): { pastDG: boolean; pastDGFinal: true; processoAtual: string } {
  const { pastDG } = progressFlags(batch, cows);
  const { processoAtual = '' } = finalizeDgFinal();
  return { pastDG, pastDGFinal: true, processoAtual };
}

export type { Gestation };

/**
 * The gestation a DG Final row shows (spec §9): for a cow pregnant now — her final condition once one is chosen,
 * else her DG one — the figures of `gestationFigures`, the same the report and the export use. A cow changed to
 * Vazia in DG Final shows none. `today` is the farm's calendar day.
 */
export function cowGestation(
  cow: { condicaoDG?: string | null; condicaoDGFinal?: string | null; diasGestacaoTouro?: number | null },
  batch: { dataIatf?: string | null },
  protocol: ProtocolDays,
  today: string,
  lookup: DomainLookup,
): Gestation | null {
  const condition = lookup.valorOf(cow.condicaoDGFinal || cow.condicaoDG);
  if (!isPregnantCondition(condition)) return null;
  return gestationFigures({
    iatfDate: iatfDate(batch.dataIatf, protocol, lookup),
    protocolIatfDay: lastProtocolDayNumber(protocol, lookup) ?? 0,
    today,
    byBull: isBullPregnancy(condition),
    diasGestacaoTouro: cow.diasGestacaoTouro ?? null,
  });
}
