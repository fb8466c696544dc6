// The parse worker's entry, one per file: it reads the file and answers its line count or its problem, then
// answers the one job the server sends — the model file's rows planned against the batch, or a farm's own
// workbook read or planned (own-sheet-jobs.ts). Run by parse-in-worker.ts under resource limits; bundled on
// its own as dist/import-worker.js (scripts/build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
// The thread reads in whichever language its request asked for.
import '@gestar/domain/i18n/every-locale';
import { setLocaleSource } from '@gestar/domain/i18n/current-locale';
import type { Locale } from '@gestar/domain/i18n/locales';
import { answerOwnSheetJob, type OwnSheetJob } from './own-sheet-jobs.ts';
import type { WorkerJob } from './parse-in-worker.ts';
import { type PlanInput, planRows } from './plan-rows.ts';
import { readImportRows, readWorkbookGrids } from './read-workbook.ts';

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs in a worker thread');
const { bytes, job, locale } = workerData as { bytes: Uint8Array; job: WorkerJob; locale: Locale };
// The request's language (the thread has no request of its own): its problems and row messages are read in it.
setLocaleSource(() => locale);
if (job === 'own-sheets') {
  const read = readWorkbookGrids(bytes);
  if ('problem' in read) port.postMessage(read);
  else {
    port.once('message', (input: OwnSheetJob) =>
      port.postMessage({ planned: answerOwnSheetJob(read.sheets, input) }),
    );
    port.postMessage({ lines: read.sheets.length });
  }
} else {
  const read = readImportRows(bytes);
  if ('problem' in read) port.postMessage(read);
  else {
    port.once('message', (input: PlanInput) => port.postMessage({ planned: planRows(read.rows, input) }));
    port.postMessage({ lines: read.rows.length });
  }
}
