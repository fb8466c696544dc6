import { idSchema } from '@gestar/domain/entities/common';
import type { ReportEntity } from '@gestar/domain/messages/exports';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { reportFor } from './report-query.ts';

const CALLS: { path: string; param: string; entity: ReportEntity }[] = [
  { path: 'getRelatorioPorFazenda', param: 'FazendaId', entity: 'fazenda' },
  { path: 'getRelatorioPorRetiro', param: 'RetiroId', entity: 'retiro' },
  { path: 'getRelatorioPorLote', param: 'LoteId', entity: 'lote' },
];

/** GET RelatorioGrafico/getRelatorioPor{Fazenda,Retiro,Lote}?{Fazenda,Retiro,Lote}Id= → response.relatorios. */
export async function reportRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  for (const call of CALLS) {
    const query = z.object({ [call.param]: idSchema });
    app.get(`/api/RelatorioGrafico/${call.path}`, { preHandler: requireUser() }, async (request) => {
      const params = parseOr400(query, request.query) as Record<string, string>;
      const report = await reportFor(options.db, currentUser(request), {
        entity: call.entity,
        id: String(params[call.param]),
      });
      return { sucesso: true, response: { relatorios: report } };
    });
  }
}
