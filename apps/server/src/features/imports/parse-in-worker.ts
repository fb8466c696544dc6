// Reading an import file off the main thread. SheetJS parses synchronously: a 250 KB file of
// small numbers took ~3 s, during which the server answered nothing else. Each file is read in a worker thread
// of its own, with a heap limit and a wall-clock limit after which it is terminated; the request waits for the
// answer, the event loop does not. A worker per file, not a pool: terminating it gives all its memory back.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { currentLocale, inLocale } from '@gestar/domain/i18n/current-locale';
import { FILE_TOO_LARGE, INVALID_FILE } from '@gestar/domain/messages/validation';
import type { OwnSheetAnswer, OwnSheetJob } from './own-sheet-jobs.ts';
import type { Planner } from './plan-rows.ts';

/**
 * The worst file the checks accept (crafted-files.ts worstAcceptedXlsx: MAX_FILE_CELLS cells, MAX_UNZIPPED_BYTES
 * unpacked) needs 100–128 MB of heap and 2–5 s of a core; a file that needs more than these is refused
 * ('Arquivo muito grande') rather than read. The server's RSS grew by 170–230 MB while it was read
 * (bench/imports/worst-file.ts).
 */
export const PARSE_LIMITS = {
  maxOldGenerationSizeMb: 160,
  maxYoungGenerationSizeMb: 16,
  timeoutMs: 15_000,
};

/** The built worker, next to dist/main.js (scripts/build.mjs). */
export const BUILT_WORKER = 'import-worker.js';

let workerFile: Promise<string> | undefined;

/**
 * Node runs no TypeScript in a worker (tsx's loader does not reach it), so from the sources — under tsx or
 * Vitest, or in a bundle built without the worker (the fault simulation's) — the entry is bundled once per
 * process, the way scripts/build.mjs bundles it, into the project's node_modules/.cache. Named after its
 * content, so test processes share one file and none is left behind per process.
 */
async function bundleWorker(source: string): Promise<string> {
  const root = path.resolve(path.dirname(source), '../../../../..');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [source],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Registry packages load from the project's node_modules at run time, as in dist.
    packages: 'external',
    alias: { '@gestar/domain': path.join(root, 'packages/domain/src') },
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const directory = path.join(root, 'node_modules/.cache/gestar-import-worker');
  const file = path.join(directory, `parse-worker-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(directory, { recursive: true });
    // Written aside and renamed: another process may be starting the same file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}

function locateWorker(): Promise<string> {
  workerFile ??= (async () => {
    const here = fileURLToPath(import.meta.url);
    if (here.endsWith('.ts')) return bundleWorker(path.join(path.dirname(here), 'parse-worker.ts'));
    const built = path.join(path.dirname(here), BUILT_WORKER);
    if (existsSync(built)) return built;
    const server = path.dirname(createRequire(import.meta.url).resolve('@gestar/server/package.json'));
    return bundleWorker(path.join(server, 'src/features/imports/parse-worker.ts'));
  })();
  // A failed bundle is not kept: the next file tries again.
  workerFile.catch(() => {
    workerFile = undefined;
  });
  return workerFile;
}

/** What went wrong inside a worker that did not answer, for the server's log. */
export type WorkerFailure = { kind: 'timeout' | 'out-of-memory' | 'crash'; error?: unknown };

/** What the worker reads the file as: the import model's rows, or every sheet of a farm's own workbook. */
export type WorkerJob = 'model' | 'own-sheets';

type FromWorker<Out> = { problem: string } | { lines: number } | { planned: Out };

/** A file read by its worker, which holds what it read until the one job asked of it. */
type OpenedWorker<In, Out> = {
  /** The job's answer from the worker, which then ends. */
  ask: (input: In) => Promise<Out | { problem: string }>;
  /** Ends the worker (idempotent); done by ask() and by any failure. */
  close: () => void;
};

/** A model file read by its worker, which holds the rows until they are planned. */
export type OpenedFile = {
  /** The rows planned against `input` by the worker, which then ends. */
  plan: Planner;
  close: () => void;
};

export type OpenOptions = {
  /** A worker out of time or memory, or failing otherwise: answered 400, reported here for the log. */
  onFailure?: (failure: WorkerFailure) => void;
  /** Once the worker has ended, whatever the reason. */
  onClose?: () => void;
  limits?: typeof PARSE_LIMITS;
};

/**
 * Starts a worker that reads `bytes` and waits for the batch to plan them against: the file's 400 title, or
 * the open file. Each wait (the read, the plan) gets `limits.timeoutMs`; a worker out of time or memory is
 * 'Arquivo muito grande', one that fails otherwise 'Arquivo inválido' (SheetJS throwing on what it cannot read).
 */
export async function openImportFile(
  bytes: Uint8Array,
  options: OpenOptions = {},
): Promise<{ problem: string } | { file: OpenedFile }> {
  const opened = await openWorker<Parameters<Planner>[0], Awaited<ReturnType<Planner>>>(
    bytes,
    'model',
    options,
  );
  return 'problem' in opened ? opened : { file: { plan: opened.file.ask, close: opened.file.close } };
}

/** A farm's own workbook, every sheet read by its worker under the same limits, for one read or plan job. */
export function openOwnWorkbook(
  bytes: Uint8Array,
  options: OpenOptions = {},
): Promise<{ problem: string } | { file: OpenedWorker<OwnSheetJob, OwnSheetAnswer> }> {
  return openWorker<OwnSheetJob, OwnSheetAnswer>(bytes, 'own-sheets', options);
}

async function openWorker<In, Out>(
  bytes: Uint8Array,
  job: WorkerJob,
  options: OpenOptions,
): Promise<{ problem: string } | { file: OpenedWorker<In, Out> }> {
  const limits = options.limits ?? PARSE_LIMITS;
  // The worker and this file's own answers speak the request's language, whichever callback reads them.
  const locale = currentLocale();
  const invalidFile = () => inLocale(locale, INVALID_FILE);
  const fileTooLarge = () => inLocale(locale, FILE_TOO_LARGE);
  let worker: Worker;
  try {
    worker = new Worker(await locateWorker(), {
      workerData: { bytes, job, locale },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb,
      },
      // SheetJS may warn on the console once per record of a crafted file: read and dropped, not logged.
      stdout: true,
      stderr: true,
    });
  } catch (error) {
    // No worker, no file: the caller's reader is given back all the same.
    options.onClose?.();
    throw error;
  }
  worker.stdout.resume();
  worker.stderr.resume();

  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let waiting: ((message: FromWorker<Out>) => void) | undefined;
  const settle = (message: FromWorker<Out>) => {
    clearTimeout(timer);
    const resolve = waiting;
    waiting = undefined;
    resolve?.(message);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    void worker.terminate();
    options.onClose?.();
  };
  const fail = (problem: string, failure: WorkerFailure) => {
    if (closed) return;
    options.onFailure?.(failure);
    close();
    settle({ problem });
  };
  const next = () =>
    new Promise<FromWorker<Out>>((resolve) => {
      if (closed) return resolve({ problem: invalidFile() });
      waiting = resolve;
      timer = setTimeout(() => fail(fileTooLarge(), { kind: 'timeout' }), limits.timeoutMs);
    });
  worker.on('message', settle);
  worker.once('error', (error: Error & { code?: string }) => {
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') fail(fileTooLarge(), { kind: 'out-of-memory', error });
    else fail(invalidFile(), { kind: 'crash', error });
  });
  worker.once('exit', (code) =>
    fail(invalidFile(), { kind: 'crash', error: new Error(`exit code ${code}`) }),
  );

  const read = await next();
  if (!('lines' in read)) {
    close();
    return 'problem' in read ? read : { problem: invalidFile() };
  }
  return {
    file: {
      async ask(input) {
        const answer = next();
        if (!closed) worker.postMessage(input);
        const message = await answer;
        close();
        return 'planned' in message
          ? message.planned
          : 'problem' in message
            ? message
            : { problem: invalidFile() };
      },
      close,
    },
  };
}
