import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { LAYOUT_INDEPENDENT, loginThroughUi } from '../support/login-page.ts';
import { choose, createFarmThroughUi, fillBatchForm, heading, saveButton } from '../support/registrations.ts';

test('batches: heifer mode, create, unique name, edit and view', async ({ page, request }, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const vet = await createAccount(request, 'veterinario', 'Bruno Lotes');
  await loginThroughUi(page, vet);
  const farm = `Fazenda Lotes ${randomUUID().slice(0, 6)}`;
  await createFarmThroughUi(page, { nome: farm, hasRetiros: false });

  await page.getByRole('button', { name: 'Lote', exact: true }).click();
  await expect(heading(page, 'Novo Lote')).toBeVisible();
  await saveButton(page).click();
  await expect(page.getByText('Este campo é obrigatório').first()).toBeVisible();

  await fillBatchForm(page, { nomeLote: 'Lote Novilhas', ordem: /^Novilhas$/, heifers: true });
  // Heifer mode: puberty induction and the heifers' supplementation moment, no calf fields.
  await expect(page.getByRole('combobox', { name: /^Indução de Puberdade/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Momento da Suplementação de Novilhas/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Raça do Bezerro/ })).toHaveCount(0);
  // Choosing the protocol showed the IATF day (D0 + the protocol's IATF day).
  await expect(page.getByText(/Data da IATF: \d{2}\/\d{2}\/2026/)).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'batch-form-heifers'), fullPage: true });
  await saveButton(page).click();
  await expect(heading(page, farm)).toBeVisible();
  await expect(page.getByText('Lote Novilhas').first()).toBeVisible();
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-page-batches'), fullPage: true });

  // Same name in the same retiro (case and accents ignored): refused.
  await page.getByRole('button', { name: 'Lote', exact: true }).click();
  await fillBatchForm(page, { nomeLote: 'lote novilhas', ordem: 'Multíparas' });
  // Cows: calf fields back, no induction.
  await expect(page.getByRole('combobox', { name: /Raça do Bezerro/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Indução de Puberdade/ })).toHaveCount(0);
  await saveButton(page).click();
  await expect(page.getByText('Já existe um lote com esse nome!')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'batch-duplicate'), fullPage: true });
  await page.getByLabel('Nome do Lote').fill('Lote Vacas');
  await saveButton(page).click();
  await expect(page.getByText('1-2 de 2')).toBeVisible();

  // Edit: renaming to the other batch's name is refused; another name is saved.
  await page.getByRole('button', { name: 'Editar Lote Vacas' }).first().click();
  await expect(heading(page, 'Editar Lote')).toBeVisible();
  await page.getByLabel('Nome do Lote').fill('LOTE NOVILHAS');
  await saveButton(page).click();
  await expect(page.getByText('Já existe um lote com esse nome!')).toBeVisible();
  await page.getByLabel('Nome do Lote').fill('Lote Vacas Paridas');
  await choose(page, 'Ordem da Matriz', 'Primíparas');
  await saveButton(page).click();
  await expect(page.getByText('Lote Vacas Paridas').first()).toBeVisible();

  // View: the batch's cow listing, Reservar offered.
  await page.getByRole('button', { name: 'Visualizar Lote Vacas Paridas' }).first().click();
  await expect(heading(page, 'Lote Vacas Paridas')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informações do lote' })).toContainText('Lote Vacas Paridas');
  await expect(page.getByText('Ainda não existe nenhuma vaca neste lote!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reservar' })).toBeEnabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'batch-view'), fullPage: true });
});
