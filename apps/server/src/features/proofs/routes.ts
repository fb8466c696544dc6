import { randomUUID } from 'node:crypto';
import { INVALID_PROOF_UPLOAD, PROOFS_ADMIN_ONLY, proofNotStored } from '@gestar/domain/messages/admin';
import { isAdmin } from '@gestar/domain/permissions/actor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { parseReceipt, verifyProof } from './verify.ts';

/** A receipt is far smaller; the call's body limit is the same, so no longer text even reaches the parser. */
const MAX_PROOF_CHARS = 20 * 1024 * 1024;

const uploadSchema = z.object({
  fileName: z
    .string()
    .min(1)
    .max(255)
    .refine((name) => name.toLowerCase().endsWith('.gestar'), { error: () => INVALID_PROOF_UPLOAD() }),
  content: z.string().min(2).max(MAX_PROOF_CHARS),
});

const MB = 1024 * 1024;
/** Per farm: years of receipts (a farm makes a few hundred a season), and a bound on what uploads can store. */
export const MAX_PROOFS_PER_FARM = 2_000;
export const MAX_PROOF_BYTES_PER_FARM = 200 * MB;

/**
 * Keeps a verified receipt, once: the same file for the same farm again is the row already kept. Past the farm's
 * caps nothing is stored (the verdict is still answered); a receipt naming no known batch counts for no farm and
 * is kept only under the same caps, counted together.
 */
async function storeProof(
  db: Db,
  proof: { usuarioId: string; fileName: string; content: string; sha256: string; fazendaId: string | null },
): Promise<{ id: string | null; kept: boolean }> {
  const bytes = Buffer.byteLength(proof.content);
  const ofFarm = db.kysely
    .selectFrom('proof_files')
    .where((eb) =>
      proof.fazendaId === null ? eb('fazendaId', 'is', null) : eb('fazendaId', '=', proof.fazendaId),
    );
  const same = await ofFarm.select('id').where('sha256', '=', proof.sha256).executeTakeFirst();
  if (same) return { id: same.id, kept: true };
  const used = await ofFarm
    .select([
      sql<number>`count(*)`.as('files'),
      sql<number>`coalesce(sum(${sql.ref('bytes')}), 0)`.as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(used.files) + 1 > MAX_PROOFS_PER_FARM || Number(used.bytes) + bytes > MAX_PROOF_BYTES_PER_FARM)
    return { id: null, kept: false };
  const id = randomUUID();
  await db.kysely
    .insertInto('proof_files')
    .values({ id, ...proof, bytes, receivedAt: new Date().toISOString() })
    .execute();
  return { id, kept: true };
}

function administrator(request: FastifyRequest) {
  const actor = currentUser(request);
  if (!isAdmin(actor)) throw new HttpError(403, PROOFS_ADMIN_ONLY());
  return actor;
}

/**
 * POST /api/Comprovante (one .gestar receipt as {fileName, content}) verifies and stores it; GET lists what was
 * received. Administrators only (spec §6).
 */
export async function proofRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.post('/api/Comprovante', { preHandler: requireUser(), bodyLimit: MAX_PROOF_CHARS }, async (request) => {
    const actor = administrator(request);
    const { fileName, content } = parseOr400(uploadSchema, request.body);
    const receipt = parseReceipt(content);
    const { verdict, fazendaId } = await verifyProof(db, receipt);
    const stored = await storeProof(db, {
      usuarioId: actor.id,
      fileName,
      content,
      sha256: receipt.sha256,
      fazendaId,
    });
    return {
      sucesso: true,
      response: {
        id: stored.id,
        fileName,
        ...verdict,
        guardado: stored.kept,
        ...(stored.kept ? {} : { aviso: proofNotStored(MAX_PROOFS_PER_FARM, MAX_PROOF_BYTES_PER_FARM / MB) }),
      },
    };
  });

  app.get('/api/Comprovante', { preHandler: requireUser() }, async (request) => {
    administrator(request);
    const rows = await db.kysely
      .selectFrom('proof_files')
      .select(['id', 'fileName', 'sha256', 'receivedAt'])
      .orderBy('receivedAt', 'desc')
      .limit(200)
      .execute();
    return { responseList: rows };
  });
}
