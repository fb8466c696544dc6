import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { base, domainValueIds, push, synchronize } from '../support/farm-world.ts';
import { LAYOUT_INDEPENDENT, loginThroughUi, openMenu } from '../support/login-page.ts';
import { choose, secondDevice } from '../support/registrations.ts';

// An administrator adds a value to a domain list on the Admin screens; after a sync a
// veterinarian's form offers it. Seeded values cannot be deleted; a value added can, once no record names it.

test('an administrator adds a production system that a vet is offered after sync, then deletes it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 4);
  const admin = await createAccount(request, 'administrador', `Admin Listas ${tag}`);
  const vet = await createAccount(request, 'veterinario', `Vet Listas ${tag}`);
  const system = `Sistema E2E ${tag}`;

  await loginThroughUi(page, admin);
  await openMenu(page, false);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Admin' })
    .click();
  await expect(page.getByRole('heading', { name: 'Administração' })).toBeVisible();
  await page.getByRole('link', { name: 'Valores de domínio' }).click();
  await expect(page.getByRole('heading', { name: 'Valores de domínio' })).toBeVisible();
  await choose(page, 'Lista \\(tipo\\)', 'Sistema de Produção');
  const table = page.getByRole('table', { name: 'Valores das listas' });
  await expect(table.getByRole('row', { name: /Cria/ }).first()).toBeVisible();
  // A seeded value says why it cannot be deleted.
  await expect(page.getByRole('button', { name: /^Excluir Cria/ }).first()).toBeDisabled();

  await page.getByRole('button', { name: 'Novo valor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo valor' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Este campo é obrigatório')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Valor/ }).fill(system);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const notice = page.getByRole('dialog', { name: 'Aviso importante!' });
  await expect(notice).toContainText('Sincronize o aplicativo');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(table.getByRole('row', { name: new RegExp(system) })).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'admin-domain-values'), fullPage: true });

  // The vet's farm form offers it after a sync.
  const vetContext = await secondDevice(browser, testInfo);
  try {
    const vetPage = await vetContext.newPage();
    await loginThroughUi(vetPage, vet);
    await synchronize(vetPage);
    await vetPage.getByRole('button', { name: 'Fazenda', exact: true }).click();
    await vetPage.getByRole('combobox', { name: /^Sistema de Produção/ }).click();
    await expect(vetPage.getByRole('option', { name: system })).toBeVisible();
    await vetPage.keyboard.press('Escape');
  } finally {
    await vetContext.close();
  }

  // A farm of the vet's names it: the delete is refused and says where it is used, and the value stays.
  const systemId = (await domainValueIds(request, vet)).get(system);
  const farm = base({
    nome: `Fazenda Listas ${tag}`,
    nomeProprietario: 'Dono',
    retiro: true,
    usuarioId: vet.id,
  });
  await push(request, vet, 'fazendas', [{ ...farm, sistemaProducao: systemId }]);
  const confirm = page.getByRole('dialog', { name: 'Excluir' });
  await page.getByRole('button', { name: `Excluir ${system}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  const refused = page.getByRole('dialog').filter({ hasText: 'Este valor está em uso (fazendas)' });
  await expect(refused).toContainText('não pode ser excluído');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(table.getByRole('row', { name: new RegExp(system) })).toBeVisible();
  await push(request, vet, 'fazendas', [
    { ...farm, sistemaProducao: null, updated: new Date().toISOString() },
  ]);

  // Once nothing names it, it is deleted, after a confirmation.
  await page.getByRole('button', { name: `Excluir ${system}` }).click();
  await expect(confirm).toContainText(`Excluir "${system}"?`);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Aviso importante!' }).getByRole('button', { name: 'OK' }).click();
  await expect(table.getByRole('row', { name: new RegExp(system) })).toHaveCount(0);

  // Nobody else opens the screen.
  const otherContext = await secondDevice(browser, testInfo);
  try {
    const other = await otherContext.newPage();
    await loginThroughUi(other, vet);
    await other.goto('/lancamentos-de-valores-dominio');
    await expect(other.getByText('Esta tela é só para administradores.')).toBeVisible();
  } finally {
    await otherContext.close();
  }
});
