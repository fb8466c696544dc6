import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { LAYOUT_INDEPENDENT, loginThroughUi, openMenu } from '../support/login-page.ts';

test('logged out, every path lands on /login; unknown paths go home first', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/caminho/que/nao/existe');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/loginAntigo');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { name: 'Política de Cookies' })).toBeVisible();
  await expect(page.getByText('POLÍTICA DE COOKIES E ARMAZENAMENTO LOCAL', { exact: false })).toBeVisible();
});

test('a full page load warns of nothing; /robots.txt is a robots file, not the app', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Disallow: /');
});

test('the header menu: logo to /, SÊMEN and SAIR, every item enabled for a veterinarian', async ({
  page,
  request,
}, testInfo) => {
  const user = await createUser(request, { acceptTerms: true });
  await loginThroughUi(page, user);
  await expect(page.getByRole('link', { name: /Gestar/ })).toHaveAttribute('href', '/');
  await openMenu(page, testInfo.project.name === 'phone');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const label of ['Atualizar versão', 'TREINAMENTOS', 'PROTOCOLOS', 'USUÁRIOS', 'SÊMEN', 'SAIR']) {
    await expect(menu.getByRole('button', { name: label })).toBeEnabled();
  }
  // A veterinarian is no administrator.
  await expect(menu.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'menu') });
});

test("a second tab is blocked with 'Página duplicada!' until the first one closes", async ({ context }) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const first = await context.newPage();
  await first.goto('/login');
  await expect(first.getByRole('button', { name: 'Entrar' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/login');
  await expect(second.getByRole('dialog', { name: 'Página duplicada!' })).toBeVisible();
  await expect(first.getByRole('dialog', { name: 'Página duplicada!' })).toHaveCount(0);

  await first.close();
  await expect(second.getByRole('dialog', { name: 'Página duplicada!' })).toBeHidden();
});
