import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, createUser } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import {
  enterButton,
  expectWelcome,
  fillLogin,
  LAYOUT_INDEPENDENT,
  loginThroughUi,
  markSeasonNoticeSeen,
  openMenu,
} from '../support/login-page.ts';
import { heading, saveButton } from '../support/registrations.ts';
import {
  acceptInvitation,
  dialogShown,
  fillUserForm,
  otherDevice,
  searchUsers,
  userEntry,
} from '../support/users.ts';

const REQUIRED = 'Este campo é obrigatório';
const OFFLINE_TITLE = 'Não é possível realizar esta ação!';
const OFFLINE_TEXT = 'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.';

const tag = () => randomUUID().slice(0, 6);
/** CPFs are unique on the server: a fresh valid one (check digits) per run, typed with dots and dash. */
const newCpf = () => {
  const base = String(Date.now() % 1e9).padStart(9, '0');
  const check = (digits: string) =>
    ((digits.split('').reduce((sum, d, i) => sum + Number(d) * (digits.length + 1 - i), 0) * 10) % 11) % 10;
  const first = `${base}${check(base)}`;
  return `${first}${check(first)}`.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
};

/** USUÁRIOS from the header menu (enabled once the first sync has finished). */
async function openUsers(page: Page): Promise<void> {
  const item = page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'USUÁRIOS' });
  await expect(item).toBeEnabled({ timeout: 20_000 });
  await item.click();
  await expect(heading(page, 'Usuários')).toBeVisible();
}

test('an administrator creates a user with e-mail, who follows the invitation and logs in', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const admin = await createAccount(request, 'administrador', `Admin Usuários ${tag()}`);
  await markSeasonNoticeSeen(page, admin.id);
  await loginThroughUi(page, admin);
  await openUsers(page);
  await searchUsers(page, admin.nomeCompleto);
  await expect(userEntry(page, admin.nomeCompleto)).toContainText(admin.email);
  await page.screenshot({ path: screenshotPath(testInfo, 'users-list-admin'), fullPage: true });

  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect(heading(page, 'Novo Usuário')).toBeVisible();
  // Nothing filled: every required field says so and nothing is sent.
  await saveButton(page).click();
  await expect(page.getByText(REQUIRED)).toHaveCount(5);
  await page.screenshot({ path: screenshotPath(testInfo, 'user-form-required'), fullPage: true });

  // Spec §5: the role list never offers Visualizador; an administrator may give Administrador.
  await page.getByRole('combobox', { name: /^Perfil/ }).click();
  await expect(page.getByRole('option', { name: 'Administrador' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Visualizador' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const created = { nomeCompleto: `Carlos Convidado ${tag()}`, email: `e2e.convite.${tag()}@example.com` };
  await fillUserForm(page, { ...created, cpf: '', role: 'Inseminador' });
  await page.screenshot({ path: screenshotPath(testInfo, 'user-form-filled'), fullPage: true });
  await saveButton(page).click();
  // Spec §6: an administrator goes straight back to the list.
  await expect(page).toHaveURL(/\/users$/);
  await searchUsers(page, created.nomeCompleto);
  await expect(userEntry(page, created.nomeCompleto)).toContainText(created.email);
  await expect(userEntry(page, created.nomeCompleto)).toContainText('Inseminador');

  const invited = await otherDevice(browser, testInfo);
  try {
    await acceptInvitation(invited, created, `Senha-${tag()}`);
    await invited.screenshot({ path: screenshotPath(testInfo, 'invited-user-home'), fullPage: true });
  } finally {
    await invited.context().close();
  }
});

test("a veterinarian creates users with and without e-mail ('Não Possui'); a success alert, then the list", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const vet = await createAccount(request, 'veterinario', `Vet Usuários ${tag()}`);
  await loginThroughUi(page, vet);
  await openUsers(page);

  // Without e-mail.
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  // A veterinarian offers the four self-registration roles only.
  await page.getByRole('combobox', { name: /^Perfil/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Inseminador',
    'Veterinário',
    'Estagiário',
    'Cliente (somente visualização)',
  ]);
  await page.keyboard.press('Escape');
  const semEmail = `Sebastião Sem Email ${tag()}`;
  await fillUserForm(page, { nomeCompleto: semEmail, role: 'Estagiário' });
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  await saveButton(page).click();
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toContainText('Usuário salvo com sucesso!');
  await dialogShown(page);
  await page.screenshot({ path: screenshotPath(testInfo, 'user-saved-alert') });
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(userEntry(page, semEmail)).toContainText('Não Possui');
  await expect(userEntry(page, vet.nomeCompleto)).toContainText(vet.email);

  // With e-mail: the server sends the 'Primeiro Acesso' invitation.
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const created = { nomeCompleto: `Inês Convidada ${tag()}`, email: `e2e.vetconvite.${tag()}@example.com` };
  await fillUserForm(page, { ...created, cpf: newCpf(), role: 'Inseminador' });
  await saveButton(page).click();
  await page.getByRole('dialog', { name: 'Sucesso!' }).getByRole('button', { name: 'OK' }).click();
  await expect(userEntry(page, created.nomeCompleto)).toContainText(created.email);
  // The filter toggle: state, city and e-mail.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'GO – Goiás' }).click();
  await expect(userEntry(page, vet.nomeCompleto)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Município' }).fill('Rio Ver');
  await page.getByRole('option', { name: 'Rio Verde', exact: true }).click();
  await expect(userEntry(page, semEmail)).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('vetconvite');
  await expect(userEntry(page, created.nomeCompleto)).toBeVisible();
  await expect(userEntry(page, semEmail)).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'users-filters'), fullPage: true });
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(userEntry(page, vet.nomeCompleto)).toBeVisible();
  await searchUsers(page, 'nao possui');
  await expect(userEntry(page, semEmail)).toBeVisible();
  await expect(userEntry(page, created.nomeCompleto)).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'users-list-vet'), fullPage: true });

  // The same e-mail twice: the server's title under 'Erro ao inserir usuário'.
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  await fillUserForm(page, { nomeCompleto: 'Outra Pessoa', email: created.email, role: 'Inseminador' });
  await saveButton(page).click();
  const error = page.getByRole('dialog', { name: 'Erro ao inserir usuário' });
  await expect(error).toContainText('Já existe um usuário com este e-mail.');
  await dialogShown(page);
  await page.screenshot({ path: screenshotPath(testInfo, 'user-insert-error') });
  await error.getByRole('button', { name: 'OK' }).click();

  const invited = await otherDevice(browser, testInfo);
  try {
    await acceptInvitation(invited, created, `Senha-${tag()}`);
  } finally {
    await invited.context().close();
  }
});

test('a veterinarian edits a user of their team, then deletes them; the deleted user cannot log in', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const vet = await createAccount(request, 'veterinario', `Vet Edição ${tag()}`);
  const member = await createUser(request, {
    role: 'inseminador',
    nomeCompleto: `Joana Equipe ${tag()}`,
    createdBy: vet.token,
    acceptTerms: true,
  });
  await loginThroughUi(page, vet);
  await openUsers(page);
  await page.getByRole('button', { name: `Editar ${member.nomeCompleto}` }).click();
  await expect(heading(page, 'Editar Usuário')).toBeVisible();
  await expect(page.getByLabel('Nome Completo')).toHaveValue(member.nomeCompleto);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(member.email);
  await expect(page.getByRole('combobox', { name: /^Perfil/ })).toHaveText('Inseminador');

  // A cleared name is required again.
  await page.getByLabel('Nome Completo').fill('');
  await saveButton(page).click();
  await expect(page.getByText(REQUIRED)).toHaveCount(1);
  const renamed = `${member.nomeCompleto} Souza`;
  await page.getByLabel('Nome Completo').fill(renamed);
  await page.getByRole('combobox', { name: /^Perfil/ }).click();
  await page.getByRole('option', { name: 'Estagiário' }).click();
  await page.screenshot({ path: screenshotPath(testInfo, 'user-edit'), fullPage: true });
  await saveButton(page).click();
  await page.getByRole('dialog', { name: 'Sucesso!' }).getByRole('button', { name: 'OK' }).click();
  await expect(userEntry(page, renamed)).toContainText('Estagiário');

  await page.getByRole('button', { name: `Editar ${renamed}` }).click();
  await page.getByRole('button', { name: 'Deletar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(confirm).toContainText(
    'Você está prestes a deletar este usuário. Esta ação não poderá ser desfeita.',
  );
  await dialogShown(page);
  await page.screenshot({ path: screenshotPath(testInfo, 'user-delete-warning') });
  // Cancel keeps the user; Deletar removes them.
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(heading(page, 'Editar Usuário')).toBeVisible();
  await page.getByRole('button', { name: 'Deletar' }).click();
  await page.getByRole('dialog', { name: 'Atenção!' }).getByRole('button', { name: 'Deletar' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(userEntry(page, vet.nomeCompleto)).toBeVisible();
  await expect(userEntry(page, renamed)).toHaveCount(0);
  // Nobody deletes themselves.
  await page.getByRole('button', { name: `Editar ${vet.nomeCompleto}` }).click();
  await expect(page.getByRole('button', { name: 'Deletar' })).toBeDisabled();

  const deleted = await otherDevice(browser, testInfo);
  try {
    await deleted.goto('/login');
    await fillLogin(deleted, member.email, member.password);
    await enterButton(deleted).click();
    await expect(deleted.getByRole('dialog', { name: 'Usuário excluído' })).toBeVisible();
    await dialogShown(deleted);
    await deleted.screenshot({ path: screenshotPath(testInfo, 'deleted-user-login') });
  } finally {
    await deleted.context().close();
  }
});

test('a Cliente cannot open USUÁRIOS, nor reach /users by its address', async ({
  page,
  request,
}, testInfo) => {
  test.skip(test.info().project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const cliente = await createAccount(request, 'cliente', `Cliente Usuários ${tag()}`);
  await loginThroughUi(page, cliente);
  await openMenu(page, testInfo.project.name === 'phone');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('button', { name: 'SAIR' })).toBeEnabled({ timeout: 20_000 });
  await expect(menu.getByRole('button', { name: 'USUÁRIOS' })).toBeDisabled();
  await page.screenshot({ path: screenshotPath(testInfo, 'cliente-menu') });
  for (const path of ['/users', '/users/create', `/users/${cliente.id}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expectWelcome(page, cliente);
  }
});

test('offline, the user screens and their actions say there is no internet', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  const vet = await createAccount(request, 'veterinario', `Vet Offline ${tag()}`);
  await loginThroughUi(page, vet);
  await openUsers(page);
  await expect(userEntry(page, vet.nomeCompleto)).toBeVisible();

  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  await fillUserForm(page, {
    nomeCompleto: 'Pedro Offline',
    email: `e2e.off.${tag()}@example.com`,
    role: 'Cliente',
  });
  await context.setOffline(true);
  await saveButton(page).click();
  const notice = page.getByRole('dialog', { name: OFFLINE_TITLE });
  await expect(notice).toContainText(OFFLINE_TEXT);
  await dialogShown(page);
  await page.screenshot({ path: screenshotPath(testInfo, 'user-save-offline') });
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(heading(page, 'Novo Usuário')).toBeVisible();

  // The list needs the server: offline it explains why; Novo Usuário says so too.
  await page.getByRole('link', { name: 'Usuários' }).click();
  const offlineAlert = page.getByRole('alert').filter({ hasText: OFFLINE_TITLE });
  await expect(offlineAlert).toBeVisible();
  await expect(offlineAlert).toContainText(OFFLINE_TEXT);
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  await expect(page.getByRole('dialog', { name: OFFLINE_TITLE })).toBeVisible();
  await dialogShown(page);
  await page.screenshot({ path: screenshotPath(testInfo, 'users-list-offline'), fullPage: true });
  await page.getByRole('dialog', { name: OFFLINE_TITLE }).getByRole('button', { name: 'OK' }).click();

  // Back online the list loads again.
  await context.setOffline(false);
  await expect(userEntry(page, vet.nomeCompleto)).toBeVisible();
});
