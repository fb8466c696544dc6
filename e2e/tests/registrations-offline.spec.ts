import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import {
  buildFarmWorld,
  downloadFarm,
  farmEntry,
  HELENA,
  loginAs,
  synchronize,
} from '../support/farm-world.ts';
import { FIELD_USE, waitForOfflineReady } from '../support/login-page.ts';
import {
  createFarmThroughUi,
  fillBatchForm,
  heading,
  saveButton,
  secondDevice,
} from '../support/registrations.ts';

test('a farm with a retiro and a batch made with the network off, synced, then seen by the linked inseminator', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const nome = `Fazenda Sem Sinal ${randomUUID().slice(0, 6)}`;
  await loginAs(page, world.vet);
  // Santa Helena brings the inseminator's user record to this device (Responsáveis offers known users).
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await createFarmThroughUi(page, {
    nome,
    hasRetiros: true,
    responsaveis: [world.inseminador.nomeCompleto],
  });
  await page.getByRole('button', { name: 'Retiro', exact: true }).click();
  await page.getByLabel('Nome do Retiro').fill('Retiro Sem Sinal');
  await saveButton(page).click();
  await expect(heading(page, 'Retiro Sem Sinal')).toBeVisible();
  await page.getByRole('button', { name: 'Lote', exact: true }).click();
  await fillBatchForm(page, { nomeLote: 'Lote Sem Sinal', ordem: 'Multíparas' });
  await saveButton(page).click();
  await expect(heading(page, 'Retiro Sem Sinal')).toBeVisible();
  await expect(page.getByText('Lote Sem Sinal').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'offline-corral-with-batch'), fullPage: true });

  // Made here, the farm opens from home even offline.
  await page.getByRole('link', { name: nome }).click();
  await expect(heading(page, nome)).toBeVisible();

  await context.setOffline(false);
  await page.goto('/');
  await synchronize(page);
  await expect(page.getByText(/recusad/i)).toHaveCount(0);

  const other = await secondDevice(browser, testInfo);
  try {
    const deviceB = await other.newPage();
    await loginAs(deviceB, world.inseminador);
    await downloadFarm(deviceB, nome);
    await farmEntry(deviceB, nome).getByText(nome, { exact: true }).click();
    await expect(heading(deviceB, nome)).toBeVisible();
    await deviceB.getByText('Retiro Sem Sinal').first().click();
    await expect(heading(deviceB, 'Retiro Sem Sinal')).toBeVisible();
    await expect(deviceB.getByText('Lote Sem Sinal').first()).toBeVisible();
    await deviceB.screenshot({
      path: screenshotPath(testInfo, 'offline-seen-by-second-user'),
      fullPage: true,
    });
  } finally {
    await other.close();
  }
});
