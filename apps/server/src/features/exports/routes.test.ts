import { EXPORT_COLUMNS } from '@gestar/domain/exports/columns';
import {
  IMPORT_COLUMNS,
  IMPORT_LIST_HEADERS,
  IMPORT_LISTS_SHEET,
  IMPORT_SHEET,
} from '@gestar/domain/exports/import-template';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import {
  EXPORT_NO,
  EXPORT_SCOPE_NOT_FOUND,
  EXPORT_YES,
  NO_DATA_TO_EXPORT,
} from '@gestar/domain/messages/exports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { build, pushOk, type Record, type Session, signIn, startSyncServer } from '../sync/test-kit.ts';

const final = (valor: string) => domainValueId('condicaoDGFinal', valor);

/** The first sheet of an xlsx answer, as rows of cell values (row 1 the headings). */
async function sheetOf(response: Response): Promise<unknown[][]> {
  return (await cellsOf(response)).map((row) => row.map((cell) => cell?.value ?? undefined));
}

/** The first sheet's cells, with their types and number formats. */
async function cellsOf(response: Response): Promise<(ExcelJS.Cell | undefined)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: (ExcelJS.Cell | undefined)[][] = [];
  const sheet = workbook.worksheets[0];
  sheet?.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1)));
  });
  return rows;
}

// The cow spreadsheet of a farm, retiro, batch or of one's farms, streamed as
// gestar-{name}-{date}.xlsx, the plain, custom and POWER BI layouts, and the import model.
describe.each(DIALECTS)('Exportacao/* on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let stranger: Session;
  let farm: Record;
  let corral: Record;
  let lote: Record;
  let empty: Record;

  const post = (session: Session, scope: string, body: unknown, language?: string) =>
    fetch(`${server.baseUrl}/api/Exportacao/exportacaoMatrizGeralPor${scope}`, {
      method: 'POST',
      headers: {
        ...bearer(session.token),
        'content-type': 'application/json',
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    stranger = await signIn(server, 'Veterinário');
    farm = build.fazenda(vet.id, { nome: 'Fazenda Exportação' });
    corral = build.retiro(String(farm.id), { nome: 'Retiro Norte' });
    lote = build.lote(String(corral.id), {
      nomeLote: 'Lote Planilha',
      dataIatf: '2026-03-02',
      mineral: 'Sal proteinado',
    });
    empty = build.lote(String(corral.id), { nomeLote: 'Lote Vazio' });
    const bull = build.touro(String(farm.id), vet.id, { nome: 'Touro da Planilha' });
    await pushOk(server, vet, 'fazendas', [farm]);
    await pushOk(server, vet, 'retiros', [corral]);
    await pushOk(server, vet, 'lotes', [lote, empty]);
    await pushOk(server, vet, 'touros', [bull]);
    const cows = ['Prenhe IATF', 'Vazia', 'Prenhe Touro'].map((valor, n) =>
      build.d0(String(lote.id), {
        codVaca: `10${n + 1}`,
        peso_EM: 400 + n,
        condicaoDGFinal: final(valor),
        dataDgFinal: '2026-06-10',
        ...(n === 0
          ? {
              peso_d0resync: 410.5,
              ecc: domainValueId('ecc', '3.00'),
              clD0: domainValueId('cl', 'Não Avaliado'),
              observacaoD0: '[N/A]',
              pesoBezerro: 32.25,
            }
          : {}),
      }),
    );
    await pushOk(server, vet, 'd0s', cows);
    await pushOk(server, vet, 'dns', [build.dn(String(lote.id), String(cows[0]?.id))]);
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

  it('streams the farm as gestar-{name}-{date}.xlsx, one row per cow with typed cells', async () => {
    const response = await post(vet, 'Fazenda', { Id: farm.id, Fields: null, EstacaoMonta: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="gestar-fazenda-exportacao-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = await sheetOf(response);
    expect(rows[0]).toEqual(EXPORT_COLUMNS.map((column) => column.header));
    expect(rows).toHaveLength(4);
    const at = (row: unknown[], key: string) => row[EXPORT_COLUMNS.findIndex((column) => column.key === key)];
    const first = rows[1] ?? [];
    expect(at(first, 'fazenda')).toBe('Fazenda Exportação');
    expect(at(first, 'retiro')).toBe('Retiro Norte');
    expect(at(first, 'lote')).toBe('Lote Planilha');
    expect(at(first, 'codVaca')).toBe('101');
    expect(at(first, 'peso')).toBe(400);
    expect(at(first, 'touro')).toBe('Touro da Planilha');
    expect(at(first, 'dgFinal')).toBe('Prenhe IATF');
    expect(at(first, 'prenhe')).toBe('Sim');
    expect(at(rows[2] ?? [], 'prenhe')).toBe('Não');
    expect(at(first, 'dataD0')).toEqual(new Date('2026-03-02T00:00:00.000Z'));
    // The fields the screens record, as the screens show them.
    expect(at(first, 'pesoInicial')).toBe(410.5);
    expect(at(rows[2] ?? [], 'pesoInicial')).toBeUndefined();
    expect(at(first, 'clD0')).toBe('Não Avaliado');
    expect(at(first, 'pesoBezerro')).toBe(32.25);
    expect(at(first, 'observacaoD0')).toBe('Nada Consta');
    expect(at(first, 'observacaoDn')).toBe('D8: Nada Consta');
    expect(at(first, 'loteMineral')).toBe('Sal proteinado');
    expect(at(first, 'loteHoraManejo')).toBe('07:30');
  });

  it('writes numbers as numeric cells with a number format Excel shows the pt-BR way, in both layouts', async () => {
    for (const Formato of ['padrao', 'powerbi'] as const) {
      const [headings, first] = await cellsOf(await post(vet, 'Lote', { Id: lote.id, Formato }));
      const cell = (key: string) => first?.[EXPORT_COLUMNS.findIndex((column) => column.key === key)];
      expect(headings?.[EXPORT_COLUMNS.findIndex((column) => column.key === 'pesoInicial')]?.value).toBe(
        Formato === 'padrao' ? 'Peso Inicial (kg)' : 'peso_inicial_kg',
      );
      expect(cell('eccD0')?.type).toBe(ExcelJS.ValueType.Number);
      expect(cell('eccD0')?.value).toBe(3);
      expect(cell('eccD0')?.numFmt).toBe('0.00');
      expect(cell('pesoInicial')?.type).toBe(ExcelJS.ValueType.Number);
      expect(cell('pesoInicial')?.numFmt).toBe('0.0#');
      expect(cell('peso')?.type).toBe(ExcelJS.ValueType.Number);
      expect(cell('peso')?.numFmt).toBe('0');
      expect(cell('rodada')?.value).toBe(1);
      expect(cell('dataD0')?.type).toBe(ExcelJS.ValueType.Date);
      expect(cell('dataD0')?.numFmt).toBe('dd/mm/yyyy');
      expect(cell('codVaca')?.type).toBe(ExcelJS.ValueType.String);
    }
  });

  it('a custom export has the chosen columns; POWER BI every column under BI names, with real booleans', async () => {
    const custom = await sheetOf(await post(vet, 'Lote', { Id: lote.id, Fields: ['codVaca', 'lote'] }));
    expect(custom[0]).toEqual(['Lote', 'ID Matriz']);
    expect(custom[1]).toEqual(['Lote Planilha', '101']);
    const bi = await sheetOf(
      await post(vet, 'Retiro', { Id: corral.id, Formato: 'powerbi', Fields: ['lote'] }),
    );
    expect(bi[0]).toEqual(EXPORT_COLUMNS.map((column) => column.bi));
    expect(bi[1]?.[EXPORT_COLUMNS.findIndex((column) => column.key === 'prenhe')]).toBe(true);
  });

  it('a Spanish request gets its yes/no cells and its refusals in Spanish', async () => {
    const rows = await sheetOf(await post(vet, 'Fazenda', { Id: farm.id }, 'es'));
    const at = (row: unknown[], key: string) => row[EXPORT_COLUMNS.findIndex((column) => column.key === key)];
    expect(at(rows[1] ?? [], 'prenhe')).toBe(inLocale('es', EXPORT_YES));
    expect(at(rows[2] ?? [], 'prenhe')).toBe(inLocale('es', EXPORT_NO));
    expect([inLocale('es', EXPORT_YES), inLocale('es', EXPORT_NO)]).toEqual(['Sí', 'No']);
    const foreign = await post(stranger, 'Fazenda', { Id: farm.id }, 'es');
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ title: inLocale('es', EXPORT_SCOPE_NOT_FOUND) });
    expect(inLocale('es', EXPORT_SCOPE_NOT_FOUND)).not.toBe(inLocale('pt-BR', EXPORT_SCOPE_NOT_FOUND));
  });

  it("exports one's own farms, filtered by season", async () => {
    const all = await post(vet, 'Usuario', { Id: null });
    expect(all.status).toBe(200);
    expect((await sheetOf(all)).length).toBe(4);
    const otherSeason = await post(vet, 'Usuario', {
      EstacaoMonta: domainValueId('estacaoMonta', '2025/2026'),
    });
    expect(otherSeason.status).toBe(404);
    expect(await otherSeason.json()).toEqual({ title: NO_DATA_TO_EXPORT() });
  });

  it('answers 404 for what the caller may not read or that holds no cow, 400 for a bad body', async () => {
    const foreign = await post(stranger, 'Fazenda', { Id: farm.id });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ title: EXPORT_SCOPE_NOT_FOUND() });
    expect((await post(stranger, 'Lote', { Id: lote.id })).status).toBe(404);
    const nothing = await post(vet, 'Lote', { Id: empty.id });
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({ title: NO_DATA_TO_EXPORT() });
    expect((await post(vet, 'Fazenda', { Id: 'x' })).status).toBe(400);
    expect((await post(vet, 'Fazenda', { Id: farm.id, Fields: ['senha'] })).status).toBe(400);
    const anonymous = await fetch(`${server.baseUrl}/api/Exportacao/exportacaoMatrizGeralPorFazenda`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Id: farm.id }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('GerarPlanilhaTemplate answers the import model with its lists; 404 to a stranger', async () => {
    const response = await fetch(`${server.baseUrl}/api/Exportacao/GerarPlanilhaTemplate?farmId=${farm.id}`, {
      headers: bearer(vet.token),
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Importação', 'Listas']);
    const [model, lists] = workbook.worksheets;
    if (!model || !lists) throw new Error('two sheets expected');
    expect((model.getRow(1).values as unknown[]).slice(1)).toEqual(
      IMPORT_COLUMNS.map((column) => column.header),
    );
    const headings = (lists.getRow(1).values as unknown[]).slice(1);
    const races = lists.getColumn(headings.indexOf('Raças') + 1).values.slice(2);
    expect(races).toContain('Nelore');
    const denied = await fetch(`${server.baseUrl}/api/Exportacao/GerarPlanilhaTemplate?farmId=${farm.id}`, {
      headers: bearer(stranger.token),
    });
    expect(denied.status).toBe(404);
  });

  it('GerarPlanilhaTemplate answers a Spanish request with a Spanish model', async () => {
    const response = await fetch(`${server.baseUrl}/api/Exportacao/GerarPlanilhaTemplate?farmId=${farm.id}`, {
      headers: { ...bearer(vet.token), 'accept-language': 'es' },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const names = inLocale('es', () => [IMPORT_SHEET(), IMPORT_LISTS_SHEET()]);
    expect(names).not.toEqual(['Importação', 'Listas']);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(names);
    const [model, lists] = workbook.worksheets;
    if (!model || !lists) throw new Error('two sheets expected');
    expect((model.getRow(1).values as unknown[]).slice(1)).toEqual(
      inLocale('es', () => IMPORT_COLUMNS.map((column) => column.header)),
    );
    expect((lists.getRow(1).values as unknown[]).slice(1)).toContain(
      inLocale('es', () => IMPORT_LIST_HEADERS().racaMatriz),
    );
  });
});
