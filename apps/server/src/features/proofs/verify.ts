import { type Receipt, verifyReceipt } from '@gestar/domain/management/receipt';
import { PROOF_NOT_A_RECEIPT } from '@gestar/domain/messages/admin';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { rowMapper } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';

const receiptSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  conteudo: z
    .object({
      versao: z.number(),
      tipo: z.string(),
      geradoEm: z.string(),
      usuarioId: z.string(),
      lotes: z.array(z.object({ id: z.string() }).passthrough()),
      d0s: z.array(z.object({ id: z.string() }).passthrough()),
    })
    .passthrough(),
});

export type ProofDifference = {
  id: string;
  matriz: string;
  campo: string;
  comprovante: unknown;
  atual: unknown;
};

export type ProofVerdict = {
  hashOk: boolean;
  tipo: string;
  geradoEm: string;
  usuario: string;
  fazenda: string;
  lotes: string[];
  matrizes: number;
  diferencas: ProofDifference[];
  diferencasTotal: number;
};

// Stamps and bookkeeping change with every later edit or sync: they say nothing about the handling itself.
const IGNORED = new Set(['rev', 'lastModifiedBy', 'updated', 'created', 'priority']);
const MAX_DIFFERENCES = 200;

export function parseReceipt(text: string): Receipt {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, PROOF_NOT_A_RECEIPT);
  }
  const parsed = receiptSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, PROOF_NOT_A_RECEIPT);
  return parsed.data as unknown as Receipt;
}

/**
 * What a receipt proves (issue 15 item 2): its SHA-256 still matches its content (nobody edited the file since
 * the finalize), and where today's server records differ from it. The hash alone cannot tell a file rewritten
 * with a fresh hash; the comparison with the server's records shows such a change too.
 */
export async function verifyProof(db: Db, receipt: Receipt): Promise<ProofVerdict> {
  const { conteudo } = receipt;
  const mapper = rowMapper(db.dialect);
  const batchIds = conteudo.lotes.map((lote) => String(lote.id));
  const cowIds = conteudo.d0s.map((cow) => String(cow.id));
  const [lotes, d0s, user] = await Promise.all([
    batchIds.length
      ? db.kysely
          .selectFrom('lotes')
          .select(['id', 'nomeLote', 'retiroId'])
          .where('id', 'in', batchIds)
          .execute()
      : [],
    cowIds.length ? db.kysely.selectFrom('d0s').selectAll().where('id', 'in', cowIds).execute() : [],
    db.kysely
      .selectFrom('usuarios')
      .select('nomeCompleto')
      .where('id', '=', conteudo.usuarioId)
      .executeTakeFirst(),
  ]);
  const retiroId = lotes[0]?.retiroId;
  const farm = retiroId
    ? await db.kysely
        .selectFrom('retiros')
        .innerJoin('fazendas', 'fazendas.id', 'retiros.fazendaId')
        .select('fazendas.nome')
        .where('retiros.id', '=', retiroId)
        .executeTakeFirst()
    : undefined;
  const current = new Map(
    d0s.map((row) => [String(row.id), mapper.fromDb('d0s', row) as Record<string, unknown>]),
  );
  const diferencas: ProofDifference[] = [];
  let total = 0;
  for (const cow of conteudo.d0s) {
    const now = current.get(String(cow.id));
    const matriz = String(cow.codVaca ?? cow.codLeitorBastao ?? cow.id);
    const fields = Object.keys(cow).filter((field) => !IGNORED.has(field) && field !== 'id');
    for (const field of now ? fields : ['id']) {
      const before = field === 'id' ? cow.id : (cow[field] ?? null);
      const after = now ? (now[field] ?? null) : null;
      if (now && JSON.stringify(before) === JSON.stringify(after)) continue;
      total += 1;
      if (diferencas.length < MAX_DIFFERENCES)
        diferencas.push({ id: String(cow.id), matriz, campo: field, comprovante: before, atual: after });
    }
  }
  return {
    hashOk: await verifyReceipt(receipt),
    tipo: conteudo.tipo,
    geradoEm: conteudo.geradoEm,
    usuario: user?.nomeCompleto ?? conteudo.usuarioId,
    fazenda: farm?.nome ?? '',
    lotes: lotes.map((lote) => String(lote.nomeLote ?? '')),
    matrizes: conteudo.d0s.length,
    diferencas,
    diferencasTotal: total,
  };
}
