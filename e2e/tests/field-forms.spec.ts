import { expect, type Page, test } from '@playwright/test';
import { buildFarmWorld, downloadFarm, HELENA, loginAs, synchronize } from '../support/farm-world.ts';
import { choose, heading, saveButton } from '../support/registrations.ts';

// Issue 10, the forms tried in the field (items 1, 2, 5, 6, 7), on the phone the vet carries.

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

test('item 1: editing a farm keeps its Responsáveis; only the edited fields travel', async ({
  page,
  request,
}) => {
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
  const links = await page.evaluate(async (id) => {
    const rows = await window.__gestarE2e?.db.fazendaUsuarios.where('idFazenda').equals(id).toArray();
    return (rows ?? []).map((row) => ({ deleted: row.isDeleted, status: row._status }));
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
