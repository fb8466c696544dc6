import { importApplyRequestSchema, importPreviewRequestSchema } from '@gestar/domain/imports/import-api';
import type { Actor } from '@gestar/domain/permissions/actor';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { applyImport, authorizeImport, previewImport } from './import-batch.ts';
import { createImportGate } from './import-gate.ts';
import { openImportFile } from './parse-in-worker.ts';
import type { Planner } from './plan-rows.ts';
import { importFileBytes } from './read-workbook.ts';

/** A 1,024,000-byte file as base64 inside JSON, with room for the other fields. */
const BODY_LIMIT = 1_500_000;

/**
 * The management-data import (spec §2 /importar-dados, §5 'Import'): POST Importacao/Previa
 * answers what a file would write, POST Importacao/Aplicar writes all of it or nothing. Row problems are a 400
 * whose `errors` are the 'na linha N do arquivo' messages.
 */
export async function importRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const gate = createImportGate(db);

  /**
   * Runs `use` with the file's planner, in the order that keeps a file from costing anything before it is known
   * to be allowed: the batch and the caller's right to import into it, the cheap file checks,
   * the per-user and per-server limits, and only then the read, in a worker thread that also plans the rows.
   */
  async function withFile<T>(
    actor: Actor,
    body: { loteId: string; fileName: string; content: string },
    log: FastifyBaseLogger,
    use: (planner: Planner) => Promise<T>,
  ): Promise<T> {
    await authorizeImport(db, actor, body.loteId);
    const bytes = importFileBytes(body.fileName, body.content);
    if ('problem' in bytes) throw new HttpError(400, bytes.problem);
    const leave = await gate.enter(actor.id);
    const opened = await openImportFile(bytes.bytes, {
      onClose: leave,
      onFailure: (failure) => log.warn({ err: failure.error, kind: failure.kind }, 'import file not read'),
    });
    if ('problem' in opened) throw new HttpError(400, opened.problem);
    try {
      return await use(opened.file.plan);
    } finally {
      opened.file.close();
    }
  }

  app.post(
    '/api/Importacao/Previa',
    { preHandler: requireUser(), bodyLimit: BODY_LIMIT },
    async (request) => {
      const body = parseOr400(importPreviewRequestSchema, request.body);
      const actor = currentUser(request);
      return withFile(actor, body, request.log, (planner) => previewImport(db, actor, body.loteId, planner));
    },
  );
  app.post(
    '/api/Importacao/Aplicar',
    { preHandler: requireUser(), bodyLimit: BODY_LIMIT },
    async (request) => {
      const body = parseOr400(importApplyRequestSchema, request.body);
      const actor = currentUser(request);
      return withFile(actor, body, request.log, (planner) =>
        applyImport(db, actor, body.loteId, body.versao, planner),
      );
    },
  );
}
