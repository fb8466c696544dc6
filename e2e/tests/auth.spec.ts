import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { createUser, deleteUser } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import {
  acceptOneTerm,
  enterButton,
  expectWelcome,
  FIELD_USE,
  fillLogin,
  LAYOUT_INDEPENDENT,
  loginField,
  loginThroughUi,
  openMenu,
  passwordField,
  TERM_TITLES,
} from '../support/login-page.ts';
import { serverDataDir, waitForPasswordLink } from '../support/outbox.ts';

test('first login: the three terms are read, ticked and accepted, then home greets the user', async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  const user = await createUser(request, { nomeCompleto: 'Ana Paula Ferreira Martins' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, user.email, user.password);
  await expect(enterButton(page)).toBeEnabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'login'), fullPage: true });
  await enterButton(page).click();

  await expect(page.getByText('Você precisa aceitar os termos de uso!')).toBeVisible();
  const first = page.getByRole('dialog', { name: /Política de Cookies/ });
  await expect(first.getByLabel('Eu li e aceito os termos de utilização.')).toBeEnabled();
  // Ticking alone is not enough: ACEITO waits for 90 % of the text to be read.
  await first.getByLabel('Eu li e aceito os termos de utilização.').check();
  await expect(first.getByRole('button', { name: 'ACEITO' })).toBeDisabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'terms-dialog') });
  await first.getByLabel('Eu li e aceito os termos de utilização.').uncheck();

  for (const title of TERM_TITLES) await acceptOneTerm(page, title);

  await expectWelcome(page, user);
  await expect(page).toHaveURL(/\/$/);
  // The first login is greeted by the breeding-season notice (spec §2).
  await expect(page.getByRole('dialog', { name: 'Nova estação de monta' })).toContainText(
    'A estação de monta 2026/2027 começou.',
  );
  await page.screenshot({ path: screenshotPath(testInfo, 'home'), fullPage: true });

  // /login redirects home while logged in (spec §2).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server message and keeps the user on /login', async ({ page, request }) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const user = await createUser(request, { acceptTerms: true });
  await page.goto('/login');
  await fillLogin(page, user.email, 'senha-errada');
  await enterButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos!');
  await expect(page).toHaveURL(/\/login$/);
});

test("an invalid login shows 'E-mail invalido!' and Entrar stays disabled; a CPF is formatted", async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  await page.goto('/login');
  await expect(enterButton(page)).toBeDisabled();
  await loginField(page).fill('maria@fazenda');
  await passwordField(page).fill('qualquer');
  await passwordField(page).focus();
  await expect(page.getByText('E-mail invalido!')).toBeVisible();
  await expect(enterButton(page)).toBeDisabled();

  await loginField(page).fill('123 456 789 09');
  await expect(loginField(page)).toHaveValue('123.456.789-09');
  await expect(page.getByText('E-mail invalido!')).toBeHidden();
  await expect(enterButton(page)).toBeEnabled();

  await page.getByRole('button', { name: 'Está com problemas para fazer o Login?' }).click();
  await expect(page.getByRole('dialog', { name: 'Está com problemas para fazer o Login?' })).toBeVisible();
});

test("a deleted user gets the 'Usuário excluído' dialog", async ({ page, request }) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const user = await createUser(request, { acceptTerms: true });
  await deleteUser(request, user.id);
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await enterButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Usuário excluído' })).toBeVisible();
});

test('forgot password → e-mailed link → new password → login with it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const user = await createUser(request, { acceptTerms: true });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill('nao-e-email');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('E-mail invalido!')).toBeVisible();

  await page.getByLabel('E-mail').fill(user.email.toUpperCase());
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText(
      'O email para recuperação de senha foi enviado. Caso não receba, clique em enviar novamente!',
    ),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'forgot'), fullPage: true });

  // The invitation was the first mail; the reset link is the second.
  const link = await waitForPasswordLink(user.email, 1);
  expect(link.searchParams.get('invite')).toBeNull();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Recuperação de Senha' })).toBeVisible();
  const newPassword = `${user.password}-nova`;
  await page.getByLabel('Nova senha').fill(newPassword);
  await page.getByLabel('Confirmar senha').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('As senhas digitadas não são iguais')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill(newPassword);
  await page.screenshot({ path: screenshotPath(testInfo, 'reset'), fullPage: true });
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(loginField(page)).toHaveValue(user.email);
  await passwordField(page).fill(user.password);
  await enterButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos!');
  await passwordField(page).fill(newPassword);
  await enterButton(page).click();
  await expectWelcome(page, user);
});

test('an invitation link is titled Primeiro Acesso; the forgot screen says when there is no internet', async ({
  page,
  context,
}) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  await page.goto('/reset-password?email=novo%40example.com&token=abc&invite=1');
  await expect(page.getByRole('heading', { name: 'Primeiro Acesso' })).toBeVisible();
  await page.goto('/reset-password?email=novo%40example.com');
  await expect(page.getByText('Este link está incompleto.', { exact: false })).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('alguem@example.com');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText(
      'Não é possível utilizar este recurso sem internet. Retorne quando houver conexão com a internet!',
    ),
  ).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'voltar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

/** The usage events the server stored for a user (spec §7 tracking), in the order they arrived. */
function trackedEvents(usuarioId: string): unknown[] {
  const db = new Database(path.join(serverDataDir(), 'gestar.sqlite'), {
    fileMustExist: true,
    readonly: true,
  });
  try {
    const rows = db
      .prepare('SELECT "data" FROM "tracking_events" WHERE "usuarioId" = ? ORDER BY rowid')
      .all(usuarioId) as { data: string }[];
    return rows.map((row) => JSON.parse(row.data));
  } finally {
    db.close();
  }
}

test('SAIR logs out, clears the device and lands on /login', async ({ page, request }, testInfo) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  const user = await createUser(request, { acceptTerms: true });
  await loginThroughUi(page, user);
  await openMenu(page, testInfo.project.name === 'phone');
  await page.getByRole('button', { name: 'SAIR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair' });
  await expect(dialog).toContainText('Deseja realmente sair?');
  await dialog.getByRole('button', { name: 'SAIR' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Nothing of the session is left: home sends back to /login, and the offline copy is gone too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const sessionRows = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gestar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('session').objectStore('session').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(sessionRows).toBe(0);

  // Before the device was cleared, the session's usage events went up (spec §7 tracking): the login, the exit.
  expect(trackedEvents(user.id)).toEqual([
    { event: 'login', detail: { offline: false }, at: expect.any(String) },
    { event: 'logout', at: expect.any(String) },
  ]);
});

test('the demo login printed at start works in the screen: CPF and gestar123', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  // estagiario@gestar.example.com of the demo seed (apps/server/src/db/seeds/accounts.ts), typed as the console shows.
  await page.goto('/login');
  await fillLogin(page, '834.171.505-82', 'gestar123');
  await expect(loginField(page)).toHaveValue('834.171.505-82');
  await enterButton(page).click();
  for (const title of TERM_TITLES) await acceptOneTerm(page, title);
  await expectWelcome(page, { nomeCompleto: 'Mariana Costa Lima' });
});
