// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { ROLES } from '@gestar/domain/entities/role';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { CURRENT_SEASON_ID } from '@gestar/domain/lists/value-ids';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GestarDb } from '../../local-db/database.ts';
import { setMeta } from '../../local-db/meta.ts';
import { createRepository } from '../../local-db/repository.ts';
import type { DownloadResult, ForcedSyncResult, SyncResult } from '../../sync/engine.ts';
import { HomeScreen, type HomeScreenProps, type HomeUser } from './HomeScreen.tsx';
import type { SeasonNoticeStore } from './season-notice.ts';

const VET: HomeUser = { id: newId(), nomeCompleto: 'Ana Paula Ferreira Martins', roles: [ROLES.veterinario] };
const ADMIN: HomeUser = { id: newId(), nomeCompleto: 'Administrador Gestar', roles: [ROLES.administrador] };
const CLIENTE: HomeUser = { id: newId(), nomeCompleto: 'Antônio Marcos Ribeiro', roles: [ROLES.cliente] };
const PREVIOUS_SEASON = domainValueId('estacaoMonta', '2025/2026');
const DONE: SyncResult = { status: 'done', applied: 0, rejected: 0, pages: 1 };

let db: GestarDb;
let helenaId: string;

beforeEach(async () => {
  db = new GestarDb(`home-${newId()}`);
  const farms = createRepository(db.fazendas);
  helenaId = (
    await farms.post({
      nome: 'Fazenda Santa Helena',
      nomeProprietario: 'Joaquim Mendes',
      usuarioId: VET.id,
      estado: 'MT',
      municipio: 'Rondonópolis',
      retiro: true,
      estacaoMonta: CURRENT_SEASON_ID,
    })
  ).id;
  await farms.post({
    nome: 'Fazenda Antiga',
    nomeProprietario: 'Helena Prado',
    usuarioId: VET.id,
    estacaoMonta: PREVIOUS_SEASON,
  });
  await setMeta(db, 'lastSyncAt', new Date().toISOString());
});

afterEach(async () => {
  cleanup();
  await db.delete();
});

function seenStore(seen: string | null): SeasonNoticeStore & { saved: string | null } {
  const store = {
    saved: seen,
    get: () => store.saved,
    set: (_user: string, season: string) => {
      store.saved = season;
    },
  };
  return store;
}

function engine() {
  return {
    sync: vi.fn(async (): Promise<SyncResult> => DONE),
    forceFullSync: vi.fn(async (): Promise<ForcedSyncResult> => DONE),
    downloadFarms: vi.fn(
      async (ids: readonly string[]): Promise<DownloadResult> => ({
        result: DONE,
        downloaded: [...ids],
        remaining: [],
        message: null,
      }),
    ),
  };
}

function renderHome(props: Partial<HomeScreenProps> = {}) {
  const fake = { ...engine(), openFarm: vi.fn(), newFarm: vi.fn() };
  render(
    <HomeScreen
      user={VET}
      engine={fake}
      onOpenFarm={fake.openFarm}
      onNewFarm={fake.newFarm}
      db={db}
      seasonNoticeStore={seenStore(CURRENT_SEASON_ID)}
      isOnline={() => true}
      {...props}
    />,
  );
  return fake;
}

describe('HomeScreen', () => {
  it('greets the user and lists the device farms of the current season by default', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Bem-vindo(a), Ana Paula Ferreira Martins!' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Fazendas' });
    expect(within(table).getByText('Fazenda Santa Helena')).toBeTruthy();
    expect(within(table).getByText('Rondonópolis/MT')).toBeTruthy();
    expect(within(table).queryByText('Fazenda Antiga')).toBeNull();
    expect(screen.getByText('1-1 de 1')).toBeTruthy();
    expect(screen.getByText('Baixe os dados das fazendas!')).toBeTruthy();
  });

  it('tells the user to download a farm before entering it', async () => {
    renderHome();
    fireEvent.click(await screen.findByText('Fazenda Santa Helena'));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso!' });
    expect(dialog.textContent).toContain(
      'Atenção! É necessário realizar o download dos dados dessa fazenda para acessá-la.',
    );
  });

  it('downloads the selected farms through the engine and shows the 10-farm notice when some are left', async () => {
    const fake = renderHome();
    fake.downloadFarms.mockResolvedValueOnce({
      result: DONE,
      downloaded: [],
      remaining: ['x', 'y'],
      message: 'Máximo de 10 fazendas por vez, 2 fazendas restantes',
    });
    fireEvent.click(await screen.findByLabelText('Selecionar Fazenda Santa Helena para baixar'));
    fireEvent.click(screen.getByRole('button', { name: 'Baixar fazendas (1)' }));
    await waitFor(() => expect(fake.downloadFarms).toHaveBeenCalledWith([helenaId]));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso!' });
    expect(dialog.textContent).toContain('Máximo de 10 fazendas por vez, 2 fazendas restantes');
  });

  it('shows a downloaded farm as such and opens it', async () => {
    await setMeta(db, 'downloadedFarmIds', [helenaId]);
    const fake = renderHome();
    const table = await screen.findByRole('table', { name: 'Fazendas' });
    await waitFor(() => expect(within(table).getByText('Baixada')).toBeTruthy());
    expect(screen.queryByLabelText('Selecionar Fazenda Santa Helena para baixar')).toBeNull();
    fireEvent.click(within(table).getByText('Fazenda Santa Helena'));
    expect(fake.openFarm).toHaveBeenCalledWith(helenaId);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a veterinarian', VET, true],
    ['the Cliente (read-only)', CLIENTE, false],
  ])("'Fazenda' opens the new-farm form for %s: %s", async (_who, user, enabled) => {
    const fake = renderHome({ user });
    const button = await screen.findByRole('button', { name: 'Fazenda' });
    expect(button.hasAttribute('disabled')).toBe(!enabled);
    fireEvent.click(button);
    expect(fake.newFarm).toHaveBeenCalledTimes(enabled ? 1 : 0);
  });

  it('refuses online actions without a connection (spec §8) and does not call the engine', async () => {
    const fake = renderHome({ isOnline: () => false });
    fireEvent.click(await screen.findByRole('button', { name: 'SINCRONIZAR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Não é possível realizar esta ação!' });
    expect(dialog.textContent).toContain(
      'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.',
    );
    expect(fake.sync).not.toHaveBeenCalled();
  });

  it('allows the forced full sync once an hour, with the minutes left', async () => {
    await setMeta(db, 'lastForcedSyncAt', new Date(Date.now() - 15 * 60_000).toISOString());
    const fake = renderHome();
    await screen.findByText('Fazenda Santa Helena');
    fireEvent.click(screen.getByRole('button', { name: 'Mais opções de sincronização' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sincronização forçada (tudo)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ação ainda não disponível!' });
    expect(dialog.textContent).toContain(
      'Você só pode forçar a sincronização a cada uma hora, faltam 45 minutos.',
    );
    expect(fake.forceFullSync).not.toHaveBeenCalled();
  });

  it.each([
    ['a veterinarian', VET, true],
    ['the administrator', ADMIN, false],
  ])('reminds %s to sync after 24 h: %s', async (_who, user, shown) => {
    await setMeta(db, 'lastSyncAt', new Date(Date.now() - 25 * 3600_000).toISOString());
    renderHome({ user });
    await screen.findByText('Fazenda Santa Helena');
    const reminder = screen.queryByText(
      'Você está há mais de 24 horas sem sincronizar. Sincronize para não perder seus dados.',
    );
    expect(reminder !== null).toBe(shown);
  });

  it('lists records the server refused, with the motivo', async () => {
    await db.rejected.put({
      entity: 'd0s',
      id: newId(),
      motivo: 'Seu perfil é somente de visualização: o registro não foi salvo no servidor.',
      record: { codVaca: '1001' },
      rejectedAt: new Date().toISOString(),
      resolvedAt: null,
    });
    renderHome();
    const region = await screen.findByRole('region', { name: 'Registros não aceitos pelo servidor' });
    expect(region.textContent).toContain('Matriz 1001');
    expect(region.textContent).toContain('Seu perfil é somente de visualização');
  });

  it('does not call a sync with refusals complete', async () => {
    const fake = renderHome();
    fake.sync.mockResolvedValueOnce({ status: 'done', applied: 1, rejected: 8, pages: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'SINCRONIZAR' }));
    expect(
      await screen.findByText(
        'Sincronização concluída com 8 registros não aceitos. Veja "Registros não aceitos pelo servidor".',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Sincronização concluída.')).toBeNull();
  });

  it('discards the local copy of a refused batch made only here, after saying what goes with it', async () => {
    const at = new Date().toISOString();
    const local = {
      created: at,
      updated: at,
      isDeleted: false,
      priority: false,
      _status: 'created',
      _changed: [],
      _rev: null,
    };
    const batchId = newId();
    const batch = {
      ...local,
      id: batchId,
      nomeLote: 'Novilhas - IATF 2',
      retiroId: newId(),
      parentBatch: newId(),
    };
    await db.lotes.put(batch as never);
    const cows = [newId(), newId()].map((id, n) => ({ ...local, id, codVaca: `10${n}`, loteId: batchId }));
    await db.d0s.bulkPut(cows as never[]);
    const refusal = { rejectedAt: at, resolvedAt: null };
    await db.rejected.bulkPut([
      {
        ...refusal,
        entity: 'lotes',
        id: batchId,
        motivo:
          'Já existe uma ressinc cadastrada para este lote, retorne à tela de listagem de lotes e verifique os próximos manejos.',
        record: batch,
      },
      ...cows.map((cow) => ({
        ...refusal,
        entity: 'd0s' as const,
        id: cow.id,
        motivo: 'Não foi possível salvar: o lote deste registro ainda não existe no servidor.',
        record: cow,
      })),
    ]);
    renderHome();
    const region = await screen.findByRole('region', { name: 'Registros não aceitos pelo servidor' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(region.textContent).toContain('Também não aceitos, e descartados com ele: 2 matrizes.');
    expect(region.textContent).toContain('O que fazer: Outro aparelho registrou isto primeiro');
    fireEvent.click(
      within(region).getByRole('button', { name: 'Descartar cópia local: Lote Novilhas - IATF 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Descartar cópia local?' });
    expect(dialog.textContent).toContain(
      'O registro "Lote Novilhas - IATF 2" existe só neste aparelho e será apagado dele, junto com o que foi registrado nele: 2 matrizes.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar cópia local' }));
    expect(await screen.findByText('Cópia local descartada.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Registros não aceitos pelo servidor' })).toBeNull(),
    );
    expect(await db.lotes.get(batchId)).toBeUndefined();
    expect(await db.d0s.count()).toBe(0);
  });

  it('syncs at once on a device that never synced', async () => {
    await db.meta.delete('lastSyncAt');
    const fake = renderHome();
    await waitFor(() => expect(fake.sync).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['a veterinarian', VET, true],
    ['a read-only Cliente, not told to start the season', CLIENTE, false],
  ])('announces the new season to %s on a first login, OK locked at first', async (_who, user, advice) => {
    const store = seenStore(null);
    renderHome({ user, seasonNoticeStore: store });
    const dialog = await screen.findByRole('dialog', { name: 'Nova estação de monta' });
    expect(dialog.textContent).toContain('A estação de monta 2026/2027 começou.');
    expect(dialog.textContent?.includes("Use 'Iniciar estação de monta'")).toBe(advice);
    expect(within(dialog).getByRole('button', { name: /^OK/ }).hasAttribute('disabled')).toBe(true);
  });
});
