// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb } from '../local-db/database.ts';
import { setMeta } from '../local-db/meta.ts';
import { createObservableValue } from '../local-db/observable-value.ts';
import { createRepository } from '../local-db/repository.ts';
import { useIsFarmDownloaded, usePendingChangesCount, useRejectedRecords } from './hooks.ts';
import { initialSyncState, type SyncState, useSyncState } from './sync-state.ts';

let db: GestarDb;

beforeEach(() => {
  db = new GestarDb(`hooks-${newId()}`);
});

afterEach(async () => {
  cleanup();
  await db.delete();
});

function SyncBadge({ store }: { store: ReturnType<typeof createObservableValue<SyncState>> }) {
  const state = useSyncState(store);
  return (
    <p>
      view {state.view} / {state.indicator ?? 'none'}
    </p>
  );
}

function DeviceStatus({ farmId }: { farmId: string }) {
  const rejected = useRejectedRecords({}, db);
  const pending = usePendingChangesCount(db);
  const downloaded = useIsFarmDownloaded(farmId, db);
  return (
    <ul>
      <li>pendentes {pending ?? '…'}</li>
      <li>baixada {String(downloaded)}</li>
      {rejected.map((row) => (
        <li key={row.id}>
          recusado {row.entity}: {row.motivo}
        </li>
      ))}
    </ul>
  );
}

describe('sync hooks', () => {
  it('useSyncState follows the engine state', () => {
    const store = createObservableValue(initialSyncState(true));
    render(<SyncBadge store={store} />);
    expect(screen.getByText('view 2 / none')).toBeTruthy();
    act(() => store.set({ ...store.get(), view: 1, indicator: 'sending' }));
    expect(screen.getByText('view 1 / sending')).toBeTruthy();
    act(() => store.set({ ...store.get(), view: 0, indicator: 'failed' }));
    expect(screen.getByText('view 0 / failed')).toBeTruthy();
  });

  it('lists pending changes, rejected records and the download state live', async () => {
    const farmId = newId();
    render(<DeviceStatus farmId={farmId} />);
    await waitFor(() => expect(screen.getByText('pendentes 0')).toBeTruthy());
    expect(screen.getByText('baixada false')).toBeTruthy();

    const farm = await createRepository(db.fazendas).post({
      nomeProprietario: 'A',
      nome: 'B',
      usuarioId: newId(),
    });
    await db.rejected.put({
      entity: 'fazendas',
      id: farm.id,
      motivo: 'Sem permissão',
      record: farm,
      rejectedAt: new Date().toISOString(),
      resolvedAt: null,
    });
    await setMeta(db, 'downloadedFarmIds', [farmId]);
    await waitFor(() => expect(screen.getByText('pendentes 1')).toBeTruthy());
    expect(await screen.findByText('recusado fazendas: Sem permissão')).toBeTruthy();
    expect(await screen.findByText('baixada true')).toBeTruthy();
  });
});
