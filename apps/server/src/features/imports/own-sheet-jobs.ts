// What the parse worker does with a farm's own workbook once it holds its sheets' grids: the read (suggested or
// saved mappings, sample lines, the list columns' texts with their suggested values) and the plan of the chosen
// sheets against their batches. Grids never leave the worker; only these answers do.

import { randomUUID } from 'node:crypto';
import { type ImportPlan, planImport } from '@gestar/domain/imports/import-plan';
import type { OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import {
  OWN_SHEET_SAMPLE_COLUMNS,
  OWN_SHEET_SAMPLE_LINES,
  OWN_SHEET_SAMPLE_TEXT,
} from '@gestar/domain/imports/own-sheet-api';
import {
  applyOwnSheetMapping,
  type OwnSheet,
  type OwnSheetListOptions,
  type OwnSheetRead,
  sheetMappingOf,
} from '@gestar/domain/imports/own-sheets/apply-mapping';
import { type OwnSheetCreations, plannedCreations } from '@gestar/domain/imports/own-sheets/creations';
import { MAX_VALUES_PER_FIELD, type OwnSheetMapping } from '@gestar/domain/imports/own-sheets/mapping-schema';
import type { OwnSheetListField } from '@gestar/domain/imports/own-sheets/own-sheet-fields';
import {
  distinctListTexts,
  reuseSheetMapping,
  suggestOwnSheet,
} from '@gestar/domain/imports/own-sheets/suggest-sheet';
import { suggestValueMapping, valueMapKey } from '@gestar/domain/imports/own-sheets/value-mapping';
import {
  type ChainLevel,
  planLaterRounds,
  type RoundWrites,
  resyncD0DateOf,
} from '@gestar/domain/imports/resync-rounds';
import type { SheetCell } from '@gestar/domain/imports/sheet-rows';
import { textCell } from '@gestar/domain/imports/sheet-rows';
import { onFileLine } from '@gestar/domain/messages/import-rows';
import { OWN_SHEET_NO_SHEET, onSheetLine, ownSheetNewBatchNoDate } from '@gestar/domain/messages/own-sheets';
import { importContextOf, type PlanInput } from './plan-rows.ts';

/** `onFileLine`'s words in the current language, with the line as a group. */
function fileLinePattern(): RegExp {
  const marker = '\u0000';
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = onFileLine(marker).split(marker);
  return new RegExp(`${literal(before)}(\\d+)${literal(after)}`);
}

/**
 * Today's import plan words a row's line for its one-sheet file; a workbook's problem names its sheet instead.
 * The plan's messages were read in the request's language, as is the pattern.
 */
function onOwnSheet(message: string, sheet: string): string {
  return message.replace(fileLinePattern(), (_, line: string) => onSheetLine(sheet, Number(line)));
}

export type OwnSheetJob =
  | { kind: 'read'; options: OwnSheetListOptions; saved: OwnSheetMapping | null }
  | {
      kind: 'plan';
      mapping: OwnSheetMapping;
      options: OwnSheetListOptions;
      destinos: OwnSheetDestination[];
    };

type PlanJob = Extract<OwnSheetJob, { kind: 'plan' }>;

/** A chosen sheet's batch as loaded, with the resync chain below it that its later IATF rounds fill. */
export type OwnSheetDestination = {
  sheet: string;
  input: PlanInput;
  /** The stored resync batch below the destination, and the one below that (null where there is none). */
  chain: (ChainLevel | null)[];
  originalName: string;
  usuarioId: string;
  /** A batch the import creates: without a D0 date typed, the sheet's 'Data IA' dates it. */
  isNew: boolean;
};

/** A chosen sheet's problems ('na linha N da aba "X"'), or its plan when it has none. */
export type SheetPlan =
  | { sheet: string; errors: string[] }
  | { sheet: string; plan: ImportPlan; rounds: RoundWrites[]; dataIatf: string | null };

export type OwnSheetAnswer =
  | { kind: 'read'; read: Omit<OwnSheetReadAnswer, 'opcoes'> }
  | { kind: 'plan'; sheets: SheetPlan[]; creations: OwnSheetCreations };

function sampleCell(cell: SheetCell): string | number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  return textCell(cell)?.slice(0, OWN_SHEET_SAMPLE_TEXT) ?? null;
}

/** The farm's saved meaning of a text when it still holds (its value not deleted since), else the suggestion. */
function savedTargets(field: OwnSheetListField, saved: OwnSheetMapping | null, options: OwnSheetListOptions) {
  const entry = saved?.values.find((each) => each.field === field);
  const ids = new Set((options[field] ?? []).map((option) => option.id));
  const targets = new Map(
    (entry?.values ?? [])
      .filter((value) => value.target.kind !== 'value' || ids.has(value.target.id))
      .map((value) => [valueMapKey(value.text), value.target]),
  );
  return (text: string) => targets.get(valueMapKey(text));
}

function readWorkbook(sheets: readonly OwnSheet[], job: Extract<OwnSheetJob, { kind: 'read' }>) {
  const abas = sheets.map((sheet) => {
    const saved = job.saved ? reuseSheetMapping(job.saved, sheet.name, sheet.grid) : null;
    return {
      nome: sheet.name,
      linhas: sheet.grid.length,
      mapeamento: saved ?? suggestOwnSheet(sheet.name, sheet.grid),
      salvo: saved !== null,
      amostra: sheet.grid
        .slice(0, OWN_SHEET_SAMPLE_LINES)
        .map((line) => (line ?? []).slice(0, OWN_SHEET_SAMPLE_COLUMNS).map(sampleCell)),
    };
  });
  const mapped = abas.flatMap((aba) => (aba.mapeamento ? [aba.mapeamento] : []));
  if (mapped.length === 0) return { abas, valores: [] };
  const texts = distinctListTexts(sheets, { versao: 1, sheets: mapped, values: [] });
  const valores = Object.entries(texts).map(([key, found]) => {
    const field = key as OwnSheetListField;
    const savedTarget = savedTargets(field, job.saved, job.options);
    const values = suggestValueMapping(
      field,
      (found ?? []).slice(0, MAX_VALUES_PER_FIELD),
      job.options[field] ?? [],
    );
    return {
      field,
      values: values.map((value) => ({ ...value, target: savedTarget(value.text) ?? value.target })),
    };
  });
  return { abas, valores };
}

/** The chosen sheet of a destination, by its name or its name in another case (Excel ignores case). */
function sheetOf(sheets: readonly OwnSheet[], job: PlanJob, destino: OwnSheetDestination) {
  const sheet =
    sheets.find((each) => each.name === destino.sheet) ??
    sheets.find((each) => each.name.toLowerCase() === destino.sheet.toLowerCase());
  return sheet && sheetMappingOf(job.mapping, destino.sheet) ? sheet : undefined;
}

function planSheet(
  sheet: OwnSheet,
  read: OwnSheetRead,
  creationProblems: readonly string[],
  destino: OwnSheetDestination,
  creations: OwnSheetCreations,
): SheetPlan {
  // Rows with a mapping problem are left out of their round, so the plan's own problems are about other rows.
  const rows = read.rounds.find((round) => round.round === 1)?.rows ?? [];
  // The lots created with the import are the farm's lots for this plan: their texts resolve like the others'.
  const context = importContextOf({
    ...destino.input,
    partidas: [...destino.input.partidas, ...creations.partidas],
  });
  const first = planImport(rows, context);
  // A new batch's D0 date: the one typed, else the day most of its cows were inseminated less the protocol's last.
  const typed = (destino.input.batch as { dataIatf?: string | null }).dataIatf ?? null;
  const dataIatf =
    destino.isNew && typed === null ? resyncD0DateOf(rows, destino.input.protocol, context.lookup) : null;
  const undated = destino.isNew && typed === null && dataIatf === null;
  const later =
    'plan' in first
      ? planLaterRounds(first.plan, {
          rounds: read.rounds,
          destination: context,
          chain: destino.chain,
          originalName: destino.originalName,
          usuarioId: destino.usuarioId,
          sheet: sheet.name,
        })
      : first;
  const errors = [
    ...read.problems.map((problem) => problem.message),
    ...creationProblems,
    ...(undated ? [ownSheetNewBatchNoDate(sheet.name)] : []),
    ...('errors' in later ? later.errors.map((message) => onOwnSheet(message, sheet.name)) : []),
  ];
  if (errors.length > 0 || 'errors' in later) return { sheet: sheet.name, errors };
  return { sheet: sheet.name, plan: later.plan, rounds: later.rounds, dataIatf };
}

/**
 * Every chosen sheet read through the mapping, then the bulls and lots to create over all of them (a new bull
 * named in two sheets is one bull), then each sheet planned against its batch with those lots.
 */
function planSheets(sheets: readonly OwnSheet[], job: PlanJob): Extract<OwnSheetAnswer, { kind: 'plan' }> {
  const found = job.destinos.map((destino) => sheetOf(sheets, job, destino));
  const reads = found.flatMap((sheet) =>
    sheet ? [applyOwnSheetMapping(sheet, job.mapping, job.options)] : [],
  );
  const { creations, problems } = plannedCreations(reads, job.mapping, job.options, randomUUID);
  const planned = job.destinos.map((destino, index): SheetPlan => {
    const sheet = found[index];
    const read = sheet && reads.find((each) => each.sheet === sheet.name);
    if (!sheet || !read) return { sheet: destino.sheet, errors: [OWN_SHEET_NO_SHEET(destino.sheet)] };
    const own = problems.filter((problem) => problem.sheet === sheet.name).map((problem) => problem.message);
    return planSheet(sheet, read, own, destino, creations);
  });
  return { kind: 'plan', sheets: planned, creations };
}

export function answerOwnSheetJob(sheets: readonly OwnSheet[], job: OwnSheetJob): OwnSheetAnswer {
  if (job.kind === 'read') return { kind: 'read', read: readWorkbook(sheets, job) };
  return planSheets(sheets, job);
}
