import { randomUUID } from 'node:crypto';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { seedLookup } from '@gestar/domain/lists/lookup';
import { headlineText } from '@gestar/domain/messages/labels/reports';
import { buildFarmReport, type FarmReport } from '@gestar/domain/reports/farm-report';
import {
  GOLDEN_BATCHES,
  GOLDEN_COWS,
  GOLDEN_EXPECTED,
  GOLDEN_IATFS,
  GOLDEN_NAMES,
  goldenFieldWork,
  goldenInput,
  goldenRow,
} from '@gestar/domain/reports/golden-season';
import { calendarDayOf } from '@gestar/domain/rules/display';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer, createTestUser } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { build, linkUser, pushOk, type Session, signIn, startSyncServer } from '../sync/test-kit.ts';

// The server's RelatorioGrafico on the golden season (packages/domain/src/reports/golden-season.ts), pushed as a
// device would, equals the table computed by hand there: the farm, each batch and each retiro.

const asRow = goldenRow;

describe.each(DIALECTS)('the golden season from RelatorioGrafico on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  /** Fixture ids ('a1', 'T1', 'A'…) → the records' ids on this server. */
  const ids = new Map<string, string>();
  const idOf = (key: string | null | undefined) => {
    if (!key) return null;
    let id = ids.get(key);
    if (!id) {
      id = randomUUID();
      ids.set(key, id);
    }
    return id;
  };
  let farmId: string;

  const report = async (path: string): Promise<FarmReport> => {
    const response = await fetch(`${server.baseUrl}/api/RelatorioGrafico/${path}`, {
      headers: bearer(vet.token),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { response: { relatorios: FarmReport } }).response.relatorios;
  };

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    const farm = build.fazenda(vet.id);
    farmId = String(farm.id);
    await pushOk(server, vet, 'fazendas', [farm]);
    for (const { id, nomeCompleto } of GOLDEN_NAMES.users) {
      const user = await createTestUser(server, { role: 'Inseminador', nomeCompleto });
      ids.set(id, user.id);
      await linkUser(server, vet, farmId, user.id);
    }
    await pushOk(
      server,
      vet,
      'retiros',
      GOLDEN_NAMES.corrals.map(({ id, nome }) => build.retiro(farmId, { id: idOf(id), nome })),
    );
    const protocol = build.protocolo(vet.id, {
      id: idOf('golden-p'),
      name: 'P',
      managementProtocols: ['D0', 'D8', 'D10'].map((day) => ({
        id: randomUUID(),
        day: domainValueId('dias', day),
        management: domainValueId('tipoManejo', day === 'D10' ? 'IATF' : 'Implante do Dispositivo'),
      })),
    });
    await pushOk(server, vet, 'protocolos', [protocol]);
    await pushOk(
      server,
      vet,
      'lotes',
      GOLDEN_BATCHES.map((batch) =>
        build.lote(String(idOf(batch.retiroId)), {
          id: idOf(batch.id),
          nomeLote: batch.nomeLote,
          dataIatf: batch.dataIatf,
          protocoloId: idOf(batch.protocoloId),
          parentBatch: idOf(batch.parentBatch),
          originalBatch: idOf(batch.originalBatch),
          isResync: Boolean(batch.originalBatch),
          iatfCount: batch.originalBatch ? 1 : 0,
        }),
      ),
    );
    const bulls = GOLDEN_NAMES.bulls.map(({ id, nome }) =>
      build.touro(farmId, vet.id, { id: idOf(id), nome }),
    );
    await pushOk(server, vet, 'touros', bulls);
    await pushOk(
      server,
      vet,
      'partidas',
      GOLDEN_NAMES.partidas.map(({ id, codigo }) =>
        build.partida(String(idOf(id.replace('-L1', ''))), farmId, { id: idOf(id), codigo }),
      ),
    );
    await pushOk(
      server,
      vet,
      'd0s',
      GOLDEN_COWS.map(({ id, loteId, dzeroOriginal, responsavelId, ...fields }) =>
        build.d0(String(idOf(loteId)), {
          ...fields,
          id: idOf(id),
          responsavelId: idOf(responsavelId),
          dzeroOriginal: idOf(dzeroOriginal),
          dzeroPai: idOf(dzeroOriginal),
          isDeleted: fields.isDeleted ?? false,
          perdaGestacao: fields.perdaGestacao ?? false,
        }),
      ),
    );
    await pushOk(
      server,
      vet,
      'iatfs',
      GOLDEN_IATFS.map(({ vacaId, loteId, touroId, partidaId, usuarioId, ...fields }) =>
        build.iatf(String(idOf(loteId)), String(idOf(vacaId)), {
          ...fields,
          touroId: idOf(touroId),
          partidaId: idOf(partidaId),
          usuarioId: idOf(usuarioId),
        }),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("the farm's report: every table as computed by hand", async () => {
    const farm = await report(`getRelatorioPorFazenda?FazendaId=${farmId}`);
    expect(asRow(farm.summary)).toEqual(GOLDEN_EXPECTED.summary);
    expect(headlineText(farm.summary)).toBe(GOLDEN_EXPECTED.headline);
    for (const [key, rows] of Object.entries(GOLDEN_EXPECTED.tables))
      expect(farm[key as keyof typeof GOLDEN_EXPECTED.tables].map(asRow), key).toEqual(rows);
    expect(farm.units.byBull).toBe('services');
    expect(farm.units.byCorral).toBe('cows');
    expect(farm.dgVsFinal).toEqual(GOLDEN_EXPECTED.dgVsFinal);
    expect(farm.losses).toEqual(GOLDEN_EXPECTED.losses);
    expect(farm.calvings).toEqual(GOLDEN_EXPECTED.calvings);
    const { deviceLoss, straws, handlings } = GOLDEN_EXPECTED;
    expect(goldenFieldWork(farm)).toEqual({ deviceLoss, straws, handlings });
    // Gestation counts to the server's today: the device's function on the same day gives the same.
    const onDevice = buildFarmReport({ ...goldenInput(seedLookup), today: calendarDayOf(new Date()) });
    expect(farm.gestation).toEqual(onDevice.gestation);
  });

  it('each batch report: the headline its card shows', async () => {
    for (const [batch, expected] of Object.entries(GOLDEN_EXPECTED.cards)) {
      const scoped = await report(`getRelatorioPorLote?LoteId=${idOf(batch)}`);
      expect(headlineText(scoped.summary), batch).toBe(expected);
    }
  });

  it('each retiro report: its row of Por retiro', async () => {
    for (const row of GOLDEN_EXPECTED.tables.byCorral) {
      const corral = GOLDEN_NAMES.corrals.find((candidate) => candidate.nome === row[0]);
      const scoped = await report(`getRelatorioPorRetiro?RetiroId=${idOf(corral?.id)}`);
      expect(asRow(scoped.summary).slice(1), row[0]).toEqual(row.slice(1));
    }
  });
});
