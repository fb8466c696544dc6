import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminSession, createAccount, tokenSubject } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, loginAs, push } from '../support/farm-world.ts';
import { heading } from '../support/registrations.ts';

// The farm form's Responsáveis offers only users the vet may name (the server refuses others),
// even when the device holds another vet's record because an administrator shared that vet's farm with her.
test.skip(({ isMobile }) => !isMobile, 'the farm form is a field screen (390×844)');

test('Responsáveis offers the team, not another vet the device knows from a shared farm', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const other = await createAccount(request, 'veterinario', `Outro Veterinário ${randomUUID().slice(0, 4)}`);
  const adminToken = await adminSession(request);
  const admin = { ...other, id: tokenSubject(adminToken), token: adminToken };
  const farm = base({
    nome: `Fazenda Compartilhada ${randomUUID().slice(0, 4)}`,
    nomeProprietario: 'Dono',
    retiro: false,
    usuarioId: other.id,
  });
  await push(request, other, 'fazendas', [farm]);
  await push(request, other, 'retiros', [base({ nome: 'DEFAULT', fazendaId: farm.id })]);
  await push(request, admin, 'fazendaUsuarios', [base({ idFazenda: farm.id, idUsuario: world.vet.id })]);

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  // The other vet's record is on this device (it came with the shared farm): the form must still not offer him.
  const known = await page.evaluate(
    async (id) => (await window.__gestarE2e?.db.usuarios.get(id))?.nomeCompleto,
    other.id,
  );
  expect(known).toBe(other.nomeCompleto);

  await page.goto('/farms/create');
  await expect(heading(page, 'Nova Farm')).toBeVisible();
  await page.getByRole('combobox', { name: 'Responsáveis' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: world.inseminador.nomeCompleto })).toBeVisible();
  await expect(options.filter({ hasText: world.cliente.nomeCompleto })).toBeVisible();
  await expect(options.filter({ hasText: other.nomeCompleto })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-responsibles-offered'), fullPage: true });
});
