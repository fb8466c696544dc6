import { randomUUID } from 'node:crypto';
import {
  type OwnSheetPreview,
  type OwnSheetReadAnswer,
  ownSheetPreviewSchema,
  ownSheetReadSchema,
} from '@gestar/domain/imports/own-sheet-api';
import type { OwnSheetMapping } from '@gestar/domain/imports/own-sheets/mapping-schema';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { verifyReceipt } from '@gestar/domain/management/receipt';
import { IMPORT_BATCH_CHANGED, IMPORT_BATCH_NOT_FOUND } from '@gestar/domain/messages/exports';
import { OWN_SHEET_CORRAL_NOT_FOUND, OWN_SHEET_FARM_NOT_FOUND } from '@gestar/domain/messages/own-sheets';
import { READ_ONLY_PROFILE } from '@gestar/domain/messages/server';
import { BATCH_NAME_TAKEN, INVALID_FILE } from '@gestar/domain/messages/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer, createTestUser, loginAs } from '../../test-support/accounts.ts';
import { IA_DAY, INDEX, lotSheet, SECOND, workbook } from '../../test-support/own-sheet-workbook.ts';
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

// A farm's own control workbook through real HTTP: read and suggested, two lot sheets previewed and applied into
// two batches at once, the mapping offered back, and every refusal writing nothing.
describe.each(DIALECTS)('Importacao/PlanilhaPropria/* on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let stranger: Session;
  let client: Session;
  let person: string;
  let farm: Record;
  let corralId: string;
  let lotA: Record;
  let lotB: Record;
  let content: string;

  const call = (session: Session | null, path: 'Leitura' | 'Previa' | 'Aplicar', body: unknown) =>
    fetch(`${server.baseUrl}/api/Importacao/PlanilhaPropria/${path}`, {
      method: 'POST',
      headers: { ...(session ? bearer(session.token) : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const records = async () => {
    const { pages } = await pullAll(server, vet, [String(farm.id)]);
    return {
      cows: pages.flatMap((page) => page.response.d0s).filter((cow) => !cow.isDeleted),
      iatfs: pages.flatMap((page) => page.response.iatfs),
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

  /** The mapping as the screen confirms it from a read: the lot sheets' first IATF and the suggested values. */
  const firstRound = (read: OwnSheetReadAnswer): OwnSheetMapping => ({
    versao: 1,
    sheets: read.abas.flatMap((aba) =>
      aba.mapeamento
        ? [{ ...aba.mapeamento, rounds: aba.mapeamento.rounds.filter((r) => r.round === 1) }]
        : [],
    ),
    values: read.valores,
  });

  const read = async (file = content) => {
    const response = await call(vet, 'Leitura', {
      fazendaId: farm.id,
      fileName: 'controle.xlsx',
      content: file,
    });
    expect(response.status).toBe(200);
    return ownSheetReadSchema.parse(await response.json());
  };

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    stranger = await signIn(server, 'Veterinário');
    const clientUser = await createTestUser(server, { role: 'Cliente', createdByUserId: vet.id });
    const login = await loginAs(server, clientUser.email, clientUser.password);
    client = { id: clientUser.id, email: clientUser.email, token: login.token, role: 'Cliente' };
    const user = await server.db.kysely
      .selectFrom('usuarios')
      .select('nomeCompleto')
      .where('id', '=', vet.id)
      .executeTakeFirstOrThrow();
    person = String(user.nomeCompleto);
    farm = build.fazenda(vet.id, { nome: 'Fazenda Planilha' });
    const corral = build.retiro(String(farm.id));
    corralId = String(corral.id);
    const bull = build.touro(String(farm.id), vet.id, { nome: 'Nelore Fiel' });
    await pushOk(server, vet, 'fazendas', [farm]);
    await pushOk(server, vet, 'fazendaUsuarios', [build.fazendaUsuario(String(farm.id), client.id)]);
    await pushOk(server, vet, 'retiros', [corral]);
    await pushOk(server, vet, 'touros', [bull]);
    await pushOk(server, vet, 'partidas', [
      build.partida(String(bull.id), String(farm.id), { codigo: 'NEL-01' }),
    ]);
    lotA = await newBatch('Lote A');
    lotB = await newBatch('Lote B');
    content = workbook({
      Índice: INDEX,
      'Lote A': lotSheet(
        'LOTE A',
        [
          { id: 101, second: true },
          { id: 'A-102', dg: 'Não Prenha' },
        ],
        person,
      ),
      'Lote B': lotSheet('LOTE B', [{ id: 201, dg: 'Não Prenha', second: true }, { id: 202 }], person),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads every sheet and suggests the lots, their two IATFs and the meaning of the farm words', async () => {
    const answer = await read();
    expect(answer.abas.map((aba) => [aba.nome, aba.linhas, aba.salvo])).toEqual([
      ['Índice', 5, false],
      ['Lote A', 7, false],
      ['Lote B', 7, false],
    ]);
    const [index, lot] = answer.abas;
    expect(index?.mapeamento).toBeNull();
    expect(lot?.mapeamento?.headerRow).toBe(4);
    expect(lot?.mapeamento?.rounds.map((round) => round.round)).toEqual([1, 2]);
    expect(lot?.mapeamento?.rounds[1]?.columns[0]).toEqual({
      column: SECOND,
      header: 'Data IA',
      field: 'dataIatf',
    });
    expect(lot?.amostra[4]?.slice(0, 8)).toEqual([101, 'Nelore', 'Multípara', 'CIDR', 1, person, 3, IA_DAY]);
    const values = (field: string) => answer.valores.find((entry) => entry.field === field)?.values;
    expect(values('diagnostico')).toEqual([
      { text: 'Prenha', target: { kind: 'value', id: domainValueId('condicaoDG', 'Prenhe') } },
      { text: 'Não Prenha', target: { kind: 'value', id: domainValueId('condicaoDG', 'Vazia') } },
    ]);
    expect(values('touro')).toEqual([
      { text: 'NELORE FIEL', target: { kind: 'value', id: expect.any(String) } },
    ]);
    expect(values('inseminador')).toEqual([{ text: person, target: { kind: 'value', id: vet.id } }]);
    expect(answer.opcoes.semen).toEqual([{ id: expect.any(String), text: 'NEL-01' }]);
  });

  it('creates the new bull and semen lot once for two sheets, before the IATFs that use them', async () => {
    const [lotE, lotF] = [await newBatch('Lote E'), await newBatch('Lote F')];
    const file = workbook({
      'Lote A': lotSheet('LOTE A', [{ id: 501, bull: 'Tabapuã Forte ', lot: 'TAB-07' }, { id: 502 }], person),
      'Lote B': lotSheet('LOTE B', [{ id: 601, bull: 'TABAPUÃ FORTE', lot: 'tab-07' }], person),
    });
    const read1 = await read(file);
    const values = (field: string) => read1.valores.find((entry) => entry.field === field)?.values ?? [];
    // Nothing of the farm's is named so: offered for creation.
    expect(values('touro').find((value) => value.text === 'Tabapuã Forte')?.target).toEqual({
      kind: 'create',
    });
    expect(values('semen').find((value) => value.text === 'TAB-07')?.target).toEqual({ kind: 'create' });
    const mapping = firstRound(read1);
    const destinos = [
      { sheet: 'Lote A', loteId: lotE.id },
      { sheet: 'Lote B', loteId: lotF.id },
    ];
    const body = { fazendaId: farm.id, fileName: 'novos.xlsx', content: file, mapping, destinos };
    const pulled = async () => {
      const { pages } = await pullAll(server, vet, [String(farm.id)]);
      return {
        touros: pages.flatMap((page) => page.response.touros).filter((bull) => !bull.isDeleted),
        partidas: pages.flatMap((page) => page.response.partidas).filter((lot) => !lot.isDeleted),
        iatfs: pages.flatMap((page) => page.response.iatfs),
      };
    };
    const before = await pulled();

    const preview = await call(vet, 'Previa', body);
    expect(preview.status).toBe(200);
    const seen = ownSheetPreviewSchema.parse(await preview.json());
    expect(seen.novos).toEqual({
      touros: ['Tabapuã Forte'],
      partidas: [{ codigo: 'TAB-07', touro: 'Tabapuã Forte' }],
    });
    expect(await pulled()).toEqual(before);

    const apply = await call(vet, 'Aplicar', {
      ...body,
      destinos: destinos.map((destino, index) => ({ ...destino, versao: seen.abas[index]?.previa.versao })),
    });
    expect(apply.status).toBe(200);
    const after = await pulled();
    const bulls = after.touros.filter((bull) => bull.nome === 'Tabapuã Forte');
    expect(bulls).toEqual([expect.objectContaining({ fazendaId: farm.id, usuarioId: vet.id })]);
    const lots = after.partidas.filter((lot) => lot.codigo === 'TAB-07');
    // The bull's original lot and the farm's copy, as the bull's page makes them.
    expect(
      lots.map((lot) => [lot.partidaOriginal, lot.fazendaId, lot.touroId === bulls[0]?.id]).sort(),
    ).toEqual([
      [false, farm.id, true],
      [true, null, true],
    ]);
    const copy = lots.find((lot) => lot.fazendaId === farm.id);
    const iatfs = after.iatfs.filter((iatf) => iatf.loteId === lotE.id || iatf.loteId === lotF.id);
    expect(iatfs.map((iatf) => [iatf.partidaId === copy?.id, iatf.touroId === bulls[0]?.id]).sort()).toEqual([
      [false, false],
      [true, true],
      [true, true],
    ]);
  });

  it('creates a new batch for a sheet, dated by its Data IA, and refuses a second apply, a taken name, a foreign retiro', async () => {
    const file = workbook({
      'Lote A': lotSheet('LOTE A', [{ id: 801 }, { id: 802, dg: 'Não Prenha' }], person),
    });
    const mapping = firstRound(await read(file));
    const loteId = randomUUID();
    const novo = {
      nomeLote: 'Multíparas 2026',
      retiroId: corralId,
      protocoloId: PROTOCOL_SEED[0]?.id,
      dataIatf: null,
    };
    const body = { fazendaId: farm.id, fileName: 'novo.xlsx', content: file, mapping };
    const lotes = async () => {
      const { pages } = await pullAll(server, vet, [String(farm.id)]);
      return pages.flatMap((page) => page.response.lotes);
    };

    const preview = await call(vet, 'Previa', { ...body, destinos: [{ sheet: 'Lote A', loteId, novo }] });
    expect(preview.status).toBe(200);
    const seen = ownSheetPreviewSchema.parse(await preview.json());
    expect(seen.abas.map((aba) => [aba.loteId, aba.previa.matrizesNovas, aba.previa.dgs])).toEqual([
      [loteId, 2, 2],
    ]);
    expect((await lotes()).some((lote) => lote.id === loteId)).toBe(false);

    const destinos = [{ sheet: 'Lote A', loteId, novo, versao: seen.abas[0]?.previa.versao }];
    const apply = await call(vet, 'Aplicar', { ...body, destinos });
    expect(apply.status).toBe(200);
    const created = (await lotes()).find((lote) => lote.id === loteId);
    // 'Data IA' 02/03/2026 less the protocol's last day (D10).
    expect(created).toMatchObject({
      nomeLote: 'Multíparas 2026',
      retiroId: corralId,
      protocoloId: PROTOCOL_SEED[0]?.id,
      dataIatf: '2026-02-20',
      usuarioId: vet.id,
    });
    expect(
      (await records()).cows
        .filter((cow) => cow.loteId === loteId)
        .map((cow) => cow.codVaca)
        .sort(),
    ).toEqual(['801', '802']);

    const before = await records();
    const again = await call(vet, 'Aplicar', { ...body, destinos });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { title: string }).title).toBe(IMPORT_BATCH_CHANGED());
    const taken = await call(vet, 'Previa', {
      ...body,
      destinos: [{ sheet: 'Lote A', loteId: randomUUID(), novo: { ...novo, nomeLote: ' multiparas  2026' } }],
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { title: string }).title).toBe(BATCH_NAME_TAKEN());
    const foreign = build.retiro(String(build.fazenda(stranger.id).id));
    const elsewhere = await call(vet, 'Aplicar', {
      ...body,
      destinos: [
        { ...destinos[0], loteId: randomUUID(), novo: { ...novo, nomeLote: 'Outro', retiroId: foreign.id } },
      ],
    });
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { title: string }).title).toBe(OWN_SHEET_CORRAL_NOT_FOUND());
    expect(await records()).toEqual(before);
  });

  it('refuses a new semen lot named with two bulls, with its sheet and line, and creates nothing', async () => {
    const lotG = await newBatch('Lote G');
    const file = workbook({
      'Lote A': lotSheet(
        'LOTE A',
        [
          { id: 701, bull: 'Angus Novo', lot: 'ANG-01' },
          { id: 702, bull: 'Nelore Fiel', lot: 'ANG-01' },
        ],
        person,
      ),
    });
    const mapping = firstRound(await read(file));
    const body = { fazendaId: farm.id, fileName: 'n.xlsx', content: file, mapping };
    const before = await records();
    const response = await call(vet, 'Previa', { ...body, destinos: [{ sheet: 'Lote A', loteId: lotG.id }] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: string[] }).errors).toEqual([
      'A partida nova "ANG-01" aparece com o touro "Angus Novo" e com o touro "Nelore Fiel" na linha 6 da aba "Lote A"; associe-a a uma partida de cada touro',
    ]);
    const apply = await call(vet, 'Aplicar', {
      ...body,
      destinos: [{ sheet: 'Lote A', loteId: lotG.id, versao: '1' }],
    });
    expect(apply.status).toBe(409);
    expect(await records()).toEqual(before);
  });

  it('previews two lot sheets into two batches, then applies both at once, visible through sync', async () => {
    const mapping = firstRound(await read());
    const destinos = [
      { sheet: 'Lote A', loteId: lotA.id },
      { sheet: 'Lote B', loteId: lotB.id },
    ];
    const body = { fazendaId: farm.id, fileName: 'controle.xlsx', content, mapping, destinos };
    const preview = await call(vet, 'Previa', body);
    expect(preview.status).toBe(200);
    const seen = ownSheetPreviewSchema.parse(await preview.json());
    expect(
      seen.abas.map((aba) => [
        aba.sheet,
        aba.loteId,
        aba.previa.matrizesNovas,
        aba.previa.iatfs,
        aba.previa.dgs,
      ]),
    ).toEqual([
      ['Lote A', lotA.id, 2, 2, 2],
      ['Lote B', lotB.id, 2, 2, 2],
    ]);
    expect(seen.abas[0]?.previa.amostra.map((row) => [row.linha, row.matriz])).toEqual([
      [5, '101'],
      [6, 'A-102'],
    ]);
    const inAorB = (cow: Record) => cow.loteId === lotA.id || cow.loteId === lotB.id;
    expect((await records()).cows.filter(inAorB)).toEqual([]);

    const apply = await call(vet, 'Aplicar', {
      ...body,
      destinos: destinos.map((destino, index) => ({ ...destino, versao: seen.abas[index]?.previa.versao })),
    });
    expect(apply.status).toBe(200);
    const { cows, iatfs } = await records();
    const of = (loteId: unknown) => cows.filter((cow) => cow.loteId === loteId);
    expect(
      of(lotA.id)
        .map((cow) => [cow.codVaca, cow.condicaoDG])
        .sort(),
    ).toEqual([
      ['101', domainValueId('condicaoDG', 'Prenhe')],
      ['A-102', domainValueId('condicaoDG', 'Vazia')],
    ]);
    expect(
      of(lotB.id)
        .map((cow) => cow.codVaca)
        .sort(),
    ).toEqual(['201', '202']);
    expect(iatfs.filter((iatf) => iatf.loteId === lotA.id || iatf.loteId === lotB.id)).toHaveLength(4);

    // The receipt of the import: what it wrote, as stored, and a hash the administrator's proof screen checks.
    const { comprovante } = ownSheetPreviewSchema.parse(await apply.json());
    expect(comprovante?.nome).toMatch(
      /^Comprovante de importação - Fazenda Planilha - \d{2}-\d{2}-\d{4} \d{2}-\d{2}-\d{2}\.gestar$/,
    );
    if (!comprovante) throw new Error('no receipt');
    expect(await verifyReceipt(comprovante)).toBe(true);
    expect(comprovante.conteudo.tipo).toBe('Importação');
    const written = (comprovante.conteudo.d0s as { codVaca: string }[]).map((cow) => cow.codVaca).sort();
    expect(written).toEqual(['101', '201', '202', 'A-102']);
    const admin = await signIn(server, 'Administrador');
    const proof = await fetch(`${server.baseUrl}/api/Comprovante`, {
      method: 'POST',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: comprovante.nome, content: JSON.stringify(comprovante) }),
    });
    expect(proof.status).toBe(200);
    expect(((await proof.json()) as { response: unknown }).response).toMatchObject({
      hashOk: true,
      tipo: 'Importação',
      matrizes: 4,
      diferencasTotal: 0,
    });

    // The previews' versions are gone with the write.
    const again = await call(vet, 'Aplicar', {
      ...body,
      destinos: destinos.map((destino, index) => ({ ...destino, versao: seen.abas[index]?.previa.versao })),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { title: string }).title).toBe(IMPORT_BATCH_CHANGED());

    const next = await read();
    const lot = next.abas.find((aba) => aba.nome === 'Lote A');
    expect(lot?.salvo).toBe(true);
    expect(lot?.mapeamento).toEqual(mapping.sheets[0]);
    expect(next.abas.find((aba) => aba.nome === 'Índice')?.salvo).toBe(false);

    // A stored mapping the schema no longer accepts is offered as none, never answered as it is.
    await server.db.kysely
      .updateTable('own_sheet_mappings')
      .set({ mapping: JSON.stringify({ ...mapping, versao: 9 }) })
      .where('fazendaId', '=', String(farm.id))
      .execute();
    expect((await read()).abas.map((aba) => aba.salvo)).toEqual([false, false, false]);
  });

  it('refuses a value nobody mapped with its sheet and line, and writes nothing of any sheet', async () => {
    const lotC = await newBatch('Lote C');
    const lotD = await newBatch('Lote D');
    const before = await records();
    const good = firstRound(await read());
    const bad = workbook({
      Índice: INDEX,
      'Lote A': lotSheet('LOTE A', [{ id: 301 }], person),
      'Lote B': lotSheet('LOTE B', [{ id: 401 }, { id: 402, dg: 'Talvez' }], person),
    });
    const destinos = [
      { sheet: 'Lote A', loteId: lotC.id },
      { sheet: 'Lote B', loteId: lotD.id },
    ];
    const preview = await call(vet, 'Previa', {
      fazendaId: farm.id,
      fileName: 'c.xlsx',
      content,
      mapping: good,
      destinos,
    });
    const { abas } = (await preview.json()) as OwnSheetPreview;
    const response = await call(vet, 'Aplicar', {
      fazendaId: farm.id,
      fileName: 'c.xlsx',
      content: bad,
      mapping: good,
      destinos: destinos.map((destino, index) => ({ ...destino, versao: abas[index]?.previa.versao })),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      title: 'Erro ao enviar o arquivo',
      errors: [
        'O valor "Talvez" da coluna L (Diagnóstico) não foi associado a um valor do Gestar na linha 6 da aba "Lote B"',
      ],
    });
    expect(await records()).toEqual(before);
  });

  it('answers 401, 404 to a stranger and for another farm, 403 to a client, before the file is read', async () => {
    const mapping = firstRound(await read());
    // Not a workbook: any read would answer 'Arquivo inválido'.
    const junk = Buffer.from('not a workbook').toString('base64');
    const body = { fazendaId: farm.id, fileName: 'c.xlsx', content: junk };
    expect((await call(null, 'Leitura', body)).status).toBe(401);
    const foreign = await call(stranger, 'Leitura', body);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { title: string }).title).toBe(OWN_SHEET_FARM_NOT_FOUND());
    const readOnly = await call(client, 'Leitura', body);
    expect(readOnly.status).toBe(403);
    expect(((await readOnly.json()) as { title: string }).title).toBe(READ_ONLY_PROFILE());

    const otherFarm = build.fazenda(stranger.id, { nome: 'Outra' });
    const otherCorral = build.retiro(String(otherFarm.id));
    const otherLot = build.lote(String(otherCorral.id), { nomeLote: 'Alheio' });
    await pushOk(server, stranger, 'fazendas', [otherFarm]);
    await pushOk(server, stranger, 'retiros', [otherCorral]);
    await pushOk(server, stranger, 'lotes', [otherLot]);
    const destinos = [{ sheet: 'Lote A', loteId: otherLot.id }];
    const theirs = await call(vet, 'Previa', { ...body, mapping, destinos });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { title: string }).title).toBe(IMPORT_BATCH_NOT_FOUND());
    // The stranger's own batch under the vet's farm: a batch of another farm is not this farm's.
    const crossed = await call(stranger, 'Previa', {
      ...body,
      fazendaId: otherFarm.id,
      mapping,
      destinos: [{ sheet: 'Lote A', loteId: lotA.id }],
    });
    expect(crossed.status).toBe(404);
    const own = await call(vet, 'Leitura', body);
    expect(own.status).toBe(400);
    expect(((await own.json()) as { title: string }).title).toBe(INVALID_FILE());
  });

  it('answers 400 to bodies that are not a read, preview or apply', async () => {
    const mapping = firstRound(await read());
    const file = { fileName: 'c.xlsx', content, fazendaId: farm.id };
    const one = [{ sheet: 'Lote A', loteId: lotA.id }];
    const twice = [...one, { sheet: 'lote a', loteId: lotB.id }];
    const cases: ['Leitura' | 'Previa' | 'Aplicar', unknown][] = [
      ['Leitura', { ...file, fazendaId: undefined }],
      ['Leitura', { ...file, fazendaId: 'x' }],
      ['Leitura', { ...file, content: '' }],
      ['Previa', { ...file, destinos: one }],
      ['Previa', { ...file, mapping, destinos: [] }],
      ['Previa', { ...file, mapping, destinos: twice }],
      ['Previa', { ...file, mapping: { ...mapping, versao: 2 }, destinos: one }],
      ['Aplicar', { ...file, mapping, destinos: one }],
    ];
    for (const [path, body] of cases) {
      const response = await call(vet, path, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});
