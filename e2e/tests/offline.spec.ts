import { randomUUID } from 'node:crypto';
import { LOGOUT_UNSYNCED_WARNING } from '@gestar/domain/messages/sync';
import { expect, test } from '@playwright/test';
import { createAccount, createUser } from '../support/accounts.ts';
import {
  endSessionKeepingDevice,
  enterButton,
  expectWelcome,
  FIELD_USE,
  fillLogin,
  LAYOUT_INDEPENDENT,
  loginThroughUi,
  waitForFirstSync,
  waitForOfflineReady,
} from '../support/login-page.ts';
import { createFarmThroughUi } from '../support/registrations.ts';

test('after one online visit the app starts, reloads and navigates with the network off', async ({
  page,
  context,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  const user = await createUser(request, { acceptTerms: true });
  await loginThroughUi(page, user);
  await waitForOfflineReady(page);

  // Calls to the API go past the service worker (public/sw-api-routes.js): matched by its 'network' route. The
  // app's files match none and come from the worker.
  const sources = await page.evaluate(async () => {
    performance.clearResourceTimings();
    // A call's timing is recorded once its body is read.
    await (await fetch('/api/health/live')).text();
    await (await fetch('/favicon.svg')).text();
    // Chromium's static-routing fields of resource timing (not yet in TypeScript's DOM library).
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries.map((entry) => ({
      path: new URL(entry.name).pathname,
      matched: (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string })
        .workerMatchedSourceType,
    }));
  });
  expect(sources).toEqual([
    { path: '/api/health/live', matched: 'network' },
    { path: '/favicon.svg', matched: '' },
  ]);

  await context.setOffline(true);
  await page.reload();
  await expectWelcome(page, user);

  // Screens never opened online come from the precache too (lazy chunks included).
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Recuperação de Senha' })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Política de Privacidade' })).toBeVisible();
  await expect(
    page.getByText('Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.'),
  ).toBeVisible();
  await page.goto('/uma/rota/desconhecida');
  await expectWelcome(page, user);
  await context.setOffline(false);
});

test('offline login with the copy of the credential kept from the last online login', async ({
  page,
  context,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  const user = await createUser(request, { acceptTerms: true });
  await loginThroughUi(page, user);
  await waitForOfflineReady(page);

  await endSessionKeepingDevice(page);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, user.email, 'senha-errada');
  await enterButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos!');

  await fillLogin(page, 'outra.pessoa@example.com', user.password);
  await enterButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sem internet só é possível entrar com um usuário que já entrou neste aparelho.',
  );

  await fillLogin(page, user.email, user.password);
  await enterButton(page).click();
  await expectWelcome(page, user);

  // Back online, the password is asked once to get a server session again (tokens for sync).
  await context.setOffline(false);
  const prompt = page.getByRole('dialog', { name: 'Entre novamente' });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('Senha atual').fill(user.password);
  await prompt.getByLabel('Senha atual').press('Enter');
  await expect(prompt).toBeHidden();
  await expectWelcome(page, user);
});

test('SAIR with an unsynced change warns, sends it, and only then clears the device', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const vet = await createAccount(request, 'veterinario', 'Clara Saída');
  await loginThroughUi(page, vet);
  // The form's lists (production systems, seasons) arrive with the first pull; refuse pushes only after it.
  await waitForFirstSync(page);
  // The server refuses pushes for a while, so the new farm is still unsent when the user leaves.
  await page.route('**/api/sync/Queue', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"title":"indisponível"}' }),
  );
  const farm = `Fazenda Saída ${randomUUID().slice(0, 6)}`;
  await createFarmThroughUi(page, { nome: farm, hasRetiros: false });
  await page.unroute('**/api/sync/Queue');

  await page.getByRole('button', { name: 'SAIR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair' });
  await expect(dialog).toContainText(LOGOUT_UNSYNCED_WARNING());
  await dialog.getByRole('button', { name: 'Sincronizar e sair' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The farm reached the server before the device was cleared.
  const pulled = await request.post('/api/sync/half-sync', {
    headers: { Authorization: `Bearer ${vet.token}` },
    data: { lastPulledAt: 0, fazendasBaixadas: [], lotesBaixados: [] },
  });
  const body = (await pulled.json()) as { response: { fazendas: { nome: string }[] } };
  expect(body.response.fazendas.map((fazenda) => fazenda.nome)).toContain(farm);
});
