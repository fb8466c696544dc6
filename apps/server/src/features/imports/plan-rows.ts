// A file's rows planned against its batch (planImport), in the worker that read them: a file of 20,000 wrong
// lines takes ~0.5–1 s to plan, which on the main thread stalled every other request as the parse did. Only
// the batch as loaded goes to the worker, and only the plan or its messages come back.
import { randomUUID } from 'node:crypto';
import { type ImportContext, planImport } from '@gestar/domain/imports/import-plan';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import type { ImportRow } from '@gestar/domain/rules/forms/import-rows';

/** The batch as loaded (ImportContext without its functions, which do not cross to a thread). */
export type PlanInput = Omit<ImportContext, 'lookup' | 'newId'>;

/** planImport's answer, or the 400 title of a worker that could not answer ('Arquivo muito grande', …). */
export type PlanOutcome = ReturnType<typeof planImport> | { problem: string };

/** Plans the file the request sent against the batch in `input`. */
export type Planner = (input: PlanInput) => Promise<PlanOutcome>;

/** The batch as loaded, with the lookup and ids the plan needs, rebuilt on the worker's side. */
export function importContextOf(input: PlanInput): ImportContext {
  return { ...input, lookup: createDomainLookup(input.values), newId: randomUUID };
}

export function planRows(rows: readonly ImportRow[], input: PlanInput): ReturnType<typeof planImport> {
  return planImport(rows, importContextOf(input));
}
