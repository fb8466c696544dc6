import { randomUUID } from 'node:crypto';
import { CURRENT_SEASON_ID } from '@gestar/domain/lists/value-ids';
import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { base, push } from '../support/farm-world.ts';
import { LAYOUT_INDEPENDENT, loginThroughUi } from '../support/login-page.ts';

// Spec §6: an administrator's home also lists deleted farms, marked 'Excluída' and not offered for
// download; a veterinarian never sees them.

test('deleted farms: listed and marked for an administrator, absent for the veterinarian', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 4);
  const vet = await createAccount(request, 'veterinario', `Vet Excluída ${tag}`);
  const admin = await createAccount(request, 'administrador', `Admin Excluída ${tag}`);
  const farm = base({
    nome: `Fazenda Encerrada ${tag}`,
    nomeProprietario: 'Proprietário',
    estado: 'MT',
    municipio: 'Cuiabá',
    retiro: false,
    estacaoMonta: CURRENT_SEASON_ID,
    usuarioId: vet.id,
  });
  await push(request, vet, 'fazendas', [farm]);
  await push(request, vet, 'fazendas', [{ ...farm, isDeleted: true, updated: new Date().toISOString() }]);

  await loginThroughUi(page, admin);
  await page.getByLabel('Buscar').fill(`Encerrada ${tag}`);
  const row = page.getByRole('row', { name: new RegExp(`Fazenda Encerrada ${tag}`) });
  await expect(row).toContainText('Excluída');
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'admin-deleted-farm'), fullPage: true });

  const other = await page.context().browser()?.newContext({ baseURL: testInfo.project.use.baseURL });
  if (!other) throw new Error('no browser');
  try {
    const vetPage = await other.newPage();
    await loginThroughUi(vetPage, vet);
    await expect(vetPage.getByText(`Fazenda Encerrada ${tag}`)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
