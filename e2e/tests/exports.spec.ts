import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS } from '../../packages/domain/src/exports/columns.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs, TRES } from '../support/farm-world.ts';
import { LAYOUT_INDEPENDENT } from '../support/login-page.ts';

// The spreadsheet exports, downloaded as a person does and opened with ExcelJS — the farm's,
// a custom one whose field choice the device keeps, the POWER BI one, the general one of home, /export, and
// the refusal offline.

/** Chooses an item of the 'Exportação' menu and returns the downloaded sheet's rows (row 1: headings). */
async function exportVia(page: Page, item: string): Promise<{ name: string; rows: unknown[][] }> {
  await page.getByRole('button', { name: 'Exportação' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return readDownload(page, downloading);
}

async function readDownload(page: Page, downloading: Promise<Download>) {
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path()) as string);
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  const done = page.getByRole('dialog', { name: 'Planilha baixada.' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  return { name: download.suggestedFilename(), rows };
}

const column = (key: string) => EXPORT_COLUMNS.findIndex((candidate) => candidate.key === key);

test('exports: the farm, a custom choice kept on the device, POWER BI, home’s general export, /export, offline', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 3 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  // The farm: one row per cow, the plain headings.
  await page.goto(`/farms/${world.helenaId}`);
  const farm = await exportVia(page, 'Exportar Fazenda');
  expect(farm.name).toMatch(/^gestar-fazenda-santa-helena-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(farm.rows[0]).toEqual(EXPORT_COLUMNS.map((candidate) => candidate.header));
  expect(farm.rows.slice(1).map((row) => row[column('codVaca')])).toEqual(['1001', '1002', '1003']);
  expect(farm.rows[1]?.[column('fazenda')]).toBe(HELENA);
  expect(farm.rows[1]?.[column('lote')]).toBe('Lote Novilhas 2026');

  // Custom: two fields; the choice is still there after a reload, and can be reset.
  await page.getByRole('button', { name: 'Exportação' }).click();
  await page.getByRole('menuitem', { name: 'Exportação Personalizada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Campos da exportação' });
  for (const box of await dialog.getByRole('checkbox').all()) {
    const label = await box.evaluate((input) => input.closest('label')?.textContent ?? '');
    if (label !== 'Lote' && label !== 'ID Matriz') await box.uncheck();
  }
  await page.screenshot({ path: screenshotPath(testInfo, 'export-custom') });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportar' }).click();
  const custom = await readDownload(page, downloading);
  expect(custom.rows[0]).toEqual(['Lote', 'ID Matriz']);
  expect(custom.rows[1]).toEqual(['Lote Novilhas 2026', '1001']);
  await page.reload();
  await page.getByRole('button', { name: 'Exportação' }).click();
  await page.getByRole('menuitem', { name: 'Exportação Personalizada' }).click();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Restaurar todos os campos' }).click();
  await expect(dialog.getByRole('checkbox', { checked: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // POWER BI: every column under stable names, yes/no as booleans.
  const bi = await exportVia(page, 'Exportação para o POWER BI');
  expect(bi.rows[0]).toEqual(EXPORT_COLUMNS.map((candidate) => candidate.bi));
  expect(bi.rows[1]?.[column('perdaGestacao')]).toBe(false);

  // Offline: refused with the spec's texts.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Exportação' }).click();
  await page.getByRole('menuitem', { name: 'Exportar Fazenda' }).click();
  const refused = page.getByRole('dialog', { name: 'Não é possível realizar esta ação!' });
  await expect(refused).toContainText('Você está sem internet no momento.');
  await refused.getByRole('button', { name: 'OK' }).click();
  await context.setOffline(false);

  // Home: the user's farms, both of them.
  await page.goto('/');
  const general = await exportVia(page, 'Exportação geral');
  const farms = new Set(general.rows.slice(1).map((row) => row[column('fazenda')]));
  expect(farms).toEqual(new Set([HELENA, TRES]));

  // /export opens home's menu.
  await page.goto('/export');
  await expect(page.getByRole('menuitem', { name: 'Exportação geral' })).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'export-menu') });
});
