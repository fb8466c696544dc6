import { type AgendaEntry, buildAgenda } from '@gestar/domain/management/agenda';
import type { ProtocolDays } from '@gestar/domain/rules/iatf-dates';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { localDb } from '../../../local-db/database.ts';
import { getMeta } from '../../../local-db/meta.ts';
import {
  d0Repository,
  fazendaRepository,
  loteRepository,
  protocoloRepository,
  retiroRepository,
} from '../../../local-db/repositories.ts';
import { useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';

export type AgendaRow = AgendaEntry & { cows: number };

// Only the farms downloaded to this device: the others have no batches here.
async function readAgendaSources() {
  const downloaded = await getMeta(localDb, 'downloadedFarmIds');
  const [farms, retiros, protocols] = await Promise.all([
    fazendaRepository.getByRelation('id', downloaded),
    retiroRepository.getByRelation('fazendaId', downloaded),
    protocoloRepository.get(),
  ]);
  const lotes = await loteRepository.getByRelation(
    'retiroId',
    retiros.map((retiro) => retiro.id),
  );
  return { farms, retiros, protocols, lotes };
}

/** The agenda of `today` ('YYYY-MM-DD'), live from the device database; undefined while it loads. */
export function useAgenda(today: string): AgendaRow[] | undefined {
  const values = useDomainValues();
  const lookup = useDomainLookup(values);
  const sources = useLiveQuery(readAgendaSources, []);
  const entries = useMemo(() => {
    if (!sources || values === undefined) return undefined;
    const farmName = new Map(sources.farms.map((farm) => [farm.id, farm.nome]));
    const farmOfCorral = new Map(
      sources.retiros.flatMap((retiro) => {
        const name = farmName.get(retiro.fazendaId);
        return name === undefined ? [] : [[retiro.id, { farmId: retiro.fazendaId, farmName: name }] as const];
      }),
    );
    const protocols = new Map<string, ProtocolDays>(
      sources.protocols.map((protocol) => [protocol.id, protocol]),
    );
    return buildAgenda({ batches: sources.lotes, protocols, farmOfCorral, lookup, today });
  }, [sources, values, lookup, today]);

  // Cows are read only for the batches on the agenda: a farm holds thousands.
  const key = entries?.map((entry) => entry.batchId).join(';');
  const cowCounts = useLiveQuery(async () => {
    const counts = new Map<string, number>();
    if (!entries) return counts;
    const cows = await d0Repository.getByRelation(
      'loteId',
      entries.map((entry) => entry.batchId),
    );
    for (const cow of cows) counts.set(cow.loteId, (counts.get(cow.loteId) ?? 0) + 1);
    return counts;
  }, [key]);

  return useMemo(
    () =>
      entries && cowCounts
        ? entries.map((entry) => ({ ...entry, cows: cowCounts.get(entry.batchId) ?? 0 }))
        : undefined,
    [entries, cowCounts],
  );
}
