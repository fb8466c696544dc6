import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { screenshotPath } from '../support/artifacts.ts';
import {
  buildFarmWorld,
  downloadFarm,
  farmEntry,
  HELENA,
  loginAs,
  synchronize,
  TRES,
} from '../support/farm-world.ts';
import { FIELD_USE } from '../support/login-page.ts';
import { dismissSeasonNotice } from '../support/registrations.ts';

const OLD_FARM = 'Fazenda Antiga 01';

async function expectFarms(page: Page, shown: readonly string[], hidden: readonly string[] = []) {
  for (const name of shown) await expect(farmEntry(page, name)).toBeVisible();
  for (const name of hidden) await expect(farmEntry(page, name)).toHaveCount(0);
}

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The filters' 'Limpar' button (the Município field's own clear icon, shown under the pointer, is also 'Limpar'). */
async function clearFilters(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Limpar' }).filter({ hasText: 'Limpar' }).click();
}

test('home: season notice, farm list with filters and paging, download, backup, sync and forced sync', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { extraFarms: 12 });
  await loginAs(page, world.vet, { seasonNotice: 'shown' });

  // The first login announces the season once (spec §2), OK after a 5 s countdown.
  const notice = page.getByRole('dialog', { name: 'Nova estação de monta' });
  await expect(notice).toContainText('A estação de monta 2026/2027 começou.');
  const ok = notice.getByRole('button', { name: /^OK/ });
  await expect(ok).toBeDisabled();
  await expect(ok).toHaveText(/^OK \([1-5]\)$/);
  await expect(ok).toBeEnabled({ timeout: 7_000 });
  await expect(ok).toHaveText('OK');
  await ok.click();
  await expect(notice).toBeHidden();

  // The current season is the default filter; the first visit already pulled the farms of this user.
  await expectFarms(page, [HELENA, TRES], [OLD_FARM]);
  await expect(page.getByText('1-2 de 2')).toBeVisible();
  await expect(page.getByText('Baixe os dados das fazendas!')).toBeVisible();
  await expect(farmEntry(page, HELENA).getByText('Rondonópolis/MT')).toBeVisible();

  // Every season: 14 farms, 10 a page.
  await chooseOption(page, 'Estação de Monta', 'Todas');
  await expect(page.getByText('1-10 de 14')).toBeVisible();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText('11-14 de 14')).toBeVisible();
  await chooseOption(page, 'Estação de Monta', '2025/2026');
  await expect(page.getByText('1-10 de 12')).toBeVisible();
  await expectFarms(page, [OLD_FARM], [HELENA, TRES]);
  await chooseOption(page, 'Estação de Monta', '2026/2027');

  // Search ignores accents and case; the extra filters narrow further.
  await page.getByLabel('Buscar').fill('tres irmaos');
  await expectFarms(page, [TRES], [HELENA]);
  await page.getByLabel('Buscar').fill('');
  await page.getByRole('button', { name: 'Filtros' }).click();
  await chooseOption(page, 'Possui retiro', 'Sim');
  await expectFarms(page, [HELENA], [TRES]);
  await clearFilters(page);
  await chooseOption(page, 'Estado', 'MS – Mato Grosso do Sul');
  await expectFarms(page, [TRES], [HELENA]);
  await page.getByLabel('Município').fill('Ribas');
  await page.getByRole('option', { name: 'Ribas do Rio Pardo' }).click();
  await expectFarms(page, [TRES], [HELENA]);
  await page.getByLabel('Nome do proprietário contém').fill('joaquim');
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
  await clearFilters(page);
  await page.getByLabel('Início da estação a partir de').fill('2026-10-15');
  await expectFarms(page, [TRES], [HELENA]);
  await clearFilters(page);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expectFarms(page, [HELENA, TRES]);

  // A farm not downloaded cannot be entered.
  await farmEntry(page, HELENA).getByText(HELENA).click();
  const warning = page.getByRole('dialog', { name: 'Aviso!' });
  await expect(warning).toContainText(
    'Atenção! É necessário realizar o download dos dados dessa fazenda para acessá-la.',
  );
  await warning.getByRole('button', { name: 'OK' }).click();

  await downloadFarm(page, HELENA);
  await expect(farmEntry(page, TRES).getByText('Não baixada')).toBeVisible();
  await expect(page.getByText('Baixe os dados das fazendas!')).toBeHidden();
  await page.screenshot({ path: screenshotPath(testInfo, 'home-farms'), fullPage: true });

  // Downloaded, the farm opens; 'Fazenda' opens the new-farm form.
  await farmEntry(page, HELENA).getByText(HELENA).click();
  await expect(page).toHaveURL(new RegExp(`/farms/${world.helenaId}$`));
  await page.goBack();
  await page.getByRole('button', { name: 'Fazenda', exact: true }).click();
  await expect(page).toHaveURL(/\/farms\/create$/);
  await page.goBack();
  await expect(farmEntry(page, HELENA).getByText('Baixada')).toBeVisible();

  // BACKUP: a zip with a folder per downloaded farm (a file per entity) and Outros.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'BACKUP' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gestar-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const json = (path: string): unknown => {
    const bytes = files[path];
    if (!bytes) throw new Error(`${path} missing from the backup: ${Object.keys(files).join(', ')}`);
    return JSON.parse(strFromU8(bytes));
  };
  expect(Object.keys(files).sort()).toEqual(
    [
      ...['fazenda', 'retiros', 'lotes', 'd0s', 'dns', 'iatfs', 'fazendaUsuarios'].map(
        (file) => `${HELENA}/${file}.json`,
      ),
      ...['protocolos', 'touros', 'partidas'].map((file) => `Outros/${file}.json`),
    ].sort(),
  );
  expect(json(`${HELENA}/fazenda.json`)).toMatchObject({ id: world.helenaId, municipio: 'Rondonópolis' });
  expect(json(`${HELENA}/retiros.json`)).toHaveLength(2);
  expect(json(`${HELENA}/lotes.json`)).toHaveLength(1);
  expect(json(`${HELENA}/d0s.json`)).toHaveLength(world.cowIds.length);
  expect(json(`${HELENA}/fazendaUsuarios.json`)).toHaveLength(2);
  expect((json('Outros/protocolos.json') as unknown[]).length).toBeGreaterThan(0);
  expect(json('Outros/touros.json')).toMatchObject([{ nome: 'Nelore Fiel da Mata' }]);
  expect(json('Outros/partidas.json')).toMatchObject([{ codigo: 'NEL-2025-17' }]);

  await synchronize(page);

  // Forced full sync: warned first, then allowed once an hour.
  const forceFullSync = async () => {
    await page.getByRole('button', { name: 'Mais opções de sincronização' }).click();
    await page.getByRole('menuitem', { name: 'Sincronização forçada (tudo)' }).click();
  };
  await forceFullSync();
  const hourly = page.getByRole('dialog', { name: 'Aviso!' });
  await expect(hourly).toContainText('A sincronização forçada só poderá ser feita novamente após 1 hora.');
  await hourly.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Sincronização concluída.')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await forceFullSync();
  const cooldown = page.getByRole('dialog', { name: 'Ação ainda não disponível!' });
  await expect(cooldown).toHaveText(
    /Você só pode forçar a sincronização a cada uma hora, faltam (59|60) minutos\./,
  );
  await cooldown.getByRole('button', { name: 'OK' }).click();

  // Online-only actions without a connection (spec §8); BACKUP needs none.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'SINCRONIZAR' }).click();
  const offline = page.getByRole('dialog', { name: 'Não é possível realizar esta ação!' });
  await expect(offline).toContainText(
    'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.',
  );
  await offline.getByRole('button', { name: 'OK' }).click();
  const [offlineBackup] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'BACKUP' }).click(),
  ]);
  expect(offlineBackup.suggestedFilename()).toMatch(/\.zip$/);
  await context.setOffline(false);

  // The notice was for this season: it does not come back.
  await page.reload();
  await expectFarms(page, [HELENA, TRES]);
  await expect(notice).toBeHidden();
});

test('Cliente reads only: the season notice without advice, no new farm, and a refused change is listed with its motivo', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'permissions do not depend on the layout');
  const world = await buildFarmWorld(request, { cows: 3 });
  await loginAs(page, world.cliente, { seasonNotice: 'shown' });

  // Her first login announces the season too, without telling her to move farms she cannot write.
  const notice = page.getByRole('dialog', { name: 'Nova estação de monta' });
  await expect(notice).toContainText('A estação de monta 2026/2027 começou.');
  await expect(notice).not.toContainText('Iniciar estação de monta');
  await dismissSeasonNotice(page);
  await expectFarms(page, [HELENA, TRES]);
  await expect(page.getByRole('button', { name: 'Fazenda', exact: true })).toBeDisabled();
  await downloadFarm(page, HELENA);

  // No screen edits cows yet: the change is written through the device repositories (e2e hook).
  const cowId = world.cowIds[0] ?? '';
  await page.evaluate(async (id) => {
    const hook = window.__gestarE2e;
    if (!hook) throw new Error('e2e hook missing');
    await hook.repositories.d0s.update(id, { observacaoD0: 'Tentativa do cliente' });
  }, cowId);
  await page.getByRole('button', { name: 'SINCRONIZAR' }).click();
  const rejected = page.getByRole('region', { name: 'Registros não aceitos pelo servidor' });
  await expect(rejected).toContainText('Matriz 1001');
  await expect(rejected).toContainText(
    'Seu perfil é somente de visualização: o registro não foi salvo no servidor.',
  );
  // Acknowledged once, the notice stays away.
  await page.reload();
  await expectFarms(page, [HELENA, TRES]);
  await expect(notice).toHaveCount(0);
});
