import { EXPORT_COLUMNS } from '@gestar/domain/exports/columns';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import type { ImportPreview } from '@gestar/domain/imports/import-api';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { importUnknownValue } from '@gestar/domain/messages/import-rows';
import { importFieldLabel } from '@gestar/domain/rules/forms/import-rows';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer } from '../../test-support/accounts.ts';
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

async function workbookOf(response: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

const rowsOf = (sheet: ExcelJS.Worksheet | undefined): unknown[][] => {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? null));
  });
  return rows;
};

async function xlsx(sheetName: string, cells: Cells): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of cells) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

// A sheet crosses languages: the model and the export are written in the reader's language (Accept-Language),
// and the import reads a Spanish sheet for a Portuguese reader and the other way round, storing the same values.
describe.each(DIALECTS)('spreadsheets in both languages on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let vetName: string;
  let farm: Record;
  let lote: Record;
  let copy: Record;

  const call = (path: string, body: unknown, language: string) =>
    fetch(`${server.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { ...bearer(vet.token), 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    });

  const importFile = async (loteId: unknown, content: string, language: string) => {
    const body = { loteId, fileName: 'planilla.xlsx', content };
    const preview = await call('Importacao/Previa', body, language);
    if (preview.status !== 200) return { status: preview.status, body: (await preview.json()) as unknown };
    const { versao } = (await preview.json()) as ImportPreview;
    const applied = await call('Importacao/Aplicar', { ...body, versao }, language);
    return { status: applied.status, body: (await applied.json()) as unknown };
  };

  const cowsOf = async (loteId: unknown) => {
    const { pages } = await pullAll(server, vet, [String(farm.id)]);
    return pages
      .flatMap((page) => page.response.d0s)
      .filter((cow) => cow.loteId === loteId && !cow.isDeleted)
      .sort((a, b) => String(a.codVaca).localeCompare(String(b.codVaca)));
  };

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    const user = await server.db.kysely
      .selectFrom('usuarios')
      .select('nomeCompleto')
      .where('id', '=', vet.id)
      .executeTakeFirstOrThrow();
    vetName = String(user.nomeCompleto);
    farm = build.fazenda(vet.id, { nome: 'Estancia Idiomas' });
    const corral = build.retiro(String(farm.id));
    const batch = { dias: null, protocoloId: PROTOCOL_SEED[0]?.id, dataIatf: '2026-03-02' };
    lote = build.lote(String(corral.id), { ...batch, nomeLote: 'Lote Español' });
    copy = build.lote(String(corral.id), { ...batch, nomeLote: 'Lote Copia' });
    const bull = build.touro(String(farm.id), vet.id);
    await pushOk(server, vet, 'fazendas', [farm]);
    await pushOk(server, vet, 'retiros', [corral]);
    await pushOk(server, vet, 'lotes', [lote, copy]);
    await pushOk(server, vet, 'touros', [bull]);
    await pushOk(server, vet, 'partidas', [
      build.partida(String(bull.id), String(farm.id), { codigo: 'NEL-01' }),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('fills a Spanish model with its Spanish list texts, and a Portuguese reader imports it', async () => {
    const model = await fetch(`${server.baseUrl}/api/Exportacao/GerarPlanilhaTemplate?farmId=${farm.id}`, {
      headers: { ...bearer(vet.token), 'accept-language': 'es' },
    });
    expect(model.status).toBe(200);
    const [sheet, lists] = (await workbookOf(model)).worksheets;
    const headings = (rowsOf(sheet)[0] ?? []).map(String);
    expect(headings.slice(0, 4)).toEqual(['ID del Vientre', 'Segundo ID', 'Raza', 'Orden']);
    // The lists sheet offers the Spanish labels of the seeded values.
    const listed = rowsOf(lists).flat();
    expect(listed).toEqual(expect.arrayContaining(['Vaquillonas', 'Cruza', '1.er uso', 'Preñada', 'Vacía']));
    expect(listed).not.toContain('Prenhe');

    const at = (values: { [heading: string]: string | number }) =>
      headings.map((heading) => values[heading] ?? null);
    const cow = (id: string, extra: { [heading: string]: string | number } = {}) =>
      at({
        'ID del Vientre': id,
        Raza: 'Cruza',
        Orden: 'Vaquillonas',
        Dispositivo: 'CIDR',
        'Uso del Dispositivo': '1.er uso',
        Responsable: vetName,
        'Peso (kg)': 380,
        'CC D0': 3,
        Semen: 'NEL-01',
        Inseminador: vetName,
        ...extra,
      });
    const content = await xlsx(String(sheet?.name), [
      headings,
      cow('E1', { Diagnóstico: 'Preñada', 'Fecha del DG': '10/04/2026' }),
      cow('E2', { Diagnóstico: 'Vacía', 'Fecha del DG': '10/04/2026' }),
    ]);
    expect(sheet?.name).toBe('Importación');
    const answer = await importFile(lote.id, content, 'pt-BR');
    expect(answer.status).toBe(200);
    const cows = await cowsOf(lote.id);
    expect(cows.map((one) => [one.codVaca, one.condicaoDG])).toEqual([
      ['E1', domainValueId('condicaoDG', 'Prenhe')],
      ['E2', domainValueId('condicaoDG', 'Vazia')],
    ]);
    expect(cows[0]).toMatchObject({
      racaMatriz: domainValueId('racaMatriz', 'Cruzada'),
      ordemMatriz: domainValueId('ordemMatriz', 'Novilhas'),
      numero_Uso_Disp: domainValueId('numeroUsoDispositivo', '1º uso'),
    });
  });

  it('exports in Spanish (POWER BI as stored), and the Spanish export is imported back by a Portuguese reader', async () => {
    const exported = await call('Exportacao/exportacaoMatrizGeralPorLote', { Id: lote.id }, 'es-PY,es;q=0.9');
    expect(exported.status).toBe(200);
    const workbook = await workbookOf(exported);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Vientres']);
    const rows = rowsOf(workbook.worksheets[0]);
    expect(rows[0]).toEqual(inLocale('es', () => EXPORT_COLUMNS.map((column) => column.header)));
    const cell = (row: unknown[] | undefined, key: string) =>
      row?.[EXPORT_COLUMNS.findIndex((column) => column.key === key)];
    expect([cell(rows[1], 'dg'), cell(rows[1], 'racaMatriz'), cell(rows[1], 'ordemMatriz')]).toEqual([
      'Preñada',
      'Cruza',
      'Vaquillonas',
    ]);

    const bi = await call(
      'Exportacao/exportacaoMatrizGeralPorLote',
      { Id: lote.id, Formato: 'powerbi' },
      'es',
    );
    const biRows = rowsOf((await workbookOf(bi)).worksheets[0]);
    expect(biRows[0]).toEqual(EXPORT_COLUMNS.map((column) => column.bi));
    expect(cell(biRows[1], 'dg')).toBe('Prenhe');

    const content = await xlsx('Vientres', rows as Cells);
    const answer = await importFile(copy.id, content, 'pt-BR');
    expect(answer.status).toBe(200);
    const FIELDS = [
      'codVaca',
      'racaMatriz',
      'ordemMatriz',
      'numero_Uso_Disp',
      'ecc',
      'condicaoDG',
      'peso_EM',
    ];
    const pick = (cows: Record[]) =>
      cows.map((one) => Object.fromEntries(FIELDS.map((field) => [field, one[field]])));
    expect(pick(await cowsOf(copy.id))).toEqual(pick(await cowsOf(lote.id)));
  });

  it('names an unknown list text in the reader’s language', async () => {
    const headings = ['ID da Matriz', 'Raça'];
    const content = await xlsx('Importação', [headings, ['Z1', 'Zebú']]);
    const answer = await importFile(copy.id, content, 'es');
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: string[] }).errors).toContain(
      inLocale('es', () => importUnknownValue(importFieldLabel('racaMatriz'), 'Zebú', 2)),
    );
  });
});
