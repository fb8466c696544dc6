import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import {
  buildFarmWorld,
  downloadFarm,
  HELENA,
  loginAs,
  push,
  synchronize,
  TRES,
} from '../support/farm-world.ts';
import {
  FIELD_USE,
  LAYOUT_INDEPENDENT,
  loginThroughUi,
  openMenu,
  waitForOfflineReady,
} from '../support/login-page.ts';
import { serverDataDir } from '../support/outbox.ts';
import { choose, createFarmThroughUi, heading, saveButton } from '../support/registrations.ts';

const REQUIRED = 'Este campo é obrigatório';

/** A bull of a list: a table row on desktops, a card on phones. */
function bullEntry(page: Page, name: string) {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByText(name, { exact: true }) });
}

async function fillBull(page: Page, bull: { nome: string; raca: string; central: string }) {
  await page.getByLabel('Nome do Touro').fill(bull.nome);
  await page.getByLabel('Código do Touro').fill('029NE01412');
  await choose(page, 'Raça do Touro', bull.raca);
  await choose(page, 'Central', bull.central);
}

type DeviceRow = Record<string, unknown> & { id: string; _status?: string };

/** Rows of a device table, deleted ones included (read straight from IndexedDB: works on any screen). */
function deviceRows(page: Page, table: 'touros' | 'partidas'): Promise<DeviceRow[]> {
  return page.evaluate(
    (name) =>
      new Promise<DeviceRow[]>((resolve, reject) => {
        const open = indexedDB.open('gestar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as DeviceRow[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

/** Rows of the server's SQLite table (what the sync stored, with its farm scope). */
function serverRows(table: 'touros' | 'partidas', ids: readonly string[]) {
  const db = new Database(path.join(serverDataDir(), 'gestar.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare(`SELECT * FROM ${table} WHERE "id" IN (${ids.map(() => '?').join(',')})`)
      .all(...ids) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

test("bulls of a farm: create with a typed central, edit, view, delete; a click opens the bull's lots", async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const vet = await createAccount(request, 'veterinario', 'Rita Touros');
  await loginThroughUi(page, vet);
  const farm = `Fazenda Touros ${randomUUID().slice(0, 6)}`;
  const farmId = await createFarmThroughUi(page, { nome: farm, hasRetiros: false });

  // The farm page leads to its bulls.
  await page.getByRole('button', { name: 'Touros', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/farms/${farmId}/bulls$`));
  await expect(heading(page, 'Touros')).toBeVisible();
  await expect(page.getByText('Ainda não existe nenhum touro cadastrado')).toBeVisible();
  await page.getByRole('button', { name: 'Touro', exact: true }).click();
  await expect(heading(page, 'Novo Touro')).toBeVisible();
  await expect(page.getByText('Preencher com código NAAB ou registro do touro.')).toBeVisible();
  // Nothing filled: nome, raça and central are required.
  await saveButton(page).click();
  await expect(page.getByText(REQUIRED)).toHaveCount(3);

  await fillBull(page, { nome: 'Touro Bravo', raca: 'Nelore', central: 'Outra' });
  // 'Outra' asks for the central's name.
  await saveButton(page).click();
  await expect(page.getByLabel('Nome da Central')).toBeVisible();
  await expect(page.getByText(REQUIRED)).toHaveCount(1);
  await page.getByLabel('Nome da Central').fill('Central Própria');
  await page.getByLabel('Observação').fill('Touro de repasse');
  // Spec §5: the departure date is optional, and valid when given.
  await page.getByLabel('Data de Saída').fill('31022027');
  await saveButton(page).click();
  await expect(page.getByText('Data inválida')).toBeVisible();
  await page.getByLabel('Data de Saída').fill('15032027');
  await page.screenshot({ path: screenshotPath(testInfo, 'bull-form'), fullPage: true });
  await saveButton(page).click();

  await expect(heading(page, 'Touros')).toBeVisible();
  await expect(bullEntry(page, 'Touro Bravo')).toContainText('Central Própria');
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'bull-list'), fullPage: true });

  // Edit: the typed central comes back under 'Outra'; a listed one replaces it.
  await page.getByRole('button', { name: 'Editar Touro Bravo' }).click();
  await expect(heading(page, 'Editar Touro')).toBeVisible();
  await expect(page.getByLabel('Nome da Central')).toHaveValue('Central Própria');
  await page.getByLabel('Nome do Touro').fill('Touro Bravo II');
  await choose(page, 'Central', 'ABS Pecplan');
  await expect(page.getByLabel('Nome da Central')).toHaveCount(0);
  await saveButton(page).click();
  await expect(bullEntry(page, 'Touro Bravo II')).toContainText('ABS Pecplan');

  // View: read-only.
  await page.getByRole('button', { name: 'Visualizar Touro Bravo II' }).click();
  await expect(heading(page, 'Touro Bravo II')).toBeVisible();
  await expect(page.getByLabel('Nome do Touro')).toBeDisabled();
  await expect(page.getByLabel('Data de Saída')).toHaveValue('15/03/2027');
  await page.getByRole('link', { name: 'Touros', exact: true }).click();

  // A click on the bull opens its semen lots; back goes home when no management opened it.
  await bullEntry(page, 'Touro Bravo II').getByText('Touro Bravo II').click();
  await expect(heading(page, 'Partidas – Touro Bravo II')).toBeVisible();
  await expect(page).toHaveURL(/\/partidas\/[0-9a-f-]{36}\/batch\/none\/management\/none$/);
  await page.goBack();

  // Delete, confirmed: gone from the list.
  await page.getByRole('button', { name: 'Editar Touro Bravo II' }).click();
  await page.getByRole('button', { name: 'Deletar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deseja realmente excluir o touro (Touro Bravo II)?');
  await dialog.getByRole('button', { name: 'Deletar' }).click();
  await expect(heading(page, 'Touros')).toBeVisible();
  await expect(page.getByText('Ainda não existe nenhum touro cadastrado')).toBeVisible();
});

test("a bull used in an IATF cannot be deleted: 'Não é possível excluir este touro'", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  // Another device records an IATF with the farm's bull; this one syncs it in.
  await push(request, world.vet, 'iatfs', [
    {
      id: randomUUID(),
      created: new Date().toISOString(),
      updated: new Date().toISOString(),
      isDeleted: false,
      priority: false,
      vacaId: world.cowIds[0],
      loteId: world.loteId,
      touroId: world.touroId,
    },
  ]);
  await synchronize(page);

  await page.goto(`/farms/${world.helenaId}/bulls/${world.touroId}/update`);
  await expect(heading(page, 'Editar Touro')).toBeVisible();
  await page.getByRole('button', { name: 'Deletar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Não é possível excluir este touro');
  // Once the dialog has faded in.
  await expect(dialog.locator('..')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: screenshotPath(testInfo, 'bull-has-iatfs'), fullPage: true });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(bullEntry(page, 'Nelore Fiel da Mata')).toBeVisible();
});

test('SÊMEN: a bull for all farms, a lot with one original and one copy per chosen farm, date +5 h', async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(150_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await downloadFarm(page, TRES);

  await openMenu(page, testInfo.project.name === 'phone');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'SÊMEN' })
    .click();
  await expect(page).toHaveURL(/\/bulls\/create-for-all\/batch\/none\/management\/none$/);
  await expect(heading(page, 'Cadastro de Sêmen')).toBeVisible();
  // The farm's bull is listed with its farm.
  await expect(bullEntry(page, 'Nelore Fiel da Mata')).toContainText(HELENA);
  await fillBull(page, { nome: 'Angus Global', raca: 'Aberdeen Angus', central: 'Alta Genetics' });
  await saveButton(page).click();
  await expect(bullEntry(page, 'Angus Global')).toContainText('Todas');
  await expect(page.getByLabel('Nome do Touro')).toHaveValue('');
  await page.screenshot({ path: screenshotPath(testInfo, 'global-bulls'), fullPage: true });

  await bullEntry(page, 'Angus Global').getByText('Angus Global').click();
  await expect(heading(page, 'Partidas – Angus Global')).toBeVisible();
  await saveButton(page).click();
  await expect(page.getByText('Um desses campos precisa ser preenchido').first()).toBeVisible();
  await expect(page.getByText(REQUIRED)).toBeVisible();
  await page.getByLabel('Data da Partida').fill('31022026');
  await page.getByRole('checkbox', { name: HELENA }).check();
  await page.getByRole('checkbox', { name: TRES }).check();
  await saveButton(page).click();
  await expect(page.getByText('Data inválida')).toBeVisible();
  await page.getByLabel('Data da Partida').fill('15112026');
  await page.screenshot({ path: screenshotPath(testInfo, 'lot-form'), fullPage: true });
  await saveButton(page).click();
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toContainText('Partida cadastrada.');
  await success.getByRole('button', { name: 'OK' }).click();
  const lotRow = page.getByRole('row').filter({ hasText: '15/11/2026' });
  await expect(lotRow).toContainText(HELENA);
  await expect(lotRow).toContainText(TRES);
  await page.screenshot({ path: screenshotPath(testInfo, 'lots'), fullPage: true });

  // On the device: the original without farm, one copy per farm, each copy on the bull's record in its farm.
  const bulls = await deviceRows(page, 'touros');
  const global = bulls.find((bull) => bull.nome === 'Angus Global' && bull.touroOriginalId === null);
  expect(global).toMatchObject({ fazendaId: null, usuarioId: world.vet.id });
  const bullCopies = bulls.filter((bull) => bull.touroOriginalId === global?.id);
  expect(bullCopies.map((bull) => bull.fazendaId).sort()).toEqual([world.helenaId, world.tresId].sort());
  const lots = (await deviceRows(page, 'partidas')).filter(
    (lot) => lot.touroId === global?.id || bullCopies.some((bull) => bull.id === lot.touroId),
  );
  const original = lots.find((lot) => lot.partidaOriginal === true);
  expect(original).toMatchObject({ fazendaId: null, touroId: global?.id, data: '2026-11-15T05:00:00.000Z' });
  const copies = lots.filter((lot) => lot.partidaOriginalId === original?.id);
  expect(copies).toHaveLength(2);
  for (const copy of copies) {
    const farmBull = bullCopies.find((bull) => bull.fazendaId === copy.fazendaId);
    expect(copy).toMatchObject({ partidaOriginal: false, touroId: farmBull?.id, data: original?.data });
  }

  // Synced: the server took every record, the copies in their farms.
  await page.goto('/');
  await synchronize(page);
  const synced = [...(await deviceRows(page, 'touros')), ...(await deviceRows(page, 'partidas'))];
  // A synced copy stores no status (local-record.ts).
  expect(synced.filter((row) => row._status !== undefined)).toEqual([]);
  const stored = serverRows(
    'partidas',
    lots.map((lot) => lot.id),
  );
  expect(stored.map((row) => row.scopeFazendaId ?? null).sort()).toEqual(
    [null, world.helenaId, world.tresId].sort(),
  );
  expect(stored.find((row) => row.id === original?.id)).toMatchObject({ scopeUsuarioId: world.vet.id });

  // Edit to code mode and one farm: Três Irmãos' copy goes.
  await page.goBack();
  await expect(heading(page, 'Partidas – Angus Global')).toBeVisible();
  await page.getByRole('button', { name: 'Editar 15/11/2026' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Partida' })).toBeVisible();
  await page.getByLabel('Identificar por código').check();
  await page.getByLabel(/^Código da Partida/).fill('ANG-2026-01');
  await page.getByRole('checkbox', { name: TRES }).uncheck();
  await saveButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Sucesso!' })).toContainText('Partida atualizada.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const codeRow = page.getByRole('row').filter({ hasText: 'ANG-2026-01' });
  await expect(codeRow).toContainText(HELENA);
  await expect(codeRow).not.toContainText(TRES);
  const after = (await deviceRows(page, 'partidas')).filter((lot) => lot.partidaOriginalId === original?.id);
  expect(after.filter((lot) => !lot.isDeleted).map((lot) => lot.fazendaId)).toEqual([world.helenaId]);
  expect(after.find((lot) => !lot.isDeleted)).toMatchObject({ codigo: 'ANG-2026-01', data: null });

  // Delete the lot with its copies.
  await page.getByRole('button', { name: 'Editar ANG-2026-01' }).click();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByRole('dialog')).toContainText('Deseja realmente excluir a partida (ANG-2026-01)?');
  await page.getByRole('dialog').getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Ainda não existe nenhuma partida deste touro')).toBeVisible();
});

test('the semen page opened from a management screen: its farms chosen, back to the management', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/bulls/create-for-all/batch/${world.loteId}/management/IATF`);
  await expect(page.getByRole('button', { name: 'Voltar ao manejo' })).toBeVisible();
  await bullEntry(page, 'Nelore Fiel da Mata').getByText('Nelore Fiel da Mata').click();
  await expect(page).toHaveURL(
    new RegExp(`/partidas/${world.touroId}/batch/${world.loteId}/management/IATF$`),
  );
  // The seeded lot is listed; a new one starts with the batch's farm chosen.
  await expect(page.getByRole('row').filter({ hasText: 'NEL-2025-17' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: HELENA })).toBeChecked();
  // The IATF screen may not be in the router yet (unknown paths go home): the visit itself is what counts.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.getByRole('button', { name: 'Voltar ao manejo' }).click();
  await expect
    .poll(() => visited.some((url) => url.endsWith(`/IATF/${world.loteId}/redirected/true`)))
    .toBe(true);
});

test('Cliente only reads bulls and semen lots', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await loginAs(page, world.cliente);
  await downloadFarm(page, HELENA);
  await page.goto(`/farms/${world.helenaId}/bulls`);
  await expect(bullEntry(page, 'Nelore Fiel da Mata')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Touro', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Editar Nelore Fiel da Mata' })).toBeDisabled();
  await page.goto(`/farms/${world.helenaId}/bulls/${world.touroId}/update`);
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Deletar' })).toBeDisabled();
  await expect(page.getByLabel('Nome do Touro')).toBeDisabled();

  await page.goto(`/partidas/${world.touroId}/batch/none/management/none`);
  await expect(page.getByRole('row').filter({ hasText: 'NEL-2025-17' })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await page.getByRole('row').filter({ hasText: 'NEL-2025-17' }).click();
  await expect(page.getByRole('button', { name: 'Deletar' })).toBeDisabled();
  // The lot's farm shows, ticked and fixed.
  await expect(page.getByRole('checkbox', { name: HELENA })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: HELENA })).toBeDisabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'cliente-lots'), fullPage: true });

  await page.goto('/bulls/create-for-all/batch/none/management/none');
  await expect(heading(page, 'Cadastro de Sêmen')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByLabel('Nome do Touro')).toBeDisabled();
});

test('offline: a bull created without a connection reaches the server on the next sync', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.goto(`/farms/${world.helenaId}/bulls/create`);
  await expect(heading(page, 'Novo Touro')).toBeVisible();
  await fillBull(page, { nome: 'Brangus Offline', raca: 'Brangus', central: 'Genex' });
  await saveButton(page).click();
  await expect(bullEntry(page, 'Brangus Offline')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'offline-bull'), fullPage: true });
  const created = (await deviceRows(page, 'touros')).find((bull) => bull.nome === 'Brangus Offline');
  expect(created?._status).toBe('created');
  await context.setOffline(false);

  await page.getByRole('link', { name: 'Gestar' }).first().click();
  await synchronize(page);
  const [stored] = serverRows('touros', [String(created?.id)]);
  expect(stored).toMatchObject({ nome: 'Brangus Offline', scopeFazendaId: world.helenaId });
});
