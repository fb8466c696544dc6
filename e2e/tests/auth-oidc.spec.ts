import { OIDC_ERRORS, OIDC_OFFLINE } from '@gestar/domain/messages/oidc';
import { expect, test } from '@playwright/test';
import {
  acceptOneTerm,
  endSessionKeepingDevice,
  enterButton,
  expectWelcome,
  FIELD_USE,
  fillLogin,
  TERM_TITLES,
  waitForOfflineReady,
} from '../support/login-page.ts';
import { OIDC_PEOPLE } from '../support/oidc-provider-server.ts';
import { dismissSeasonNotice } from '../support/registrations.ts';

// Sign-in with an organisation's identity (OpenID Connect, code + PKCE) against a real
// provider started beside the server (playwright.config.ts), then the corral without signal.

const BUTTON = 'Entrar com Conta da Consultoria';
const lucia = OIDC_PEOPLE.newVet;

test('a new vet signs in with her organisation on a phone, works offline with her offline password, and signs in there again', async ({
  page,
  context,
}) => {
  test.skip(test.info().project.name !== 'phone', FIELD_USE);
  test.setTimeout(90_000);

  // A refused return is said in pt-BR on the return page.
  await page.goto('/login/oidc?erro=email-nao-verificado');
  await expect(page.getByRole('alert')).toHaveText(OIDC_ERRORS()['email-nao-verificado']);

  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON }).click();
  // The provider's own pages.
  await page.getByPlaceholder('Enter any login').fill(lucia.login);
  await page.getByPlaceholder('and password').fill('senha-na-organizacao');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in Gestar, registered from the provider's names: the profile dialog, the terms, the offline password.
  const profile = page.getByRole('dialog', { name: 'Usuario não possui perfil' });
  await expect(profile).toBeVisible({ timeout: 15_000 });
  await profile.getByLabel('Veterinário').check();
  await profile.getByRole('button', { name: 'Confirmar perfil' }).click();
  for (const title of TERM_TITLES) await acceptOneTerm(page, title);

  const offlinePassword = page.getByRole('dialog', { name: 'Senha para entrar sem internet' });
  await expect(offlinePassword.getByText(lucia.email)).toBeVisible();
  await offlinePassword.getByLabel('Senha offline', { exact: true }).fill('curral-2026');
  await offlinePassword.getByLabel('Repita a senha offline').fill('curral-2025');
  await offlinePassword.getByRole('button', { name: 'Salvar senha offline' }).click();
  await expect(offlinePassword.getByRole('alert')).toHaveText('As senhas não conferem.');
  await offlinePassword.getByLabel('Repita a senha offline').fill('curral-2026');
  await offlinePassword.getByRole('button', { name: 'Salvar senha offline' }).click();
  await expect(offlinePassword).toBeHidden();
  await expect(page).not.toHaveURL(/codigo=/);

  await dismissSeasonNotice(page);
  await expectWelcome(page, { nomeCompleto: 'Lúcia Prado' });
  await page.screenshot({ path: test.info().outputPath('oidc-home.png') });
  await waitForOfflineReady(page);

  // In the corral: the session ended and there is no signal.
  await endSessionKeepingDevice(page);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: BUTTON }).click();
  await expect(page.getByText(OIDC_OFFLINE())).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, lucia.email, 'senha-na-organizacao');
  await enterButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos!');
  await fillLogin(page, lucia.email, 'curral-2026');
  await enterButton(page).click();
  await expectWelcome(page, { nomeCompleto: 'Lúcia Prado' });

  // Signal again: she is sent to her organisation, which still knows her, and comes back with her data.
  await context.setOffline(false);
  const prompt = page.getByRole('dialog', { name: 'Entre novamente' });
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('oidc-reconnect.png') });
  await prompt.getByRole('button', { name: BUTTON }).click();
  await expectWelcome(page, { nomeCompleto: 'Lúcia Prado' });
  const tokens = await page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('gestar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('session').objectStore('session').get('current');
          request.onsuccess = () => {
            open.result.close();
            resolve(Boolean((request.result?.value as { token?: string } | undefined)?.token));
          };
        };
      }),
  );
  expect(tokens).toBe(true);
});
