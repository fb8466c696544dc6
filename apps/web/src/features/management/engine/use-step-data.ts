import { DEFAULT_RETIRO_NAME } from '@gestar/domain/entities/corral';
import { parseBatchIds } from '@gestar/domain/management/batch-ids';
import { compareCowsByRegistration } from '@gestar/domain/management/cow-order';
import { type FarmContext, farmContext } from '@gestar/domain/permissions/farm-access';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { localDb } from '../../../local-db/database.ts';
import { type RecordSource, watchRecords } from '../../../local-db/live-records.ts';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import {
  d0Repository,
  dnRepository,
  fazendaRepository,
  fazendaUsuarioRepository,
  iatfRepository,
  loteRepository,
  partidaRepository,
  protocoloRepository,
  retiroRepository,
  touroRepository,
  usuarioRepository,
} from '../../../local-db/repositories.ts';
import { useWatched } from '../../../local-db/use-watched.ts';

export type StepData = {
  batchIds: string[];
  batches: LocalEntity<'lotes'>[];
  /** The first batch's farm and retiro (breadcrumb, receipt name, way back). */
  farm: LocalEntity<'fazendas'>;
  corral: LocalEntity<'retiros'>;
  /** Permission context of the first batch's farm. */
  context: FarmContext;
  protocolOf: (batch: { protocoloId: string | null }) => LocalEntity<'protocolos'> | undefined;
  /** Live cows of the batches, in the order they were registered. */
  cows: readonly LocalEntity<'d0s'>[];
  iatfs: readonly LocalEntity<'iatfs'>[];
  dns: readonly LocalEntity<'dns'>[];
  /** Semen lots of the farm (copies made for it, spec §3 partida) with their bulls. */
  partidas: (LocalEntity<'partidas'> & { bullName: string })[];
  /** The farm's owner and linked users: responsáveis and inseminators (spec §6). */
  people: LocalEntity<'usuarios'>[];
  /** Where finalize returns: the retiro page when the farm uses retiros, else the farm page. */
  backTo: string;
};

type BatchRows = Pick<StepData, 'cows' | 'iatfs' | 'dns'>;

/**
 * Everything a management screen shows, read live from the device for the batches of `id1;id2;…`: one
 * indexed query per table, starting from the batch ids. Undefined while loading; null when a batch is not on
 * the device.
 *
 * Two live reads: the batch's context (batches, farm, protocols, semen, people) and its rows (cows, IATF and
 * DN records). A saved row re-reads only the records it wrote, and records that did not change keep their
 * objects (and the lists their identity when nothing changed), so a screen re-renders only what a save touched.
 */
export function useStepData(idsParam: string | undefined): StepData | null | undefined {
  const batchIds = useMemo(() => parseBatchIds(idsParam), [idsParam]);
  const key = batchIds.join(';');
  const context = useLiveQuery(() => readContext(batchIds), [key]);
  const rows = useBatchRows(key);
  return useMemo(() => {
    if (context === undefined || context === null) return context;
    if (rows === undefined || context.batchIds.join(';') !== key) return undefined;
    const { cows, iatfs, dns } = rows;
    return { ...context, cows, iatfs, dns };
  }, [context, rows, key]);
}

const byBatchThenId = (a: { loteId: string; id: string }, b: { loteId: string; id: string }) =>
  a.loteId < b.loteId ? -1 : a.loteId > b.loteId ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The live cows, IATF and DN records of the batches (watchRecords: after a save, only the records it wrote are
 * read again). Undefined while loading, and while the rows of other batches than `key`'s are all it has.
 */
function useBatchRows(key: string): BatchRows | undefined {
  return useWatched<BatchRows>(key, (emit, fail) => {
    const batchIds = key === '' ? [] : key.split(';');
    const ids = new Set(batchIds);
    const belongs = (record: { loteId: string; isDeleted: boolean }) =>
      ids.has(record.loteId) && !record.isDeleted;
    const cows: RecordSource<LocalEntity<'d0s'>> = {
      table: localDb.d0s,
      readAll: () => d0Repository.getByRelation('loteId', batchIds),
      belongs,
      compare: compareCowsByRegistration,
    };
    const iatfs: RecordSource<LocalEntity<'iatfs'>> = {
      table: localDb.iatfs,
      readAll: () => iatfRepository.getByRelation('loteId', batchIds),
      belongs,
      compare: byBatchThenId,
    };
    const dns: RecordSource<LocalEntity<'dns'>> = {
      table: localDb.dns,
      readAll: () => dnRepository.getByRelation('loteId', batchIds),
      belongs,
      compare: byBatchThenId,
    };
    return watchRecords([cows, iatfs, dns], ([cows, iatfs, dns]) => emit({ cows, iatfs, dns }), fail);
  });
}

async function readContext(batchIds: string[]): Promise<Omit<StepData, keyof BatchRows> | null> {
  if (batchIds.length === 0) return null;
  const batches = (await Promise.all(batchIds.map((id) => loteRepository.getById(id)))).filter(
    (batch): batch is LocalEntity<'lotes'> => batch !== undefined,
  );
  const [first] = batches;
  if (!first || batches.length !== batchIds.length) return null;
  const corral = await retiroRepository.getById(first.retiroId);
  const farm = corral ? await fazendaRepository.getById(corral.fazendaId) : undefined;
  if (!corral || !farm) return null;
  const [links, protocols, partidas, bulls, users] = await Promise.all([
    fazendaUsuarioRepository.getByRelation('idFazenda', farm.id),
    protocoloRepository.get(),
    partidaRepository.getByRelation('fazendaId', farm.id),
    touroRepository.get(),
    usuarioRepository.get(),
  ]);
  const context = farmContext(farm, links);
  const people = new Set([farm.usuarioId, ...context.linkedUserIds]);
  const bullName = new Map(bulls.map((bull) => [bull.id, bull.nome]));
  const protocolById = new Map(protocols.map((protocol) => [protocol.id, protocol]));
  const farmPage = `/farms/${farm.id}`;
  return {
    batchIds,
    batches,
    farm,
    corral,
    context,
    protocolOf: (batch) => (batch.protocoloId ? protocolById.get(batch.protocoloId) : undefined),
    partidas: partidas.map((partida) => ({
      ...partida,
      bullName: bullName.get(partida.touroId ?? '') ?? '',
    })),
    people: users.filter((user) => people.has(user.id)),
    backTo: corral.nome === DEFAULT_RETIRO_NAME ? farmPage : `${farmPage}/corrals/${corral.id}`,
  };
}
