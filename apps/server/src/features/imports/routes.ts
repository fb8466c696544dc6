import { importApplyRequestSchema, importPreviewRequestSchema } from '@gestar/domain/imports/import-api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { applyImport, previewImport } from './import-batch.ts';
import { readImportWorkbook } from './read-workbook.ts';

/** A 1,024,000-byte file as base64 inside JSON, with room for the other fields. */
const BODY_LIMIT = 1_500_000;

/**
 * The management-data import (spec §2 /importar-dados, §5 'Import'; issue 14 item 4): POST Importacao/Previa
 * answers what a file would write, POST Importacao/Aplicar writes all of it or nothing. Row problems are a 400
 * whose `errors` are the 'na linha N do arquivo' messages.
 */
export async function importRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.post(
    '/api/Importacao/Previa',
    { preHandler: requireUser(), bodyLimit: BODY_LIMIT },
    async (request) => {
      const body = parseOr400(importPreviewRequestSchema, request.body);
      const actor = currentUser(request);
      return previewImport(db, actor, body.loteId, readImportWorkbook(body.fileName, body.content));
    },
  );
  app.post(
    '/api/Importacao/Aplicar',
    { preHandler: requireUser(), bodyLimit: BODY_LIMIT },
    async (request) => {
      const body = parseOr400(importApplyRequestSchema, request.body);
      const actor = currentUser(request);
      return applyImport(
        db,
        actor,
        body.loteId,
        body.versao,
        readImportWorkbook(body.fileName, body.content),
      );
    },
  );
}
