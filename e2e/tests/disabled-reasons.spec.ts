import { expect, test } from '@playwright/test';
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
import { deviceProtocols } from '../support/protocols.ts';
import { heading } from '../support/registrations.ts';

// A disabled action says why on the control itself — the farm page's actions and the protocol
// view's buttons too, not only the protocol and batch rows.
test.skip(({ isMobile }) => !isMobile, 'the disabled reasons are tapped on phones (390×844)');

const VIEW_ONLY = 'Seu perfil permite apenas visualizar os dados desta fazenda.';

test("the farm page's disabled actions say why to a view-only user, on a tap", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.cliente);
  await downloadFarm(page, HELENA);
  await page.goto(`/farms/${world.helenaId}`);
  await expect(heading(page, HELENA)).toBeVisible();

  const newCorral = page.getByRole('button', { name: `Retiro (${VIEW_ONLY})` });
  await expect(newCorral).toBeDisabled();
  await newCorral.locator('..').tap();
  await expect(page.getByRole('tooltip')).toHaveText(VIEW_ONLY);
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-page-reason'), fullPage: true });

  // The reason closes by itself after a few seconds.
  await expect(page.getByRole('tooltip')).toHaveCount(0, { timeout: 10_000 });
  const editCorral = page.getByRole('button', { name: `Editar Retiro Boa Vista (${VIEW_ONLY})` });
  await expect(editCorral).toBeDisabled();
  await editCorral.locator('..').tap();
  await expect(page.getByRole('tooltip')).toHaveText(VIEW_ONLY);
  // The tap was for the reason: the row did not open.
  await expect(page).toHaveURL(new RegExp(`/farms/${world.helenaId}$`));
});

test('the protocol view says why Excluir and Editar are off for a protocol in use', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  const seeded = (await deviceProtocols(page)).find(
    (protocol) => protocol.name === 'IATF 3 manejos (D0, D8, D10)',
  );
  if (!seeded) throw new Error('seeded protocol not on the device');
  await push(request, world.vet, 'lotes', [
    base({ nomeLote: 'Lote do Protocolo', retiroId: world.boaVistaId, protocoloId: seeded.id }),
  ]);
  await synchronize(page);

  await page.goto(`/protocols/${seeded.id}`);
  await expect(heading(page, seeded.name)).toBeVisible();
  const inUse = 'Exclusão de Protocolo Não Permitida';
  const remove = page.getByRole('button', { name: `Excluir (${inUse})` });
  await expect(remove).toBeDisabled();
  await remove.locator('..').tap();
  await expect(page.getByRole('tooltip')).toHaveText(inUse);
  await page.screenshot({ path: screenshotPath(testInfo, 'protocol-view-reason'), fullPage: true });
  const box = await remove.locator('..').boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
});
