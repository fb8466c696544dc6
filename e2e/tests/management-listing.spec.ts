import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, loginAs, push } from '../support/farm-world.ts';
import { waitForOfflineReady } from '../support/login-page.ts';
import { dia, manejo, pick } from '../support/management.ts';

// The batch cow listing (header from the stored progress, search, 10 per page, inline
// edit), Incluir Matriz with its handlings, the blocked batch and cancel, offline on a phone; the Cliente only
// looks.

/** A batch 'Lote Listagem' past its IATF (D0/D8/D10 IATF) with 12 complete cows, two of them at DG Final. */
async function worldWithListing(request: APIRequestContext) {
  const world = await buildFarmWorld(request, { cows: 1 });
  const protocol = base({
    name: 'P3 Listagem E2E',
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
  const predominant = {
    dispositivo: domainValueId('dispositivo', 'CIDR'),
    numeroUsoDispositivo: domainValueId('numeroUsoDispositivo', '1º uso'),
    racaMatriz: domainValueId('racaMatriz', 'Nelore'),
    ordemMatriz: domainValueId('ordemMatriz', 'Multíparas'),
  };
  const lote = base({
    nomeLote: 'Lote Listagem',
    retiroId: world.boaVistaId,
    protocoloId: protocol.id,
    usuarioId: world.vet.id,
    dataIatf: '2026-11-01',
    dias: dia('D10'),
    processoAtual: 'IATF',
    ...predominant,
  });
  await push(request, world.vet, 'lotes', [lote]);
  const cows = Array.from({ length: 12 }, (_, n) =>
    base({
      codVaca: String(3001 + n),
      codLeitorBastao: n === 4 ? 'BR-77X' : `98200300${String(n).padStart(2, '0')}`,
      loteId: lote.id,
      responsavelId: world.vet.id,
      dispositivoIntravaginal: predominant.dispositivo,
      numero_Uso_Disp: predominant.numeroUsoDispositivo,
      racaMatriz: predominant.racaMatriz,
      ordemMatriz: predominant.ordemMatriz,
      idade_Nov_Pri: domainValueId('idadeMatriz', '15 a 18 meses'),
      peso_EM: 380 + n,
      observacaoD0: '[N/A]',
      iatf: 0,
      // Two cows at DG Final: one pregnant, one empty → 50 % of the two diagnosed, ten still without one.
      condicaoDGFinal:
        n === 0
          ? domainValueId('condicaoDGFinal', 'Prenhe IATF')
          : n === 1
            ? domainValueId('condicaoDGFinal', 'Vazia')
            : null,
    }),
  );
  await push(request, world.vet, 'd0s', cows);
  return { world, lote, listing: `/farms/${world.helenaId}/corrals/${world.boaVistaId}/batches/${lote.id}` };
}

function cowCard(page: Page, id: string) {
  return page
    .getByRole('list', { name: 'Matrizes do lote' })
    .getByRole('listitem')
    .filter({ has: page.getByText(new RegExp(`^${id}( |$)`)) });
}

test('phone, offline: open from the retiro, header, search, pages, inline edit, Incluir Matriz, blocking and cancel', async ({
  page,
  context,
  request,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the field layout (cards) is the phone one');
  test.setTimeout(180_000);
  const { world, lote, listing } = await worldWithListing(request);
  const retiro = `/farms/${world.helenaId}/corrals/${world.boaVistaId}`;

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  // The retiro's card reads the stored progress and the cows' final diagnoses.
  await page.goto(retiro);
  const batchCard = page.getByRole('listitem').filter({ hasText: 'Lote Listagem' });
  await expect(batchCard).toContainText('IATF');
  // The batch report's headline, with its counts and how far the diagnosis is.
  await expect(batchCard).toContainText('% Prenhez: 50,00 % (1/2) · 2 de 12 diagnosticadas');
  await batchCard.getByText('Lote Listagem', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${listing}$`));

  const info = page.getByRole('region', { name: 'Informações do lote' });
  await expect(info).toContainText('P3 Listagem E2E');
  await expect(info).toContainText('01/11/2026');
  await expect(info).toContainText('11/11/2026');
  await expect(info).toContainText('50,00 % (1/2) · 2 de 12 diagnosticadas');
  await expect(info).toContainText('12');
  await expect(page.getByText('1-10 de 12')).toBeVisible();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText('11-12 de 12')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Matrizes do lote' }).getByRole('listitem')).toHaveCount(2);

  // Search: ID2, substring, case-insensitive.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('br-77');
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await expect(cowCard(page, '3005')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
  await expect(page.getByText('1-10 de 12')).toBeVisible();

  // Inline edit: the card becomes the form; the batch is past D0, so the edit is noted.
  await page.getByRole('button', { name: 'Editar 3003' }).click();
  const editForm = page.getByRole('form', { name: 'Editar Matriz' });
  await expect(editForm.getByLabel('ID1', { exact: true })).toHaveValue('3003');
  await editForm.getByLabel('Peso (kg)').fill('425');
  await editForm.getByRole('button', { name: 'Salvar Matriz' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(cowCard(page, '3003')).toContainText('425 kg');
  await expect(cowCard(page, '3003')).toContainText('Matriz editada após o D0');
  await page.screenshot({ path: screenshotPath(testInfo, 'listing-edited'), fullPage: true });

  // Incluir Matriz: the form, then the IATF the batch has done; the batch is blocked meanwhile.
  await page.getByRole('button', { name: 'Incluir Matriz' }).click();
  const newCow = page.getByRole('form', { name: 'Nova Matriz' });
  await newCow.getByLabel('ID1', { exact: true }).fill('3100');
  await newCow.getByRole('button', { name: 'Salvar Matriz' }).click();
  await expect(page.getByText('Incluindo a matriz 3100')).toBeVisible();
  await expect(
    page.getByText('Este Manejo deve ser preenchido para que a Matriz seja incluida corretamente.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Lote Bloqueado' })).toContainText('Matriz: 3100');
  await expect(page.getByRole('button', { name: 'Concluir inclusão' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Incluir Matriz' })).toBeDisabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'listing-including'), fullPage: true });

  // Leaving half-way: the retiro's 'Abrir manejo' says the batch is blocked and leads back to it.
  await page.goto(retiro);
  await page.getByRole('button', { name: 'Abrir manejo Lote Listagem' }).click();
  const blockedDialog = page.getByRole('dialog', { name: 'Lote bloqueado!' });
  await expect(blockedDialog).toContainText('Matriz: 3100');
  await expect(blockedDialog).toContainText('Exclua a matriz acima para que o lote seja desbloqueado.');
  await page.screenshot({ path: screenshotPath(testInfo, 'listing-blocked-dialog'), fullPage: true });
  await blockedDialog.getByRole('button', { name: 'Ir para o Lote' }).click();
  await expect(page).toHaveURL(new RegExp(`${listing}$`));
  // The management screen's own address says the same: no step is written around the half-included cow.
  await page.goto(`/IATF/${lote.id}`);
  await expect(blockedDialog).toContainText('Matriz: 3100');
  await blockedDialog.getByRole('button', { name: 'Ir para o Lote' }).click();
  await expect(page).toHaveURL(new RegExp(`${listing}$`));
  await page.getByRole('button', { name: 'Continuar inclusão' }).click();

  await pick(page, page, 'Sêmen', /Nelore Fiel da Mata/);
  await pick(page, page, 'Inseminador', world.inseminador.nomeCompleto);
  await page.getByRole('button', { name: 'Salvar IATF' }).click();
  await expect(page.getByText('Salvo', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Concluir inclusão' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Lote Bloqueado' })).toHaveCount(0);
  await expect(page.getByText('1-10 de 13')).toBeVisible();

  // Cancel: the cow and her IATF entry go, the batch unblocks.
  await page.getByRole('button', { name: 'Incluir Matriz' }).click();
  await page.getByRole('form', { name: 'Nova Matriz' }).getByLabel('ID1', { exact: true }).fill('3101');
  await page
    .getByRole('form', { name: 'Nova Matriz' })
    .getByRole('button', { name: 'Salvar Matriz' })
    .click();
  await expect(page.getByText('Incluindo a matriz 3101')).toBeVisible();
  await expect(page.getByText('1-10 de 14')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar inclusão' }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar inclusão' })
    .getByRole('button', { name: 'Cancelar inclusão' })
    .click();
  await expect(page.getByText('1-10 de 13')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Lote Bloqueado' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('3101');
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'listing-cancelled'), fullPage: true });
});

test('the Cliente sees the listing and changes nothing', async ({ page, request, isMobile }, testInfo) => {
  test.skip(!isMobile, 'one run is enough');
  const { world, listing } = await worldWithListing(request);
  await loginAs(page, world.cliente);
  await downloadFarm(page, HELENA);
  await page.goto(listing);
  await expect(page.getByText('1-10 de 12')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Incluir Matriz' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Editar 3001' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Excluir 3001' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeDisabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'listing-cliente'), fullPage: true });
});

test('desktop: the cows in a table above 767 px', async ({ page, request, isMobile }, testInfo) => {
  test.skip(isMobile, 'the table is the wide layout');
  const { world, listing } = await worldWithListing(request);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(listing);
  const table = page.getByRole('table', { name: 'Matrizes do lote' });
  await expect(table.getByRole('columnheader', { name: 'ID2' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row', { name: /^3001 / })).toContainText('Prenhe IATF');
  await page.screenshot({ path: screenshotPath(testInfo, 'listing-table'), fullPage: true });
});
