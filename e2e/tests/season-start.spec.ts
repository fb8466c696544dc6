import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import {
  base,
  buildFarmWorld,
  domainValueIds,
  downloadFarm,
  farmEntry,
  HELENA,
  loginAs,
  push,
  synchronize,
} from '../support/farm-world.ts';
import { FIELD_USE, waitForOfflineReady } from '../support/login-page.ts';
import { chooseExact, dismissSeasonNotice, heading, secondDevice } from '../support/registrations.ts';

const OLD = 'Fazenda Estação Velha';

test('breeding season start: offline, duplicates refused, farm + retiros + vets copied without batches, seen by the vet after sync', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  const values = await domainValueIds(request, world.vet);
  const old = base({
    nome: OLD,
    nomeProprietario: 'Joaquim Mendes',
    estado: 'MT',
    municipio: 'Cuiabá',
    retiro: true,
    inicioEstacaoMonta: '2025-10-01',
    fimEstacaoMonta: '2026-02-28',
    estacaoMonta: values.get('2025/2026'),
    usuarioId: world.vet.id,
  });
  await push(request, world.vet, 'fazendas', [old]);
  const leste = base({ nome: 'Retiro Leste', fazendaId: old.id });
  await push(request, world.vet, 'retiros', [leste, base({ nome: 'Retiro Oeste', fazendaId: old.id })]);
  const lote = base({ nomeLote: 'Lote Antigo', retiroId: leste.id });
  await push(request, world.vet, 'lotes', [lote]);
  await push(
    request,
    world.vet,
    'd0s',
    [1, 2].map((n) => base({ codVaca: `90${n}`, loteId: lote.id })),
  );
  await push(request, world.vet, 'fazendaUsuarios', [
    base({ idFazenda: old.id, idUsuario: world.inseminador.id }),
  ]);

  await loginAs(page, world.vet, { seasonNotice: 'shown' });
  await dismissSeasonNotice(page);
  await waitForOfflineReady(page);
  await downloadFarm(page, HELENA);
  await chooseExact(page, 'Estação de Monta', 'Todas');
  await downloadFarm(page, OLD);

  // No network from here to the sync: the start happens on the device.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Iniciar estação de monta' }).click();
  await expect(heading(page, 'Iniciar estação de monta')).toBeVisible();
  const oldRow = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: OLD });
  await expect(oldRow).toContainText('Cuiabá/MT');
  await expect(oldRow).toContainText('2025/2026');
  await expect(oldRow).toContainText('01/10/2025 a 28/02/2026');
  await expect(oldRow).toContainText('Matrizes: 2');

  const start = page.getByRole('button', { name: 'Iniciar estação de monta' });
  await start.click();
  await expect(page.getByText('Este campo é obrigatório')).toHaveCount(2);
  await page.getByLabel('Início da Estação de Monta').fill('01102026');
  await page.getByLabel('Fim da Estação de Monta').fill('28022027');
  await start.click();
  await expect(page.getByText('Selecione pelo menos uma fazenda')).toBeVisible();

  // 'Buscar' narrows the list; Santa Helena is already in the current season.
  await page.getByLabel('Buscar').fill('helena');
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page.getByLabel(`Selecionar ${HELENA}`).check();
  await page.getByLabel('Buscar').fill('');
  await chooseExact(page, 'Estação de Monta', '2025/2026');
  await page.getByLabel(`Selecionar ${OLD}`).check();
  await page.screenshot({ path: screenshotPath(testInfo, 'season-start'), fullPage: true });
  await start.click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Fazendas Duplicadas para Estação de Monta Atual!' }),
  ).toBeVisible();
  await expect(dialog).toContainText(HELENA);
  await expect(dialog).not.toContainText(OLD);
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
  await page.waitForTimeout(300); // the dialog's fade-in, so the screenshot shows it settled
  await page.screenshot({ path: screenshotPath(testInfo, 'season-duplicates'), fullPage: true });
  await dialog.getByRole('button', { name: 'OK' }).click();

  await chooseExact(page, 'Estação de Monta', 'Todas');
  await page.getByLabel(`Selecionar ${HELENA}`).uncheck();
  await start.click();

  // Home (current season by default) lists the copy, enterable at once: same retiros, no batches.
  await expect(page.getByRole('heading', { name: `Bem-vindo(a), ${world.vet.nomeCompleto}!` })).toBeVisible();
  await expect(farmEntry(page, OLD).getByText('2026/2027')).toBeVisible();
  await farmEntry(page, OLD).getByText(OLD, { exact: true }).click();
  await expect(heading(page, OLD)).toBeVisible();
  await expect(page.getByText('1-2 de 2')).toBeVisible();
  await expect(page.getByText('Retiro Leste').first()).toBeVisible();
  await expect(page.getByText('Retiro Oeste').first()).toBeVisible();
  await page.getByText('Retiro Leste').first().click();
  await expect(page.getByText('Ainda não existe nenhum lote neste retiro')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'season-copy-retiro'), fullPage: true });

  await context.setOffline(false);
  await page.goto('/');
  await synchronize(page);

  // The inseminator linked to the old farm is linked to the copy as well.
  const other = await secondDevice(browser, testInfo);
  const second = await other.newPage();
  await loginAs(second, world.inseminador, { seasonNotice: 'shown' });
  await dismissSeasonNotice(second);
  await expect(farmEntry(second, OLD)).toHaveCount(1);
  await expect(farmEntry(second, OLD)).toContainText('2026/2027');
  await downloadFarm(second, OLD);
  await farmEntry(second, OLD).getByText(OLD, { exact: true }).click();
  await expect(heading(second, OLD)).toBeVisible();
  await expect(second.getByText('Retiro Oeste').first()).toBeVisible();
  await other.close();
});
