import { randomUUID } from 'node:crypto';
import { INVALID_PROOF_UPLOAD, PROOFS_ADMIN_ONLY } from '@gestar/domain/messages/admin';
import { isAdmin } from '@gestar/domain/permissions/actor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    .refine((name) => name.toLowerCase().endsWith('.gestar'), { error: INVALID_PROOF_UPLOAD }),
  content: z.string().min(2).max(MAX_PROOF_CHARS),
});

function administrator(request: FastifyRequest) {
  const actor = currentUser(request);
  if (!isAdmin(actor)) throw new HttpError(403, PROOFS_ADMIN_ONLY);
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
    const verdict = await verifyProof(db, receipt);
    const id = randomUUID();
    await db.kysely
      .insertInto('proof_files')
      .values({
        id,
        usuarioId: actor.id,
        fileName,
        content,
        sha256: receipt.sha256,
        receivedAt: new Date().toISOString(),
      })
      .execute();
    return { sucesso: true, response: { id, fileName, ...verdict } };
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
