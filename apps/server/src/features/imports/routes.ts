import { importApplyRequestSchema, importPreviewRequestSchema } from '@gestar/domain/imports/import-api';
import type { Actor } from '@gestar/domain/permissions/actor';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { applyImport, authorizeImport, previewImport } from './import-batch.ts';
import { createImportGate } from './import-gate.ts';
import { ownSheetRoutes } from './own-sheet-routes.ts';
import { type OpenOptions, openImportFile } from './parse-in-worker.ts';
import { importFileBytes } from './read-workbook.ts';

/** A 1,024,000-byte file as base64 inside JSON, with room for the other fields. */
const BODY_LIMIT = 1_500_000;

type Opener<F> = (bytes: Uint8Array, options: OpenOptions) => Promise<{ problem: string } | { file: F }>;

/**
 * Runs `use` with the file opened in its worker, in the order that keeps a file from costing anything before it
 * is known to be allowed: `authorize` (the batch or farm and the caller's right to import into it), the cheap
 * file checks, the per-user and per-server limits, and only then the read, in a worker thread.
 */
export type WithFile = <F extends { close: () => void }, T>(
  actor: Actor,
  body: { fileName: string; content: string },
  log: FastifyBaseLogger,
  authorize: () => Promise<unknown>,
  open: Opener<F>,
  use: (file: F) => Promise<T>,
) => Promise<T>;

/**
 * The management-data import (spec §2 /importar-dados, §5 'Import'): POST Importacao/Previa
 * answers what a file would write, POST Importacao/Aplicar writes all of it or nothing. Row problems are a 400
 * whose `errors` are the 'na linha N do arquivo' messages. A farm's own workbook has its calls beside them
 * (own-sheet-routes.ts), behind the same gate.
 */
export async function importRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const gate = createImportGate(db);

  const withFile: WithFile = async (actor, body, log, authorize, open, use) => {
    await authorize();
    const bytes = importFileBytes(body.fileName, body.content);
    if ('problem' in bytes) throw new HttpError(400, bytes.problem);
    const leave = await gate.enter(actor.id);
    const opened = await open(bytes.bytes, {
      onClose: leave,
      onFailure: (failure) => log.warn({ err: failure.error, kind: failure.kind }, 'import file not read'),
    });
    if ('problem' in opened) throw new HttpError(400, opened.problem);
    try {
      return await use(opened.file);
    } finally {
      opened.file.close();
    }
  };

  app.post(
    '/api/Importacao/Previa',
    { preHandler: requireUser(), bodyLimit: BODY_LIMIT },
    async (request) => {
      const body = parseOr400(importPreviewRequestSchema, request.body);
      const actor = currentUser(request);
      return withFile(
        actor,
        body,
        request.log,
        () => authorizeImport(db, actor, body.loteId),
        openImportFile,
        (file) => previewImport(db, actor, body.loteId, file.plan),
      );
    },
  );
  app.post(
    '/api/Importacao/Aplicar',
    { preHandler: requireUser(), bodyLimit: BODY_LIMIT },
    async (request) => {
      const body = parseOr400(importApplyRequestSchema, request.body);
      const actor = currentUser(request);
      return withFile(
        actor,
        body,
        request.log,
        () => authorizeImport(db, actor, body.loteId),
        openImportFile,
        (file) => applyImport(db, actor, body.loteId, body.versao, file.plan),
      );
    },
  );
  ownSheetRoutes(app, db, withFile);
}
