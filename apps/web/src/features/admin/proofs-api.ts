import { z } from 'zod';
import { apiClient } from '../../api/client.ts';

const differenceSchema = z.object({
  id: z.string(),
  matriz: z.string(),
  campo: z.string(),
  comprovante: z.unknown(),
  atual: z.unknown(),
});
const verdictSchema = z.object({
  /** Null when the farm's stored receipts are at their cap: verified, not kept (`aviso` says so). */
  id: z.string().nullable(),
  fileName: z.string(),
  /** The file is consistent with its own SHA-256 (not keyed: no proof of authorship). */
  hashOk: z.boolean(),
  guardado: z.boolean().optional(),
  aviso: z.string().optional(),
  tipo: z.string(),
  geradoEm: z.string(),
  usuario: z.string(),
  fazenda: z.string(),
  lotes: z.array(z.string()),
  matrizes: z.number(),
  diferencas: z.array(differenceSchema),
  diferencasTotal: z.number(),
});
const storedSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  receivedAt: z.string(),
});

export type ProofVerdict = z.infer<typeof verdictSchema>;
export type StoredProof = z.infer<typeof storedSchema>;

/** POST /api/Comprovante: the server verifies the receipt, compares it with today's records and keeps it. */
export async function uploadProof(fileName: string, content: string): Promise<ProofVerdict> {
  const answer = await apiClient.fetch('/Comprovante', {
    method: 'POST',
    body: { fileName, content },
    schema: z.object({ response: verdictSchema }),
    timeoutMs: 90_000,
  });
  return answer.response;
}

export async function listProofs(signal?: AbortSignal): Promise<StoredProof[]> {
  const answer = await apiClient.fetch('/Comprovante', {
    schema: z.object({ responseList: z.array(storedSchema) }),
    signal,
  });
  return answer.responseList;
}
