import { randomUUID } from 'node:crypto';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { noInformationFor } from '@gestar/domain/messages/exports';
import { buildFarmReport } from '@gestar/domain/reports/farm-report';
import type { ReportInput } from '@gestar/domain/reports/report-input';
import { calendarDayOf } from '@gestar/domain/rules/display';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  build,
  pullAll,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from '../sync/test-kit.ts';

const final = (valor: string) => domainValueId('condicaoDGFinal', valor);

// The server answers the report of a farm, a retiro and a batch from its rows with the same domain
// function the device runs on its own copy, so both give the same numbers on the same data.
describe.each(DIALECTS)('GET RelatorioGrafico/getRelatorioPor* on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let stranger: Session;
  let farm: Record;
  let corral: Record;
  let lote: Record;

  const get = async (session: Session, path: string) => {
    const response = await fetch(`${server.baseUrl}/api/RelatorioGrafico/${path}`, {
      headers: bearer(session.token),
    });
    return { status: response.status, body: (await response.json()) as { [key: string]: unknown } };
  };

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    stranger = await signIn(server, 'Veterinário');
    farm = build.fazenda(vet.id);
    corral = build.retiro(String(farm.id));
    lote = build.lote(String(corral.id), { nomeLote: 'Lote Relatório' });
    const other = build.lote(String(corral.id), { nomeLote: 'Lote Sem DG' });
    const bull = build.touro(String(farm.id), vet.id, { nome: 'Touro do Relatório' });
    await pushOk(server, vet, 'fazendas', [farm]);
    await pushOk(server, vet, 'retiros', [corral]);
    await pushOk(server, vet, 'lotes', [lote, other]);
    await pushOk(server, vet, 'touros', [bull]);
    // Every cow with a device put in by the vet; the second lost it by the DN.
    const cows = ['Prenhe IATF', 'Prenhe IATF', 'Prenhe Touro', 'Vazia', 'Descarte Vazia'].map(
      (valor, index) =>
        build.d0(String(lote.id), {
          condicaoDGFinal: final(valor),
          dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
          numero_Uso_Disp: domainValueId('numeroUsoDispositivo', index < 3 ? '1º uso' : '2º uso'),
          responsavelId: vet.id,
          observacaoDN: index === 1 ? 'Perdeu o dispositivo' : '[N/A]',
        }),
    );
    await pushOk(server, vet, 'd0s', [...cows, build.d0(String(other.id))]);
    await pushOk(
      server,
      vet,
      'iatfs',
      cows.map((cow) => build.iatf(String(lote.id), String(cow.id), { touroId: bull.id, usuarioId: vet.id })),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers the farm's report, equal to the device's computation on the records it pulls", async () => {
    const { status, body } = await get(vet, `getRelatorioPorFazenda?FazendaId=${farm.id}`);
    expect(status).toBe(200);
    const { relatorios } = body.response as { relatorios: ReturnType<typeof buildFarmReport> };
    expect(relatorios.summary).toMatchObject({
      cows: 6,
      diagnosed: 5,
      pregnant: 3,
      pregnantBull: 1,
      rate: 60,
    });
    expect(relatorios.byBull.find((row) => row.label === 'Touro do Relatório')).toMatchObject({
      diagnosed: 5,
      straws: 5,
      pregnantIatf: 2,
      strawsPerPregnancy: 2.5,
    });
    // Device loss: 1 of the 3 first-use devices, none of the 2 second-use ones; all 5 by the vet.
    expect(
      relatorios.deviceLossByUse.map(({ label, devices, lost, lossRate }) => [
        label,
        devices,
        lost,
        lossRate,
      ]),
    ).toEqual([
      ['1º uso', 3, 1, 33.33],
      ['2º uso', 2, 0, 0],
    ]);
    expect(relatorios.deviceLossByPerson).toMatchObject([{ key: vet.id, devices: 5, lost: 1, lossRate: 20 }]);
    // Lote Sem DG's cow is at round 1 too: 6 records, 5 with their DN done.
    expect(relatorios.byHandling.find((row) => row.key === '1:dn')).toMatchObject({ animals: 5, records: 6 });

    const { pages } = await pullAll(server, vet, [String(farm.id)]);
    const device: ReportInput = {
      batches: allOf(pages, 'lotes') as unknown as ReportInput['batches'],
      cows: allOf(pages, 'd0s') as unknown as ReportInput['cows'],
      iatfs: allOf(pages, 'iatfs') as unknown as ReportInput['iatfs'],
      corrals: allOf(pages, 'retiros') as unknown as ReportInput['corrals'],
      protocols: allOf(pages, 'protocolos') as unknown as ReportInput['protocols'],
      bulls: allOf(pages, 'touros') as unknown as ReportInput['bulls'],
      partidas: allOf(pages, 'partidas') as unknown as ReportInput['partidas'],
      users: allOf(pages, 'usuarios') as unknown as ReportInput['users'],
      lookup: createDomainLookup(allOf(pages, 'valorDominios') as unknown as { id: string; valor: string }[]),
      today: calendarDayOf(new Date()),
    };
    expect(relatorios).toEqual(JSON.parse(JSON.stringify(buildFarmReport(device))));
  });

  it("answers a retiro's and a batch's report", async () => {
    const byCorral = await get(vet, `getRelatorioPorRetiro?RetiroId=${corral.id}`);
    expect(
      (byCorral.body.response as { relatorios: { summary: { cows: number } } }).relatorios.summary.cows,
    ).toBe(6);
    const byBatch = await get(vet, `getRelatorioPorLote?LoteId=${lote.id}`);
    const batchReport = (byBatch.body.response as { relatorios: { summary: { cows: number; rate: number } } })
      .relatorios;
    expect(batchReport.summary).toMatchObject({ cows: 5, rate: 60 });
  });

  it('answers 404 for a farm the caller may not read, as for one that does not exist; 400 for a bad id', async () => {
    expect(await get(stranger, `getRelatorioPorFazenda?FazendaId=${farm.id}`)).toEqual({
      status: 404,
      body: { title: noInformationFor('fazenda') },
    });
    expect(await get(vet, `getRelatorioPorLote?LoteId=${randomUUID()}`)).toEqual({
      status: 404,
      body: { title: noInformationFor('lote') },
    });
    expect((await get(vet, 'getRelatorioPorRetiro?RetiroId=nao-e-id')).status).toBe(400);
    expect((await get(vet, 'getRelatorioPorRetiro')).status).toBe(400);
  });
});
