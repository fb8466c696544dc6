import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { LAYOUT_INDEPENDENT, loginThroughUi } from '../support/login-page.ts';
import { createFarmThroughUi, fillFarmForm, heading, saveButton } from '../support/registrations.ts';

const EMPTY = 'Ainda não existe nenhum retiro/lote nesta fazenda';

test('a vet creates a farm without retiros, edits it and deletes it', async ({ page, request }, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(90_000);
  const vet = await createAccount(request, 'veterinario', 'Ana Cadastro');
  await loginThroughUi(page, vet);

  await page.goto('/farms/create');
  await expect(heading(page, 'Nova Farm')).toBeVisible();
  // Nothing filled: the required fields say so, and nothing is saved.
  await saveButton(page).click();
  await expect(page.getByText('Este campo é obrigatório').first()).toBeVisible();
  await expect(heading(page, 'Nova Farm')).toBeVisible();

  const nome = `Fazenda Sem Retiro ${randomUUID().slice(0, 6)}`;
  await fillFarmForm(page, { nome, hasRetiros: false });
  // Changing country clears state and municipality; Brasil brings the lists back.
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Paraguai' }).click();
  await expect(page.getByLabel('Município')).toHaveValue('');
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Brasil' }).click();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'MS – Mato Grosso do Sul' }).click();
  await page.getByRole('combobox', { name: 'Município' }).fill('Outr');
  await page.getByRole('option', { name: 'Outro' }).click();
  await page.getByLabel('Nome do município').fill('Distrito Novo');
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-form'), fullPage: true });
  await saveButton(page).click();

  await expect(heading(page, nome)).toBeVisible();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lote', exact: true })).toBeEnabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-page-empty'), fullPage: true });

  // Edit: 'Possui Retiro?' is fixed, the typed city comes back under 'Outro'.
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(heading(page, 'Editar Fazenda')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Não' })).toBeDisabled();
  await expect(page.getByLabel('Nome do município')).toHaveValue('Distrito Novo');
  await expect(page.getByLabel('Tamanho (ha)')).toHaveValue('1250,5');
  const renamed = `${nome} Editada`;
  await page.getByLabel('Nome da Fazenda').fill(renamed);
  // Shift+Enter does not submit; Enter does.
  await page.getByLabel('Nome da Fazenda').press('Shift+Enter');
  await expect(heading(page, 'Editar Fazenda')).toBeVisible();
  await page.getByLabel('Nome da Fazenda').press('Enter');
  await expect(heading(page, renamed)).toBeVisible();

  // Delete, with the confirmation.
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('button', { name: 'Deletar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Deseja realmente excluir a fazenda (${renamed})?`);
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-delete'), fullPage: true });
  await dialog.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Ana Cadastro!' })).toBeVisible();
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});

test('a farm with retiros lists them; retiro names are unique in the farm', async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(90_000);
  const vet = await createAccount(request, 'veterinario', 'Ana Cadastro');
  await loginThroughUi(page, vet);
  const nome = `Fazenda Com Retiros ${randomUUID().slice(0, 6)}`;
  const farmId = await createFarmThroughUi(page, { nome, hasRetiros: true });
  await expect(page.getByText(EMPTY)).toBeVisible();

  await page.getByRole('button', { name: 'Retiro', exact: true }).click();
  await expect(heading(page, 'Novo Retiro')).toBeVisible();
  await page.getByLabel('Nome do Retiro').fill('Retiro Norte');
  await saveButton(page).click();
  await expect(heading(page, 'Retiro Norte')).toBeVisible();
  await expect(page.getByText('Ainda não existe nenhum lote neste retiro')).toBeVisible();

  await page.goto(`/farms/${farmId}/corrals/create`);
  await page.getByLabel('Nome do Retiro').fill('  retiro NORTE ');
  await saveButton(page).click();
  await expect(page.getByText('Já existe um retiro com esse nome!')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'corral-duplicate'), fullPage: true });
  await page.getByLabel('Nome do Retiro').fill('Retiro Sul');
  await page.getByLabel('Nome do Retiro').press('Enter');
  await expect(heading(page, 'Retiro Sul')).toBeVisible();

  await page.getByRole('link', { name: nome }).click();
  await expect(
    page
      .getByRole('row', { name: /Retiro Norte/ })
      .or(page.getByRole('listitem').filter({ hasText: 'Retiro Norte' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('1-2 de 2')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-page-corrals'), fullPage: true });
});
