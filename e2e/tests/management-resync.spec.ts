import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { installFakeScale, withoutWebBluetooth } from '../support/fake-scale.ts';
import {
  base,
  buildFarmWorld,
  downloadFarm,
  HELENA,
  loginAs,
  push,
  synchronize,
} from '../support/farm-world.ts';
import { waitForOfflineReady } from '../support/login-page.ts';
import {
  confirmResync,
  cowCard,
  dia,
  finalizeWithReceipt,
  manejo,
  pick,
  saveResync,
} from '../support/management.ts';
import { secondDevice } from '../support/registrations.ts';

// A batch past its IATF goes into Ressinc on a phone without network, the child batch
// 'Lote Ressinc - IATF 2' gets its D0 Resync saved and finalized (verified receipt), syncs, a second device sees
// it; the parent refuses a second resync; 'Voltar para Ressinc anterior' is refused offline and undoes the
// resync online.

/**
 * The farm world plus a protocol D0/D8/D10 IATF and 'Lote Ressinc' whose D0 (01/10/2026) and IATF (D10) are
 * done: four cows, one dead at D0 and one discarded at the IATF (neither is carried into the resync).
 */
async function batchPastIatf(request: APIRequestContext) {
  const world = await buildFarmWorld(request, { cows: 0 });
  const protocol = base({
    name: 'P3 Ressinc E2E',
    usuarioId: world.vet.id,
    managementProtocols: [
      {
        id: crypto.randomUUID(),
        day: dia('D0'),
        management: manejo('Implante do Dispositivo'),
        implant: domainValueId('dispositivo', 'CIDR'),
        hormoneType: domainValueId('hormonio', 'Benzoato de Estradiol'),
        hormoneDosageValue: '2,0',
      },
      { id: crypto.randomUUID(), day: dia('D8'), management: manejo('Retirada do Dispositivo') },
      { id: crypto.randomUUID(), day: dia('D10'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const lote = base({
    nomeLote: 'Lote Ressinc',
    retiroId: world.boaVistaId,
    protocoloId: protocol.id,
    usuarioId: world.vet.id,
    dataIatf: '2026-10-01',
    dias: dia('D10'),
    lastDoneDay: dia('D10'),
    processoAtual: 'IATF',
  });
  await push(request, world.vet, 'lotes', [lote]);
  const cows = ['8001', '8002', '8003', '8004'].map((codVaca) =>
    base({
      codVaca,
      loteId: lote.id,
      observacaoD0: codVaca === '8003' ? 'Animal morreu' : null,
      ecc: domainValueId('ecc', '3.00'),
    }),
  );
  await push(request, world.vet, 'd0s', cows);
  await push(
    request,
    world.vet,
    'iatfs',
    cows.map((cow) =>
      base({
        vacaId: cow.id,
        loteId: lote.id,
        observacao: cow.codVaca === '8004' ? 'Matriz Descarte' : '[N/A]',
      }),
    ),
  );
  const batchPage = (id: unknown) => `/farms/${world.helenaId}/corrals/${world.boaVistaId}/batches/${id}`;
  return { world, lote, batchPage };
}

test.skip(
  ({ isMobile }) => !isMobile,
  'the chute screens are used on phones (390×844); the cards are the phone layout',
);

test('Ressinc offline → D0 Resync saved and finalized → sync, a second device, one resync per batch', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { world, lote, batchPage } = await batchPastIatf(request);
  // The vet's phone reaches a Bluetooth scale that weighs 298.5 kg.
  await installFakeScale(page, 298.5);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await page.goto(batchPage(lote.id));
  await page.getByRole('button', { name: 'Ressinc', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Resync/${lote.id}$`));
  await expect(page.getByText('Matrizes levadas para a ressinc: 2')).toBeVisible();

  // Every field is required but the D0 day of a Tradicional resync.
  await page.getByRole('button', { name: 'Salvar Ressinc' }).click();
  await expect(page.getByText('Este campo é obrigatório')).toHaveCount(5);
  await pick(page, page, 'Tipo de Ressincronização', 'Tradicional');
  await page.getByRole('combobox', { name: /Dia do D0/ }).click();
  // Tradicional offers D26 onward.
  await expect(page.getByRole('option', { name: 'D26', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'D22', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // IATF 11/10/2026 + 30 days when Tradicional has no day.
  await expect(page.getByText('D0 da ressinc: 10/11/2026')).toBeVisible();
  await pick(page, page, 'Tipo de Ressincronização', /^Precoce$/);
  await pick(page, page, 'Dia do D0', 'D22');
  await expect(page.getByText('D0 da ressinc: 02/11/2026')).toBeVisible();
  await pick(page, page, 'Protocolo', 'P3 Ressinc E2E');
  await expect(page.getByText('IATF da ressinc: 12/11/2026')).toBeVisible();
  await pick(page, page, 'Progesterona Pós IATF', 'Não');
  await pick(page, page, 'Período do Manejo', 'Manhã');
  await page.screenshot({ path: screenshotPath(testInfo, 'resync-form'), fullPage: true });
  await confirmResync(page);

  // The precoce resync starts with its own D0.
  await expect(page).toHaveURL(/\/D0Resync\//);
  const childId = page.url().split('/D0Resync/')[1] ?? '';
  await expect(page.getByText('Protocolo: P3 Ressinc E2E / Manejo: D0')).toBeVisible();
  await expect(page.getByText('Manejos e Produtos')).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES 0/2')).toBeVisible();
  await expect(cowCard(page, '8001')).toBeVisible();
  await expect(cowCard(page, '8003')).toHaveCount(0);
  await expect(cowCard(page, '8004')).toHaveCount(0);
  await expect(cowCard(page, '8001').getByRole('combobox', { name: /Presença de CL/ })).toHaveText(
    'Não Avaliado',
  );

  // Nothing saved yet: finalize refuses.
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByRole('dialog', { name: 'Erro' })).toContainText(
    'Existem matrizes que não foram salvas.',
  );
  await page.getByRole('dialog', { name: 'Erro' }).getByRole('button').click();

  // A row without device and use is refused. 'Preencher Todas' (confirmed) fills the device and use of every
  // unsaved row, the refused one included, and keeps what was typed in their other fields.
  const first = cowCard(page, '8001');
  await first.getByRole('textbox', { name: /Peso Inicial/ }).fill('398');
  await first.getByRole('button', { name: 'OK 8001' }).click();
  await expect(first.getByText('Este campo é obrigatório')).toHaveCount(2);
  await pick(page, page.getByRole('main'), 'Dispositivo', 'CIDR');
  await pick(page, page.getByRole('main'), 'Uso', '2º uso');
  await page.getByRole('button', { name: 'Preencher Todas' }).click();
  const fillDialog = page.getByRole('dialog', { name: 'Preencher Todas' });
  await expect(fillDialog).toContainText('Preencher as 2 matrizes não salvas com os valores escolhidos?');
  await fillDialog.getByRole('button', { name: 'Preencher Todas' }).click();
  await expect(first.getByRole('combobox', { name: 'Dispositivo 8001' })).toHaveText('CIDR');
  await expect(first.getByRole('combobox', { name: 'Uso 8001' })).toHaveText('2º uso');
  await expect(first.getByRole('textbox', { name: /Peso Inicial/ })).toHaveValue('398');
  const second = cowCard(page, '8002');
  await expect(second.getByRole('combobox', { name: /Uso do|^Uso/ }).first()).toHaveText('2º uso');
  // The initial weight read from the scale, offline: the chooser opens once, then the same scale serves on.
  const weight = second.getByRole('textbox', { name: /Peso Inicial/ });
  await weight.fill('1');
  await second.getByRole('button', { name: 'Ler peso da balança 8002' }).click();
  await expect(weight).toHaveValue('298,5');
  await second.getByRole('button', { name: 'Ler peso da balança 8002' }).click();
  await expect(second.getByRole('button', { name: 'Ler peso da balança 8002' })).toBeEnabled();
  await expect(weight).toHaveValue('298,5');
  expect(await page.evaluate(() => (window as unknown as { scaleChoosers: number }).scaleChoosers)).toBe(1);
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-resync-scale'), fullPage: false });
  await second.getByRole('button', { name: 'OK 8002' }).click();
  await expect(second.getByText('Salva', { exact: true })).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES 1/2')).toBeVisible();
  // The filled row is kept like a typed one: a reload (offline) brings it back, still unsaved.
  await page.reload();
  await expect(first.getByRole('combobox', { name: 'Dispositivo 8001' })).toHaveText('CIDR');
  await expect(first.getByRole('textbox', { name: /Peso Inicial/ })).toHaveValue('398');
  await expect(first.getByText('Não salva')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await page
    .getByRole('dialog', { name: 'Salvar todas' })
    .getByRole('button', { name: 'Salvar todas' })
    .click();
  await expect(page.getByText('TOTAL DE MATRIZES 2/2')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-resync-saved'), fullPage: true });

  const receipt = await finalizeWithReceipt(
    page,
    /^Comprovante de manejo D0 Ressinc - Lote Ressinc - IATF 2 - .*\.gestar$/,
  );
  expect(receipt.lotes[0]).toMatchObject({
    id: childId,
    nomeLote: 'Lote Ressinc - IATF 2',
    parentBatch: lote.id,
    originalBatch: lote.id,
    isResync: true,
    isPrecoce: true,
    iatfCount: 1,
    dataIatf: '2026-11-02',
    dias: dia('D0'),
  });
  expect(receipt.d0s).toHaveLength(2);
  expect(receipt.d0s.find((cow: { codVaca: string }) => cow.codVaca === '8001')).toMatchObject({
    peso_d0resync: 398,
    dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
    numero_Uso_Disp: domainValueId('numeroUsoDispositivo', '2º uso'),
  });
  expect(receipt.d0s.find((cow: { codVaca: string }) => cow.codVaca === '8002')).toMatchObject({
    iatf: 1,
    peso_d0resync: 298.5,
    numero_Uso_Disp: domainValueId('numeroUsoDispositivo', '2º uso'),
    clD0: domainValueId('cl', 'Não Avaliado'),
    loteId: childId,
  });

  // One resync per batch, still offline.
  await page.goto(`/Resync/${lote.id}`);
  await expect(
    page.getByText(
      'Já existe uma ressinc cadastrada para este lote, retorne à tela de listagem de lotes e verifique os próximos manejos.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar Ressinc' })).toBeDisabled();

  // Back online: the resync reaches the server and a second device.
  await context.setOffline(false);
  await page.goto('/');
  await synchronize(page);
  await expect(page.getByText(/recusad/i)).toHaveCount(0);
  const other = await secondDevice(browser, testInfo);
  const device2 = await other.newPage();
  await withoutWebBluetooth(device2);
  await loginAs(device2, world.inseminador);
  await downloadFarm(device2, HELENA);
  await device2.goto(`/D0Resync/${childId}`);
  await expect(device2.getByText('TOTAL DE MATRIZES 2/2')).toBeVisible();
  // The weight read from the scale reached the second phone; a browser without Web Bluetooth gets no scale
  // button, only the field.
  await expect(device2.getByRole('textbox', { name: 'Peso Inicial (kg) 8002' })).toHaveValue('298,5');
  await expect(device2.getByRole('button', { name: /^Ler peso da balança/ })).toHaveCount(0);
  await device2.goto(`/D0AfterResync/${lote.id}`);
  await expect(device2).toHaveURL(new RegExp(`/D0Resync/${childId}$`));
  await other.close();
});

test("'Voltar para Ressinc anterior': refused offline with the reason, online it deletes the resync", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { world, lote, batchPage } = await batchPastIatf(request);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);

  await page.goto(`/Resync/${lote.id}`);
  await saveResync(page, {
    tipo: 'Tradicional',
    protocolo: 'P3 Ressinc E2E',
    progesterona: 'Sim',
    periodo: 'Tarde',
  });
  // Tradicional starts with DG/D0, another screen: back to the corral.
  await expect(page).toHaveURL(new RegExp(`/farms/${world.helenaId}/corrals/${world.boaVistaId}$`));
  const child = page.getByRole('listitem').filter({ hasText: 'Lote Ressinc - IATF 2' });
  await expect(child).toBeVisible();
  await child.getByRole('button', { name: 'Visualizar Lote Ressinc - IATF 2' }).click();
  await expect(page).toHaveURL(/\/batches\/[0-9a-f-]+$/);
  const childId = page.url().split('/batches/')[1] ?? '';
  expect(childId).not.toBe('');

  await context.setOffline(true);
  await page.reload();
  const back = page.getByRole('button', { name: 'Voltar para Ressinc anterior' });
  await expect(back).toBeDisabled();
  await expect(page.getByText(/Disponível somente com conexão/)).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'back-to-resync-offline'), fullPage: true });

  await context.setOffline(false);
  await expect(back).toBeEnabled();
  await back.click();
  const confirm = page.getByRole('dialog', { name: 'Voltar para Ressinc anterior' });
  await expect(confirm).toContainText('Lote Ressinc - IATF 2');
  await confirm.getByRole('button', { name: 'Voltar para Ressinc anterior' }).click();
  await expect(page.getByText('Lote anterior restaurado. Recarregando…')).toBeVisible();
  // Reloaded on the previous IATF's batch, which may be resynchronised again.
  await expect(page).toHaveURL(new RegExp(`${batchPage(lote.id)}$`), { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Ressinc', exact: true })).toBeVisible();
  await page.goto(`/Resync/${lote.id}`);
  await expect(page.getByText(/Já existe uma ressinc/)).toHaveCount(0);
  await expect(page.getByText('Matrizes levadas para a ressinc: 2')).toBeVisible();

  // The server has the deletion: a fresh device does not see the resync batch.
  const answer = await request.post('/api/sync/half-sync', {
    headers: { Authorization: `Bearer ${world.vet.token}` },
    data: { lastPulledAt: null, fazendasBaixadas: [{ id: world.helenaId, lastPulledAt: null }] },
  });
  const { response } = (await answer.json()) as {
    response: { lotes: { id: string; isDeleted: boolean }[]; d0s: { loteId: string; isDeleted: boolean }[] };
  };
  expect(response.lotes.find((batch) => batch.id === childId)).toMatchObject({ isDeleted: true });
  const childCows = response.d0s.filter((cow) => cow.loteId === childId);
  expect(childCows).toHaveLength(2);
  expect(childCows.every((cow) => cow.isDeleted)).toBe(true);
});
