import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, downloadFarm, loginAs, push, TRES } from '../support/farm-world.ts';
import { LAYOUT_INDEPENDENT } from '../support/login-page.ts';
import { heading, navigations, recordNavigations } from '../support/registrations.ts';

// The management screens come in a later issue: their routes fall to home, so the test reads the path the
// merge asked for from the recorded history calls.
test('merge batches: at least two, the common management, or DG / DG Final with the switch', async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  const second = base({ nomeLote: 'Lote Primíparas', retiroId: world.tresRetiroId });
  await push(request, world.vet, 'lotes', [second]);
  await recordNavigations(page);
  await loginAs(page, world.vet);
  await downloadFarm(page, TRES);

  await page.goto(`/farms/${world.tresId}`);
  await expect(heading(page, TRES)).toBeVisible();
  await page.getByRole('button', { name: 'Mesclar lotes' }).click();
  await expect(heading(page, 'Mesclar Lotes')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/farms/${world.tresId}/corrals/${world.tresRetiroId}/mergeBatches$`),
  );
  await expect(page.getByText('1-2 de 2')).toBeVisible();

  // One batch is not enough.
  await page.getByLabel('Selecionar Lote Multíparas').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Mesclar Lotes' })).toBeVisible();
  await expect(dialog).toContainText('Você precisa selecionar pelo menos dois lotes para continuar');
  await page.screenshot({ path: screenshotPath(testInfo, 'merge-minimum'), fullPage: true });
  await dialog.getByRole('button', { name: 'OK' }).click();

  // Both batches are before their D0: D0 is the one management offered, chosen at once.
  await page.getByLabel('Selecionar Lote Primíparas').check();
  await expect(page.getByRole('combobox', { name: 'Manejo' })).toHaveText('D0');
  await page.screenshot({ path: screenshotPath(testInfo, 'merge-batches'), fullPage: true });

  // The switch offers DG and DG Final instead.
  await page.getByLabel('Mesclar Lotes em DG e DG Final').check();
  await page.getByRole('combobox', { name: 'Manejo' }).click();
  await expect(page.getByRole('option')).toHaveText(['DG', 'DG Final']);
  await page.getByRole('option', { name: 'DG Final' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect
    .poll(() => navigations(page))
    .toContainEqual(expect.stringMatching(/^\/DGFinal\/[0-9a-f-]{36};[0-9a-f-]{36}$/));
  const path = (await navigations(page)).find((url) => url.startsWith('/DGFinal/')) ?? '';
  expect(new Set(path.slice('/DGFinal/'.length).split(';')).size).toBe(2);
  expect(path).toContain(String(second.id));
});

test('merge opens from a retiro page and Cancelar goes back to it', async ({ page, request }) => {
  test.skip(test.info().project.name === 'phone', 'same screen as above; no layout-dependent check');
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await recordNavigations(page);
  await loginAs(page, world.vet);
  await downloadFarm(page, 'Fazenda Santa Helena');
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}`);
  await expect(heading(page, 'Retiro Boa Vista')).toBeVisible();
  await page.getByRole('button', { name: 'Mesclar lotes' }).click();
  await expect(heading(page, 'Mesclar Lotes')).toBeVisible();
  await expect(page.getByText('Lote Novilhas 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(heading(page, 'Retiro Boa Vista')).toBeVisible();
});
