import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser } from '../support/accounts.ts';
import {
  base,
  buildFarmWorld,
  downloadFarm,
  type FarmWorld,
  farmEntry,
  HELENA,
  loginAs,
  push,
} from '../support/farm-world.ts';
import {
  expectWelcome,
  FIELD_USE,
  LAYOUT_INDEPENDENT,
  loginThroughUi,
  openMenu,
  waitForOfflineReady,
} from '../support/login-page.ts';
import { dia, manejo } from '../support/management.ts';
import { createFarmThroughUi, heading } from '../support/registrations.ts';

// Routes the review found built but opened by no test (coverage.md, "Built but not exercised"): /userslicense,
// /backup-and-exit and /hard-refresh with what each screen shows, the report under every scope and both names
// ('report', 'new-report'), and two layout rules (the phone menu drawer, the batch form's time step).

const CANNOT = 'Não é possível realizar esta ação!';
const NO_INTERNET = 'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.';

test('/userslicense and /backup-and-exit logged out: the terms of use, and nothing to send', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  await page.goto('/userslicense');
  await expect(heading(page, 'Termos de Uso')).toBeVisible();
  await expect(page.getByText('Versão 1', { exact: true })).toBeVisible();
  await expect(page.getByText('TERMOS DE USO (LICENÇA DE USUÁRIO FINAL)', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'voltar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/backup-and-exit');
  await expect(heading(page, 'Backup e sair')).toBeVisible();
  await expect(page.getByText('Nenhuma sessão aberta neste aparelho.')).toBeVisible();
  // Nothing runs: no progress bar, and the way back is the login.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('link', { name: 'voltar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/backup-and-exit: refused offline, kept on a failed send, else sends the changes and logs out', async ({
  page,
  context,
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const user = await createUser(request, { acceptTerms: true });
  await loginThroughUi(page, user);
  await waitForOfflineReady(page);

  // A farm saved on this device without a connection: a change waiting to be sent.
  await context.setOffline(true);
  const farm = `Fazenda Backup ${Date.now() % 100_000}`;
  await createFarmThroughUi(page, { nome: farm, hasRetiros: false });

  // Offline: nothing can be sent, so nothing is cleared; 'Voltar' goes home.
  await page.goto('/backup-and-exit');
  await expect(heading(page, 'Backup e sair')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`${CANNOT} ${NO_INTERNET}`);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(farmEntry(page, farm)).toBeVisible();

  // The server refuses the push: the failure is said and the device keeps its data and session.
  await context.setOffline(false);
  await page.route('**/api/sync/Queue', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ title: 'Erro' }) }),
  );
  await page.goto('/backup-and-exit');
  await expect(page.getByRole('alert')).toContainText(
    'Ocorreu um erro durante a sincronização. Por favor, tente novamente mais tarde.',
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expectWelcome(page, user);
  await expect(farmEntry(page, farm)).toBeVisible();

  // With the server answering: the change is sent, the device cleared, the login shown.
  await page.unroute('**/api/sync/Queue');
  await page.goto('/backup-and-exit');
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  // The session went with the device's data: home sends to the login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // Logged in again, the farm comes back from the server: it was sent before the device was cleared.
  await loginAs(page, user);
  await expect(farmEntry(page, farm)).toBeVisible({ timeout: 20_000 });
});

test('/hard-refresh: refused offline; online it drops the cached app, keeps the session, and goes home', async ({
  page,
  context,
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(90_000);
  const user = await createUser(request, { acceptTerms: true });
  await loginThroughUi(page, user);
  await waitForOfflineReady(page);

  // Offline the cleared app could not be downloaded again: refused, nothing removed.
  await context.setOffline(true);
  await page.goto('/hard-refresh');
  await expect(heading(page, 'Atualizando o aplicativo')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`${CANNOT} ${NO_INTERNET}`);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1);
  await context.setOffline(false);

  // Online: a marker cache stands for the saved copy of the app; it is gone after, the data of the device is not.
  await page.goto('/');
  await expectWelcome(page, user);
  await page.evaluate(async () => {
    await caches.open('e2e-marker');
    localStorage.setItem('e2e-marker', 'kept');
  });
  await page.goto('/hard-refresh');
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expectWelcome(page, user);
  expect(await page.evaluate(() => caches.has('e2e-marker'))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('e2e-marker'))).toBe('kept');
});

/** A batch of `corral` whose DG Final gave `outcomes`, one cow each. */
async function diagnosedBatch(
  request: APIRequestContext,
  world: FarmWorld,
  {
    name,
    corral,
    protocolId,
    outcomes,
  }: { name: string; corral: string; protocolId: unknown; outcomes: string[] },
) {
  const lote = base({
    nomeLote: name,
    retiroId: corral,
    protocoloId: protocolId,
    usuarioId: world.vet.id,
    dataIatf: '2026-09-01',
    dias: dia('D10'),
    processoAtual: 'DG Final',
    isFinalize: true,
    pastDG: true,
    pastDGFinal: true,
  });
  await push(request, world.vet, 'lotes', [lote]);
  const cows = outcomes.map((valor, n) =>
    base({
      codVaca: `${name.slice(-2)}${n + 1}`,
      loteId: lote.id,
      condicaoDGFinal: domainValueId('condicaoDGFinal', valor),
      dataDgFinal: '2026-11-20',
    }),
  );
  await push(request, world.vet, 'd0s', cows);
  await push(
    request,
    world.vet,
    'iatfs',
    cows.map((cow) => base({ vacaId: cow.id, loteId: lote.id, observacao: '[N/A]', touroId: world.touroId })),
  );
  return String(lote.id);
}

/** The report's summary: its scope (the heading) and its headline rate. */
async function expectReport(page: Page, scope: string, headline: string) {
  // Computed on the device from its records: slower than a screen that only reads.
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary.getByRole('heading', { name: scope, exact: true })).toBeVisible();
  await expect(summary).toContainText(`Taxa de prenhez${headline}`);
}

test("reports of a farm, a retiro and a batch, under 'report' and 'new-report'; the retiro's and batch's buttons", async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const protocol = base({
    name: 'P Rotas Relatório',
    usuarioId: world.vet.id,
    managementProtocols: [
      { id: crypto.randomUUID(), day: dia('D0'), management: manejo('Implante do Dispositivo') },
      { id: crypto.randomUUID(), day: dia('D10'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const serra = base({ nome: 'Retiro Serra', fazendaId: world.helenaId });
  await push(request, world.vet, 'retiros', [serra]);
  const serraId = String(serra.id);
  // Boa Vista: 3 of 4 pregnant. Serra: 1 of 2. The farm: 4 of 6 (Lote Novilhas 2026 has no diagnosis).
  const boaVistaLote = await diagnosedBatch(request, world, {
    name: 'Lote BV',
    corral: world.boaVistaId,
    protocolId: protocol.id,
    outcomes: ['Prenhe IATF', 'Prenhe IATF', 'Prenhe Touro', 'Vazia'],
  });
  const serraLote = await diagnosedBatch(request, world, {
    name: 'Lote SR',
    corral: serraId,
    protocolId: protocol.id,
    outcomes: ['Prenhe IATF', 'Vazia'],
  });
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  const farm = `/farms/${world.helenaId}`;

  // R20: the farm's 'new-report' is the same live report as its 'report'.
  await page.goto(`${farm}/new-report`);
  await expectReport(page, HELENA, '66,66 % (4/6)');
  const byBatch = page.getByRole('table', { name: 'Por lote' });
  await expect(byBatch.getByRole('row', { name: /Lote BV/ })).toBeVisible();
  await expect(byBatch.getByRole('row', { name: /Lote SR/ })).toBeVisible();

  // S27, R37: the retiro page's button opens the retiro's report, its batches only.
  await page.goto(`${farm}/corrals/${world.boaVistaId}`);
  await page.getByRole('button', { name: 'Relatórios', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${farm}/corrals/${world.boaVistaId}/report$`));
  await expectReport(page, `${HELENA} › Retiro Boa Vista`, '75,00 % (3/4)');
  await expect(byBatch.getByRole('row', { name: /Lote BV/ })).toBeVisible();
  await expect(byBatch.getByRole('row', { name: /Lote SR/ })).toHaveCount(0);

  // R38: the other retiro's 'new-report'.
  await page.goto(`${farm}/corrals/${serraId}/new-report`);
  await expectReport(page, `${HELENA} › Retiro Serra`, '50,00 % (1/2)');
  await expect(byBatch.getByRole('row', { name: /Lote BV/ })).toHaveCount(0);

  // R43: the batch page's button opens the batch's report.
  await page.goto(`${farm}/corrals/${serraId}/batches/${serraLote}`);
  await page.getByRole('button', { name: 'Relatórios', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/batches/${serraLote}/report$`));
  await expectReport(page, `${HELENA} › Retiro Serra › Lote SR`, '50,00 % (1/2)');

  // R44: a batch's 'new-report'; its crumbs lead back to the retiro.
  await page.goto(`${farm}/corrals/${world.boaVistaId}/batches/${boaVistaLote}/new-report`);
  await expectReport(page, `${HELENA} › Retiro Boa Vista › Lote BV`, '75,00 % (3/4)');
  await page.getByRole('link', { name: 'Retiro Boa Vista' }).click();
  await expect(page).toHaveURL(new RegExp(`${farm}/corrals/${world.boaVistaId}$`));
});

test('phone: the menu drawer is 240 px wide; the batch form takes the time in steps of 5 minutes', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  test.setTimeout(90_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  await loginAs(page, world.vet);

  // K12: spec §9 drawer width 240 px.
  await openMenu(page, true);
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer.getByRole('button', { name: 'SAIR' })).toBeVisible();
  // Read once the slide-in is over: mid-transform the box measured 239.99997 px in one CI run.
  await expect.poll(async () => Math.round(((await drawer.boundingBox())?.width ?? 0) * 100) / 100).toBe(240);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // K10: 'Hora do Manejo' is a time field whose picker steps by 300 s (5 minutes); a time typed is kept.
  await downloadFarm(page, HELENA);
  await page.goto(`/farms/${world.helenaId}/corrals/${world.boaVistaId}/batches/create`);
  await expect(heading(page, 'Novo Lote')).toBeVisible();
  const time = page.getByLabel('Hora do Manejo');
  await expect(time).toHaveAttribute('type', 'time');
  await expect(time).toHaveAttribute('step', '300');
  await time.fill('07:35');
  await expect(time).toHaveValue('07:35');
});
