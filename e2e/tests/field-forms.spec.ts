import { expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs, synchronize } from '../support/farm-world.ts';
import { choose, heading, saveButton } from '../support/registrations.ts';

// The forms tried in the field, on the phone the vet carries.

/** Uncaught errors and console errors of the page: a failed save must never surface only there. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

type Pulled = {
  response: {
    fazendas: { id: string; tamanho: number | null }[];
    fazendaUsuarios: { idFazenda: string; idUsuario: string; isDeleted: boolean }[];
  };
  fazendasRemovidas?: string[];
};

test.skip(({ isMobile }) => !isMobile, 'the field forms are tried on phones (390×844)');

test('editing a farm keeps its Responsáveis; only the edited fields travel', async ({ page, request }) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const errors = collectErrors(page);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  await page.goto(`/farms/${world.helenaId}/update`);
  await expect(heading(page, 'Editar Fazenda')).toBeVisible();
  // The form shows the links it edits.
  const responsibles = page.getByRole('combobox', { name: 'Responsáveis' }).locator('..');
  await expect(responsibles.getByText(world.inseminador.nomeCompleto)).toBeVisible();
  await expect(responsibles.getByText(world.cliente.nomeCompleto)).toBeVisible();

  // What the device pushes for the farm: its `_changed` must name only the fields edited here.
  const pushedChanged: string[][] = [];
  page.on('request', (sent) => {
    if (!sent.url().endsWith('/api/sync/Queue')) return;
    const body = sent.postDataJSON() as { tipoId: string; contents: { json: Record<string, unknown> }[] };
    if (body.tipoId !== 'fazendas') return;
    for (const { json } of body.contents) {
      if (json.id === world.helenaId) pushedChanged.push([...((json._changed as string[]) ?? [])].sort());
    }
  });
  await page.getByLabel('Tamanho (ha)').fill('777');
  // The farm was made without a production system, which the form requires.
  await choose(page, 'Sistema de Produção', 'Cria');
  await saveButton(page).click();
  await expect(heading(page, HELENA)).toBeVisible();

  // No link of the farm was touched on the device (the hook is installed by the home screen).
  await page.goto('/');
  // The hook arrives with the home screen's code: wait for it, or the read below silently reads nothing.
  await page.waitForFunction(() => window.__gestarE2e !== undefined);
  const links = await page.evaluate(async (id) => {
    const rows = await window.__gestarE2e?.db.fazendaUsuarios.where('idFazenda').equals(id).toArray();
    return (rows ?? []).map((row) => ({ deleted: row.isDeleted, status: row._status ?? 'synced' }));
  }, world.helenaId);
  expect(links).toHaveLength(2);
  expect(links.every((link) => !link.deleted && link.status === 'synced')).toBe(true);

  await synchronize(page);
  expect(pushedChanged).toEqual([['sistemaProducao', 'tamanho']]);

  // On the server the inseminator still reads the farm, with the new size, and both links are live.
  const answer = await request.post('/api/sync/half-sync', {
    headers: { Authorization: `Bearer ${world.inseminador.token}` },
    data: { lastPulledAt: 0, fazendasBaixadas: [{ id: world.helenaId, lastPulledAt: 0 }], lotesBaixados: [] },
  });
  const pulled = (await answer.json()) as Pulled;
  expect(pulled.fazendasRemovidas ?? []).not.toContain(world.helenaId);
  expect(pulled.response.fazendas.find((farm) => farm.id === world.helenaId)?.tamanho).toBe(777);
  const live = pulled.response.fazendaUsuarios
    .filter((link) => link.idFazenda === world.helenaId && !link.isDeleted)
    .map((link) => link.idUsuario)
    .sort();
  expect(live).toEqual([world.inseminador.id, world.cliente.id].sort());
  expect(errors).toEqual([]);
});

test('a value synced in while the farm form is open is not written back over', async ({ page, request }) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  // Opened through the screens, so the home screen's test hook stays on the page.
  await page.getByText(HELENA, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(heading(page, 'Editar Fazenda')).toBeVisible();
  await expect(page.getByLabel('Nome do Proprietário')).toHaveValue('Joaquim Mendes de Albuquerque');

  // Another device renamed the owner; a pull stores it while the form is still open.
  await page.evaluate(async (id) => {
    await window.__gestarE2e?.db.fazendas.update(id, { nomeProprietario: 'Dono Novo Outro Aparelho' });
  }, world.helenaId);
  await page.getByLabel('Tamanho (ha)').fill('321');
  await choose(page, 'Sistema de Produção', 'Cria');
  await saveButton(page).click();
  await expect(heading(page, HELENA)).toBeVisible();

  const stored = await page.evaluate(
    async (id) => (await window.__gestarE2e?.db.fazendas.get(id))?.nomeProprietario,
    world.helenaId,
  );
  expect(stored).toBe('Dono Novo Outro Aparelho');
});

const LONG_NAME = `Retiro ${'muito comprido '.repeat(20)}`;

test('names stop at the record limit with a message, and a failed save tells the user', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const errors = collectErrors(page);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  // The retiro name takes 200 characters and says so; the save goes through.
  await page.goto(`/farms/${world.helenaId}/corrals/create`);
  const name = page.getByLabel('Nome do Retiro');
  await name.fill(LONG_NAME);
  await expect(name).toHaveValue(LONG_NAME.slice(0, 200));
  await expect(page.getByText('Limite de 200 caracteres atingido')).toBeVisible();
  await saveButton(page).click();
  await expect(heading(page, LONG_NAME.slice(0, 200).trim())).toBeVisible();

  // The batch name too.
  await page.getByRole('button', { name: 'Lote', exact: true }).click();
  const batchName = page.getByLabel('Nome do Lote');
  await batchName.fill(`Lote ${'x'.repeat(300)}`);
  await expect(batchName).toHaveValue(`Lote ${'x'.repeat(195)}`);
  await expect(page.getByText('Limite de 200 caracteres atingido')).toBeVisible();

  // A save the device refuses anyway (here: IndexedDB made to fail) is told in pt-BR, not thrown.
  await page.goto('/');
  // The app publishes its database handle once it has started: wait for it, or the hook is silently not set.
  await page.waitForFunction(() => window.__gestarE2e !== undefined);
  await page.evaluate(() => {
    const e2e = window.__gestarE2e;
    if (!e2e) throw new Error('the app did not publish its database');
    e2e.db.retiros.hook('creating', () => {
      throw new Error('disco indisponível');
    });
  });
  await page.getByText(HELENA, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Retiro', exact: true }).click();
  await page.getByLabel('Nome do Retiro').fill('Retiro Que Falha');
  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível salvar.' })).toBeVisible();
  await expect(page.getByLabel('Nome do Retiro')).toHaveValue('Retiro Que Falha');
  expect(errors).toEqual([]);
});

test('the user form checks and formats the CPF; protocol doses take numbers with a comma', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);

  await page.goto('/users/create');
  await expect(heading(page, 'Novo Usuário')).toBeVisible();
  const cpf = page.getByLabel('CPF');
  await cpf.fill('abc123');
  await saveButton(page).click();
  await expect(page.getByText('CPF inválido!')).toBeVisible();
  await cpf.fill('12345678900');
  await expect(cpf).toHaveValue('123.456.789-00');
  await saveButton(page).click();
  await expect(page.getByText('CPF inválido!')).toBeVisible();
  await cpf.fill('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(page.getByText('CPF inválido!')).toBeHidden();

  await page.goto('/protocols/create');
  const dose = page.getByLabel('Benzoato de Estradiol (mL)');
  await dose.fill('dois');
  await saveButton(page).click();
  await expect(page.getByText('Informe somente números, com vírgula nos decimais (ex.: 2,5)')).toBeVisible();
  await dose.fill('2.5');
  await expect(dose).toHaveValue('2,5');
  await expect(page.getByText('Informe somente números, com vírgula nos decimais (ex.: 2,5)')).toBeHidden();
});

test('the farm form marks every field spec §5 requires', async ({ page, request }) => {
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);
  await page.goto('/farms/create');
  await expect(heading(page, 'Nova Farm')).toBeVisible();
  for (const label of [
    'Nome do Proprietário',
    'Nome da Fazenda',
    'País',
    'Estado',
    'Município',
    'Início da Estação de Monta',
    'Fim da Estação de Monta',
    'Sistema de Produção',
    'Estação de Monta',
  ]) {
    // MUI appends ' *' to the label of a required field.
    await expect(page.locator('label').filter({ hasText: new RegExp(`^${label}\\s*\\*`) })).toHaveCount(1);
  }
});

test('a CPF-shaped login answers as a CPF; the failure clears when a field is edited', async ({
  page,
  request,
}) => {
  const vet = await createAccount(request, 'veterinario', 'Lia Login');
  await page.goto('/login');
  await page.getByLabel('CPF ou E-mail').fill('1234567890');
  await page.getByLabel('Senha', { exact: true }).fill('qualquer');
  await expect(page.getByText('CPF inválido!')).toBeVisible();
  await expect(page.getByText('E-mail invalido!')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();

  await page.getByLabel('CPF ou E-mail').fill(vet.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválidos!' });
  await expect(failure).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('senha-errad');
  await expect(failure).toBeHidden();
});
