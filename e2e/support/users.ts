import type { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  acceptOneTerm,
  enterButton,
  expectWelcome,
  fillLogin,
  passwordField,
  TERM_TITLES,
} from './login-page.ts';
import { waitForPasswordLink } from './outbox.ts';
import { choose } from './registrations.ts';

// Page helpers of the user administration spec (/users).

export type UserInput = {
  nomeCompleto: string;
  /** Absent: the 'without e-mail' checkbox is ticked. */
  email?: string;
  cpf?: string;
  /** Option text of the Perfil select ('Inseminador', 'Cliente (somente visualização)'…). */
  role: string;
};

export async function fillUserForm(page: Page, user: UserInput): Promise<void> {
  await page.getByLabel('Nome Completo').fill(user.nomeCompleto);
  if (user.email) await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  else await page.getByLabel('Cadastrar usuário sem e-mail').check();
  if (user.cpf) await page.getByLabel('CPF').fill(user.cpf);
  await choose(page, 'Estado', 'GO – Goiás');
  await page.getByRole('combobox', { name: 'Município' }).fill('Rio Ver');
  await page.getByRole('option', { name: 'Rio Verde', exact: true }).click();
  await choose(page, 'Perfil', new RegExp(`^${user.role}`));
}

/** A row of the list (a card on phones), found by the user's name. */
export function userEntry(page: Page, nomeCompleto: string) {
  return page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: nomeCompleto });
}

export async function searchUsers(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
}

/** Another browser (another person's device) with the project's viewport and locale. */
export async function otherDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  const options: BrowserContextOptions = { baseURL, viewport, isMobile, hasTouch, locale, timezoneId };
  const context = await browser.newContext(options);
  return context.newPage();
}

/**
 * The invited user's side: the e-mailed link opens 'Primeiro Acesso', the password is set, and the first login
 * (terms pending) reaches home, where the season notice greets the first login.
 */
export async function acceptInvitation(
  page: Page,
  user: { email: string; nomeCompleto: string },
  password: string,
): Promise<void> {
  const link = await waitForPasswordLink(user.email);
  expect(link.searchParams.get('invite')).toBe('1');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Primeiro Acesso' })).toBeVisible();
  await page.getByLabel('Nova senha').fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Senha definida com sucesso!')).toBeVisible();
  await fillLogin(page, user.email, password);
  await expect(passwordField(page)).toHaveValue(password);
  await enterButton(page).click();
  for (const title of TERM_TITLES) await acceptOneTerm(page, title);
  await expectWelcome(page, user);
  // A first login, whatever the role, is greeted by the breeding-season notice (spec §2).
  await expect(page.getByRole('dialog', { name: 'Nova estação de monta' })).toContainText(
    'A estação de monta 2026/2027 começou.',
  );
}

/** Waits for an opening dialog's fade to end, so a screenshot shows it as a person sees it. */
export async function dialogShown(page: Page): Promise<void> {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
}
