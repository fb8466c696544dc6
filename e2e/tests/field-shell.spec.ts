import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { adminSession, createAccount, tokenSubject } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import {
  base,
  buildFarmWorld,
  downloadFarm,
  HELENA,
  loginAs,
  push,
  synchronize,
  TRES,
} from '../support/farm-world.ts';
import { openMenu, waitForOfflineReady } from '../support/login-page.ts';
import { deviceProtocols, protocolEntry } from '../support/protocols.ts';
import { heading, saveButton } from '../support/registrations.ts';

// The app's shell as a vet meets it on a 390×844 phone: list order, hormone choices, the sync line, disabled
// actions that say why, no dead ends and the partidas page.

test.skip(({ isMobile }) => !isMobile, 'the field shell is checked on phones (390×844)');

async function optionTexts(page: Page, label: string): Promise<string[]> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  const texts = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return texts;
}

const syncLine = (page: Page) => page.getByRole('status', { name: 'Estado da sincronização' });

test('selects list their options in the natural order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}/batches/create`);
  await expect(heading(page, 'Novo Lote')).toBeVisible();
  expect(await optionTexts(page, 'Uso do Dispositivo')).toEqual(['1º uso', '2º uso', '3º uso', '4º uso']);
  expect(await optionTexts(page, 'Período do Manejo')).toEqual(['Manhã', 'Tarde', 'Noite']);
  expect(await optionTexts(page, 'Ordem da Matriz')).toEqual([
    'Novilhas precoces',
    'Novilhas',
    'Primíparas precoces',
    'Primíparas',
    'Secundíparas precoces',
    'Secundíparas',
    'Multíparas',
    'Solteiras',
  ]);

  await page.goto(`/farms/${world.helenaId}/bulls/create`);
  await expect(heading(page, 'Novo Touro')).toBeVisible();
  const breeds = await optionTexts(page, 'Raça do Touro');
  expect(breeds.slice(0, 5)).toEqual(['Aberdeen Angus', 'Nelore', 'Braford', 'Brangus', 'Hereford']);
  const centrals = await optionTexts(page, 'Central');
  expect(centrals.at(-1)).toBe('Outra');
  const named = centrals.slice(0, -1);
  expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
});

test("D0's Luteólise and Progesterona Injetável offer only their own products", async ({ page, request }) => {
  const vet = await createAccount(request, 'veterinario', 'Paula Produtos');
  await loginAs(page, vet);
  // The domain lists arrive with the first sync; a page load before it ends would cut it short.
  await expect(syncLine(page)).toContainText('Última sincronização', { timeout: 20_000 });
  await page.goto('/protocols/create');
  await expect(heading(page, 'Novo Protocolo')).toBeVisible();
  expect(await optionTexts(page, 'Luteólise')).toEqual(['Nenhum', 'Luteólise']);
  expect(await optionTexts(page, 'Progesterona Injetável')).toEqual(['Nenhum', 'Progesterona Injetável']);
});

test('the header shows connection, waiting changes and last sync; an offline record is marked', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await expect(syncLine(page)).toContainText('Conectado');
  await expect(syncLine(page)).toContainText('Nada a enviar');
  await expect(syncLine(page)).toContainText(/Última sincronização: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // Opened again, home holds still while it reads the device (the sync line grows to two lines, the agenda
  // arrives after the farms): nothing drawn moves under the thumb, and no script breaks the content policy.
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number[]; violations: string[] };
    seen.shifts = [];
    seen.violations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) seen.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.violations.push(`${event.violatedDirective} ${event.sourceFile}`),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Próximos manejos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fazendas' })).toBeVisible();
  await expect(syncLine(page)).toContainText('Última sincronização');
  await page.waitForTimeout(1000);
  const { shifts, violations } = await page.evaluate(() => {
    const seen = window as unknown as { shifts: number[]; violations: string[] };
    return { shifts: seen.shifts, violations: seen.violations };
  });
  expect(violations).toEqual([]);
  // Lighthouse counts 0.1 as needing improvement; home measured 0.15 before.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  // The forced full sync no longer reads as 'sync finished'.
  await page.getByRole('button', { name: 'Mais opções de sincronização' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sincronização forçada (tudo)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await expect(syncLine(page)).toContainText('Sem conexão');
  await page.goto(`/farms/${world.helenaId}/corrals/create`);
  await page.getByLabel('Nome do Retiro').fill('Retiro Sem Sinal');
  await saveButton(page).click();
  await expect(heading(page, 'Retiro Sem Sinal')).toBeVisible();
  await page.goto(`/farms/${world.helenaId}`);
  await expect(heading(page, HELENA)).toBeVisible();
  await expect(syncLine(page)).toContainText('1 alteração a enviar');
  const row = page.getByRole('listitem').or(page.getByRole('row')).filter({ hasText: 'Retiro Sem Sinal' });
  await expect(row.getByText('Não enviado')).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .or(page.getByRole('row'))
      .filter({ hasText: 'Retiro Boa Vista' })
      .getByText('Não enviado'),
  ).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'sync-line-offline'), fullPage: true });

  await context.setOffline(false);
  await page.goto('/');
  await synchronize(page);
  await expect(syncLine(page)).toContainText('Nada a enviar');
  await page.goto(`/farms/${world.helenaId}`);
  await expect(page.getByText('Retiro Sem Sinal')).toBeVisible();
  await expect(page.getByText('Não enviado')).toHaveCount(0);
});

test('a protocol in use says why on its disabled icons, and a tap shows it', async ({ page, request }) => {
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

  await page.goto('/protocols');
  const entry = protocolEntry(page, seeded.name);
  const remove = entry.getByRole('button', {
    name: `Excluir ${seeded.name} (Exclusão de Protocolo Não Permitida)`,
  });
  await expect(remove).toBeDisabled();
  const box = await remove.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await remove.locator('..').tap();
  await expect(page.getByRole('tooltip')).toHaveText('Exclusão de Protocolo Não Permitida');
});

test('no dead ends — a farm not on the device, screens still being built, Atualizar versão', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  // Another vet's new farm, to which the administrator links this vet after this device's last sync (a vet may
  // only name users she manages).
  const other = await createAccount(request, 'veterinario', `Outro Veterinário ${randomUUID().slice(0, 4)}`);
  const adminToken = await adminSession(request);
  const admin = { ...other, id: tokenSubject(adminToken), token: adminToken };
  const farm = base({
    nome: `Fazenda Recém-Vinculada ${randomUUID().slice(0, 4)}`,
    nomeProprietario: 'Dono',
    retiro: false,
    usuarioId: other.id,
  });
  await push(request, other, 'fazendas', [farm]);
  await push(request, other, 'retiros', [base({ nome: 'DEFAULT', fazendaId: farm.id })]);
  await push(request, admin, 'fazendaUsuarios', [base({ idFazenda: farm.id, idUsuario: world.vet.id })]);
  await page.goto(`/farms/${farm.id}`);
  await expect(heading(page, 'Fazenda não encontrada neste dispositivo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ir para o início' })).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-not-on-device'), fullPage: true });
  await page.getByRole('button', { name: 'Baixar dados da fazenda' }).click();
  await expect(heading(page, String(farm.nome))).toBeVisible({ timeout: 20_000 });

  // The retiro page's batch card counts its cows.
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}`);
  await expect(heading(page, 'Retiro Boa Vista')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Lote Novilhas 2026' })).toContainText(
    'Matrizes: 2',
  );
  // The import opened by a typed address (no batch in the router state) says where to start, and leads home.
  await page.goto('/importar-dados');
  await expect(heading(page, 'Importar dados')).toBeVisible();
  await expect(page.getByText('Abra a importação a partir de um lote.')).toBeVisible();
  await expect(page).toHaveURL(/\/importar-dados$/);
  await page.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Atualizar versão with nothing newer says so instead of reloading silently.
  await openMenu(page, true);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Atualizar versão' })
    .click();
  await expect(page.getByText('Você já está usando a versão mais recente (v2.2.4).')).toBeVisible();
});

test('the partidas page ticks the farm it was opened from and lists only downloaded farms', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/farms/${world.helenaId}/bulls`);
  await page.getByText('Nelore Fiel da Mata').first().click();
  await expect(heading(page, 'Partidas – Nelore Fiel da Mata')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: HELENA })).toBeChecked();
  // Três Irmãos is on the home list but not downloaded: not offered.
  await expect(page.getByRole('checkbox', { name: TRES })).toHaveCount(0);
});

test("a view-only user's disabled batch actions say why, and a tap does not open the batch", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.cliente);
  await downloadFarm(page, HELENA);
  const corral = `/farms/${world.helenaId}/corrals/${world.boaVistaId}`;
  await page.goto(corral);
  await expect(heading(page, 'Retiro Boa Vista')).toBeVisible();
  const reason = 'Seu perfil permite apenas visualizar os dados desta fazenda.';
  const edit = page.getByRole('button', { name: `Editar Lote Novilhas 2026 (${reason})` });
  await expect(edit).toBeDisabled();
  // The reason shows for 4 s after a tap; on a loaded CI machine the check can start after it closed, so a
  // person's second tap is allowed.
  await expect(async () => {
    await edit.locator('..').tap();
    await expect(page.getByRole('tooltip')).toHaveText(reason, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${corral}$`));
});
