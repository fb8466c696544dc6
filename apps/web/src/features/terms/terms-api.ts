import type { TermType } from '@gestar/domain/entities/term';
import { z } from 'zod';
import { apiClient } from '../../api/client.ts';
import type { TokenPair } from '../../api/http-client.ts';

const activeTermSchema = z.object({ conteudo: z.string(), versao: z.number() });

export type ActiveTerm = z.infer<typeof activeTermSchema>;

/** GET Termo/ObterAtivo: public, so /cookies, /userslicense and /privacy work before any login. */
export function fetchActiveTerm(tipo: TermType, signal?: AbortSignal): Promise<ActiveTerm> {
  return apiClient.fetch('/Termo/ObterAtivo', {
    auth: false,
    query: { tipo },
    schema: activeTermSchema,
    signal,
  });
}

/** POST Termo/Aceitar with the token of a login still waiting for its terms (not yet a session). */
export async function acceptTerm(tipo: TermType, tokens: TokenPair): Promise<void> {
  await apiClient.fetch('/Termo/Aceitar', {
    method: 'POST',
    auth: false,
    bearer: tokens.token,
    body: { tipo },
  });
}
