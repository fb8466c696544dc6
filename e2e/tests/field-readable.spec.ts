import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import {
  base,
  buildFarmWorld,
  downloadFarm,
  type FarmWorld,
  HELENA,
  loginAs,
  push,
} from '../support/farm-world.ts';
import { batchBeforeD0, cowCard, dia, implantProtocol } from '../support/management.ts';

// What a person reads at the chute on a 390 px phone: a save that says it was saved (and a second tap that
// does not turn it into a red error), the semen lot that tells two lots of one bull apart, and select labels
// clear of their ▾ icon.

test.skip(({ isMobile }) => !isMobile, 'the chute screens are used on phones (390×844)');

const ONE_OF = 'Um desses campos precisa ser preenchido';

/** A second lot of Santa Helena's bull: same bull, so only the lot's code tells the two apart. */
async function secondLot(request: APIRequestContext, world: FarmWorld): Promise<string> {
  const lot = base({
    codigo: 'NEL-2025-18',
    data: new Date().toISOString(),
    fazendaId: world.helenaId,
    touroId: world.touroId,
  });
  await push(request, world.vet, 'partidas', [lot]);
  return String(lot.id);
}

/** A batch past its IATF whose cows were inseminated with lot `partidaId`. */
async function batchInseminatedWith(request: APIRequestContext, world: FarmWorld, partidaId: string) {
  const protocol = await implantProtocol(request, world, { name: 'P Leitura', removal: 'D8', iatf: 'D10' });
  const lote = base({
    nomeLote: 'Lote Leitura DG',
    retiroId: world.boaVistaId,
    protocoloId: protocol.id,
    usuarioId: world.vet.id,
    dataIatf: '2026-11-13',
    dias: dia('D10'),
    processoAtual: 'IATF',
  });
  await push(request, world.vet, 'lotes', [lote]);
  const cow = base({ codVaca: 'L01', loteId: lote.id });
  await push(request, world.vet, 'd0s', [cow]);
  await push(request, world.vet, 'iatfs', [
    base({ vacaId: cow.id, loteId: lote.id, observacao: '[N/A]', touroId: world.touroId, partidaId }),
  ]);
  return String(lote.id);
}

/** The text is shown whole: its box is as wide as the text (no '…' and nothing hidden past its edge). */
async function expectWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  const { scroll, client } = await locator.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(scroll, `'${await locator.innerText()}' is cut`).toBeLessThanOrEqual(client + 1);
}

/** The label of the select `name` in `scope` is whole and nowhere under the select's ▾ icon. */
async function expectLabelClearOfIcon(page: Page, scope: Locator, name: string) {
  const combobox = scope.getByRole('combobox', { name }).first();
  await expect(combobox).toBeVisible();
  const control = combobox.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
  const label = control.locator('label');
  await expectWhole(label);
  const labelBox = await label.boundingBox();
  const iconBox = await control.locator('.MuiSelect-icon').boundingBox();
  if (!labelBox || !iconBox) throw new Error(`${name}: label or icon not drawn`);
  const overlaps =
    labelBox.x < iconBox.x + iconBox.width &&
    iconBox.x < labelBox.x + labelBox.width &&
    labelBox.y < iconBox.y + iconBox.height &&
    iconBox.y < labelBox.y + labelBox.height;
  expect(overlaps, `label '${name}' runs under its ▾ icon on ${page.url()}`).toBe(false);
}

test('D0: after a save the form says which cow was saved, and a second tap on the empty form does nothing', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const protocol = await implantProtocol(request, world, { name: 'P Aviso E2E', iatf: 'D10' });
  const lote = await batchBeforeD0(request, world, {
    name: 'Lote Aviso',
    protocolId: protocol.id,
    d0Date: '2026-11-23',
  });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/D0/${lote.id}`);
  const form = page.getByRole('form', { name: 'Nova Matriz' });
  const save = form.getByRole('button', { name: 'Salvar Matriz' });
  const id1 = form.getByLabel('ID1', { exact: true });
  await expect(page.getByText('Ainda não existe nenhuma vaca neste lote!')).toBeVisible();

  await id1.fill('7101');
  await save.tap();
  await expect(form.getByRole('status')).toHaveText('Matriz 7101 salva.');
  await expect(cowCard(page, '7101')).toHaveCount(1);
  await expect(id1).toHaveValue('');

  // The person taps again to make sure, well after any double-tap: nothing happens, nothing turns red.
  await page.waitForTimeout(2_000);
  await save.tap();
  await page.waitForTimeout(500);
  await expect(form.getByText(ONE_OF)).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText('Matriz 7101 salva.');
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-saved-confirmation'), fullPage: true });

  // The next cow: typing ends the confirmation, her save names her.
  await id1.fill('7102');
  await expect(form.getByRole('status')).toHaveText('');
  await save.tap();
  await expect(form.getByRole('status')).toHaveText('Matriz 7102 salva.');
  await expect(page.getByText('1-2 de 2')).toBeVisible();

  // A form the person has touched since is not an echo: an empty save still says what is missing.
  await id1.fill('7');
  await id1.fill('');
  await save.tap();
  await expect(form.getByText(ONE_OF).first()).toBeVisible();
  await expect(form.getByRole('status')).toHaveText('');
  await expect(page.getByText('1-2 de 2')).toBeVisible();

  // The filter 'Uso do Dispositivo' under the list: its label whole and clear of the ▾.
  await expectLabelClearOfIcon(page, page.locator('body'), 'Uso do Dispositivo');
});

test('the semen lot is read whole: two lots of one bull in the IATF select and on the DG row', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  const lot18 = await secondLot(request, world);
  const dgBatch = await batchInseminatedWith(request, world, lot18);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  // IATF: the two lots of 'Nelore Fiel da Mata' differ in the list by their code, shown whole under the name.
  await page.goto(`/IATF/${world.loteId}`);
  const card = cowCard(page, '1001');
  await card.getByRole('combobox', { name: 'Sêmen' }).tap();
  const list = page.getByRole('listbox');
  const first = list.getByRole('option', { name: 'Nelore Fiel da Mata NEL-2025-17' });
  const second = list.getByRole('option', { name: 'Nelore Fiel da Mata NEL-2025-18' });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  await expectWhole(second.getByText('Nelore Fiel da Mata', { exact: true }));
  await expectWhole(second.getByText('NEL-2025-18', { exact: true }));
  await page.screenshot({ path: screenshotPath(testInfo, 'iatf-semen-list') });
  await second.tap();
  await expect(list).toHaveCount(0);

  // The closed field shows the chosen lot, not 'Nelore Fiel d…'.
  const semen = card.getByRole('combobox', { name: 'Sêmen' });
  await expectWhole(semen.getByText('Nelore Fiel da Mata', { exact: true }));
  await expectWhole(semen.getByText('NEL-2025-18', { exact: true }));
  await expectWhole(semen);
  await card.getByRole('combobox', { name: 'Inseminador' }).tap();
  await page.getByRole('option', { name: world.inseminador.nomeCompleto }).tap();
  await card.getByRole('button', { name: 'OK 1001' }).tap();
  await expect(card.getByText('Salva', { exact: true })).toBeVisible();
  await expect(semen).toContainText('NEL-2025-18');
  await page.screenshot({ path: screenshotPath(testInfo, 'iatf-semen-chosen'), fullPage: true });

  // DG: the cow's row says her semen and, on its own line, the lot.
  await page.goto(`/DG/${dgBatch}`);
  const row = cowCard(page, 'L01');
  await expectWhole(row.getByText('Sêmen: Nelore Fiel da Mata', { exact: true }));
  await expectWhole(row.getByText('Partida: NEL-2025-18', { exact: true }));
  await expectLabelClearOfIcon(page, row, 'Diagnóstico');
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-semen-row'), fullPage: true });

  // Season start: the 'Estação de Monta' filter's label clear of its ▾.
  await page.goto('/farms/estacaodemonta');
  await expectLabelClearOfIcon(page, page.locator('body'), 'Estação de Monta');
  await page.screenshot({ path: screenshotPath(testInfo, 'season-start-filter') });
});
