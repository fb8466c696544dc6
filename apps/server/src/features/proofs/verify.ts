import { type Receipt, verifyReceipt } from '@gestar/domain/management/receipt';
import { PROOF_NOT_A_RECEIPT } from '@gestar/domain/messages/admin';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { loose, rowMapper } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import { selectIn } from '../sync/scope.ts';

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
    throw new HttpError(400, PROOF_NOT_A_RECEIPT());
  }
  const parsed = receiptSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, PROOF_NOT_A_RECEIPT());
  return parsed.data as unknown as Receipt;
}

/**
 * What a receipt proves (see DECISIONS.md): `hashOk` says the file is
 * consistent — its SHA-256 matches its content, so it was not damaged or half-edited. The hash is not keyed (the
 * receipt is made offline in the corral, where no server key can sign it), so it proves no authorship: a file
 * edited and re-hashed is consistent too. The evidence is the comparison with today's server records, which
 * names every cow and field that differ.
 */
export async function verifyProof(
  db: Db,
  receipt: Receipt,
): Promise<{ verdict: ProofVerdict; fazendaId: string | null }> {
  const { conteudo } = receipt;
  const mapper = rowMapper(db.dialect);
  const batchIds = conteudo.lotes.map((lote) => String(lote.id));
  const cowIds = conteudo.d0s.map((cow) => String(cow.id));
  // In chunks: a receipt may list more ids than a statement may bind (SQLite 32,766), which answered 500.
  const [lotes, d0s, user] = await Promise.all([
    selectIn(loose(db.kysely), 'lotes', 'id', batchIds, ['id', 'nomeLote', 'retiroId']),
    selectIn(loose(db.kysely), 'd0s', 'id', cowIds, '*'),
    db.kysely
      .selectFrom('usuarios')
      .select('nomeCompleto')
      .where('id', '=', conteudo.usuarioId)
      .executeTakeFirst(),
  ]);
  const retiroId = lotes[0]?.retiroId;
  const farm =
    typeof retiroId === 'string'
      ? await db.kysely
          .selectFrom('retiros')
          .innerJoin('fazendas', 'fazendas.id', 'retiros.fazendaId')
          .select(['fazendas.id', 'fazendas.nome'])
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
  const verdict = {
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
  return { verdict, fazendaId: farm?.id ?? null };
}
