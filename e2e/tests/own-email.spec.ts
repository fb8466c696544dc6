import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { LAYOUT_INDEPENDENT, loginThroughUi, openMenu } from '../support/login-page.ts';
import { waitForMailLink } from '../support/outbox.ts';
import { heading, saveButton } from '../support/registrations.ts';

// A user's own new e-mail takes effect only through the link mailed to it, so the user screen
// never says whether another account has that address.

test('a veterinarian changes her own e-mail: the link mailed to the new address confirms it, then it is her login', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const vet = await createAccount(request, 'veterinario', `Vet E-mail ${randomUUID().slice(0, 4)}`);
  const novo = `novo-${randomUUID().slice(0, 8)}@fazenda.test`;
  await loginThroughUi(page, vet);
  await openMenu(page, false);
  const users = page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'USUÁRIOS' });
  await expect(users).toBeEnabled({ timeout: 20_000 });
  await users.click();
  await page.getByRole('button', { name: `Editar ${vet.nomeCompleto}` }).click();
  await expect(heading(page, 'Editar Usuário')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(novo);
  await saveButton(page).click();
  const saved = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(saved).toContainText(
    'Usuário salvo com sucesso! Enviamos um link de confirmação para o novo e-mail.',
  );
  await page.screenshot({ path: screenshotPath(testInfo, 'own-email-saved') });
  await saved.getByRole('button', { name: 'OK' }).click();
  // Nothing changed yet: the list still shows the old address.
  await expect(page.getByText(vet.email)).toBeVisible();

  // The link, opened on another device without a session.
  const link = await waitForMailLink(novo, '/confirmar-email');
  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const phone = await other.newPage();
    await phone.goto(`${link.pathname}${link.search}`);
    await expect(phone.getByRole('alert')).toHaveText('E-mail alterado com sucesso.');
    await phone.screenshot({ path: screenshotPath(testInfo, 'own-email-confirmed') });
    // Opened again, the link is spent.
    await phone.reload();
    await expect(phone.getByRole('alert')).toHaveText('Link de confirmação inválido ou expirado.');
    // The new address is the login now.
    await loginThroughUi(phone, { ...vet, email: novo });
  } finally {
    await other.close();
  }
});
