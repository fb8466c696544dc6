// What an import file writes (spec §4 'Import', §5 'Import'): every row checked against the
// batch as it is, then the records the management screens would have written for the same data — the same
// save plans and finalize patches, so an imported season is indistinguishable from one done in the corral.
// Pure: the server runs it for the preview and again, inside one transaction, to apply.
import type { D0 } from '../entities/d0.ts';
import { iatfRecordId } from '../entities/keyed-ids.ts';
import type { DomainLookup } from '../lists/domain-ids.ts';
import { d0SavePlan, newCowDefaults } from '../management/d0-step.ts';
import {
  dgFinalBatchPatch,
  dgFinalRowChange,
  dgFinalRowDefaults,
  dgFinalRowRecord,
  isDgFinalRowSaved,
  isShownInDgFinal,
} from '../management/dg-final-step.ts';
import { dgFinalizePatch, dgRowChange, dgRowDefaults, dgSavePlan } from '../management/dg-step.ts';
import { stepFinalizePatch } from '../management/finalize-step.ts';
import { iatfRowDefaults, iatfSavePlan } from '../management/row-steps.ts';
import {
  importCowNotInBatch,
  importCowRepeated,
  importCowStepDone,
  importCowTwice,
  importInvalidNumber,
  importInvalidValue,
  importNoCowLeft,
} from '../messages/import-rows.ts';
import { importMoreProblems } from '../messages/spreadsheets.ts';
import { NO_DATA_TO_IMPORT } from '../messages/validation.ts';
import type { ProgressBatch } from '../rules/batch-progress.ts';
import { dgFinalFinalizePatch } from '../rules/dg-final-fields.ts';
import { isBlank, isValidIsoDate } from '../rules/form-rules.ts';
import {
  type ImportBatchState,
  type ImportRow,
  importFieldLabel,
  importRowSteps,
  isBlankRow,
  validateImportRow,
} from '../rules/forms/import-rows.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';
import { lastProtocolDay } from '../rules/next-management.ts';
import { COW_WEIGHT_FIELD, parseNumberField, WEIGHT_FIELD } from '../rules/number-field.ts';
import { textKey } from '../rules/sorting.ts';
import { IMPORT_PREVIEW_ROWS, type ImportPreview, type ImportStepName } from './import-api.ts';
import { listResolver } from './import-values.ts';

type Fields = Record<string, unknown>;

/** A cow of the batch as stored (the d0 fields the steps read). */
export type ImportCow = Partial<Omit<D0, 'id'>> & { id: string };

export type ImportBatch = ProgressBatch & {
  id: string;
  dispositivo?: string | null;
  numeroUsoDispositivo?: string | null;
  racaMatriz?: string | null;
  ordemMatriz?: string | null;
  idadeMatriz?: string | null;
  processoAtual?: string | null;
};

export type ImportContext = {
  batch: ImportBatch;
  protocol: ProtocolDays;
  lookup: DomainLookup;
  /** Every domain value (live ones are matched by text within their list). */
  values: readonly { id: string; valor: string; tipoDominioId: string; isDeleted?: boolean | null }[];
  /** The farm's semen lots, named by their code. */
  partidas: readonly { id: string; codigo: string | null; touroId: string | null }[];
  /** The farm's owner and linked users, named by their full name. */
  people: readonly { id: string; nomeCompleto: string | null }[];
  /** Live cows of the batch, in the order they were registered. */
  cows: readonly ImportCow[];
  /** Live IATF records of the batch (the observation, when loaded, tells a later round who died). */
  iatfs: readonly { vacaId: string; observacao?: string | null }[];
  now: Date;
  newId: () => string;
};

export type ImportPlan = {
  newCows: Fields[];
  cowPatches: { id: string; patch: Fields }[];
  newIatfs: Fields[];
  batchPatch: Fields | null;
  preview: Omit<ImportPreview, 'versao'>;
};

/** More messages than this are summed up: a wrong file gives one per line, and nobody reads 10,000 of them. */
export const IMPORT_ERRORS_SHOWN = 500;

export function moreProblems(count: number): string {
  return importMoreProblems(count);
}

/** Steps the batch has finished (§5: 'cannot import D0, IATF or DG already finished'). */
export function importBatchState(
  batch: ImportBatch,
  protocol: ProtocolDays,
  lookup: DomainLookup,
): ImportBatchState {
  const iatfDay = lastProtocolDay(protocol, lookup)?.id;
  return {
    d0Finished: Boolean(batch.dias),
    iatfFinished: Boolean(batch.isFinalize) || (Boolean(iatfDay) && batch.dias === iatfDay),
    dgFinished: Boolean(batch.isFinalize),
  };
}

const cowName = (cow: { codVaca?: unknown; codLeitorBastao?: unknown }) =>
  String(cow.codVaca ?? cow.codLeitorBastao ?? '');

const idKey = (id: string | null | undefined) => textKey(id?.trim());

/** Rows without D0 fill an existing cow: the one named by an ID, else the next one not taken, in row order. */
function cowMatcher(cows: readonly ImportCow[]) {
  const byId = new Map<string, ImportCow>();
  const add = (cow: ImportCow) => {
    for (const id of [cow.codVaca, cow.codLeitorBastao]) {
      const key = idKey(typeof id === 'string' ? id : null);
      if (key && !byId.has(key)) byId.set(key, cow);
    }
  };
  for (const cow of cows) add(cow);
  const taken = new Set<string>();
  let next = 0;
  return {
    add,
    has: (row: ImportRow) => [row.codVaca, row.codLeitorBastao].some((id) => byId.has(idKey(id))),
    take(row: ImportRow, errors: string[]): ImportCow | null {
      const named = row.codVaca ?? row.codLeitorBastao;
      let cow: ImportCow | undefined;
      if (named) {
        cow = byId.get(idKey(row.codVaca)) ?? byId.get(idKey(row.codLeitorBastao));
        if (!cow) {
          errors.push(importCowNotInBatch(named, row.line));
          return null;
        }
      } else {
        while (next < cows.length && taken.has(cows[next]?.id ?? '')) next++;
        cow = cows[next];
        if (!cow) {
          errors.push(importNoCowLeft(row.line));
          return null;
        }
      }
      if (taken.has(cow.id)) {
        errors.push(importCowTwice(cowName(cow), row.line));
        return null;
      }
      taken.add(cow.id);
      return cow;
    },
  };
}

/** The row's weight by the D0 screen's number rule (its message, on the row's line, when refused). */
function checkFormats(row: ImportRow, errors: string[]): number | null {
  const peso = parseNumberField(row.peso, COW_WEIGHT_FIELD);
  if (!peso.ok)
    errors.push(importInvalidNumber(importFieldLabel('peso'), row.peso ?? '', peso.message, row.line));
  if (!isBlank(row.dataDg) && !isValidIsoDate(row.dataDg))
    errors.push(importInvalidValue(importFieldLabel('dataDg'), 'date', row.line));
  return peso.ok ? peso.value : null;
}

/** The row's 'Peso Inicial (kg)' by the number rule of D0 Resync and DG/D0, the screens that record it. */
function checkInitialWeight(row: ImportRow, errors: string[]): number | null {
  const peso = parseNumberField(row.pesoInicial, WEIGHT_FIELD);
  if (!peso.ok)
    errors.push(
      importInvalidNumber(importFieldLabel('pesoInicial'), row.pesoInicial ?? '', peso.message, row.line),
    );
  return peso.ok ? peso.value : null;
}

/** A calendar day of the file as an instant: noon UTC keeps the day in every Brazilian time zone. */
const middayOf = (date: string) => `${date}T12:00:00.000Z`;

/**
 * The records a file writes, or every problem it has (nothing is written then). Rows are taken in file order:
 * a D0 row creates a cow; IATF, DG and DG Final fill her (or, without D0, the existing cow the row names or the
 * next one in order); each step present then moves the batch on as its finalize would.
 */
export function planImport(
  rows: readonly ImportRow[],
  context: ImportContext,
): { errors: string[] } | { plan: ImportPlan } {
  const { batch, protocol, lookup, now } = context;
  const filled = rows.filter((row) => !isBlankRow(row));
  if (filled.length === 0) return { errors: [NO_DATA_TO_IMPORT()] };

  const errors: string[] = [];
  const resolve = listResolver(context, errors);
  const state = importBatchState(batch, protocol, lookup);
  const nowIso = now.toISOString();
  const matcher = cowMatcher(context.cows);
  const withIatf = new Set(context.iatfs.map((iatf) => iatf.vacaId));
  const bullOf = new Map(context.partidas.map((partida) => [partida.id, partida.touroId]));
  const bullOfPartida = (id: string) => bullOf.get(id) ?? null;

  const cows = new Map<string, ImportCow>(context.cows.map((cow) => [cow.id, cow]));
  const newCows = new Map<string, Fields>();
  const patches = new Map<string, Fields>();
  const newIatfs: Fields[] = [];
  const amostra: ImportPreview['amostra'] = [];
  const done = { d0: false, iatf: false, dg: false, dgFinal: false };
  let counts = { iatfs: 0, dgs: 0, dgFinais: 0 };

  for (const row of filled) {
    const steps = importRowSteps(row);
    const before = errors.length;
    const peso = checkFormats(row, errors);
    const pesoInicial = checkInitialWeight(row, errors);
    let cow: ImportCow | null = null;
    if (steps.d0) {
      if (matcher.has(row))
        errors.push(importCowRepeated(String(row.codVaca ?? row.codLeitorBastao), row.line));
    } else {
      cow = matcher.take(row, errors);
    }
    const existing = cow
      ? { hasIatf: withIatf.has(cow.id), hasDg: !isBlank(cow.condicaoDG) }
      : { hasIatf: false, hasDg: false };
    errors.push(...validateImportRow(row, state, existing));
    if (cow && steps.iatf && existing.hasIatf) errors.push(importCowStepDone(cowName(cow), 'IATF', row.line));
    if (cow && steps.dg && existing.hasDg) errors.push(importCowStepDone(cowName(cow), 'DG', row.line));
    if (cow && steps.dgFinal && !isBlank(cow.condicaoDGFinal))
      errors.push(importCowStepDone(cowName(cow), 'DG Final', row.line));
    const ids = {
      racaMatriz: resolve('racaMatriz', row),
      ordemMatriz: resolve('ordemMatriz', row),
      dispositivo: resolve('dispositivo', row),
      usoDispositivo: resolve('usoDispositivo', row),
      responsavel: resolve('responsavel', row),
      eccD0: resolve('eccD0', row),
      semen: resolve('semen', row),
      inseminador: resolve('inseminador', row),
      diagnostico: resolve('diagnostico', row),
      eccDg: resolve('eccDg', row),
      diagnosticoFinal: resolve('diagnosticoFinal', row),
    };
    if (errors.length > before) continue;

    const manejos: ImportStepName[] = [];
    let current: ImportCow;
    if (steps.d0) {
      const id = context.newId();
      const plan = d0SavePlan(
        {
          ...newCowDefaults(batch, ids.responsavel),
          codVaca: row.codVaca,
          codLeitorBastao: row.codLeitorBastao,
          racaMatriz: ids.racaMatriz,
          ordemMatriz: ids.ordemMatriz,
          dispositivoIntravaginal: ids.dispositivo,
          numero_Uso_Disp: ids.usoDispositivo,
          peso_EM: peso,
        },
        {
          mode: 'create',
          management: 'D0',
          otherCowCodes: [],
          batchHasDay: false,
          bullOfPartida,
          now: nowIso,
        },
      );
      current = {
        id,
        created: nowIso,
        updated: nowIso,
        isDeleted: false,
        priority: false,
        loteId: batch.id,
        ...plan.d0,
        ecc: ids.eccD0,
        peso_d0resync: pesoInicial,
      };
      newCows.set(id, current);
      matcher.add(current);
      manejos.push('D0');
      done.d0 = true;
    } else {
      const base = cow as ImportCow;
      current = { ...base, ...patches.get(base.id) };
    }
    const patch: Fields = {};
    const apply = (fields: Fields) => {
      Object.assign(patch, fields);
      Object.assign(current, fields);
    };
    if (steps.iatf) {
      const values = {
        ...iatfRowDefaults({ ...current, codVaca: current.codVaca ?? null }, null),
        partidaId: ids.semen,
        usuarioId: ids.inseminador,
      };
      const plan = iatfSavePlan(values, bullOfPartida);
      newIatfs.push({
        // Keyed as the screens key it: a phone that inseminated her offline makes the same record.
        id: iatfRecordId(current.id, batch.id),
        created: nowIso,
        updated: nowIso,
        isDeleted: false,
        priority: false,
        vacaId: current.id,
        loteId: batch.id,
        ...plan.iatf,
      });
      apply(plan.d0);
      withIatf.add(current.id);
      manejos.push('IATF');
      counts = { ...counts, iatfs: counts.iatfs + 1 };
      done.iatf = true;
    }
    if (steps.dg) {
      const change = { condicaoDG: ids.diagnostico, ...(ids.eccDg ? { eccDG: ids.eccDg } : {}) };
      const values = dgRowChange(dgRowDefaults(current), change, { now, lookup });
      if (row.dataDg) values.dataDg = middayOf(row.dataDg);
      const plan = dgSavePlan({ ...current, loteId: batch.id }, values, {
        management: { route: 'DG', day: null },
        resyncBatchId: null,
        existingChild: undefined,
        lookup,
      });
      apply(plan.d0);
      manejos.push('DG');
      counts = { ...counts, dgs: counts.dgs + 1 };
      done.dg = true;
    }
    if (steps.dgFinal) {
      const values = dgFinalRowRecord(
        dgFinalRowChange(
          current,
          dgFinalRowDefaults(current, lookup),
          { condicaoDGFinal: ids.diagnosticoFinal },
          lookup,
        ),
      );
      apply({ ...values, ...dgFinalFinalizePatch({ ...current, ...values }, row.dataDgFinal ?? '') });
      manejos.push('DG Final');
      counts = { ...counts, dgFinais: counts.dgFinais + 1 };
      done.dgFinal = true;
    }
    if (steps.d0) newCows.set(current.id, current);
    else {
      patches.set(current.id, { ...patches.get(current.id), ...patch, updated: nowIso });
      cows.set(current.id, { ...(cows.get(current.id) as ImportCow), ...patch });
    }
    if (amostra.length < IMPORT_PREVIEW_ROWS)
      amostra.push({ linha: row.line, matriz: cowName(current), nova: steps.d0, manejos });
  }

  if (errors.length > 0) {
    const shown = errors.slice(0, IMPORT_ERRORS_SHOWN);
    if (errors.length > shown.length) shown.push(moreProblems(errors.length - shown.length));
    return { errors: shown };
  }

  const allCows = [...cows.values(), ...(newCows.values() as Iterable<ImportCow>)];
  let after: ImportBatch = batch;
  let batchPatch: Fields | null = null;
  const move = (patch: Fields) => {
    after = { ...after, ...patch };
    batchPatch = { ...batchPatch, ...patch };
  };
  if (done.d0) move(stepFinalizePatch('D0', after, protocol, allCows, lookup));
  if (done.iatf) move(stepFinalizePatch('IATF', after, protocol, allCows, lookup));
  if (done.dg) move(dgFinalizePatch('DG', after, protocol, allCows, lookup));
  const finalCows = allCows.filter(isShownInDgFinal);
  if (done.dgFinal && finalCows.length > 0 && finalCows.every(isDgFinalRowSaved)) {
    // The DG Final screen's finalize, which also waits until every cow has her final diagnosis.
    move(dgFinalBatchPatch(after, allCows));
  }
  if (batchPatch) move({ updated: nowIso });

  return {
    plan: {
      newCows: [...newCows.values()],
      cowPatches: [...patches.entries()].map(([id, patch]) => ({ id, patch })),
      newIatfs,
      batchPatch,
      preview: {
        linhas: filled.length,
        matrizesNovas: newCows.size,
        matrizesAlteradas: patches.size,
        ...counts,
        processoAtual: String(after.processoAtual ?? ''),
        amostra,
      },
    },
  };
}
