import { PassThrough } from 'node:stream';
import { chosenColumns, EXPORT_COLUMNS, exportFileName } from '@gestar/domain/exports/columns';
import { EXPORT_SCOPES, exportRequestSchema } from '@gestar/domain/exports/request';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { calendarDayOf } from '@gestar/domain/rules/display';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { loose } from '../../db/rows.ts';
import { parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { planExport } from './export-scope.ts';
import { writeExportSheet } from './sheet-writer.ts';
import { sendSpreadsheet } from './spreadsheet-reply.ts';
import { templateRoute } from './template.ts';

/**
 * POST Exportacao/exportacaoMatrizGeralPor{Usuario,Fazenda,Retiro,Lote} (spec §7): the cows of
 * what the caller may read, streamed as gestar-{name}-{date}.xlsx. Every refusal (unreadable scope, more than
 * 10 farms, nothing to export) is answered before the first byte of the file.
 */
export async function exportRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  for (const scope of EXPORT_SCOPES) {
    app.post(
      `/api/Exportacao/exportacaoMatrizGeralPor${scope}`,
      { preHandler: requireUser() },
      async (request, reply) => {
        const body = parseOr400(exportRequestSchema, request.body ?? {});
        const actor = currentUser(request);
        const tx = loose(db.kysely);
        const plan = await planExport(tx, actor, scope, body.Id ?? null, body.EstacaoMonta ?? null);
        const format = body.Formato ?? 'padrao';
        // POWER BI takes every column, always the same: a BI model breaks when its columns change.
        const columns = format === 'powerbi' ? EXPORT_COLUMNS : chosenColumns(body.Fields);
        const values = await tx.selectFrom('valor_dominios').select(['id', 'valor']).execute();
        const lookup = createDomainLookup(
          values.map((value) => ({ id: String(value.id), valor: String(value.valor) })),
        );
        const out = new PassThrough();
        const fileName = exportFileName(plan.name, calendarDayOf(new Date()));
        writeExportSheet({
          db: tx,
          dialect: db.dialect,
          batches: plan.batches,
          columns,
          format,
          lookup,
          out,
        }).catch((error: unknown) => {
          // Headers are gone: the only honest signal left is a broken download.
          request.log.error({ err: error }, 'export failed mid-stream');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return sendSpreadsheet(reply, fileName, out);
      },
    );
  }
  templateRoute(app, db);
}
