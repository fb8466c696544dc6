// The 2nd and 3rd IATF of an imported season as the product keeps them (spec §4 'Resync chain'): each later round
// is the resync batch below the previous round's one, its cows the copies carried there of the cows that went on,
// and its IATF and DG filled by the same import plan as the first round. The resync batch is the existing one or
// a new one as the Ressinc form makes it, and the diagnoses the import gives the round before move the copies as
// the DG screen's saves would. Pure: the server runs it for the preview and again, inside the transaction, to apply.
import { TIPO_RESYNC } from '../lists/value-ids.ts';
import { resyncCarry } from '../management/resync-create.ts';
import { ownSheetRoundCowMissing, ownSheetRoundNotEmpty } from '../messages/own-sheets.ts';
import type { ImportRow } from '../rules/forms/import-rows.ts';
import { isBlankRow } from '../rules/forms/import-rows.ts';
import { addDaysToDate } from '../rules/gestation.ts';
import { lastProtocolDayNumber, type ProtocolDays } from '../rules/iatf-dates.ts';
import { dgSaveResyncEffects, newResyncBatch, type ResyncCow, type ResyncParent } from '../rules/resync.ts';
import { textKey } from '../rules/sorting.ts';
import type { ImportBatch, ImportContext, ImportCow, ImportPlan } from './import-plan.ts';
import { planImport } from './import-plan.ts';

type Fields = Record<string, unknown>;

/** A stored resync batch below the previous round's batch, with all its cows (deleted copies too). */
export type ChainLevel = {
  batch: ImportBatch & Fields;
  protocol: ProtocolDays;
  cows: readonly ImportCow[];
  iatfs: readonly { vacaId: string; observacao?: string | null }[];
};

/** What a later round creates, per its batch; the counts are the preview's. */
export type RoundPreview = {
  rodada: number;
  loteId: string;
  nomeLote: string;
  /** The resync batch is created by the import. */
  novo: boolean;
  /** Cows carried into the resync batch by the import. */
  matrizesCopiadas: number;
  iatfs: number;
  dgs: number;
  processoAtual: string;
};

export type RoundWrites = {
  loteId: string;
  newBatch: Fields | null;
  batchPatch: Fields | null;
  newCows: Fields[];
  cowPatches: { id: string; patch: Fields }[];
  newIatfs: Fields[];
  preview: RoundPreview;
};

export type LaterRoundsInput = {
  /** Rows of every round of the sheet; round 1 is the destination's plan already made. */
  rounds: readonly { round: number; rows: readonly RoundRow[] }[];
  destination: ImportContext;
  /** The stored resync below the destination (index 0, for the 2nd IATF), and the one below it. */
  chain: readonly (ChainLevel | null)[];
  /** The chain's first batch's name, which resync names repeat ('Lote A - IATF 2'). */
  originalName: string;
  /** The person importing: responsible for a resync batch the import creates when its parent names nobody. */
  usuarioId: string;
  sheet: string;
};

/** One batch of the chain as the import leaves it, and what it writes. */
type Level = {
  batch: Fields & { id: string };
  protocol: ProtocolDays;
  isNew: boolean;
  cows: Map<string, ImportCow>;
  iatfs: { vacaId: string; observacao?: string | null }[];
  created: Set<string>;
  newCows: Map<string, Fields>;
  cowPatches: Map<string, Fields>;
  newIatfs: Fields[];
  batchPatch: Fields | null;
  /** Cows the import diagnoses in this batch: their copies below follow as the DG save makes them. */
  diagnosed: Set<string>;
};

// A later round's cow is the one of the rounds before: her identity, breed and order carry over (spec §4), so
// these columns of a later block describe her, never register her again.
const D0_COLUMNS = [
  'racaMatriz',
  'ordemMatriz',
  'dispositivo',
  'usoDispositivo',
  'responsavel',
  'peso',
  'pesoInicial',
  'eccD0',
] as const;

/** A later round's row as the import plan takes it: no D0 columns, and nothing when it only names the cow. */
export function laterRoundRow<R extends ImportRow>(row: R): R | null {
  const later = { ...row };
  for (const column of D0_COLUMNS) later[column] = null;
  return isBlankRow({ ...later, codVaca: null, codLeitorBastao: null }) ? null : later;
}

const idKey = (id: unknown) => textKey(typeof id === 'string' ? id.trim() : null);
const isLive = (cow: { isDeleted?: boolean | null }) => !cow.isDeleted;
const cowName = (row: ImportRow) => String(row.codVaca ?? row.codLeitorBastao ?? '');

function patchCow(level: Level, id: string, patch: Fields, nowIso: string) {
  level.cows.set(id, { ...(level.cows.get(id) as ImportCow), ...patch });
  if (level.created.has(id)) level.newCows.set(id, { ...level.newCows.get(id), ...patch });
  else level.cowPatches.set(id, { ...level.cowPatches.get(id), ...patch, updated: nowIso });
}

const iatfOf = (iatf: Fields) => ({
  vacaId: String(iatf.vacaId),
  observacao: typeof iatf.observacao === 'string' ? iatf.observacao : null,
});

function isDiagnosis(fields: Fields) {
  return Boolean(fields.condicaoDG);
}

function firstLevel(plan: ImportPlan, context: ImportContext): Level {
  const cows = new Map(context.cows.map((cow) => [cow.id, cow]));
  const diagnosed = new Set<string>();
  for (const { id, patch } of plan.cowPatches) {
    cows.set(id, { ...(cows.get(id) as ImportCow), ...patch });
    if (isDiagnosis(patch)) diagnosed.add(id);
  }
  for (const cow of plan.newCows) {
    cows.set(String(cow.id), cow as ImportCow);
    if (isDiagnosis(cow)) diagnosed.add(String(cow.id));
  }
  return {
    batch: { ...context.batch, ...plan.batchPatch },
    protocol: context.protocol,
    isNew: false,
    cows,
    iatfs: [...context.iatfs, ...plan.newIatfs.map(iatfOf)],
    created: new Set(plan.newCows.map((cow) => String(cow.id))),
    newCows: new Map(plan.newCows.map((cow) => [String(cow.id), cow])),
    cowPatches: new Map(plan.cowPatches.map(({ id, patch }) => [id, patch])),
    newIatfs: plan.newIatfs,
    batchPatch: plan.batchPatch,
    diagnosed,
  };
}

function storedLevel(stored: ChainLevel): Level {
  return {
    batch: stored.batch,
    protocol: stored.protocol,
    isNew: false,
    cows: new Map(stored.cows.map((cow) => [cow.id, cow])),
    iatfs: [...stored.iatfs],
    created: new Set(),
    newCows: new Map(),
    cowPatches: new Map(),
    newIatfs: [],
    batchPatch: null,
    diagnosed: new Set(),
  };
}

/** A round's row: the import model's row, with the block's 'Data IA' when the workbook has one. */
type RoundRow = ImportRow & { dataIatf?: string | null };

/**
 * The D0 date (lote.dataIatf) of a resync batch whose round the sheet dates: the product dates an IATF as the
 * batch's D0 date + its protocol's last day (spec §9), so the day most of the round's cows were inseminated,
 * less that last day. Null when the sheet gives no date; the Ressinc form's own date stands then.
 */
export function resyncD0DateOf(
  rows: readonly RoundRow[],
  protocol: ProtocolDays,
  lookup: ImportContext['lookup'],
): string | null {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.dataIatf) counts.set(row.dataIatf, (counts.get(row.dataIatf) ?? 0) + 1);
  const [date] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  const last = lastProtocolDayNumber(protocol, lookup);
  return date && last !== null ? addDaysToDate(date, -last) : null;
}

/** The resync batch the Ressinc form would make below `parent` (the sheet says no more than its rounds). */
function newLevel(parent: Level, input: LaterRoundsInput, rows: readonly RoundRow[], nowIso: string): Level {
  const { destination } = input;
  const from = parent.batch as unknown as ResyncParent & Fields;
  const text = (field: string) => (typeof from[field] === 'string' ? (from[field] as string) : null);
  const fields = newResyncBatch(from, {
    originalName: input.originalName,
    parentProtocol: parent.protocol,
    form: {
      // Tradicional assumes nothing of the resync's D0 day (spec §9: 30 days when none is chosen).
      tipoResync: TIPO_RESYNC.TRADICIONAL,
      protocoloId: text('protocoloId') ?? '',
      diaD0: null,
      progesteronaPosIATF: text('progesteronaPosIATF'),
      usuarioId: text('usuarioId') ?? input.usuarioId,
      periodoManejo: text('periodoManejo'),
    },
    lookup: destination.lookup,
  });
  const id = destination.newId();
  const dated = resyncD0DateOf(rows, parent.protocol, destination.lookup);
  const batch = {
    id,
    created: nowIso,
    updated: nowIso,
    isDeleted: false,
    priority: false,
    ...fields,
    ...(dated ? { dataIatf: dated } : {}),
  };
  return { ...storedLevel({ batch, protocol: parent.protocol, cows: [], iatfs: [] }), isNew: true };
}

/** The copies a new resync carries, or, below an existing one, what the import's diagnoses do to them. */
function carryInto(
  child: Level,
  parent: Level,
  lookup: ImportContext['lookup'],
  newId: () => string,
  nowIso: string,
) {
  const addCopy = (from: ImportCow, patch: Fields) => {
    const id = newId();
    const copy = {
      ...from,
      ...patch,
      id,
      loteId: child.batch.id,
      created: nowIso,
      updated: nowIso,
    } as ImportCow;
    child.cows.set(id, copy);
    child.created.add(id);
    child.newCows.set(id, copy);
  };
  if (child.isNew) {
    const live = [...parent.cows.values()].filter(isLive) as (ImportCow & ResyncCow)[];
    const iatfs = parent.iatfs.map((iatf) => ({ vacaId: iatf.vacaId, observacao: iatf.observacao ?? null }));
    const { copies, parentPatches } = resyncCarry(live, iatfs, lookup);
    for (const { from, patch } of copies) addCopy(parent.cows.get(from) as ImportCow, patch);
    for (const { id, omit_from_dg_final } of parentPatches)
      patchCow(parent, id, { omit_from_dg_final }, nowIso);
    return;
  }
  for (const id of parent.diagnosed) {
    const cow = parent.cows.get(id) as ImportCow & ResyncCow;
    const copy = [...child.cows.values()].find((each) => each.dzeroPai === id) as
      | (ImportCow & ResyncCow)
      | undefined;
    const effects = dgSaveResyncEffects(cow, copy, child.batch.id, lookup);
    patchCow(parent, id, effects.parent, nowIso);
    if (effects.child && 'create' in effects.child) addCopy(cow, effects.child.create);
    else if (effects.child && copy) patchCow(child, copy.id, effects.child.update, nowIso);
  }
}

/** Each row's cow must have gone on from the round before: her live copy in this round's batch. */
function checkRows(rows: readonly ImportRow[], child: Level, parent: Level, round: number, sheet: string) {
  const parents = new Map<string, ImportCow>();
  for (const cow of parent.cows.values())
    if (isLive(cow))
      for (const id of [cow.codVaca, cow.codLeitorBastao])
        if (idKey(id) && !parents.has(idKey(id))) parents.set(idKey(id), cow);
  const errors: string[] = [];
  for (const row of rows) {
    const from = parents.get(idKey(row.codVaca)) ?? parents.get(idKey(row.codLeitorBastao));
    if (!from) errors.push(ownSheetRoundCowMissing(cowName(row), round, sheet, row.line));
    else if (![...child.cows.values()].some((copy) => isLive(copy) && copy.dzeroPai === from.id))
      errors.push(ownSheetRoundNotEmpty(cowName(row), round, sheet, row.line));
  }
  return errors;
}

function writesOf(
  level: Level,
  round: number,
  preview: Omit<RoundPreview, 'rodada' | 'loteId' | 'nomeLote' | 'novo'>,
): RoundWrites {
  return {
    loteId: level.batch.id,
    newBatch: level.isNew ? level.batch : null,
    batchPatch: level.isNew ? null : level.batchPatch,
    newCows: [...level.newCows.values()],
    cowPatches: [...level.cowPatches.entries()].map(([id, patch]) => ({ id, patch })),
    newIatfs: level.newIatfs,
    preview: {
      rodada: round,
      loteId: level.batch.id,
      nomeLote: String(level.batch.nomeLote ?? ''),
      novo: level.isNew,
      ...preview,
    },
  };
}

/** The round planned into its batch: the copies' IATF and DG, and the batch moved on as the import does. */
function planRound(child: Level, rows: readonly ImportRow[], destination: ImportContext, nowIso: string) {
  const planned = planImport(rows, {
    ...destination,
    batch: child.batch as ImportBatch,
    protocol: child.protocol,
    cows: [...child.cows.values()].filter(isLive),
    iatfs: child.iatfs,
  });
  if ('errors' in planned) return planned;
  const { plan } = planned;
  for (const { id, patch } of plan.cowPatches) {
    const { updated: _, ...fields } = patch;
    patchCow(child, id, fields, nowIso);
    if (isDiagnosis(fields)) child.diagnosed.add(id);
  }
  child.newIatfs.push(...plan.newIatfs);
  child.iatfs.push(...plan.newIatfs.map(iatfOf));
  if (plan.batchPatch) {
    child.batch = { ...child.batch, ...plan.batchPatch };
    child.batchPatch = { ...child.batchPatch, ...plan.batchPatch };
  }
  return { plan };
}

/**
 * Rounds 2 and 3 of a sheet after its first round's plan: the first plan with the omissions its batch's resync
 * gives it, and per later round its batch's writes, or every problem (named by sheet and line).
 */
export function planLaterRounds(
  first: ImportPlan,
  input: LaterRoundsInput,
): { errors: string[] } | { plan: ImportPlan; rounds: RoundWrites[] } {
  const { destination } = input;
  const nowIso = destination.now.toISOString();
  const later = [...input.rounds]
    .filter((round) => round.round > 1)
    .sort((a, b) => a.round - b.round)
    .map((round) => ({
      round: round.round,
      rows: round.rows.flatMap((row) => laterRoundRow(row) ?? []),
    }));
  const last = later.findLastIndex((round) => round.rows.length > 0);
  const levels = [firstLevel(first, destination)];
  const rounds: { level: Level; round: number; plan: ImportPlan | null }[] = [];
  for (const [index, { round, rows }] of later.slice(0, last + 1).entries()) {
    const parent = levels[levels.length - 1] as Level;
    const stored = parent.isNew ? null : (input.chain[index] ?? null);
    const child = stored ? storedLevel(stored) : newLevel(parent, input, rows, nowIso);
    carryInto(child, parent, destination.lookup, destination.newId, nowIso);
    const errors = checkRows(rows, child, parent, round, input.sheet);
    if (errors.length > 0) return { errors };
    const planned = rows.length > 0 ? planRound(child, rows, destination, nowIso) : null;
    if (planned && 'errors' in planned) return planned;
    levels.push(child);
    rounds.push({ level: child, round, plan: planned?.plan ?? null });
  }
  const top = levels[0] as Level;
  return {
    plan: {
      ...first,
      newCows: [...top.newCows.values()],
      cowPatches: [...top.cowPatches.entries()].map(([id, patch]) => ({ id, patch })),
    },
    rounds: rounds.map(({ level, round, plan }) =>
      writesOf(level, round, {
        matrizesCopiadas: level.created.size,
        iatfs: plan?.preview.iatfs ?? 0,
        dgs: plan?.preview.dgs ?? 0,
        processoAtual: String(level.batch.processoAtual ?? ''),
      }),
    ),
  };
}
