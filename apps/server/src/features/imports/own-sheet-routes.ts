import {
  type OwnSheetPreviewRequest,
  ownSheetApplyRequestSchema,
  ownSheetPreviewRequestSchema,
  ownSheetReadRequestSchema,
} from '@gestar/domain/imports/own-sheet-api';
import { sheetMappingOf } from '@gestar/domain/imports/own-sheets/apply-mapping';
import { OWN_SHEET_NOT_MAPPED } from '@gestar/domain/messages/own-sheets';
import type { Actor } from '@gestar/domain/permissions/actor';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import {
  applyOwnSheets,
  authorizeOwnSheets,
  type OwnWorkbook,
  previewOwnSheets,
  readOwnWorkbook,
} from './own-sheet-import.ts';
import { openOwnWorkbook } from './parse-in-worker.ts';
import type { WithFile } from './routes.ts';

/** The file as today's import takes it, with a mapping of up to MAX_SHEETS sheets and their list values. */
const BODY_LIMIT = 4_000_000;

/** Each chosen sheet must have its columns in the mapping: refused before the file is read, not after a wait. */
function refuseUnmappedSheets(body: {
  mapping: Parameters<typeof sheetMappingOf>[0];
  destinos: readonly { sheet: string }[];
}): void {
  for (const destino of body.destinos) {
    const sheet = sheetMappingOf(body.mapping, destino.sheet);
    if (!sheet) throw new HttpError(400, OWN_SHEET_NOT_MAPPED(destino.sheet));
  }
}

/**
 * 'Importar planilha própria': POST Importacao/PlanilhaPropria/Leitura reads a farm's own workbook and answers
 * what Gestar makes of it; /Previa and /Aplicar take the confirmed mapping and the batch of each chosen sheet,
 * like the model file's Previa and Aplicar. Row problems are a 400 whose `errors` say 'na linha N da aba "X"'.
 */
export function ownSheetRoutes(app: FastifyInstance, db: Db, withFile: WithFile): void {
  app.post(
    '/api/Importacao/PlanilhaPropria/Leitura',
    { preHandler: requireUser(), bodyLimit: BODY_LIMIT },
    async (request) => {
      const body = parseOr400(ownSheetReadRequestSchema, request.body);
      const actor = currentUser(request);
      let ownerId: string | null = null;
      return withFile(
        actor,
        body,
        request.log,
        async () => {
          ownerId = await authorizeOwnSheets(db, actor, body.fazendaId);
        },
        openOwnWorkbook,
        (file) => readOwnWorkbook(db, body.fazendaId, ownerId, file),
      );
    },
  );
  /** Previa and Aplicar: the farm, the chosen batches and the mapping checked before the file is read. */
  function destinationsRoute<B extends OwnSheetPreviewRequest>(
    path: string,
    schema: z.ZodType<B>,
    run: (actor: Actor, body: B, ownerId: string | null, file: OwnWorkbook) => Promise<unknown>,
  ) {
    app.post(path, { preHandler: requireUser(), bodyLimit: BODY_LIMIT }, async (request) => {
      const body = parseOr400(schema, request.body);
      const actor = currentUser(request);
      let ownerId: string | null = null;
      // A new batch's id is the client's, not a batch yet: its retiro and name are checked where it is loaded.
      const loteIds = body.destinos.filter((destino) => !destino.novo).map((destino) => destino.loteId);
      return withFile(
        actor,
        body,
        request.log,
        async () => {
          ownerId = await authorizeOwnSheets(db, actor, body.fazendaId, loteIds);
          refuseUnmappedSheets(body);
        },
        openOwnWorkbook,
        (file) => run(actor, body, ownerId, file),
      );
    });
  }
  destinationsRoute(
    '/api/Importacao/PlanilhaPropria/Previa',
    ownSheetPreviewRequestSchema,
    (actor, body, ownerId, file) => previewOwnSheets(db, actor, body, ownerId, file),
  );
  destinationsRoute(
    '/api/Importacao/PlanilhaPropria/Aplicar',
    ownSheetApplyRequestSchema,
    (actor, body, ownerId, file) => applyOwnSheets(db, actor, body, ownerId, file),
  );
}
