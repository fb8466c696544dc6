import {
  type OwnSheetPreview,
  ownSheetPreviewSchema,
  ownSheetReadSchema,
} from '@gestar/domain/imports/own-sheet-api';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { IMPORT_BATCH_CHANGED } from '@gestar/domain/messages/exports';
import { ownSheetRoundNotEmpty } from '@gestar/domain/messages/own-sheets';
import { iatfDate, type ProtocolDays } from '@gestar/domain/rules/iatf-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer } from '../../test-support/accounts.ts';
import { INDEX, lotSheet, workbook } from '../../test-support/own-sheet-workbook.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  build,
  pullAll,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from '../sync/test-kit.ts';

// A farm's own workbook whose lot sheets carry a 2nd IATF, through real HTTP: each 2nd IATF becomes the resync
// batch below the sheet's batch, with the carried copy of each cow empty in the 1st, her IATF and her DG.
describe.each(DIALECTS)('Importacao/PlanilhaPropria/* later IATF rounds on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let person: string;
  let farm: Record;
  let corralId: string;

  const call = (path: 'Leitura' | 'Previa' | 'Aplicar', body: unknown) =>
    fetch(`${server.baseUrl}/api/Importacao/PlanilhaPropria/${path}`, {
      method: 'POST',
      headers: { ...bearer(vet.token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const records = async () => {
    const { pages } = await pullAll(server, vet, [String(farm.id)]);
    return {
      cows: pages.flatMap((page) => page.response.d0s).filter((cow) => !cow.isDeleted),
      iatfs: pages.flatMap((page) => page.response.iatfs),
      lotes: pages.flatMap((page) => page.response.lotes),
    };
  };

  const newBatch = async (name: string) => {
    const batch = build.lote(corralId, {
      dias: null,
      protocoloId: PROTOCOL_SEED[0]?.id,
      dataIatf: '2026-03-02',
      nomeLote: name,
    });
    await pushOk(server, vet, 'lotes', [batch]);
    return batch;
  };

  const read = async (file: string) => {
    const response = await call('Leitura', { fazendaId: farm.id, fileName: 'controle.xlsx', content: file });
    expect(response.status).toBe(200);
    return ownSheetReadSchema.parse(await response.json());
  };

  // The mapping the read suggested, taken as it is.
  const mappingOf = (answer: ReturnType<typeof ownSheetReadSchema.parse>) => ({
    versao: 1,
    sheets: answer.abas.flatMap((aba) => aba.mapeamento ?? []),
    values: answer.valores,
  });

  // Aplicar with each destination's `versao` as the preview `versions` answered it.
  const applySeen = (
    body: { destinos: { sheet: string; loteId: unknown }[]; [field: string]: unknown },
    versions: OwnSheetPreview,
  ) =>
    call('Aplicar', {
      ...body,
      destinos: body.destinos.map((destino, index) => ({
        ...destino,
        versao: versions.abas[index]?.previa.versao,
      })),
    });

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    const user = await server.db.kysely
      .selectFrom('usuarios')
      .select('nomeCompleto')
      .where('id', '=', vet.id)
      .executeTakeFirstOrThrow();
    person = String(user.nomeCompleto);
    farm = build.fazenda(vet.id, { nome: 'Fazenda Rodadas' });
    const corral = build.retiro(String(farm.id));
    corralId = String(corral.id);
    const bull = build.touro(String(farm.id), vet.id, { nome: 'Nelore Fiel' });
    await pushOk(server, vet, 'fazendas', [farm]);
    await pushOk(server, vet, 'retiros', [corral]);
    await pushOk(server, vet, 'touros', [bull]);
    await pushOk(server, vet, 'partidas', [
      build.partida(String(bull.id), String(farm.id), { codigo: 'NEL-01' }),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('imports the 2nd IATF as the resync chain below each batch, once, visible through sync', async () => {
    const lotE = await newBatch('Lote E');
    const lotF = await newBatch('Lote F');
    const file = workbook({
      Índice: INDEX,
      'Lote A': lotSheet('LOTE E', [{ id: 501, dg: 'Não Prenha', second: true }, { id: 502 }], person),
      'Lote B': lotSheet('LOTE F', [{ id: 601, dg: 'Não Prenha', second: true }, { id: 602 }], person),
    });
    const answer = await read(file);
    const mapping = mappingOf(answer);
    const destinos = [
      { sheet: 'Lote A', loteId: lotE.id },
      { sheet: 'Lote B', loteId: lotF.id },
    ];
    const body = { fazendaId: farm.id, fileName: 'controle.xlsx', content: file, mapping, destinos };
    const preview = await call('Previa', body);
    expect(preview.status).toBe(200);
    const seen = ownSheetPreviewSchema.parse(await preview.json());
    expect(seen.abas.map((aba) => aba.rodadas)).toEqual(
      ['Lote E', 'Lote F'].map((name) => [
        {
          rodada: 2,
          loteId: expect.any(String),
          nomeLote: `${name} - IATF 2`,
          novo: true,
          matrizesCopiadas: 1,
          iatfs: 1,
          dgs: 1,
          processoAtual: expect.any(String),
        },
      ]),
    );
    const before = await records();
    const apply = (versions: OwnSheetPreview) => applySeen(body, versions);
    expect((await apply(seen)).status).toBe(200);

    const { cows, iatfs, lotes } = await records();
    const resync = lotes.find((lote) => lote.parentBatch === lotE.id);
    expect(resync).toMatchObject({ nomeLote: 'Lote E - IATF 2', isResync: true, iatfCount: 1 });
    // The 2nd IATF's 'Data IA' (an Excel serial, 2026-04-01) is the resync's IATF date.
    const protocol = PROTOCOL_SEED[0] as ProtocolDays;
    expect(iatfDate(String(resync?.dataIatf), protocol, createDomainLookup(DOMAIN_VALUE_SEED))).toBe(
      '2026-04-01',
    );
    const parent = cows.find((cow) => cow.loteId === lotE.id && cow.codVaca === '501');
    const copies = cows.filter((cow) => cow.loteId === resync?.id);
    expect(copies).toEqual([
      expect.objectContaining({
        codVaca: '501',
        iatf: 1,
        dzeroPai: parent?.id,
        condicaoDG: domainValueId('condicaoDG', 'Prenhe'),
      }),
    ]);
    expect(parent).toMatchObject({
      condicaoDG: domainValueId('condicaoDG', 'Vazia'),
      omit_from_dg_final: true,
    });
    const bull = await server.db.kysely.selectFrom('touros').select('id').executeTakeFirstOrThrow();
    expect(iatfs.filter((iatf) => iatf.loteId === resync?.id)).toEqual([
      expect.objectContaining({ vacaId: copies[0]?.id, touroId: bull.id, usuarioId: vet.id }),
    ]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .select(['codVaca', 'iatf'])
      .where('loteId', '=', String(resync?.id))
      .execute();
    expect(stored).toEqual([{ codVaca: '501', iatf: 1 }]);
    expect(lotes.filter((lote) => lote.parentBatch === lotF.id)).toHaveLength(1);
    // Written through the sync push as the importer's (new records: record_history keeps later changes).
    expect([resync?.lastModifiedBy, copies[0]?.lastModifiedBy]).toEqual([vet.id, vet.id]);

    // The same workbook again: its cows are in the batches now, so it is refused and nothing doubles.
    const after = await records();
    const again = await call('Previa', body);
    expect(again.status).toBe(400);
    expect((await apply(seen)).status).toBe(409);
    expect(await records()).toEqual(after);
    expect(after.cows.length - before.cows.length).toBe(6);
  });

  it('refuses a 2nd IATF line for a cow not empty in the 1st with its sheet and line, writing nothing', async () => {
    const lotG = await newBatch('Lote G');
    const file = workbook({
      Índice: INDEX,
      'Lote A': lotSheet('LOTE G', [{ id: 701, second: true }], person),
    });
    const answer = await read(file);
    const mapping = mappingOf(answer);
    const before = await records();
    // The batch's version as its preview would answer it: a batch with no cows yet.
    const rev = await server.db.kysely
      .selectFrom('lotes')
      .select('rev')
      .where('id', '=', String(lotG.id))
      .executeTakeFirstOrThrow();
    const response = await call('Aplicar', {
      fazendaId: farm.id,
      fileName: 'c.xlsx',
      content: file,
      mapping,
      destinos: [{ sheet: 'Lote A', loteId: lotG.id, versao: `${rev.rev}:0:0` }],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: string[] }).errors).toEqual([
      ownSheetRoundNotEmpty('701', 2, 'Lote A', 5),
    ]);
    expect(await records()).toEqual(before);
  });

  it('refuses (409) an apply when the resync chain changed after the preview, writing nothing', async () => {
    const lotH = await newBatch('Lote H');
    const file = workbook({
      Índice: INDEX,
      'Lote A': lotSheet('LOTE H', [{ id: 801, dg: 'Não Prenha', second: true }], person),
    });
    const answer = await read(file);
    const mapping = mappingOf(answer);
    const destinos = [{ sheet: 'Lote A', loteId: lotH.id }];
    const body = { fazendaId: farm.id, fileName: 'controle.xlsx', content: file, mapping, destinos };
    const preview = await call('Previa', body);
    expect(preview.status).toBe(200);
    const seen = ownSheetPreviewSchema.parse(await preview.json());
    expect(seen.abas[0]?.rodadas?.[0]).toMatchObject({ rodada: 2, novo: true });
    const apply = (versions: OwnSheetPreview) => applySeen(body, versions);

    // Another device starts the batch's resync in the meantime: the preview's new round is not what would be written.
    await pushOk(server, vet, 'lotes', [
      build.lote(corralId, {
        dias: null,
        protocoloId: PROTOCOL_SEED[0]?.id,
        dataIatf: '2026-04-01',
        nomeLote: 'Lote H - IATF 2',
        parentBatch: lotH.id,
        originalBatch: lotH.id,
        isResync: true,
        iatfCount: 1,
      }),
    ]);
    const before = await records();
    const refused = await apply(seen);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { title: string }).title).toBe(IMPORT_BATCH_CHANGED());
    expect(await records()).toEqual(before);

    // Previewed again, the round goes into that resync, and the apply is accepted.
    const again = ownSheetPreviewSchema.parse(await (await call('Previa', body)).json());
    expect(again.abas[0]?.rodadas?.[0]).toMatchObject({
      rodada: 2,
      novo: false,
      nomeLote: 'Lote H - IATF 2',
    });
    expect((await apply(again)).status).toBe(200);
    const { cows } = await records();
    const resyncId = before.lotes.find((lote) => lote.parentBatch === lotH.id)?.id;
    expect(cows.filter((cow) => cow.loteId === resyncId).map((cow) => cow.codVaca)).toEqual(['801']);
  });
});
