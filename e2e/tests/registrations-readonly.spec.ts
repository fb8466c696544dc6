import { expect, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, loginAs, push, TRES } from '../support/farm-world.ts';
import { LAYOUT_INDEPENDENT } from '../support/login-page.ts';
import { heading } from '../support/registrations.ts';

/** A button by its label; a disabled one's accessible name also carries its reason ('Lote (Seu perfil …)'). */
function offButton(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escaped}( \\(.*\\))?$`) });
}

// Spec §6: Cliente (somente visualização) reads farms, retiros and batches and changes nothing.
test('Cliente reads farm, retiro, batch, merge and season screens with every change disabled', async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(150_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await push(request, world.vet, 'lotes', [
    base({ nomeLote: 'Lote Primíparas', retiroId: world.tresRetiroId }),
  ]);
  await loginAs(page, world.cliente);
  await expect(page.getByRole('button', { name: 'Iniciar estação de monta' })).toBeDisabled();
  await expect(offButton(page, 'Fazenda')).toBeDisabled();
  await downloadFarm(page, TRES);
  await downloadFarm(page, HELENA);

  // Farm without retiros: its batches.
  await page.goto(`/farms/${world.tresId}`);
  await expect(heading(page, TRES)).toBeVisible();
  await expect(offButton(page, 'Lote')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mesclar lotes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Editar Lote Multíparas' }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Excluir Lote Multíparas' }).first()).toBeDisabled();
  await expect(offButton(page, 'Reservar').first()).toBeDisabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'cliente-farm-page'), fullPage: true });

  // The farm form only shows.
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(page.getByLabel('Nome da Fazenda')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Deletar' })).toBeDisabled();

  // Batch view: no edit, no reservation.
  await page.goto(`/farms/${world.tresId}`);
  await page.getByRole('button', { name: 'Visualizar Lote Multíparas' }).first().click();
  await expect(heading(page, 'Lote Multíparas')).toBeVisible();
  await expect(offButton(page, 'Editar')).toBeDisabled();
  await expect(offButton(page, 'Reservar')).toBeDisabled();

  // Merge: nothing can be chosen.
  await page.goto(`/farms/${world.tresId}/corrals/${world.tresRetiroId}/mergeBatches`);
  await expect(heading(page, 'Mesclar Lotes')).toBeVisible();
  await expect(page.getByLabel('Selecionar Lote Multíparas')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();

  // Farm with retiros and a retiro page.
  await page.goto(`/farms/${world.helenaId}`);
  await expect(heading(page, HELENA)).toBeVisible();
  await expect(offButton(page, 'Retiro')).toBeDisabled();
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}`);
  await expect(heading(page, 'Retiro Boa Vista')).toBeVisible();
  for (const name of ['Lote', 'Mesclar lotes', 'Editar', 'Excluir']) {
    await expect(offButton(page, name)).toBeDisabled();
  }
  await page.screenshot({ path: screenshotPath(testInfo, 'cliente-corral-page'), fullPage: true });

  // Season start: the button is off, and Enter in a date field submits nothing for a Cliente (spec §5).
  await page.goto('/farms/estacaodemonta');
  await expect(heading(page, 'Iniciar estação de monta')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar estação de monta' })).toBeDisabled();
  await expect(page.getByLabel(`Selecionar ${TRES}`)).toBeDisabled();
  await page.getByLabel('Início da Estação de Monta').fill('0110');
  await page.getByLabel('Início da Estação de Monta').press('Enter');
  await expect(page.getByText('Este campo é obrigatório')).toHaveCount(0);
  await expect(page.getByText('Data inválida')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'cliente-season-start'), fullPage: true });
});

test('Enter submits the season-start form for a veterinarian, Shift+Enter does not', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name === 'phone', 'keyboard rule, not layout');
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);
  await page.goto('/farms/estacaodemonta');
  await expect(heading(page, 'Iniciar estação de monta')).toBeVisible();
  await page.getByLabel('Início da Estação de Monta').fill('0110');
  await page.getByLabel('Início da Estação de Monta').press('Shift+Enter');
  await expect(page.getByText('Data inválida')).toHaveCount(0);
  await page.getByLabel('Início da Estação de Monta').press('Enter');
  await expect(page.getByText('Data inválida')).toBeVisible();
  await expect(page.getByText('Este campo é obrigatório')).toBeVisible();
});
