import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { type APIRequestContext, expect, test } from '@playwright/test';
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
import { waitForOfflineReady } from '../support/login-page.ts';
import { batchBeforeD0, cowCard, dia, finalizeWithReceipt, manejo, pick } from '../support/management.ts';
import { secondDevice } from '../support/registrations.ts';
import { dialogShown } from '../support/users.ts';

// A vet registers 30 cows at D0 on a phone with the network off, finalizes (the .gestar receipt is
// downloaded and its SHA-256 checks), syncs; a second device sees the cows; the Cliente changes nothing.

/** The farm world plus a protocol D0/D8(eCG)/D10 IATF and an empty batch 'Lote D0 Campo' using it. */
async function worldWithBatch(request: APIRequestContext) {
  const world = await buildFarmWorld(request, { cows: 1 });
  const protocol = base({
    name: 'P3 Manejos E2E',
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
      {
        id: crypto.randomUUID(),
        day: dia('D8'),
        management: manejo('eCG'),
        hormoneType: domainValueId('hormonio', 'eCG'),
        hormoneDosageValue: '1,5',
      },
      { id: crypto.randomUUID(), day: dia('D10'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const lote = await batchBeforeD0(request, world, {
    name: 'Lote D0 Campo',
    protocolId: protocol.id,
    // Far enough back that its IATF (D10) is never today: on 03/12/2026 itself the off-schedule warning below
    // rightly did not show.
    d0Date: '2026-11-13',
  });
  return { world, lote };
}

test.skip(
  ({ isMobile }) => !isMobile,
  'the chute screens are used on phones (390×844); the cards are the phone layout',
);

test('D0 offline: 30 cows, every check, finalize with a verified receipt, DN, IATF, sync, a second device, the Cliente', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const { world, lote } = await worldWithBatch(request);
  const d0Path = `/D0/${lote.id}`;

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await page.goto(d0Path);
  await expect(page.getByText('Protocolo: P3 Manejos E2E / Manejo: D0')).toBeVisible();
  await expect(page.getByText(/Benzoato de Estradiol – 2,0 mL/)).toBeVisible();
  await expect(page.getByText(/eCG – 1,5 mL/)).toBeVisible();
  await expect(page.getByText('Ainda não existe nenhuma vaca neste lote!')).toBeVisible();

  // Targets of the chute: the save button and row actions are at least 44 px.
  const save = page.getByRole('button', { name: 'Salvar Matriz' });
  expect((await save.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // The wand reader: digits + Enter in ID2 saves and leaves the cursor in ID2 for the next cow.
  const id1 = page.getByLabel('ID1', { exact: true });
  const id2 = page.getByLabel('ID2 (bastão)');
  // A chute's worth: 28 cows by the wand, 2 by ID1 (the field case: 30 cows at D0, offline).
  const wand = Array.from({ length: 28 }, (_, n) => `9820000${String(n + 1).padStart(2, '0')}`);
  for (const [index, code] of wand.entries()) {
    await id2.fill(code);
    await id2.press('Enter');
    // The list pages by 10: the pager's total says the cow was stored.
    await expect(page.getByText(new RegExp(`^1-\\d+ de ${index + 1}$`))).toBeVisible();
    await expect(id2).toBeFocused();
    await expect(id2).toHaveValue('');
  }
  // ID1 and one tap on the button.
  for (const [index, code] of ['5001', '5002'].entries()) {
    await id1.fill(code);
    await save.click();
    await expect(page.getByText(new RegExp(`^1-10 de ${29 + index}$`))).toBeVisible();
    await expect(id1).toBeFocused();
  }
  await expect(page.getByText('1-10 de 30')).toBeVisible();

  // Spec §5: duplicate in the batch; the farm-wide check finds cow 1001 of 'Lote Novilhas 2026'.
  await id1.fill('5001');
  await id1.press('Enter');
  await expect(page.getByText('Já existe uma matriz com esse nome cadastrada nesse lote.')).toBeVisible();
  await id1.fill('1001');
  await id1.press('Enter');
  const repeated = page.getByRole('dialog', { name: 'Matriz já cadastrada em outro(s) lotes' });
  await expect(repeated).toContainText(
    'A matriz 1001 não faz parte deste Lote. Este animal se encontra no Lote Novilhas 2026 com o Protocolo',
  );
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-repeated-cow'), fullPage: true });
  await repeated.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('1-10 de 30')).toBeVisible();

  // Search: ID2 substring, case-insensitive.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('000017');
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');

  // Finalize with an ID typed and not saved.
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const error = page.getByRole('dialog', { name: 'Erro' });
  await expect(error).toContainText('Existem matrizes que não foram salvas.');
  await error.getByRole('button', { name: 'OK' }).click();
  await id1.fill('');

  await page.screenshot({ path: screenshotPath(testInfo, 'd0-thirty-cows'), fullPage: true });
  const receipt = {
    conteudo: await finalizeWithReceipt(
      page,
      /^Comprovante de manejo D0 - Lote D0 Campo - Fazenda Santa Helena - \d\d-\d\d-\d{4} \d\d-\d\d-\d\d\.gestar$/,
    ),
  };
  expect(receipt.conteudo.d0s).toHaveLength(30);
  expect(receipt.conteudo.lotes[0]).toMatchObject({
    dias: dia('D0'),
    processoAtual: 'D0',
    nextDay: dia('D8'),
  });

  // Back on the retiro page, the batch shows its progress.
  await expect(page).toHaveURL(new RegExp(`/farms/${world.helenaId}/corrals/${world.boaVistaId}$`));
  await expect(page.getByRole('listitem').filter({ hasText: 'Lote D0 Campo' })).toContainText('D0');
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-finalized-retiro'), fullPage: true });

  // Back to the finalized D0 (spec §8): 'D0 já finalizado.' asks first; Cancelar returns to the retiro.
  await page.goBack();
  const finalized = page.getByRole('dialog', { name: 'D0 já finalizado.' });
  await expect(finalized).toContainText(
    'As matrizes cadastradas ou editadas a partir de agora ficam registradas como alteradas após o D0.',
  );
  await dialogShown(page);
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-already-finalized') });
  await finalized.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(new RegExp(`/farms/${world.helenaId}/corrals/${world.boaVistaId}$`));

  // DN (D8), still offline, from the retiro's row action: one cow dies, finalize saves the others.
  await page.getByRole('button', { name: 'Abrir manejo Lote D0 Campo' }).click();
  await expect(page).toHaveURL(new RegExp(`/DN/${lote.id}$`));
  await expect(page.getByText('Protocolo: P3 Manejos E2E / Manejo: D8')).toBeVisible();
  await expect(page.getByText(/eCG – 1,5 mL/)).toBeVisible();
  await expect(page.getByText('TOTAL DE MATRIZES 0/30')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('5002');
  const dead = cowCard(page, '5002');
  await pick(page, dead, 'Observação', 'Animal morreu');
  await dead.getByRole('button', { name: 'OK 5002' }).click();
  // Spec §4 DN: dead cows are hidden.
  await expect(page.getByText('TOTAL DE MATRIZES 0/29')).toBeVisible();
  await expect(dead).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
  await page.screenshot({ path: screenshotPath(testInfo, 'dn-one-dead'), fullPage: true });
  const dn = await finalizeWithReceipt(page, /^Comprovante de manejo D8 - Lote D0 Campo - .*\.gestar$/);
  expect(dn.dns).toHaveLength(30);
  expect(dn.lotes[0]).toMatchObject({ dias: dia('D8'), processoAtual: 'D8', nextDay: dia('D10') });
  await expect(page).toHaveURL(new RegExp(`/corrals/${world.boaVistaId}$`));

  // IATF: the dead cow is 'Matriz não inseminada'; the others need semen and inseminator.
  await page.getByRole('button', { name: 'Abrir manejo Lote D0 Campo' }).click();
  await expect(page).toHaveURL(new RegExp(`/IATF/${lote.id}$`));
  await expect(page.getByText('Atenção: a IATF deste lote estava prevista para 23/11/2026.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('5002');
  await expect(cowCard(page, '5002').getByRole('combobox', { name: 'Observação' })).toHaveText(
    'Matriz não inseminada',
  );
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await page
    .getByRole('dialog', { name: 'Salvar todas' })
    .getByRole('button', { name: 'Salvar todas' })
    .click();
  await expect(page.getByText('TOTAL DE MATRIZES 1/30')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('5001');
  await expect(cowCard(page, '5001').getByText('Este campo é obrigatório').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByRole('dialog', { name: 'Erro' })).toContainText(
    'Existem matrizes que não foram salvas.',
  );
  await page.getByRole('dialog', { name: 'Erro' }).getByRole('button', { name: 'OK' }).click();
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  for (const code of [...wand, '5001']) {
    // Found by the search box, as at the chute: the card may be on any of the three pages.
    await search.fill(code);
    const card = cowCard(page, code);
    await pick(page, card, 'Sêmen', 'Nelore Fiel da Mata NEL-2025-17');
    await pick(page, card, 'Inseminador', world.inseminador.nomeCompleto);
    await card.getByRole('button', { name: `OK ${code}` }).click();
    await expect(card.getByText('Salva', { exact: true })).toBeVisible();
  }
  await search.fill('');
  await expect(page.getByText('TOTAL DE MATRIZES 30/30')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'iatf-all-saved'), fullPage: true });
  const iatf = await finalizeWithReceipt(page, /^Comprovante de manejo IATF - Lote D0 Campo - .*\.gestar$/);
  expect(iatf.iatfs).toHaveLength(30);
  expect(iatf.lotes[0]).toMatchObject({ dias: dia('D10'), processoAtual: 'IATF' });
  await expect(page.getByRole('listitem').filter({ hasText: 'Lote D0 Campo' })).toContainText('IATF');

  await context.setOffline(false);
  await page.goto('/');
  await synchronize(page);
  await expect(page.getByText(/recusad/i)).toHaveCount(0);

  // A second device (the linked inseminator) sees the thirty cows.
  const other = await secondDevice(browser, testInfo);
  const second = await other.newPage();
  await loginAs(second, world.inseminador);
  await downloadFarm(second, HELENA);
  await second.goto(d0Path);
  await second
    .getByRole('dialog', { name: 'D0 já finalizado.' })
    .getByRole('button', { name: 'Continuar' })
    .click();
  await expect(second.getByText('1-10 de 30')).toBeVisible();
  await expect(cowCard(second, '982000003')).toBeVisible();
  await second.goto(`/IATF/${lote.id}`);
  await expect(second.getByText('TOTAL DE MATRIZES 30/30')).toBeVisible();
  await other.close();

  // The Cliente sees everything and can change nothing.
  const clientContext = await secondDevice(browser, testInfo);
  const client = await clientContext.newPage();
  await loginAs(client, world.cliente);
  await downloadFarm(client, HELENA);
  await client.goto(d0Path);
  await client
    .getByRole('dialog', { name: 'D0 já finalizado.' })
    .getByRole('button', { name: 'Continuar' })
    .click();
  await expect(client.getByText('1-10 de 30')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Salvar Matriz' })).toBeDisabled();
  await expect(client.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  await client.getByRole('searchbox', { name: 'Buscar' }).fill('5001');
  await expect(client.getByRole('button', { name: 'Editar 5001' })).toBeDisabled();
  await expect(client.getByRole('button', { name: 'Excluir 5001' })).toBeDisabled();
  await client.screenshot({ path: screenshotPath(testInfo, 'd0-cliente'), fullPage: true });
  await client.goto(`/IATF/${lote.id}`);
  await expect(client.getByText('TOTAL DE MATRIZES 30/30')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  await expect(client.getByRole('button', { name: 'Cadastrar Sêmen' })).toBeDisabled();
  await client.getByRole('searchbox', { name: 'Buscar' }).fill('5001');
  await expect(cowCard(client, '5001').getByRole('combobox', { name: 'Sêmen' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await clientContext.close();
});

test('D0/IATF: a cow needs semen and inseminator unless not inseminated; finalize sets the IATF day', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  // A batch that starts with its insemination: the protocol's first day holds the IATF.
  const protocol = base({
    name: 'P IATF no D0',
    usuarioId: world.vet.id,
    managementProtocols: [
      { id: crypto.randomUUID(), day: dia('D0'), management: manejo('Implante do Dispositivo') },
      { id: crypto.randomUUID(), day: dia('D0'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const lote = await batchBeforeD0(request, world, {
    name: 'Lote D0 IATF',
    protocolId: protocol.id,
    d0Date: '2026-11-23',
  });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  // Offered where D0 would be (spec §4 'D0 (or D0/IATF for a non-resync batch)').
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}`);
  await page.getByRole('button', { name: 'Abrir manejo Lote D0 IATF' }).click();
  await expect(page).toHaveURL(new RegExp(`/D0IATF/${lote.id}$`));
  await expect(page.getByText('Protocolo: P IATF no D0 / Manejo: D0/IATF')).toBeVisible();
  // 'Cadastrar Sêmen' warns first, then the semen registration leads back here.
  await page.getByRole('button', { name: 'Cadastrar Sêmen' }).click();
  const warning = page.getByRole('dialog', { name: 'Aviso' });
  await expect(warning).toContainText(
    'Tenha certeza que salvou todas as informações preenchidas antes de continuar.',
  );
  await warning.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/bulls/create-for-all/batch/${lote.id}/management/D0IATF$`));
  await page.getByRole('button', { name: 'Voltar ao manejo' }).click();
  await expect(page).toHaveURL(new RegExp(`/D0IATF/${lote.id}/redirected/true$`));
  const form = page.getByRole('form', { name: 'Nova Matriz' });
  await page.getByLabel('ID1', { exact: true }).fill('7001');
  await page.getByLabel('ID1', { exact: true }).press('Enter');
  await expect(form.getByText('Este campo é obrigatório')).toHaveCount(2);
  await pick(page, form, 'Sêmen', 'Nelore Fiel da Mata NEL-2025-17');
  await pick(page, form, 'Inseminador', world.inseminador.nomeCompleto);
  await page.getByRole('button', { name: 'Salvar Matriz' }).click();
  await expect(cowCard(page, '7001')).toBeVisible();
  // 'Animal morreu' waives semen and inseminator (spec §5).
  await page.getByLabel('ID1', { exact: true }).fill('7002');
  await pick(page, form, 'Observação IATF', 'Animal morreu');
  await page.getByRole('button', { name: 'Salvar Matriz' }).click();
  await expect(cowCard(page, '7002')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'd0iatf-two-cows'), fullPage: true });
  const receipt = await finalizeWithReceipt(
    page,
    /^Comprovante de manejo D0-IATF - Lote D0 IATF - .*\.gestar$/,
  );
  expect(receipt.iatfs).toHaveLength(2);
  expect(receipt.iatfs.find((r: { partidaId: string | null }) => r.partidaId)).toMatchObject({
    usuarioId: world.inseminador.id,
    touroId: world.touroId,
  });
  expect(receipt.lotes[0]).toMatchObject({ dias: dia('D0'), processoAtual: 'IATF', nextDay: null });
});

test('a cow of another batch of the farm moves into the D0 batch instead of being registered twice', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { world, lote } = await worldWithBatch(request);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await page.goto(`/D0/${lote.id}`);
  await expect(page.getByText('Ainda não existe nenhuma vaca neste lote!')).toBeVisible();
  await page.getByLabel('Peso (kg)').fill('412');
  const id1 = page.getByLabel('ID1', { exact: true });
  await id1.fill('1001');
  await id1.press('Enter');
  const repeated = page.getByRole('dialog', { name: 'Matriz já cadastrada em outro(s) lotes' });
  await expect(repeated).toContainText('Este animal se encontra no Lote Novilhas 2026');
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-move-offer'), fullPage: true });
  await repeated.getByRole('button', { name: 'Mover para este lote' }).click();
  await expect(page.getByText('Matriz movida para este lote.', { exact: false })).toBeVisible();
  const moved = cowCard(page, '1001');
  await expect(moved).toContainText('412 kg');
  await expect(page.getByText('1-1 de 1')).toBeVisible();

  // Her old batch no longer lists her.
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}/batches/${world.loteId}`);
  await expect(page.getByText('1001', { exact: true })).toHaveCount(0);

  // Back online, the server holds the same record in the new batch, with what was typed at the D0.
  await context.setOffline(false);
  await page.goto('/');
  await synchronize(page);
  const answer = await request.post('/api/sync/half-sync', {
    headers: { Authorization: `Bearer ${world.vet.token}` },
    data: { lastPulledAt: 0, fazendasBaixadas: [{ id: world.helenaId, lastPulledAt: 0 }], lotesBaixados: [] },
  });
  const { response } = (await answer.json()) as {
    response: {
      d0s: { id: string; codVaca: string; loteId: string; observacaoD0: string; peso_EM: number }[];
    };
  };
  const cow = response.d0s.find((record) => record.codVaca === '1001');
  expect(cow).toMatchObject({ loteId: lote.id, observacaoD0: 'Animal mudou de lote', peso_EM: 412 });
  expect(cow?.id).toBe(world.cowIds[0]);
});
