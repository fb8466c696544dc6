import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Route, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_SHEET } from '../../packages/domain/src/exports/import-template.ts';
import type { Account } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs, push, synchronize } from '../support/farm-world.ts';
import { chooseFile, D0_COLUMNS, emptyBatch, NO_COWS, previewCount, workbook } from '../support/imports.ts';
import { LAYOUT_INDEPENDENT, waitForOfflineReady } from '../support/login-page.ts';
import { heading, secondDevice } from '../support/registrations.ts';

// /importar-dados opened from a batch — the tour once per device, the model, the file checks
// on the device, a file with a row problem (nothing written), a clean file previewed then imported, the cows on
// this device and on a second one after sync, and the refusal offline; then the batch's unsent changes sent
// before the upload, and the import refused while they cannot be. The phone layout: import-phone.spec.ts.

test('import: tour once, model, file checks, row errors, preview, Importar, second device, offline', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const { lote, path: batchPath } = await emptyBatch(request, world);
  const vetName = world.vet.nomeCompleto;
  const d0 = D0_COLUMNS;

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  // A typed address has no batch: the screen says where to start.
  await page.goto('/importar-dados');
  await expect(page.getByText('Abra a importação a partir de um lote.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ir para o início' })).toBeVisible();

  // From the batch page; the tour opens the first time.
  await page.goto(batchPath);
  await expect(heading(page, 'Lote Importação')).toBeVisible();
  await expect(page.getByText(NO_COWS)).toBeVisible();
  await page.getByRole('button', { name: 'Importar dados' }).click();
  await expect(page).toHaveURL(/\/importar-dados$/);
  // (The open dialog hides the screen from the accessibility tree: its heading is checked after.)
  const tour = page.getByRole('dialog', { name: 'Como importar' });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('Passo 1 de 3');
  await page.screenshot({ path: screenshotPath(testInfo, 'import-tour') });
  await tour.getByRole('button', { name: 'Próximo' }).click();
  await expect(tour).toContainText('Passo 2 de 3');
  await tour.getByRole('button', { name: 'Próximo' }).click();
  await tour.getByRole('button', { name: 'Concluir' }).click();
  await expect(tour).toBeHidden();
  await expect(heading(page, 'Importar dados')).toBeVisible();

  // Done once on this device: a reload (the router keeps the batch) does not show it again; help reopens it.
  await page.reload();
  await expect(heading(page, 'Importar dados')).toBeVisible();
  await expect(page.getByText(`${HELENA} · Lote Importação`)).toBeVisible();
  await expect(tour).toHaveCount(0);
  await page.getByRole('button', { name: 'Como importar' }).click();
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Pular' }).click();
  await expect(tour).toBeHidden();

  // The model: the import sheet with the columns' headings.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^gestar-modelo-fazenda-santa-helena-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const model = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path()) as string);
  await model.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const modelSheet = model.getWorksheet(IMPORT_SHEET());
  expect(modelSheet).toBeDefined();
  expect((modelSheet?.getRow(1).values as unknown[] | undefined)?.slice(1)).toEqual(
    IMPORT_COLUMNS.map((column) => column.header),
  );

  // Offline: said at once, nothing can be sent.
  await context.setOffline(true);
  await expect(page.getByText('A importação precisa de conexão com a internet.')).toBeVisible();
  await expect(page.locator('input[type=file]')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Baixar modelo' })).toBeDisabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'import-offline'), fullPage: true });
  await context.setOffline(false);
  await expect(page.getByText('A importação precisa de conexão com a internet.')).toBeHidden();

  // Checked on the device, before any upload: two files dropped at once, then a text file chosen.
  await page.getByTestId('import-drop').evaluate((zone) => {
    const transfer = new DataTransfer();
    for (const name of ['a.xlsx', 'b.xlsx']) transfer.items.add(new File(['x'], name));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('Muitos arquivos', { exact: true })).toBeVisible();
  await chooseFile(page, 'notas.txt', Buffer.from('ID da Matriz\n1'), 'text/plain');
  await expect(page.getByText('Arquivo inválido', { exact: true })).toBeVisible();

  // A row without Raça: every problem listed, nothing written.
  await chooseFile(
    page,
    'lote-sem-raca.xlsx',
    await workbook([
      { ...d0, codVaca: 'IMP-1', racaMatriz: undefined, responsavel: vetName },
      { ...d0, codVaca: 'IMP-2', responsavel: vetName },
    ]),
  );
  const problems = page.getByRole('list', { name: 'O arquivo tem problemas: nada foi importado.' });
  await expect(problems).toBeVisible({ timeout: 20_000 });
  await expect(problems.getByRole('listitem')).toHaveText(['Preencha o campo Raça na linha 2 do arquivo']);
  await page.screenshot({ path: screenshotPath(testInfo, 'import-errors'), fullPage: true });

  // A clean file: three D0 rows, two with their IATF. Previewed, nothing written yet.
  const iatf = { semen: 'NEL-2025-17', inseminador: vetName };
  const clean = await workbook([
    { ...d0, codVaca: 'IMP-1', responsavel: vetName, peso: 410, ...iatf },
    { ...d0, codVaca: 'IMP-2', codLeitorBastao: '982000111', responsavel: vetName, ...iatf },
    { ...d0, codVaca: 'IMP-3', responsavel: vetName },
  ]);
  const preview = page.getByRole('region', { name: 'Prévia da importação' });
  const count = (label: string) => previewCount(preview, label);
  await chooseFile(page, 'lote-importacao.xlsx', clean);
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(problems).toHaveCount(0);
  await expect(count('Matrizes novas')).toHaveText('3');
  await expect(count('Matrizes alteradas')).toHaveText('0');
  await expect(count('IATFs')).toHaveText('2');
  const sample = preview.getByRole('table', { name: 'Prévia da importação' });
  await expect(sample.getByRole('row')).toHaveCount(4);
  await expect(sample.getByRole('row').nth(1)).toContainText('IMP-1');
  await expect(sample.getByRole('row').nth(1)).toContainText('D0, IATF');
  await page.screenshot({ path: screenshotPath(testInfo, 'import-preview'), fullPage: true });
  // Cancelar leads back to the file.
  await preview.getByRole('button', { name: 'Cancelar' }).click();
  await expect(preview).toHaveCount(0);

  // The batch changes on the server between the preview and Importar: refused, back to the file.
  await chooseFile(page, 'lote-importacao.xlsx', clean);
  await expect(count('Matrizes novas')).toHaveText('3', { timeout: 20_000 });
  await push(request, world.vet, 'lotes', [
    { ...lote, mineral: 'Sal proteinado', updated: new Date().toISOString() },
  ]);
  await preview.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(
    page.getByText(
      'Os dados do lote mudaram desde a prévia. Envie o arquivo de novo para conferir a nova prévia.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(preview).toHaveCount(0);
  await expect(page.getByText('Escolher arquivo')).toBeVisible();

  // Nothing written by the previews nor the refused Importar: after a sync the batch still has no cow.
  await page.goto('/');
  await synchronize(page);
  await page.goto(batchPath);
  await expect(page.getByText(NO_COWS)).toBeVisible();

  // Again from the batch: the preview, then Importar.
  await page.getByRole('button', { name: 'Importar dados' }).click();
  await expect(heading(page, 'Importar dados')).toBeVisible();
  await expect(tour).toHaveCount(0);
  await chooseFile(page, 'lote-importacao.xlsx', clean);
  await expect(count('Matrizes novas')).toHaveText('3', { timeout: 20_000 });
  await preview.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(
    page.getByText('Importação concluída. Os dados chegam aos outros aparelhos na sincronização.'),
  ).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: screenshotPath(testInfo, 'import-done'), fullPage: true });
  // The receipt of what it wrote: the batch and its three new cows.
  const receiptDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar comprovante' }).click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toMatch(
    /^Comprovante de importação - Fazenda Santa Helena - .+\.gestar$/,
  );
  const saved = JSON.parse(await readFile(await receipt.path(), 'utf8')) as {
    conteudo: { tipo: string; d0s: { codVaca: string }[] };
  };
  expect(saved.conteudo.tipo).toBe('Importação');
  expect(saved.conteudo.d0s.map((cow) => cow.codVaca).sort()).toEqual(['IMP-1', 'IMP-2', 'IMP-3']);
  await page.getByRole('button', { name: 'Voltar ao lote' }).click();
  await expect(page).toHaveURL(new RegExp(`${batchPath}$`));
  for (const cow of ['IMP-1', 'IMP-2', 'IMP-3'])
    await expect(page.getByRole('cell', { name: cow, exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'import-batch-after'), fullPage: true });

  // A second device of the same vet gets them through sync.
  const other = await secondDevice(browser, testInfo);
  const second = await other.newPage();
  await loginAs(second, world.vet);
  await downloadFarm(second, HELENA);
  await second.goto(batchPath);
  for (const cow of ['IMP-1', 'IMP-2', 'IMP-3'])
    await expect(second.getByRole('cell', { name: cow, exact: true })).toBeVisible();
  await other.close();

  // A client of the farm only looks: the action says why it is off.
  const clientDevice = await secondDevice(browser, testInfo);
  const client = await clientDevice.newPage();
  await loginAs(client, world.cliente);
  await downloadFarm(client, HELENA);
  await client.goto(batchPath);
  await expect(client.getByRole('cell', { name: 'IMP-3', exact: true })).toBeVisible();
  const viewOnly = 'Seu perfil permite apenas visualizar os dados desta fazenda.';
  const importAction = client.getByRole('button', { name: `Importar dados (${viewOnly})` });
  await expect(importAction).toBeDisabled();
  await importAction.locator('..').hover();
  await expect(client.getByRole('tooltip')).toHaveText(viewOnly);
  await client.screenshot({ path: screenshotPath(testInfo, 'import-client-reason') });
  await clientDevice.close();
});

type ServerCow = { id: string; codVaca: string | null; loteId: string; isDeleted: boolean };

/** The batch's live cows and IATFs as the server holds them (what every other device will pull). */
async function onServer(
  request: APIRequestContext,
  world: { vet: Account; helenaId: string },
  loteId: string,
) {
  const answer = await request.post('/api/sync/half-sync', {
    headers: { Authorization: `Bearer ${world.vet.token}` },
    data: { lastPulledAt: 0, fazendasBaixadas: [{ id: world.helenaId, lastPulledAt: 0 }], lotesBaixados: [] },
  });
  const { response } = (await answer.json()) as {
    response: { d0s: ServerCow[]; iatfs: { vacaId: string; loteId: string; isDeleted: boolean }[] };
  };
  const cows = response.d0s.filter((cow) => cow.loteId === loteId && !cow.isDeleted);
  const iatfs = response.iatfs.filter((iatf) => iatf.loteId === loteId && !iatf.isDeleted);
  return {
    cows: cows.map((cow) => cow.codVaca).sort(),
    withIatf: cows.filter((cow) => iatfs.some((iatf) => iatf.vacaId === cow.id)).map((cow) => cow.codVaca),
  };
}

test('import: a cow registered offline and not sent yet goes to the server before the preview; unreachable, nothing is written', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const { lote, path: batchPath } = await emptyBatch(request, world);
  const vetName = world.vet.nomeCompleto;
  const loteId = String(lote.id);

  // What the server is to the device's pushes: reachable, unreachable, or slow (held until the test has seen
  // the screen say it is sending). Only the push is touched: the rest of the app talks to the server as usual.
  let sync: 'reachable' | 'unreachable' | 'slow' = 'reachable';
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // In the order they happened: the batch's new cow stored on the server, the preview asked for.
  const events: string[] = [];
  await page.route('**/api/sync/Queue', async (route: Route) => {
    if (sync === 'unreachable') return route.abort('connectionrefused');
    if (sync === 'slow') await released;
    const response = await route.fetch();
    const body = route.request().postDataJSON() as {
      tipoId: string;
      contents: { json: { codVaca?: string } }[];
    };
    if (body.tipoId === 'd0s' && body.contents.some((item) => item.json.codVaca === 'IMP-0'))
      events.push(`IMP-0 stored: ${response.status()}`);
    return route.fulfill({ response });
  });
  page.on('request', (asked) => {
    if (asked.url().includes('/api/Importacao/Previa')) events.push('preview asked');
  });

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);

  // In the corral, without signal: cow IMP-0 registered at the D0 of the batch.
  await context.setOffline(true);
  await page.goto(`/D0/${loteId}`);
  await page.getByLabel('ID1', { exact: true }).fill('IMP-0');
  await page.getByLabel('ID1', { exact: true }).press('Enter');
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  // Back in range, but the server cannot be reached: the cow stays on the device only.
  sync = 'unreachable';
  await context.setOffline(false);
  await page.goto(batchPath);
  await expect(page.getByRole('cell', { name: 'IMP-0', exact: true })).toBeVisible();
  await expect(page.getByText('1 alteração a enviar')).toBeVisible();
  expect((await onServer(request, world, loteId)).cows).toEqual([]);

  // The file fills IMP-0's IATF (a row without D0 names an existing cow) and brings a new cow IMP-1: it only
  // plans if the server already has IMP-0.
  const file = await workbook([
    { codVaca: 'IMP-0', semen: 'NEL-2025-17', inseminador: vetName },
    { ...D0_COLUMNS, codVaca: 'IMP-1', responsavel: vetName },
  ]);
  await page.getByRole('button', { name: 'Importar dados' }).click();
  const tour = page.getByRole('dialog', { name: 'Como importar' });
  await tour.getByRole('button', { name: 'Pular' }).click();
  await expect(tour).toBeHidden();

  // The server unreachable while the import sends the batch's changes: said in Portuguese, the file is not
  // sent, nothing is written.
  await chooseFile(page, 'lote-com-vaca-do-campo.xlsx', file);
  await expect(page.getByRole('alert')).toHaveText(
    'Não foi possível enviar as alterações deste aparelho antes da importação. Tente de novo quando a sincronização voltar a funcionar.',
    { timeout: 20_000 },
  );
  await expect(page.getByText('Escolher arquivo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prévia da importação' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'import-unsent-unreachable'), fullPage: true });
  expect(events).toEqual([]);
  expect(await onServer(request, world, loteId)).toEqual({ cows: [], withIatf: [] });

  // Reachable again: the same file. The screen says it is sending the batch's changes first.
  sync = 'slow';
  await chooseFile(page, 'lote-com-vaca-do-campo.xlsx', file);
  const sending = page
    .getByRole('status')
    .filter({ hasText: 'Sincronizando as alterações deste lote antes do envio…' });
  await expect(sending).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: screenshotPath(testInfo, 'import-unsent-syncing') });
  release();

  // The preview was computed with IMP-0 on the server: she is changed (her IATF), IMP-1 is new.
  const preview = page.getByRole('region', { name: 'Prévia da importação' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(previewCount(preview, 'Matrizes novas')).toHaveText('1');
  await expect(previewCount(preview, 'Matrizes alteradas')).toHaveText('1');
  await expect(previewCount(preview, 'IATFs')).toHaveText('1');
  const rows = preview.getByRole('table', { name: 'Prévia da importação' }).getByRole('row');
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['2', 'IMP-0', 'Alterada', 'IATF']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['3', 'IMP-1', 'Nova', 'D0']);
  expect(events).toEqual(['IMP-0 stored: 200', 'preview asked']);
  await page.screenshot({ path: screenshotPath(testInfo, 'import-unsent-preview'), fullPage: true });

  await preview.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(
    page.getByText('Importação concluída. Os dados chegam aos outros aparelhos na sincronização.'),
  ).toBeVisible({ timeout: 30_000 });
  // Both on the server: the cow typed in the field, with the file's IATF, and the file's new cow.
  expect(await onServer(request, world, loteId)).toEqual({ cows: ['IMP-0', 'IMP-1'], withIatf: ['IMP-0'] });
  await page.getByRole('button', { name: 'Voltar ao lote' }).click();
  for (const cow of ['IMP-0', 'IMP-1'])
    await expect(page.getByRole('cell', { name: cow, exact: true })).toBeVisible();
  await expect(page.getByText('Nada a enviar')).toBeVisible();
});
