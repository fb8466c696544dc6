import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs } from '../support/farm-world.ts';
import { LAYOUT_INDEPENDENT } from '../support/login-page.ts';
import { heading, saveButton } from '../support/registrations.ts';

test('retiro edit with the duplicate message, batch delete and retiro delete', async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/farms/${world.helenaId}`);
  await expect(heading(page, HELENA)).toBeVisible();
  await expect(page.getByText('1-2 de 2')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-page-with-corrals'), fullPage: true });

  // Edit Retiro Cachoeira: another retiro's name (case ignored) is refused.
  await page.getByText('Retiro Cachoeira').first().click();
  await expect(heading(page, 'Retiro Cachoeira')).toBeVisible();
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(heading(page, 'Editar Retiro')).toBeVisible();
  await page.getByLabel('Nome do Retiro').fill('retiro BOA VISTA');
  await saveButton(page).click();
  await expect(page.getByText('Já existe um retiro com esse nome!')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'corral-edit-duplicate'), fullPage: true });
  await page.getByLabel('Nome do Retiro').fill('Retiro Cachoeira Alta');
  await page.getByLabel('Nome do Retiro').press('Enter');
  await expect(heading(page, 'Retiro Cachoeira Alta')).toBeVisible();

  // Delete the batch of Retiro Boa Vista, then the retiro itself.
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}`);
  await expect(heading(page, 'Retiro Boa Vista')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Lote Novilhas 2026' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deseja realmente excluir o lote (Lote Novilhas 2026)?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ainda não existe nenhum lote neste retiro')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(dialog).toContainText('Deseja realmente excluir o retiro (Retiro Boa Vista)?');
  await page.screenshot({ path: screenshotPath(testInfo, 'corral-delete'), fullPage: true });
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(heading(page, HELENA)).toBeVisible();
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await expect(page.getByText('Retiro Cachoeira Alta').first()).toBeVisible();
  await expect(page.getByText('Retiro Boa Vista')).toHaveCount(0);
});
