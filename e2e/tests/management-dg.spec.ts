import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import {
  base,
  buildFarmWorld,
  downloadFarm,
  HELENA,
  loginAs,
  push,
  synchronize,
} from '../support/farm-world.ts';
import { cutLabels, smallTapTargets } from '../support/field-audit.ts';
import { waitForOfflineReady } from '../support/login-page.ts';
import { batchAfterIatf, cowCard, dia, finalizeWithReceipt, pick, pickExact } from '../support/management.ts';
import { secondDevice } from '../support/registrations.ts';

// A batch whose IATF is done (seeded through the sync API as a device would have sent
// it) is diagnosed on a phone with the network off — counters checked against the diagnoses typed, the bulk bar,
// the unsaved block, the receipt — then its DG Final with a pregnancy loss set and reverted; and a batch with a
// resync under way: the empty cow's copy in the resync batch, DG/D0 there, and the 100 % pregnancy block.

test.skip(({ isMobile }) => !isMobile, 'the chute screens are used on phones (390×844)');

/** The page as scope: the bulk bar comes before the list, so its selector is the first of its name. */
function bulk(page: Page): Locator {
  return page.locator('body');
}

/** One counter of the header (the innermost box holding its label). */
function counter(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Resumo do diagnóstico' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
}

test('DG offline: counters from the diagnoses, bulk fill, unsaved block, receipt; DG Final with a pregnancy loss', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const { lote } = await batchAfterIatf(request, world, {
    name: 'Lote DG Campo',
    codes: ['DG01', 'DG02', 'DG03', 'DG04'],
  });

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  // The retiro's batch row opens the DG.
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}`);
  await page.getByRole('button', { name: 'Abrir manejo Lote DG Campo' }).click();
  await expect(page).toHaveURL(new RegExp(`/DG/${lote.id}$`));
  await expect(page.getByRole('heading', { name: 'Diagnóstico de Gestação' })).toBeVisible();
  await expect(page.getByText('Protocolo: P DG Lote DG Campo / Manejo: DG')).toBeVisible();
  await expect(page.getByText(/Benzoato de Estradiol – 2,0 mL/)).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES: 0/4')).toBeVisible();
  await expect(page.getByText('Data da IATF: 23/11/2026')).toBeVisible();

  // The farm, looked up during the management (spec §2): its form read-only, only 'Voltar ao manejo'.
  await page.getByRole('link', { name: 'Dados da fazenda' }).click();
  await expect(page.getByRole('heading', { name: HELENA })).toBeVisible();
  await expect(page.getByLabel('Nome da Fazenda')).toBeDisabled();
  await expect(page.getByLabel('Nome da Fazenda')).toHaveValue(HELENA);
  for (const hidden of ['Salvar', 'Deletar', 'Cancelar'])
    await expect(page.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-farm-details'), fullPage: true });
  await page.getByRole('button', { name: 'Voltar ao manejo' }).click();
  await expect(page).toHaveURL(new RegExp(`/DG/${lote.id}$`));
  await expect(page.getByText('TOTAL DE MATRIZES: 0/4')).toBeVisible();

  // Prenhe sets the type Normal; OK stores the row.
  const first = cowCard(page, 'DG01');
  // The cow's earlier observations come with her ID.
  await expect(first.getByText('Obs.: Matriz editada após o D0')).toBeVisible();
  await pickExact(page, first, 'Diagnóstico', 'Prenhe');
  await expect(first.getByRole('combobox', { name: 'Tipo' })).toHaveText('Normal');
  await first.getByRole('button', { name: 'OK DG01' }).click();
  await expect(first.getByText('Salva', { exact: true })).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES: 1/4')).toBeVisible();
  await expect(counter(page, 'Prenhes')).toContainText('100,00 % (1/1)');

  // Vazia sets CL 'Não Avaliado'; the user changes it to Sim.
  const second = cowCard(page, 'DG02');
  await pickExact(page, second, 'Diagnóstico', 'Vazia');
  await expect(second.getByRole('combobox', { name: 'Presença de CL' })).toHaveText('Não Avaliado');
  await pickExact(page, second, 'Presença de CL', 'Sim');

  // 'Preencher Todas' fills the rows not saved; counters follow the rows as shown.
  await pickExact(page, bulk(page), 'Diagnóstico', 'Prenhe Touro');
  await page.getByRole('button', { name: 'Preencher Todas' }).click();
  await page
    .getByRole('dialog', { name: 'Preencher Todas' })
    .getByRole('button', { name: 'Preencher Todas' })
    .click();
  await expect(cowCard(page, 'DG04').getByRole('combobox', { name: 'Diagnóstico' })).toHaveText(
    'Prenhe Touro',
  );
  await expect(second.getByRole('combobox', { name: 'Diagnóstico' })).toHaveText('Prenhe Touro');
  await pickExact(page, second, 'Diagnóstico', 'Vazia');
  await pickExact(page, second, 'Presença de CL', 'Sim');
  await expect(counter(page, 'Prenhes')).toContainText('75,00 % (3/4)');
  await expect(counter(page, 'Vazias')).toContainText('25,00 % (1/4)');
  await expect(counter(page, 'Sim')).toContainText('100,00 % (1/1)');

  // An absence clears the diagnosis: 2 of 3 diagnosed are pregnant, floored.
  const fourth = cowCard(page, 'DG04');
  await pickExact(page, fourth, 'Observações', 'Animal não compareceu ao manejo');
  await expect(fourth.getByRole('combobox', { name: 'Diagnóstico' })).not.toHaveText(/Prenhe|Vazia/);
  await expect(counter(page, 'Prenhes')).toContainText('66,66 % (2/3)');
  await expect(counter(page, 'Descartes')).toContainText('0');
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-counters'), fullPage: true });

  // A reload (a killed tab, offline) keeps what was typed and not stored: the rows come back unsaved.
  await page.reload();
  await expect(second.getByRole('combobox', { name: 'Diagnóstico' })).toHaveText('Vazia');
  await expect(second.getByRole('combobox', { name: 'Presença de CL' })).toHaveText('Sim');
  await expect(second.getByText('Não salva')).toBeVisible();
  await expect(counter(page, 'Prenhes')).toContainText('66,66 % (2/3)');

  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByRole('dialog', { name: 'Erro' })).toContainText(
    'Existem matrizes que não foram salvas.',
  );
  await page.getByRole('dialog', { name: 'Erro' }).getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await page
    .getByRole('dialog', { name: 'Salvar todas' })
    .getByRole('button', { name: 'Salvar todas' })
    .click();
  // Spec §9: the save-all indicator stays up to 1,200 ms however quick the save; then 'Ok!' (spec §8).
  const saving = page.getByRole('progressbar', { name: 'Salvando matrizes' });
  await expect(saving).toBeVisible();
  const savedAll = page.getByRole('status').filter({ hasText: 'Ok!' });
  await expect(savedAll).toContainText('3 matrizes salvas.');
  await expect(saving).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-saved-all') });
  await expect(page.getByText('TOTAL DE MATRIZES: 4/4')).toBeVisible();
  const dg = await finalizeWithReceipt(
    page,
    /^Comprovante de manejo DG - Lote DG Campo - Fazenda Santa Helena - .*\.gestar$/,
  );
  expect(dg.d0s).toHaveLength(4);
  // A plain DG writes no DN records (only a DG on a later resync day does).
  expect(dg.dns).toEqual([]);
  expect(dg.d0s.find((cow: { codVaca: string }) => cow.codVaca === 'DG01')).toMatchObject({
    condicaoDG: domainValueId('condicaoDG', 'Prenhe'),
    tipoPrenhe: domainValueId('tipoPrenhe', 'Normal'),
    observacaoDG: '[N/A]',
  });
  expect(dg.lotes[0]).toMatchObject({ isFinalize: true, processoAtual: 'DG', pastDG: true });
  await expect(page).toHaveURL(new RegExp(`/corrals/${world.boaVistaId}$`));
  // Recorded for the daily tracking upload (spec §7), offline: the step and what its receipt covered.
  const tracked = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('gestar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('meta').objectStore('meta').get('trackingEvents');
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result?.value);
          };
        };
      }),
  );
  expect(tracked).toContainEqual(
    expect.objectContaining({
      event: 'finalize',
      detail: { management: 'DG', receipt: true, batches: 1, cows: 4 },
    }),
  );

  // A cow included after the DG (spec §2 Incluir Matriz): her DG waits for her IATF ('Manejo anterior pendente.').
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}/batches/${lote.id}`);
  await page.getByRole('button', { name: 'Incluir Matriz' }).click();
  const included = page.getByRole('form', { name: 'Nova Matriz' });
  await included.getByLabel('ID1', { exact: true }).fill('DG99');
  await pick(page, included, 'Raça', 'Nelore');
  await pick(page, included, 'Ordem', 'Multíparas');
  await pick(page, included, 'Dispositivo', 'CIDR');
  await pick(page, included, 'Uso do Dispositivo', '1º uso');
  await included.getByRole('button', { name: 'Salvar Matriz' }).click();
  await expect(page.getByText('Incluindo a matriz DG99')).toBeVisible();
  await expect(page.getByText('Manejo anterior pendente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar DG' })).toBeDisabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-include-previous-pending'), fullPage: true });
  await page.getByRole('button', { name: 'Cancelar inclusão' }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar inclusão' })
    .getByRole('button', { name: 'Cancelar inclusão' })
    .click();
  await expect(page.getByText('Incluindo a matriz DG99')).toHaveCount(0);
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}`);

  // DG Final from the same row: defaults from the DG.
  await page.getByRole('button', { name: 'Abrir manejo Lote DG Campo' }).click();
  await expect(page).toHaveURL(new RegExp(`/DGFinal/${lote.id}$`));
  const f1 = cowCard(page, 'DG01');
  await expect(f1.getByRole('combobox', { name: 'Diagnóstico Final' })).toHaveText('Prenhe IATF');
  await expect(cowCard(page, 'DG03').getByRole('combobox', { name: 'Diagnóstico Final' })).toHaveText(
    'Prenhe Touro',
  );
  await expect(cowCard(page, 'DG02').getByRole('combobox', { name: 'Diagnóstico Final' })).not.toHaveText(
    /Prenhe|Vazia/,
  );
  await expect(counter(page, 'Prenhes')).toContainText('100,00 % (2/2)');
  // Spec §9: a cow pregnant at the DG shows her expected calving (IATF 23/11/2026 + 285 days).
  await expect(f1.getByText(/Parto previsto: 04\/09\/2027/)).toBeVisible();

  // Pregnancy loss: set by Vazia, reverted by Prenhe IATF, set again. An empty cow shows no gestation.
  await pickExact(page, f1, 'Diagnóstico Final', 'Vazia');
  await expect(f1.getByText('Perda de gestação')).toBeVisible();
  await expect(f1.getByText(/Parto previsto/)).toHaveCount(0);
  await pickExact(page, f1, 'Diagnóstico Final', 'Prenhe IATF');
  await expect(f1.getByText('Perda de gestação')).toHaveCount(0);
  await expect(f1.getByText(/Parto previsto: 04\/09\/2027/)).toBeVisible();
  await pickExact(page, f1, 'Diagnóstico Final', 'Vazia');
  await expect(f1.getByText('Perda de gestação')).toBeVisible();
  await pickExact(page, cowCard(page, 'DG02'), 'Diagnóstico Final', 'Prenhe Touro');
  await pickExact(page, cowCard(page, 'DG04'), 'Observações', 'Animal não compareceu ao manejo');
  await expect(counter(page, 'Prenhes')).toContainText('66,66 % (2/3)');
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await page
    .getByRole('dialog', { name: 'Salvar todas' })
    .getByRole('button', { name: 'Salvar todas' })
    .click();
  await expect(page.getByText('TOTAL DE MATRIZES: 4/4')).toBeVisible();

  // 'Data do DG Final' is required.
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const missing = page.getByRole('dialog', { name: 'Erro ao finalizar' });
  await expect(missing).toContainText('Você precisa preencher a data do manejo para finalizar.');
  await missing.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Data do DG Final').fill('20/01/2027');
  await expect(page.getByLabel('Data do DG Final')).toHaveValue('20/01/2027');
  // Kept like the rows' edits: a reload (offline) before Finalizar keeps the typed date.
  await page.reload();
  await expect(page.getByLabel('Data do DG Final')).toHaveValue('20/01/2027');
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-final'), fullPage: true });
  const final = await finalizeWithReceipt(
    page,
    /^Comprovante de manejo DG Final - Lote DG Campo - .*\.gestar$/,
  );
  const lost = final.d0s.find((cow: { codVaca: string }) => cow.codVaca === 'DG01');
  expect(lost).toMatchObject({
    perdaGestacao: true,
    dataDgFinal: '2027-01-20',
    observacao_DG_Final: '[N/A]',
  });
  expect(final.lotes[0]).toMatchObject({ pastDGFinal: true, processoAtual: 'DG Final' });
  await expect(page).toHaveURL(new RegExp(`/corrals/${world.boaVistaId}$`));
  await expect(page.getByRole('listitem').filter({ hasText: 'Lote DG Campo' })).toContainText('DG Final');

  // Back online, everything reaches the server.
  await context.setOffline(false);
  await page.goto('/');
  await synchronize(page);
  await expect(page.getByText(/recusad/i)).toHaveCount(0);

  // A second device (the linked inseminator) gets the diagnoses, the loss and the DG Final.
  const other = await secondDevice(browser, testInfo);
  const device = await other.newPage();
  await loginAs(device, world.inseminador);
  await downloadFarm(device, HELENA);
  await device.goto(`/DGFinal/${lote.id}`);
  await expect(device.getByText('TOTAL DE MATRIZES: 4/4')).toBeVisible();
  await expect(cowCard(device, 'DG01').getByText('Perda de gestação')).toBeVisible();
  await device.goto(`/DG/${lote.id}`);
  await expect(cowCard(device, 'DG02').getByRole('combobox', { name: 'Presença de CL' })).toHaveText('Sim');
  await other.close();
});

test('DG with a resync under way: the empty cow goes on, DG/D0 asks her device, 100 % pregnancy blocks', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const { lote, protocol } = await batchAfterIatf(request, world, {
    name: 'Lote Ressinc',
    codes: ['R01', 'R02'],
  });
  const child = base({
    nomeLote: 'Lote Ressinc - IATF 2',
    retiroId: world.boaVistaId,
    protocoloId: protocol.id,
    usuarioId: world.vet.id,
    dataIatf: '2026-12-13',
    isResync: true,
    isPrecoce: false,
    iatfCount: 1,
    parentBatch: lote.id,
    originalBatch: lote.id,
  });
  await push(request, world.vet, 'lotes', [child]);

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/DG/${lote.id}`);
  await expect(page.getByText('TOTAL DE MATRIZES: 0/2')).toBeVisible();
  // 'Uso' is a DG/D0 selector only.
  await expect(page.getByRole('combobox', { name: 'Uso' })).toHaveCount(0);

  // Every cow pregnant while the batch is in the resync of IATF 2: finalize is refused.
  await pickExact(page, bulk(page), 'Diagnóstico', 'Prenhe');
  await page.getByRole('button', { name: 'Preencher Todas' }).click();
  await page
    .getByRole('dialog', { name: 'Preencher Todas' })
    .getByRole('button', { name: 'Preencher Todas' })
    .click();
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await page
    .getByRole('dialog', { name: 'Salvar todas' })
    .getByRole('button', { name: 'Salvar todas' })
    .click();
  await expect(page.getByText('TOTAL DE MATRIZES: 2/2')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const blocked = page.getByRole('dialog', { name: 'Erro ao finalizar.' });
  await expect(blocked).toContainText(
    'Este lote se encontra no processo de ressinc na IATF 2 portanto, não é possível finalizar o diagnóstico referente à IATF 1 com 100% de prenhez.',
  );
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-full-pregnancy'), fullPage: true });
  await blocked.getByRole('button', { name: 'OK' }).click();

  // R02 is empty after all: her record goes on into the resync batch and leaves this DG Final.
  const r2 = cowCard(page, 'R02');
  await pickExact(page, r2, 'Diagnóstico', 'Vazia');
  await r2.getByRole('button', { name: 'OK R02' }).click();
  await expect(r2.getByText('Salva', { exact: true })).toBeVisible();
  const dg = await finalizeWithReceipt(page, /^Comprovante de manejo DG - Lote Ressinc - .*\.gestar$/);
  expect(dg.d0s.find((cow: { codVaca: string }) => cow.codVaca === 'R02')).toMatchObject({
    omit_from_dg_final: true,
  });

  // DG/D0 of the resync batch: the copied cow, 'Uso' for all, device and weight for an empty cow.
  await page.goto(`/DGRessinc/${child.id}`);
  await expect(page.getByText('Protocolo: P DG Lote Ressinc / Manejo: DG/D0')).toBeVisible();
  // 'Uso' for all in the bulk bar, beside the row's own.
  await expect(page.getByRole('combobox', { name: 'Uso' })).toHaveCount(2);
  await expect(page.getByText('TOTAL DE MATRIZES: 0/1')).toBeVisible();
  // The DG already said R02 is empty: the row shows it and asks for the resync's D0.
  const copy = cowCard(page, 'R02');
  await expect(copy.getByRole('combobox', { name: 'Diagnóstico' })).toHaveText('Vazia');
  await expect(copy.getByRole('combobox', { name: 'Dispositivo Intravaginal' })).toBeVisible();
  await expect(copy.getByLabel('Peso Inicial')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-d0'), fullPage: true });
  // A finger reaches every control, and no label is cut on the phone.
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await cutLabels(page)).toEqual([]);
  await pickExact(page, copy, 'Dispositivo Intravaginal', 'CIDR');
  await pickExact(page, copy, 'Uso', '2º uso');
  await copy.getByLabel('Peso Inicial').fill('412');
  await copy.getByRole('button', { name: 'OK R02' }).click();
  await expect(page.getByText('TOTAL DE MATRIZES: 1/1')).toBeVisible();
  const d0 = await finalizeWithReceipt(
    page,
    /^Comprovante de manejo DG-D0 - Lote Ressinc - IATF 2 - .*\.gestar$/,
  );
  expect(d0.dns).toBeUndefined();
  // DG/D0 diagnoses IATF 1: the diagnosis is on R02's record there, her copy holds the resync's D0.
  type Record = { id: string; loteId: string; codVaca: string };
  const records = d0.d0s as Record[];
  expect(records.find((cow) => cow.loteId === child.id)).toMatchObject({
    codVaca: 'R02',
    condicaoDG: null,
    dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
    numero_Uso_Disp: domainValueId('numeroUsoDispositivo', '2º uso'),
    peso_d0resync: 412,
    omit_from_dg_final: false,
  });
  expect(records.find((cow) => cow.loteId === lote.id && cow.codVaca === 'R02')).toMatchObject({
    condicaoDG: domainValueId('condicaoDG', 'Vazia'),
    omit_from_dg_final: true,
  });
  expect((d0.lotes as Record[]).find((batch) => batch.id === child.id)).toMatchObject({
    isFinalize: true,
    dias: dia('D0'),
    processoAtual: 'DG/D0',
  });

  // The Cliente sees the diagnosis and can change nothing.
  const clientContext = await secondDevice(browser, testInfo);
  const client = await clientContext.newPage();
  await loginAs(client, world.cliente);
  await downloadFarm(client, HELENA);
  await client.goto(`/DG/${lote.id}`);
  await expect(client.getByText('TOTAL DE MATRIZES: 0/2')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  await expect(client.getByRole('button', { name: 'Salvar todas' })).toBeDisabled();
  await expect(client.getByRole('button', { name: 'OK R01' })).toBeDisabled();
  await expect(cowCard(client, 'R01').getByRole('combobox', { name: 'Diagnóstico' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await clientContext.close();
});

test('a merged DG of two batches: each cow shows her lot, the breadcrumb says Vários Lotes, each batch is finalized', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const a = await batchAfterIatf(request, world, { name: 'Lote Norte', codes: ['N01'] });
  const b = await batchAfterIatf(request, world, { name: 'Lote Sul', codes: ['S01', 'S02'] });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/DG/${a.lote.id};${b.lote.id}`);
  await expect(page.getByRole('navigation', { name: 'Navegação' })).toContainText('Vários Lotes');
  await expect(page.getByText('N01 (Lote Norte)')).toBeVisible();
  await expect(page.getByText('S02 (Lote Sul)')).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES: 0/3')).toBeVisible();
  await pickExact(page, bulk(page), 'Diagnóstico', 'Vazia');
  await page.getByRole('button', { name: 'Preencher Todas' }).click();
  await page
    .getByRole('dialog', { name: 'Preencher Todas' })
    .getByRole('button', { name: 'Preencher Todas' })
    .click();
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await page
    .getByRole('dialog', { name: 'Salvar todas' })
    .getByRole('button', { name: 'Salvar todas' })
    .click();
  await expect(page.getByText('TOTAL DE MATRIZES: 3/3')).toBeVisible();
  await expect(counter(page, 'Vazias')).toContainText('100,00 % (3/3)');
  const receipt = await finalizeWithReceipt(page, /^Comprovante de manejo DG - Vários Lotes - .*\.gestar$/);
  expect(receipt.lotes).toHaveLength(2);
  for (const lote of receipt.lotes)
    expect(lote).toMatchObject({ isFinalize: true, pastDG: true, processoAtual: 'DG' });
  // Each cow's record stayed in her own batch.
  const batchOf = (code: string) =>
    receipt.d0s.find((cow: { codVaca: string }) => cow.codVaca === code)?.loteId;
  expect([batchOf('N01'), batchOf('S01'), batchOf('S02')]).toEqual([a.lote.id, b.lote.id, b.lote.id]);
});
