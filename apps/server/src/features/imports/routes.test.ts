import * as XLSX from '@e965/xlsx';
import { IMPORT_COLUMNS } from '@gestar/domain/exports/import-template';
import { type ImportPreview, importPreviewSchema } from '@gestar/domain/imports/import-api';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { verifyReceipt } from '@gestar/domain/management/receipt';
import { IMPORT_BATCH_CHANGED, IMPORT_BATCH_NOT_FOUND } from '@gestar/domain/messages/exports';
import { READ_ONLY_PROFILE } from '@gestar/domain/messages/server';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer, createTestUser, loginAs } from '../../test-support/accounts.ts';
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

type Cells = (string | number | null)[][];

const HEADERS = IMPORT_COLUMNS.map((column) => column.header);

/** A row of the model by heading: the cells a user types under each column. */
function line(values: { [header: string]: string | number }): (string | number | null)[] {
  return HEADERS.map((header) => values[header] ?? null);
}

async function xlsx(cells: Cells): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Importação');
  for (const row of cells) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** The old binary format (BIFF8), as older Excel and many farm systems still save. */
function xls(cells: Cells): string {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(cells), 'Importação');
  return (XLSX.write(workbook, { bookType: 'xls', type: 'buffer' }) as Buffer).toString('base64');
}

// The import of a batch's management data through real HTTP — problems with their lines and
// nothing written, a preview that writes nothing, an apply that writes all of it in one go, and an exported
// season imported back into another batch giving the same records.
describe.each(DIALECTS)('Importacao/* on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let stranger: Session;
  let client: Session;
  let vetName: string;
  let farm: Record;
  let lote: Record;
  let copy: Record;
  let partida: Record;
  let bull: Record;

  const call = (session: Session | null, path: 'Previa' | 'Aplicar', body: unknown) =>
    fetch(`${server.baseUrl}/api/Importacao/${path}`, {
      method: 'POST',
      headers: { ...(session ? bearer(session.token) : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const cowsOf = async (loteId: unknown) => {
    const { pages } = await pullAll(server, vet, [String(farm.id)]);
    const all = (key: 'd0s' | 'iatfs' | 'lotes') => pages.flatMap((page) => page.response[key]);
    return {
      cows: all('d0s').filter((cow) => cow.loteId === loteId && !cow.isDeleted),
      iatfs: all('iatfs').filter((iatf) => iatf.loteId === loteId),
      batch: all('lotes').find((batch) => batch.id === loteId),
    };
  };

  const D0 = (id: string) => ({
    'ID da Matriz': id,
    Raça: 'Nelore',
    Ordem: 'Multíparas',
    Dispositivo: 'CIDR',
    'Uso do Dispositivo': '1º uso',
    Responsável: vetName,
    'Peso (kg)': 410,
    'ECC D0': 3,
  });
  const IATF = () => ({ Sêmen: 'NEL-01', Inseminador: vetName });

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
    vetName = String(user.nomeCompleto);
    farm = build.fazenda(vet.id, { nome: 'Fazenda Importação' });
    const corral = build.retiro(String(farm.id));
    const batch = { dias: null, protocoloId: PROTOCOL_SEED[0]?.id, dataIatf: '2026-03-02' };
    lote = build.lote(String(corral.id), { ...batch, nomeLote: 'Lote Importado' });
    copy = build.lote(String(corral.id), { ...batch, nomeLote: 'Lote Cópia' });
    bull = build.touro(String(farm.id), vet.id);
    partida = build.partida(String(bull.id), String(farm.id), { codigo: 'NEL-01' });
    await pushOk(server, vet, 'fazendas', [farm]);
    await pushOk(server, vet, 'fazendaUsuarios', [build.fazendaUsuario(String(farm.id), client.id)]);
    await pushOk(server, vet, 'retiros', [corral]);
    await pushOk(server, vet, 'lotes', [lote, copy]);
    await pushOk(server, vet, 'touros', [bull]);
    await pushOk(server, vet, 'partidas', [partida]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every problem with its line and writes nothing', async () => {
    const { Raça: _, ...noBreed } = D0('A1');
    const content = await xlsx([HEADERS, line(noBreed), line({ ...D0('A2'), Raça: 'Zebu' })]);
    const response = await call(vet, 'Previa', { loteId: lote.id, fileName: 'dados.xlsx', content });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      title: 'Erro ao enviar o arquivo',
      errors: [
        'Preencha o campo Raça na linha 2 do arquivo',
        'O valor "Zebu" do campo Raça não está na lista na linha 3 do arquivo',
      ],
    });
    expect((await cowsOf(lote.id)).cows).toEqual([]);
  });

  it('previews without writing, then applies the whole file in one go', async () => {
    const cells = [
      HEADERS,
      line(D0('A1')),
      // Typed as a person types it, with a decimal comma.
      line({ ...D0('A2'), ...IATF(), 'Peso Inicial (kg)': '398,5' }),
      line({ ...D0('A3'), ...IATF(), Diagnóstico: 'Prenhe', 'Data do DG': '10/04/2026' }),
    ];
    const body = { loteId: lote.id, fileName: 'dados.xlsx', content: await xlsx(cells) };
    const preview = await call(vet, 'Previa', body);
    expect(preview.status).toBe(200);
    const seen = (await preview.json()) as ImportPreview;
    expect(seen).toMatchObject({
      linhas: 3,
      matrizesNovas: 3,
      matrizesAlteradas: 0,
      iatfs: 2,
      dgs: 1,
      dgFinais: 0,
    });
    expect(seen.amostra[2]).toEqual({ linha: 4, matriz: 'A3', nova: true, manejos: ['D0', 'IATF', 'DG'] });
    expect((await cowsOf(lote.id)).cows).toEqual([]);

    const wrong = await call(vet, 'Aplicar', { ...body, versao: 'outra' });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toEqual({ title: IMPORT_BATCH_CHANGED() });

    const applied = await call(vet, 'Aplicar', { ...body, versao: seen.versao });
    expect(applied.status).toBe(200);
    const answer = importPreviewSchema.parse(await applied.json());
    expect(answer).toMatchObject({ matrizesNovas: 3, iatfs: 2 });
    // Its receipt holds the batch, the three cows and two IATFs as stored, under a hash that still verifies.
    if (!answer.comprovante) throw new Error('no receipt');
    expect(await verifyReceipt(answer.comprovante)).toBe(true);
    const content = answer.comprovante.conteudo as { lotes: unknown[]; d0s: unknown[]; iatfs: unknown[] };
    expect([content.lotes.length, content.d0s.length, content.iatfs.length]).toEqual([1, 3, 2]);
    const { cows, iatfs, batch } = await cowsOf(lote.id);
    expect(cows.map((cow) => cow.codVaca).sort()).toEqual(['A1', 'A2', 'A3']);
    expect(cows.find((cow) => cow.codVaca === 'A3')).toMatchObject({
      racaMatriz: domainValueId('racaMatriz', 'Nelore'),
      responsavelId: vet.id,
      peso_EM: 410,
      ecc: domainValueId('ecc', '3.00'),
      condicaoDG: domainValueId('condicaoDG', 'Prenhe'),
      dataDg: '2026-04-10T12:00:00.000Z',
    });
    expect(cows.find((cow) => cow.codVaca === 'A2')?.peso_d0resync).toBe(398.5);
    expect(cows.find((cow) => cow.codVaca === 'A3')?.peso_d0resync).toBeNull();
    expect(iatfs).toHaveLength(2);
    expect(iatfs[0]).toMatchObject({ partidaId: partida.id, touroId: bull.id, usuarioId: vet.id });
    // Finalized at DG, as the DG screen's finalize does; not past DG while A1 and A2 have no diagnosis.
    expect(batch).toMatchObject({ isFinalize: true, pastDG: false, processoAtual: 'IATF' });

    // The same preview again is stale; the same file again finds its D0 already done.
    expect((await call(vet, 'Aplicar', { ...body, versao: seen.versao })).status).toBe(409);
    const again = await call(vet, 'Previa', body);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: string[] }).errors).toContain(
      'O D0 deste lote já foi finalizado, não é possível importá-lo na linha 2 do arquivo',
    );
  });

  it('brings an exported season back into another batch with the same records', async () => {
    const exported = await fetch(`${server.baseUrl}/api/Exportacao/exportacaoMatrizGeralPorLote`, {
      method: 'POST',
      headers: { ...bearer(vet.token), 'content-type': 'application/json' },
      body: JSON.stringify({ Id: lote.id }),
    });
    expect(exported.status).toBe(200);
    const content = Buffer.from(await exported.arrayBuffer()).toString('base64');
    const body = { loteId: copy.id, fileName: 'gestar-lote.xlsx', content };
    const preview = await call(vet, 'Previa', body);
    expect(preview.status).toBe(200);
    const { versao } = (await preview.json()) as ImportPreview;
    expect((await call(vet, 'Aplicar', { ...body, versao })).status).toBe(200);

    const original = await cowsOf(lote.id);
    const imported = await cowsOf(copy.id);
    const FIELDS = [
      'codVaca',
      'racaMatriz',
      'ordemMatriz',
      'dispositivoIntravaginal',
      'numero_Uso_Disp',
      'responsavelId',
      'peso_EM',
      'peso_d0resync',
      'ecc',
      'condicaoDG',
      'tipoPrenhe',
      'dataDg',
      'observacaoD0',
      'observacaoDG',
    ];
    const pick = (cows: Record[]) =>
      cows
        .map((cow) => Object.fromEntries(FIELDS.map((field) => [field, cow[field] ?? null])))
        .sort((a, b) => String(a.codVaca).localeCompare(String(b.codVaca)));
    expect(pick(imported.cows)).toEqual(pick(original.cows));
    // The resync weight goes out as 'Peso Inicial (kg)' and comes back.
    expect(imported.cows.find((cow) => cow.codVaca === 'A2')?.peso_d0resync).toBe(398.5);
    const semen = (found: typeof original) =>
      found.iatfs
        .map((iatf) => [
          found.cows.find((cow) => cow.id === iatf.vacaId)?.codVaca,
          iatf.partidaId,
          iatf.usuarioId,
        ])
        .sort();
    expect(semen(imported)).toEqual(semen(original));
    const progress = (found: typeof original) => [
      found.batch?.isFinalize,
      found.batch?.dias,
      found.batch?.processoAtual,
    ];
    expect(progress(imported)).toEqual(progress(original));
  });

  it('reads the old .xls format too', async () => {
    const content = xls([HEADERS, line(D0('X1'))]);
    const response = await call(vet, 'Previa', { loteId: copy.id, fileName: 'antigo.xls', content });
    // The copy's D0 is done: the .xls was read, and its row judged like any other.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: string[] }).errors).toEqual([
      'O D0 deste lote já foi finalizado, não é possível importá-lo na linha 2 do arquivo',
    ]);
  });

  it.each([
    [
      'a CSV renamed .xlsx',
      'dados.xlsx',
      Buffer.from('ID da Matriz;Raça\nA1;Nelore').toString('base64'),
      'Arquivo inválido',
    ],
    ['a .txt', 'dados.txt', Buffer.from('oi').toString('base64'), 'Arquivo inválido'],
    [
      'more than 1,024,000 bytes',
      'grande.xlsx',
      Buffer.alloc(1_024_001, 1).toString('base64'),
      'Arquivo muito grande',
    ],
    ['not base64', 'dados.xlsx', '%%%%', 'Arquivo inválido'],
  ])('refuses %s', async (_name, fileName, content, title) => {
    const response = await call(vet, 'Previa', { loteId: lote.id, fileName, content });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ title });
  });

  it('refuses a zip bomb before reading it, and reads only the filled cells of a sheet declaring a huge range', async () => {
    // 60 MB of zeros deflate to ~60 KB: within the upload limit, far past what a real sheet unpacks to.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 });
    const refused = await call(vet, 'Previa', {
      loteId: lote.id,
      fileName: 'bomba.xlsx',
      content: Buffer.from(bomb).toString('base64'),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ title: 'Arquivo muito grande' });

    // A sheet that declares the whole grid (A1:XFD1048576) around two filled lines.
    const files = unzipSync(new Uint8Array(Buffer.from(await xlsx([HEADERS, line(D0('W1'))]), 'base64')));
    const sheetFile = Object.keys(files).find((name) => name.includes('worksheets/sheet')) ?? '';
    const xml = strFromU8(files[sheetFile] ?? new Uint8Array());
    files[sheetFile] = strToU8(xml.replace(/<dimension ref="[^"]+"\/>/, '<dimension ref="A1:XFD1048576"/>'));
    const content = Buffer.from(zipSync(files)).toString('base64');
    const started = performance.now();
    const read = await call(vet, 'Previa', { loteId: lote.id, fileName: 'faixa.xlsx', content });
    expect(read.status).toBe(400);
    expect(((await read.json()) as { errors: string[] }).errors).toContain(
      'O D0 deste lote já foi finalizado, não é possível importá-lo na linha 2 do arquivo',
    );
    expect(performance.now() - started).toBeLessThan(5000);

    // A stray cell at the grid's far corner would make every line 16,384 columns wide: refused, not read.
    files[sheetFile] = strToU8(
      xml.replace(
        '</sheetData>',
        '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
      ),
    );
    const stray = await call(vet, 'Previa', {
      loteId: lote.id,
      fileName: 'canto.xlsx',
      content: Buffer.from(zipSync(files)).toString('base64'),
    });
    expect(stray.status).toBe(400);
    expect(await stray.json()).toEqual({ title: 'Arquivo muito grande' });
  });

  it('answers 401 without a session, 404 to a stranger and for a batch that is not there, 403 to a client', async () => {
    const body = { loteId: lote.id, fileName: 'dados.xlsx', content: await xlsx([HEADERS, line(D0('Z1'))]) };
    expect((await call(null, 'Previa', body)).status).toBe(401);
    const foreign = await call(stranger, 'Previa', body);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ title: IMPORT_BATCH_NOT_FOUND() });
    expect((await call(vet, 'Previa', { ...body, loteId: farm.id })).status).toBe(404);
    const readOnly = await call(client, 'Aplicar', { ...body, versao: '1' });
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toEqual({ title: READ_ONLY_PROFILE() });
    expect((await call(vet, 'Previa', { loteId: lote.id })).status).toBe(400);
  });
});
