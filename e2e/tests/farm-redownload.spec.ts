import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs } from '../support/farm-world.ts';
import { waitForOfflineReady } from '../support/login-page.ts';

// 'Ajustar Fazenda' downloads one farm again from a clean slate (spec §7, §8 'Atenção!'). What
// the device holds that the server does not is wiped — except a change not yet sent, which goes up first.

test('Ajustar Fazenda sends what is unsent, wipes a stale copy and downloads the farm again', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a field action: checked on the phone');
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 3 });
  await loginAs(page, world.vet);
  await waitForOfflineReady(page);
  await downloadFarm(page, HELENA);

  // A stale row only this device has (as left by an old bug or a restore), and a rename not yet sent (it goes up
  // with the sync of the reconnection below or, at the latest, first thing in the re-download: engine.test.ts).
  await page.evaluate(
    async ({ farmId, retiroId }) => {
      const hook = window.__gestarE2e;
      if (!hook) throw new Error('no e2e hook');
      const now = new Date().toISOString();
      await hook.db.retiros.put({
        id: crypto.randomUUID(),
        nome: 'Retiro Fantasma',
        fazendaId: farmId,
        created: now,
        updated: now,
        isDeleted: false,
        priority: false,
        _status: 'synced',
        _changed: [],
        _rev: 1,
      });
      hook.stopScheduler();
      await hook.repositories.retiros.update(retiroId, { nome: 'Retiro Boa Vista Novo' });
    },
    { farmId: world.helenaId, retiroId: world.boaVistaId },
  );
  await page.goto(`/farms/${world.helenaId}`);
  await expect(page.getByText('Retiro Fantasma')).toBeVisible();
  await expect(page.getByText('Retiro Boa Vista Novo')).toBeVisible();

  // Offline the action is off, and says why on a tap.
  await context.setOffline(true);
  const button = page.getByRole('button', { name: /^Ajustar Fazenda/ });
  await expect(button).toBeDisabled();
  await button.locator('..').tap();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Para ajustar a fazenda é preciso estar conectado à internet.',
  );
  await context.setOffline(false);

  await expect(button).toBeEnabled();
  await button.click();
  const warning = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(warning).toContainText('serão apagados e baixados novamente do servidor');
  await expect(warning).toContainText('nunca são apagadas');
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-redownload-warning') });
  await warning.getByRole('button', { name: 'Ajustar' }).click();
  const done = page.getByRole('dialog', { name: 'Ajustar Fazenda' });
  await expect(done).toContainText('A fazenda foi baixada novamente do servidor.', { timeout: 30_000 });
  await done.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByText('Retiro Fantasma')).toHaveCount(0);
  // The rename went up before the wipe, so it came back down from the server.
  await expect(page.getByText('Retiro Boa Vista Novo')).toBeVisible();
  await expect(page.getByText('Retiro Cachoeira')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-redownload-done') });
  // The device copy is the server's (home installs the test hook).
  await page.goto('/');
  await page.waitForFunction(() => window.__gestarE2e !== undefined);
  const stored = await page.evaluate((id) => window.__gestarE2e?.db.retiros.get(id), world.boaVistaId);
  expect(stored).toMatchObject({ nome: 'Retiro Boa Vista Novo' });
  expect(stored).not.toHaveProperty('_status');
});
