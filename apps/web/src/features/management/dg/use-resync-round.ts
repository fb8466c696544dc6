import { compareCowsByRegistration } from '@gestar/domain/management/cow-order';
import { dgRessincRow } from '@gestar/domain/management/dg-ressinc';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { d0Repository, iatfRepository } from '../../../local-db/repositories.ts';
import { reuseUnchanged } from '../../../local-db/reuse-unchanged.ts';
import type { StepData } from '../engine/use-step-data.ts';

type Cow = LocalEntity<'d0s'>;

export type ResyncRoundRow = {
  /** What the row shows: her parent record's diagnosis with her copy's D0 fields, in her copy's batch. */
  view: Cow;
  /** Her record in the parent batch, where the diagnosis of that round is kept. */
  parent: Cow | undefined;
  /** Her record in the resync batch (deleted once she is found pregnant: she left the resync). */
  copy: Cow;
};

export type ResyncRound = {
  rows: ResyncRoundRow[];
  rowOf: (viewId: string) => ResyncRoundRow | undefined;
  /** The batches whose round DG/D0 or DG/{day} diagnoses. */
  parentBatchIds: string[];
  /** Their IATF records (semen and observations of the round shown on each row). */
  parentIatfs: LocalEntity<'iatfs'>[];
};

/**
 * The rows of DG/D0 and DG/{day} (DECISIONS: they diagnose the round before the resync): every cow carried into
 * the screen's resync batches, shown through her record in the parent batch. A copy deleted because she was
 * found pregnant keeps her row, so a save never makes a cow vanish from the screen; a cow with no parent
 * record (registered in the resync batch itself) is her own row. Read live; undefined while loading.
 */
export function useResyncRound(data: StepData | undefined, enabled: boolean): ResyncRound | undefined {
  const batchIds = data?.batchIds ?? [];
  const parentBatchIds = [
    ...new Set((data?.batches ?? []).map((batch) => batch.parentBatch).filter((id): id is string => !!id)),
  ];
  const previous = useRef<ResyncRound | undefined>(undefined);
  return useLiveQuery(async () => {
    if (!enabled) return { rows: [], rowOf: () => undefined, parentBatchIds: [], parentIatfs: [] };
    const copies = await d0Repository.getByRelation('loteId', batchIds, { includeDeleted: true });
    const parentIds = copies.map((copy) => copy.dzeroPai).filter((id): id is string => !!id);
    const [parents, parentIatfs] = await Promise.all([
      d0Repository.getByRelation('id', parentIds),
      iatfRepository.getByRelation('loteId', parentBatchIds),
    ]);
    const round = buildRound(copies, parents, parentIatfs, parentBatchIds, previous.current);
    previous.current = round;
    return round;
  }, [enabled, batchIds.join(';'), parentBatchIds.join(';')]);
}

/**
 * The round from one read, sharing with the previous round every row whose two records did not change (and
 * the whole round when none did): a save re-reads the round, and the screen then redraws the rows it changed.
 */
export function buildRound(
  copies: Cow[],
  parents: Cow[],
  iatfs: LocalEntity<'iatfs'>[],
  parentBatchIds: string[],
  previous: ResyncRound | undefined,
): ResyncRound {
  const same = previous?.parentBatchIds.join(';') === parentBatchIds.join(';');
  const before = same ? previous : undefined;
  const parentById = new Map(
    reuseUnchanged(
      before?.rows.flatMap((row) => (row.parent ? [row.parent] : [])),
      parents,
    ).map((parent) => [parent.id, parent]),
  );
  const rows: ResyncRoundRow[] = [];
  for (const copy of reuseUnchanged(
    before?.rows.map((row) => row.copy),
    [...copies].sort(compareCowsByRegistration),
  )) {
    const parent = copy.dzeroPai ? parentById.get(copy.dzeroPai) : undefined;
    const kept = before?.rowOf(parent ? parent.id : copy.id);
    if (kept && kept.parent === parent && kept.copy === copy) rows.push(kept);
    else if (parent) rows.push({ view: dgRessincRow(parent, copy), parent, copy });
    else if (!copy.isDeleted) rows.push({ view: copy, parent: undefined, copy });
  }
  const parentIatfs = reuseUnchanged(before?.parentIatfs, iatfs);
  if (
    before &&
    parentIatfs === before.parentIatfs &&
    rows.length === before.rows.length &&
    rows.every((row, index) => row === before.rows[index])
  )
    return before;
  const byView = new Map(rows.map((row) => [row.view.id, row]));
  return { rows, rowOf: (id: string) => byView.get(id), parentBatchIds, parentIatfs };
}
