import { z } from 'zod';
import { apiClient } from '../../api/client.ts';

// The administrator's domain-list calls (spec §7): online only, straight to the server.

const valueSchema = z.object({
  id: z.string(),
  valor: z.string(),
  descricao: z.string().nullable(),
  tipoDominioId: z.string(),
  valorDominioPaiId: z.string().nullable(),
});
const typeSchema = z.object({ id: z.string(), nome: z.string(), descricao: z.string().nullable() });

export type DomainValueRow = z.infer<typeof valueSchema>;
export type DomainTypeRow = z.infer<typeof typeSchema>;

export async function listDomainValues(signal?: AbortSignal): Promise<DomainValueRow[]> {
  const answer = await apiClient.fetch('/ValorDominio', {
    schema: z.object({ responseList: z.array(valueSchema) }),
    signal,
  });
  return answer.responseList;
}

export async function listDomainTypes(signal?: AbortSignal): Promise<DomainTypeRow[]> {
  const answer = await apiClient.fetch('/TipoDominio', {
    schema: z.object({ responseList: z.array(typeSchema) }),
    signal,
  });
  return answer.responseList;
}

export type DomainList = 'ValorDominio' | 'TipoDominio';

/** POST (new, the id made here as the spec says) or PUT (existing) of one item. */
export async function saveDomainItem(
  list: DomainList,
  item: { id: string } & Record<string, unknown>,
  isNew: boolean,
): Promise<void> {
  await apiClient.fetch(`/${list}`, { method: isNew ? 'POST' : 'PUT', body: item });
}

export async function deleteDomainItem(list: DomainList, id: string): Promise<void> {
  await apiClient.fetch(`/${list}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
