import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs } from '../support/farm-world.ts';
import { FIELD_USE } from '../support/login-page.ts';
import { heading, secondDevice } from '../support/registrations.ts';

const BATCH = 'Lote Novilhas 2026';

test('reservation from the batch list: online only, and a batch reserved by another user is refused', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  test.setTimeout(150_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  const retiroPage = `/farms/${world.helenaId}/corrals/${world.boaVistaId}`;
  const other = await secondDevice(browser, testInfo);
  const deviceB = await other.newPage();
  try {
    await loginAs(page, world.vet);
    await downloadFarm(page, HELENA);
    await loginAs(deviceB, world.inseminador);
    await downloadFarm(deviceB, HELENA);
    await deviceB.goto(retiroPage);
    await expect(heading(deviceB, 'Retiro Boa Vista')).toBeVisible();
    await expect(deviceB.getByRole('button', { name: 'Reservar' })).toBeEnabled();

    // The vet reserves it from the row.
    await page.goto(retiroPage);
    await expect(page.getByText(BATCH).first()).toBeVisible();
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expect(page.getByRole('button', { name: 'Liberar Reserva' })).toBeEnabled();
    await expect(heading(page, 'Retiro Boa Vista')).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'reservation-mine'), fullPage: true });

    // The inseminator still shows it free; reserving asks the server first and is refused.
    await deviceB.getByRole('button', { name: 'Reservar' }).click();
    const refused = deviceB.getByRole('dialog');
    await expect(refused.getByRole('heading', { name: 'Lote já reservado' })).toBeVisible();
    await expect(refused).toContainText('O lote já se encontra reservado por outro usuario');
    await deviceB.screenshot({ path: screenshotPath(testInfo, 'reservation-refused'), fullPage: true });
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect(deviceB.getByRole('button', { name: 'Lote Reservado' })).toBeDisabled();
    await expect(heading(deviceB, 'Retiro Boa Vista')).toBeVisible();

    // Releasing needs a connection.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Liberar Reserva' }).click();
    const offline = page.getByRole('dialog');
    await expect(offline.getByRole('heading', { name: 'Não é possível realizar esta ação!' })).toBeVisible();
    await offline.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Liberar Reserva' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Liberar Reserva' }).click();
    await expect(page.getByRole('button', { name: 'Reservar' })).toBeEnabled();

    // The batch view offers the same buttons.
    await page
      .getByRole('button', { name: `Visualizar ${BATCH}` })
      .first()
      .click();
    await expect(heading(page, BATCH)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reservar' })).toBeEnabled();
  } finally {
    await other.close();
  }
});
