import type { Protocolo } from '@gestar/domain/entities/protocol';
import { isProtocolInUse } from '@gestar/domain/rules/protocol-record';
import { localDb } from '../../local-db/database.ts';
import { loteRepository, protocoloRepository } from '../../local-db/repositories.ts';

export type ProtocolDraft = Pick<Protocolo, 'name' | 'usuarioId' | 'managementProtocols'>;

/** A batch started using the protocol after the screen was drawn (another tab's pull, a sync). */
export class ProtocolInUseError extends Error {
  constructor(id: string) {
    super(`protocol ${id} is used by a batch`);
    this.name = 'ProtocolInUseError';
  }
}

async function refuseIfInUse(id: string): Promise<void> {
  if (isProtocolInUse(id, await loteRepository.getByRelation('protocoloId', id))) {
    throw new ProtocolInUseError(id);
  }
}

export async function createProtocol(draft: ProtocolDraft): Promise<string> {
  return (await protocoloRepository.post(draft)).id;
}

/**
 * Editing is delete then recreate (spec §4): the old protocol is soft-deleted and a new one, with new ids
 * for it and its steps, takes its place, so whatever used the old one keeps what it used.
 */
export async function replaceProtocol(oldId: string, draft: ProtocolDraft): Promise<string> {
  return localDb.transaction('rw', localDb.protocolos, localDb.lotes, async () => {
    await refuseIfInUse(oldId);
    await protocoloRepository.delete(oldId);
    return (await protocoloRepository.post(draft)).id;
  });
}

/** Soft-deletes an unused protocol; throws ProtocolInUseError when a live batch uses it. */
export async function deleteProtocol(id: string): Promise<void> {
  await localDb.transaction('rw', localDb.protocolos, localDb.lotes, async () => {
    await refuseIfInUse(id);
    await protocoloRepository.delete(id);
  });
}
