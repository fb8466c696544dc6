import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { createUser } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { enterButton, expectWelcome, fillLogin, markSeasonNoticeSeen } from '../support/login-page.ts';
import { serverDataDir } from '../support/outbox.ts';

// Spec §2 login's profile dialog: an account without a profile (as one made by an outside
// registration arrives) chooses one of the four self-registration roles at login, and gets in with it.

/** Takes every role from the account on the server's database, as an outside registration leaves it. */
function dropRoles(usuarioId: string): void {
  const db = new Database(path.join(serverDataDir(), 'gestar.sqlite'), { fileMustExist: true });
  try {
    db.prepare('DELETE FROM "user_roles" WHERE "usuarioId" = ?').run(usuarioId);
  } finally {
    db.close();
  }
}

test('a user without a profile chooses Veterinário in the login dialog and enters as one', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the login is checked on the phone');
  const user = await createUser(request, { acceptTerms: true, role: 'cliente' });
  dropRoles(user.id);

  await markSeasonNoticeSeen(page, user.id);
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await enterButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Usuario não possui perfil' });
  await expect(dialog).toContainText('Escolha o que melhor descreve o seu trabalho');
  const confirm = dialog.getByRole('button', { name: 'Confirmar perfil' });
  await expect(confirm).toBeDisabled();
  for (const label of ['Veterinário', 'Inseminador', 'Estagiário', 'Cliente (somente visualização)'])
    await expect(dialog.getByRole('radio', { name: label })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Administrador' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Veterinário' }).check();
  await page.screenshot({ path: screenshotPath(testInfo, 'login-profile-dialog') });
  await confirm.click();

  await expectWelcome(page, user);
  // A veterinarian registers farms: the home offers it.
  await expect(page.getByRole('button', { name: 'Fazenda', exact: true })).toBeEnabled();

  // Chosen once: the server refuses a second choice (the role is changed by an administrator).
  const again = await request.post('/api/Profile', {
    data: {
      email: user.email,
      cpf: null,
      password: user.password,
      roleId: 'c8a96865-e2ae-5a4f-8c2d-e4da2837bb73',
    },
  });
  expect(again.status()).toBe(409);
});
