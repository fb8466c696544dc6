import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { axeFindings, describeFindings } from '../support/axe.ts';
import { buildFarmWorld, downloadFarm, type FarmWorld, HELENA, loginAs } from '../support/farm-world.ts';
import { chooseFile, previewCount } from '../support/imports.ts';
import { LAYOUT_INDEPENDENT } from '../support/login-page.ts';
import { batchBeforeD0, implantProtocol } from '../support/management.ts';
import { heading } from '../support/registrations.ts';

// 'Importar planilha própria' as a vet does it from the farm's page: a control workbook of the farm's own (an
// index sheet and two lot sheets with titles, a 1st-IATF block of headings, the farm's words 'Prenha' and 'Não
// Prenha', Excel serial dates) mapped column by column into two existing batches, previewed and applied; the
// batch report's pregnancy rate is then the one the rows give. First a workbook with a diagnosis nobody mapped:
// its sheet and line are told and nothing is written.

type Cow = { id: string; dg: string | null; bull?: string; lot?: string; second?: { dg: string | null } };

/** Days since 1899-12-30: how Excel stores a date. */
const serial = (iso: string) => (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
const IATF_DAY = '2026-09-11';
const DG_DAY = '2026-10-11';
const SECOND_IATF_DAY = '2026-10-13';
const SECOND_DG_DAY = '2026-11-12';
const HEADINGS = [
  'Vaca',
  'Raça',
  'Categoria',
  'Dispositivo',
  'Uso',
  'Responsável',
  'E.C.C.',
  'Data IA',
  'Touro',
  'Partida',
  'Inseminador',
  'Diagnóstico',
  'Data DG',
];

/** The 2nd IATF's block, after a blank column: the resync of the cows found empty. */
const SECOND_HEADINGS = ['Data IA', 'Vaca', 'Touro', 'Partida', 'Inseminador', 'Diagnóstico', 'Data DG'];

/**
 * A lot sheet as farms keep it: a title, a blank line, the rounds' titles, the headings on line 4, cows, a total;
 * a 2nd IATF block beside the 1st when a cow of the sheet was inseminated again.
 */
function lotSheet(book: ExcelJS.Workbook, name: string, cows: Cow[], person: string) {
  const sheet = book.addWorksheet(name);
  const resync = cows.some((cow) => cow.second);
  sheet.addRow([`CONTROLE IATF 2026/2027 - ${name.toUpperCase()}`]);
  sheet.addRow([]);
  sheet.addRow(['1ª IATF', ...(resync ? [...HEADINGS.slice(1).map(() => null), null, '2ª IATF'] : [])]);
  sheet.addRow([...HEADINGS, ...(resync ? [null, ...SECOND_HEADINGS] : [])]);
  for (const cow of cows)
    sheet.addRow([
      cow.id,
      'Nelore',
      'Multípara',
      'CIDR',
      1,
      person,
      3,
      serial(IATF_DAY),
      cow.bull ?? 'Nelore Fiel da Mata',
      cow.lot ?? 'NEL-2025-17',
      person,
      cow.dg,
      cow.dg ? serial(DG_DAY) : null,
      ...(cow.second
        ? [
            null,
            serial(SECOND_IATF_DAY),
            cow.id,
            'Nelore Fiel da Mata',
            'NEL-2025-17',
            person,
            cow.second.dg,
            cow.second.dg ? serial(SECOND_DG_DAY) : null,
          ]
        : []),
    ]);
  sheet.addRow(['Total', cows.length]);
}

async function controlWorkbook(lots: Record<string, Cow[]>, person: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const index = book.addWorksheet('Índice');
  index.addRows([
    ['ÍNDICE'],
    [],
    ['Aba', 'Descrição'],
    ...Object.keys(lots).map((name) => [name, 'Multíparas']),
  ]);
  for (const [name, cows] of Object.entries(lots)) lotSheet(book, name, cows, person);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const cows = (prefix: string, outcomes: (string | null)[]): Cow[] =>
  outcomes.map((dg, n) => ({ id: `${prefix}${n + 1}`, dg }));
// Lote A: 3 'Prenha' of 5 diagnosed; Lote B: 1 of 3 diagnosed, a fourth cow not diagnosed yet.
const LOT_A = cows('PA-', ['Prenha', 'Prenha', 'Não Prenha', 'Prenha', 'Não Prenha']);
const LOT_B = cows('PB-', ['Não Prenha', 'Prenha', null, 'Não Prenha']).map((cow, n) =>
  // The last cow was inseminated with a bull and semen lot the farm has not registered yet; the two found empty
  // were inseminated again in the resync (the 2nd IATF block), one of them pregnant then.
  n === 0
    ? { ...cow, second: { dg: 'Prenha' } }
    : n === 3
      ? { ...cow, bull: 'Tabapuã Novo', lot: 'TAB-01', second: { dg: null } }
      : cow,
);

/** Two empty batches of Retiro Boa Vista: 'Lote A' (named as its sheet) and 'Lote Sede' (chosen by hand). */
async function twoBatches(request: APIRequestContext, world: FarmWorld) {
  const protocolId = (
    await implantProtocol(request, world, { name: 'P Planilha E2E', removal: 'D8', iatf: 'D10' })
  ).id;
  const batch = async (name: string) => {
    const lote = await batchBeforeD0(request, world, { name, protocolId, d0Date: '2026-09-01' });
    return {
      id: String(lote.id),
      path: `/farms/${world.helenaId}/corrals/${world.boaVistaId}/batches/${lote.id}`,
    };
  };
  return { a: await batch('Lote A'), sede: await batch('Lote Sede') };
}

/** The rate as the report writes it: two decimals, a comma, then the counts. */
const rateText = (pregnant: number, diagnosed: number) =>
  `${((100 * pregnant) / diagnosed).toFixed(2).replace('.', ',')} % (${pregnant}/${diagnosed})`;

const sheetSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('own workbook: two lot sheets mapped, previewed and imported; the report rate; an unmapped value', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(240_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const batches = await twoBatches(request, world);
  const person = world.vet.nomeCompleto;
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  // From the farm's page.
  await page.goto(`/farms/${world.helenaId}`);
  await page.getByRole('button', { name: 'Importar planilha própria' }).click();
  await expect(page).toHaveURL(new RegExp(`/farms/${world.helenaId}/importar-planilha$`));
  await expect(heading(page, 'Importar planilha própria')).toBeVisible();

  // A workbook with a diagnosis the farm wrote as 'Talvez': left unmapped, the preview names its sheet and line.
  const doubtful = await controlWorkbook(
    { 'Lote A': cows('PX-', ['Prenha']), 'Lote B': cows('PY-', ['Prenha', 'Talvez']) },
    person,
  );
  await chooseFile(page, 'controle-duvida.xlsx', doubtful);
  const sheets = page.getByRole('region', { name: 'Abas da planilha' });
  await expect(sheets).toBeVisible({ timeout: 20_000 });
  await sheetSection(page, 'Lote B').getByLabel('Lote de destino').selectOption({ label: 'Lote Sede' });
  const values = page.getByRole('region', { name: 'Valores das listas' });
  await expect(values.getByLabel('Diagnóstico: Talvez')).toHaveValue('');
  await values.getByLabel('Confirmo os valores').check();
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const problems = page.getByRole('list', { name: 'O arquivo tem problemas: nada foi importado.' });
  await expect(problems).toBeVisible({ timeout: 20_000 });
  await expect(problems.getByRole('listitem')).toHaveText([
    'O valor "Talvez" da coluna L (Diagnóstico) não foi associado a um valor do Gestar na linha 6 da aba "Lote B"',
  ]);
  // Still on the mapping, as it was.
  await expect(sheetSection(page, 'Lote B').getByLabel('Lote de destino')).toHaveValue(batches.sede.id);
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // The real workbook: the index unticked, the lot sheets ticked with their headings on line 4.
  await chooseFile(
    page,
    'controle-iatf.xlsx',
    await controlWorkbook({ 'Lote A': LOT_A, 'Lote B': LOT_B }, person),
  );
  await expect(sheets).toBeVisible({ timeout: 20_000 });
  await expect(sheets.getByLabel('Índice')).not.toBeChecked();
  await expect(sheets.getByLabel('Lote A')).toBeChecked();
  await expect(sheets.getByLabel('Lote B')).toBeChecked();
  const lotA = sheetSection(page, 'Lote A');
  const lotB = sheetSection(page, 'Lote B');
  // 'Lote A' is the batch of its name; 'Lote B' has none, so the person picks it.
  await expect(lotA.getByLabel('Lote de destino')).toHaveValue(batches.a.id);
  await expect(lotB.getByLabel('Lote de destino')).toHaveValue('');
  await expect(page.getByText('Escolha o lote de destino de cada aba marcada.')).toBeVisible();
  // 'Lote B' goes into a new batch: named from the sheet, then as the person wants it; the D0 date left to 'Data IA'.
  await lotB.getByLabel('Lote de destino').selectOption({ label: 'Novo lote' });
  await expect(lotB.getByLabel('Nome do novo lote')).toHaveValue('Lote B');
  await expect(page.getByText('Informe o nome, o retiro e o protocolo de cada lote novo.')).toBeVisible();
  await lotB.getByLabel('Nome do novo lote').fill('lote  sede');
  await lotB.getByLabel('Retiro do novo lote').selectOption({ label: 'Retiro Boa Vista' });
  await lotB.getByLabel('Protocolo do novo lote').selectOption({ label: 'P Planilha E2E' });
  await expect(page.getByText('Já existe um lote com esse nome!')).toBeVisible();
  await lotB.getByLabel('Nome do novo lote').fill('Lote B Novo');
  await expect(page.getByText('Já existe um lote com esse nome!')).toHaveCount(0);
  await expect(lotA.getByLabel('Linha dos títulos')).toHaveValue('4');
  await expect(lotA.getByRole('row', { name: /^4 Vaca Raça/ })).toBeVisible();
  // Excel's day counts read as the dates they are.
  await expect(lotA.getByRole('row', { name: /^5 PA-1 .*11\/09\/2026/ })).toBeVisible();
  const column = (sheet: typeof lotA, letter: string, header: string) =>
    sheet.getByLabel(`Campo do Gestar: Coluna ${letter} (${header}), 1ª IATF`);
  await expect(column(lotA, 'A', 'Vaca')).toHaveValue('codVaca');
  await expect(column(lotA, 'L', 'Diagnóstico')).toHaveValue('diagnostico');
  // A heading moved to another line and back: the columns follow the line.
  await lotA.getByLabel('Linha dos títulos').fill('1');
  await expect(column(lotA, 'A', 'Vaca')).toHaveCount(0);
  await lotA.getByLabel('Linha dos títulos').fill('4');
  await expect(column(lotA, 'A', 'Vaca')).toHaveValue('codVaca');

  // Every list text with its Gestar value; whatever is left unmapped is chosen as the person would.
  await expect(values.getByLabel('Diagnóstico: Prenha')).toHaveValue(/.+/);
  await expect(values.getByLabel('Diagnóstico: Não Prenha')).toHaveValue(/.+/);
  await expect(values.getByLabel('Diagnóstico: Prenha').locator('option:checked')).toHaveText('Prenhe');
  await expect(values.getByLabel('Diagnóstico: Não Prenha').locator('option:checked')).toHaveText('Vazia');
  // The bull and semen lot the farm lacks are offered for creation.
  await expect(values.getByLabel('Touro: Tabapuã Novo').locator('option:checked')).toHaveText(
    'Cadastrar touro novo',
  );
  await expect(values.getByLabel('Sêmen: TAB-01').locator('option:checked')).toHaveText(
    'Cadastrar partida nova',
  );
  await values.getByLabel('Confirmo os valores').check();
  await page.screenshot({ path: testInfo.outputPath('own-sheet-mapping.png'), fullPage: true });
  const findings = await axeFindings(page, 'own sheet mapping');
  expect(findings, describeFindings(findings)).toEqual([]);
  // On a phone's width the page itself does not scroll sideways: only the wide sample and tables do.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('own-sheet-mapping-phone.png'), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);

  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const previewA = page.getByRole('region', { name: 'Aba "Lote A" → Lote A' });
  const previewB = page.getByRole('region', { name: 'Aba "Lote B" → Lote B Novo' });
  await expect(previewA).toBeVisible({ timeout: 20_000 });
  await expect(previewCount(previewA, 'Matrizes novas')).toHaveText(String(LOT_A.length));
  await expect(previewCount(previewB, 'Matrizes novas')).toHaveText(String(LOT_B.length));
  await expect(previewCount(previewA, 'DGs')).toHaveText('5');
  // The 2nd IATF block of 'Lote B' fills the resync the import creates below the new batch.
  await expect(previewB.getByRole('list', { name: 'IATFs seguintes (ressincronização)' })).toHaveText(
    /^2ª IATF: Lote B Novo.* \(novo\) · \d+ matriz(es)? · 2 IATF · 1 DG$/,
  );
  await expect(
    page.getByRole('region', { name: 'Serão cadastrados na fazenda' }).getByRole('listitem'),
  ).toHaveText(['Touro Tabapuã Novo', 'Partida TAB-01 (touro Tabapuã Novo)']);
  await page.screenshot({ path: testInfo.outputPath('own-sheet-preview.png'), fullPage: true });

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(
    page.getByText('Importação concluída. O mapeamento foi salvo para a próxima planilha desta fazenda.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Cadastrados na fazenda' })).toContainText(
    'Touro Tabapuã Novo',
  );
  // The receipt of the import, as a handling's: the records it wrote under a hash; its cows are both sheets'
  // and the three 'Lote B' cows carried into the resync.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar comprovante' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(
    /^Comprovante de importação - Fazenda Santa Helena - .+\.gestar$/,
  );
  const saved = JSON.parse(fs.readFileSync(await receipt.path(), 'utf8')) as {
    sha256: string;
    conteudo: { tipo: string; d0s: unknown[] };
  };
  expect(saved.conteudo.tipo).toBe('Importação');
  expect(saved.conteudo.d0s).toHaveLength(LOT_A.length + LOT_B.length + 3);
  expect(saved.sha256).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Abrir Lote A' }).click();
  await expect(page).toHaveURL(new RegExp(`${batches.a.path}$`));
  for (const cow of LOT_A) await expect(page.getByRole('cell', { name: cow.id, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'PX-1', exact: true })).toHaveCount(0);

  // The batch report: the rate the rows give, by hand: 'Prenha' over the diagnosed cows.
  const pregnant = LOT_A.filter((cow) => cow.dg === 'Prenha').length;
  const diagnosed = LOT_A.filter((cow) => cow.dg !== null).length;
  await page.goto(`${batches.a.path}/report`);
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText(
    `Taxa de prenhez${rateText(pregnant, diagnosed)}`,
    { timeout: 15_000 },
  );
  await page.screenshot({ path: testInfo.outputPath('own-sheet-report.png'), fullPage: true });

  // The new batch holds the 'Lote B' sheet's cows, in its retiro; the doubtful workbook wrote nothing in 'Lote Sede'.
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}`);
  await page.getByText('Lote B Novo', { exact: true }).click();
  for (const cow of LOT_B) await expect(page.getByRole('cell', { name: cow.id, exact: true })).toBeVisible();
  await page.goto(batches.sede.path);
  await expect(heading(page, 'Lote Sede')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'PY-1', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'PB-1', exact: true })).toHaveCount(0);

  // The new bull is one of the farm's bulls on this device.
  await page.goto(`/farms/${world.helenaId}/bulls`);
  await expect(page.getByRole('cell', { name: 'Tabapuã Novo', exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // Next time the mapping is the farm's saved one.
  await page.goto(`/farms/${world.helenaId}/importar-planilha`);
  await chooseFile(page, 'controle-iatf.xlsx', await controlWorkbook({ 'Lote A': LOT_A }, person));
  await expect(sheets.getByText('mapeamento salvo')).toBeVisible({ timeout: 20_000 });
});

test('own workbook offline: said in Portuguese, nothing can be chosen', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/farms/${world.helenaId}/importar-planilha`);
  await expect(heading(page, 'Importar planilha própria')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('A importação precisa de conexão com a internet.')).toBeVisible();
  await expect(page.locator('input[type=file]')).toBeDisabled();
  await context.setOffline(false);
  await expect(page.locator('input[type=file]')).toBeEnabled();
});
