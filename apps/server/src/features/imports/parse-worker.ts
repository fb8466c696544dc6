// The parse worker's entry, one per file: it reads the file and answers its line count or its problem, then
// plans the rows against the batch the server sends and answers the plan. Run by parse-in-worker.ts under
// resource limits; bundled on its own as dist/import-worker.js (scripts/build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { type PlanInput, planRows } from './plan-rows.ts';
import { readImportRows } from './read-workbook.ts';

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs in a worker thread');
const read = readImportRows((workerData as { bytes: Uint8Array }).bytes);
if ('problem' in read) port.postMessage(read);
else {
  port.once('message', (input: PlanInput) => port.postMessage({ planned: planRows(read.rows, input) }));
  port.postMessage({ lines: read.rows.length });
}
