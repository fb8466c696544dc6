import { PassThrough } from 'node:stream';
import { idSchema } from '@gestar/domain/entities/common';
import { exportFileName } from '@gestar/domain/exports/columns';
import {
  IMPORT_COLUMNS,
  IMPORT_LIST_HEADERS,
  IMPORT_LISTS_SHEET,
  IMPORT_SHEET,
  type ImportColumn,
} from '@gestar/domain/exports/import-template';
import { type DomainTypeKey, domainTypeId } from '@gestar/domain/lists/domain-ids';
import { EXPORT_SCOPE_NOT_FOUND } from '@gestar/domain/messages/exports';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import { can } from '@gestar/domain/permissions/can';
import { calendarDayOf } from '@gestar/domain/rules/display';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isLiveRow, loose } from '../../db/rows.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { loadFarmContexts } from '../sync/authorize.ts';
import { selectIn } from '../sync/scope.ts';
import { sendSpreadsheet } from './spreadsheet-reply.ts';

const live = isLiveRow;

/**
 * GET Exportacao/GerarPlanilhaTemplate?farmId= (spec §7): the import model of a farm the caller may read — the
 * import columns with their step, and a second sheet listing the texts each list column accepts (the farm's
 * semen lots and people included).
 */
export function templateRoute(app: FastifyInstance, db: Db): void {
  const query = z.object({ farmId: idSchema });
  app.get('/api/Exportacao/GerarPlanilhaTemplate', { preHandler: requireUser() }, async (request, reply) => {
    const { farmId } = parseOr400(query, request.query);
    const tx = loose(db.kysely);
    const actor = currentUser(request);
    const context = (await loadFarmContexts(tx, actor, [farmId])).get(farmId);
    const [farm] = (await selectIn(tx, 'fazendas', 'id', [farmId], ['id', 'nome', 'isDeleted'])).filter(live);
    if (!farm || !context || !can(actor, 'farm.read', context))
      throw new HttpError(404, EXPORT_SCOPE_NOT_FOUND());

    const lists = new Map<NonNullable<ImportColumn['list']>, string[]>();
    const values = await tx
      .selectFrom('valor_dominios')
      .select(['valor', 'tipoDominioId', 'isDeleted'])
      .execute();
    for (const column of IMPORT_COLUMNS) {
      if (!column.list || column.list === 'partidas' || column.list === 'usuarios') continue;
      const tipo = domainTypeId(column.list as DomainTypeKey);
      lists.set(
        column.list,
        values
          .filter((value) => live(value) && value.tipoDominioId === tipo)
          // In the reader's language ('Preñada'); the import reads every language's label back.
          .map((value) => domainValueLabel(String(value.valor))),
      );
    }
    const partidas = (await selectIn(tx, 'partidas', 'fazendaId', [farmId], ['codigo', 'isDeleted'])).filter(
      live,
    );
    lists.set('partidas', partidas.map((row) => String(row.codigo ?? '')).filter(Boolean));
    const links = (
      await selectIn(tx, 'fazenda_usuarios', 'idFazenda', [farmId], ['idUsuario', 'isDeleted'])
    ).filter(live);
    const people = await selectIn(
      tx,
      'usuarios',
      'id',
      links.map((link) => String(link.idUsuario)),
      ['nomeCompleto'],
    );
    lists.set('usuarios', people.map((row) => String(row.nomeCompleto ?? '')).filter(Boolean));

    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(IMPORT_SHEET());
    sheet.columns = IMPORT_COLUMNS.map((column) => ({
      header: column.header,
      key: column.key,
      width: Math.max(14, column.header.length + 2),
      ...(column.kind === 'date' ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    sheet.commit();
    const listed = [...lists.keys()];
    const listSheet = workbook.addWorksheet(IMPORT_LISTS_SHEET());
    const listHeaders = IMPORT_LIST_HEADERS();
    listSheet.columns = listed.map((key) => ({ header: listHeaders[key], key, width: 24 }));
    listSheet.getRow(1).font = { bold: true };
    const longest = Math.max(0, ...listed.map((key) => lists.get(key)?.length ?? 0));
    for (let index = 0; index < longest; index++) {
      listSheet.addRow(listed.map((key) => lists.get(key)?.[index] ?? null)).commit();
    }
    listSheet.commit();
    // A client gone mid-download fails the write: log it, never leave the rejection unhandled (it would end the
    // process).
    workbook.commit().catch((error: unknown) => {
      request.log.warn({ err: error }, 'import model download interrupted');
      out.destroy();
    });
    return sendSpreadsheet(
      reply,
      exportFileName(`modelo ${String(farm.nome)}`, calendarDayOf(new Date())),
      out,
    );
  });
}
