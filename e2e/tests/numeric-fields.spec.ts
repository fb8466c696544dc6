import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, loginAs, push } from '../support/farm-world.ts';
import {
  batchAfterIatf,
  batchBeforeD0,
  cowCard,
  finalizeWithReceipt,
  implantProtocol,
  pickExact,
} from '../support/management.ts';

// Letters typed in a number field are never cut away ('4a5b0' must not save a cow of 4 kg). Every numeric
// field takes only what it can store: the rule's pt-BR message shows under the field as it is typed (announced
// as the field's description, the field marked invalid), the save is refused and nothing is written; the number
// typed afterwards is what is stored.

const WHOLE_LETTERS = 'Informe somente números inteiros, sem letras (ex.: 450)';
const WHOLE_DECIMALS = 'Informe um número inteiro, sem casas decimais (ex.: 450)';
const KG_LETTERS = 'Informe somente números, com vírgula nos decimais (ex.: 432,5)';
const HA_LETTERS = 'Informe somente números, com vírgula nos decimais (ex.: 120,5)';
const DOSE_LETTERS = 'Informe somente números, com vírgula nos decimais (ex.: 2,5)';

test.skip(
  ({ isMobile }) => !isMobile,
  'the chute screens are used on phones (390×844); the cards are the phone layout',
);

/** The field is refused: marked invalid, the message under it and read as its description. */
async function expectRefused(scope: Page | Locator, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

test("D0 'Peso (kg)': letters and decimals are refused and no cow is saved; the number typed then is", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 0 });
  const protocol = await implantProtocol(request, world, { name: 'P Números', removal: 'D8', iatf: 'D10' });
  const lote = await batchBeforeD0(request, world, {
    name: 'Lote Números',
    protocolId: protocol.id,
    d0Date: '2026-11-23',
  });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/D0/${lote.id}`);
  await expect(page.getByText('Ainda não existe nenhuma vaca neste lote!')).toBeVisible();

  const form = page.getByRole('form', { name: 'Nova Matriz' });
  const weight = form.getByLabel('Peso (kg)');
  await form.getByLabel('ID1', { exact: true }).fill('9001');
  await weight.fill('4a5b0');
  await expectRefused(form, weight, WHOLE_LETTERS);
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-weight-letters'), fullPage: true });
  await page.getByRole('button', { name: 'Salvar Matriz' }).click();
  // Refused: no cow, the form keeps what was typed.
  await expectRefused(form, weight, WHOLE_LETTERS);
  await expect(page.getByText('Ainda não existe nenhuma vaca neste lote!')).toBeVisible();
  await expect(cowCard(page, '9001')).toHaveCount(0);
  await expect(weight).toHaveValue('4a5b0');
  await expect(form.getByLabel('ID1', { exact: true })).toHaveValue('9001');

  // The record keeps whole kilograms: 450,5 is refused too, not cut to 450.
  await weight.fill('450,5');
  await expectRefused(form, weight, WHOLE_DECIMALS);
  await page.getByRole('button', { name: 'Salvar Matriz' }).click();
  await expect(cowCard(page, '9001')).toHaveCount(0);

  await weight.fill('450');
  await expect(weight).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Salvar Matriz' }).click();
  await expect(cowCard(page, '9001')).toContainText('450 kg');
});

test("DG/D0 'Peso Inicial' and DG Final 'Peso': letters refused, the row stays unsaved; the number is stored", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 0 });
  const { lote, protocol } = await batchAfterIatf(request, world, { name: 'Lote Ressinc', codes: ['R02'] });
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
  const final = await batchAfterIatf(request, world, { name: 'Lote Final', codes: ['F01'] });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  // DG: R02 is empty and goes on into the resync.
  await page.goto(`/DG/${lote.id}`);
  const dg = cowCard(page, 'R02');
  await pickExact(page, dg, 'Diagnóstico', 'Vazia');
  await dg.getByRole('button', { name: 'OK R02' }).click();
  await expect(dg.getByText('Salva', { exact: true })).toBeVisible();
  await finalizeWithReceipt(page, /^Comprovante de manejo DG - Lote Ressinc - .*\.gestar$/);

  // DG/D0 asks her initial weight.
  await page.goto(`/DGRessinc/${child.id}`);
  await expect(page.getByText('TOTAL DE MATRIZES: 0/1')).toBeVisible();
  const copy = cowCard(page, 'R02');
  await pickExact(page, copy, 'Dispositivo Intravaginal', 'CIDR');
  await pickExact(page, copy, 'Uso', '2º uso');
  const initial = copy.getByLabel('Peso Inicial');
  await initial.fill('4a5b0');
  await expectRefused(copy, initial, KG_LETTERS);
  await copy.getByRole('button', { name: 'OK R02' }).click();
  await expectRefused(copy, initial, KG_LETTERS);
  await expect(copy.getByText('Não salva', { exact: true })).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES: 0/1')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-d0-weight-letters'), fullPage: true });
  await initial.fill('412,5');
  await copy.getByRole('button', { name: 'OK R02' }).click();
  await expect(page.getByText('TOTAL DE MATRIZES: 1/1')).toBeVisible();
  const receipt = await finalizeWithReceipt(
    page,
    /^Comprovante de manejo DG-D0 - Lote Ressinc - IATF 2 - .*\.gestar$/,
  );
  expect(
    (receipt.d0s as { loteId: string; peso_d0resync: unknown }[]).find((cow) => cow.loteId === child.id),
  ).toMatchObject({ peso_d0resync: 412.5 });

  // DG Final: the weight of an empty cow.
  await page.goto(`/DGFinal/${final.lote.id}`);
  const f01 = cowCard(page, 'F01');
  await pickExact(page, f01, 'Diagnóstico Final', 'Vazia');
  const pesoFinal = f01.getByLabel('Peso', { exact: true });
  await pesoFinal.fill('38O');
  await expectRefused(f01, pesoFinal, KG_LETTERS);
  await f01.getByRole('button', { name: 'OK F01' }).click();
  await expect(f01.getByText('Não salva', { exact: true })).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES: 0/1')).toBeVisible();
  await pesoFinal.fill('380,5');
  await f01.getByRole('button', { name: 'OK F01' }).click();
  await expect(f01.getByText('Salva', { exact: true })).toBeVisible();
  // Read back from the stored record.
  await page.reload();
  await expect(cowCard(page, 'F01').getByLabel('Peso', { exact: true })).toHaveValue('380,5');
});

test("D0 Resync 'Peso Inicial', the farm's 'Tamanho (ha)' and a protocol dose: letters refused, nothing saved", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 0 });
  const { lote, protocol } = await batchAfterIatf(request, world, { name: 'Lote Origem', codes: ['S00'] });
  const child = base({
    nomeLote: 'Lote Origem - IATF 2',
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
  await push(request, world.vet, 'd0s', [
    base({
      codVaca: 'S01',
      loteId: child.id,
      iatf: 1,
      dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
      numero_Uso_Disp: domainValueId('numeroUsoDispositivo', '2º uso'),
    }),
  ]);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  await page.goto(`/D0Resync/${child.id}`);
  const row = cowCard(page, 'S01');
  const initial = row.getByRole('textbox', { name: /Peso Inicial/ });
  await initial.fill('4a5b0');
  await expectRefused(row, initial, KG_LETTERS);
  await row.getByRole('button', { name: 'OK S01' }).click();
  await expect(row.getByText('Não salva', { exact: true })).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES 0/1')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-resync-weight-letters'), fullPage: true });
  await initial.fill('398,5');
  await row.getByRole('button', { name: 'OK S01' }).click();
  await expect(page.getByText('TOTAL DE MATRIZES 1/1')).toBeVisible();
  await page.reload();
  await expect(cowCard(page, 'S01').getByRole('textbox', { name: /Peso Inicial/ })).toHaveValue('398,5');

  // The farm's size: refused on save, the farm keeps none.
  await page.goto(`/farms/${world.helenaId}/update`);
  const size = page.getByLabel('Tamanho (ha)');
  await size.fill('12 ha');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectRefused(page, size, HA_LETTERS);
  await expect(page.getByRole('heading', { name: 'Editar Fazenda' })).toBeVisible();
  await page.goto(`/farms/${world.helenaId}/update`);
  await expect(page.getByLabel('Tamanho (ha)')).toHaveValue('');

  // A protocol's dose: refused on save, no protocol is made.
  await page.goto('/protocols/create');
  const dose = page.getByLabel('Benzoato de Estradiol (mL)');
  await dose.fill('2a5');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectRefused(page, dose, DOSE_LETTERS);
  await expect(page.getByRole('heading', { name: 'Novo Protocolo' })).toBeVisible();
});
