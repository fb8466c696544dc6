import { CURRENT_SEASON_ID } from '@gestar/domain/lists/value-ids';
import { NEVER_SYNCED } from '@gestar/domain/messages/sync';
import { expect, type Page } from '@playwright/test';
import type { TestUser } from './accounts.ts';

export const TERM_TITLES = ['Política de Cookies', 'Termos de Uso', 'Política de Privacidade'];

export function loginField(page: Page) {
  return page.getByLabel('CPF ou E-mail');
}

export function passwordField(page: Page) {
  return page.getByLabel('Senha', { exact: true });
}

export function enterButton(page: Page) {
  return page.getByRole('button', { name: 'Entrar' });
}

export async function fillLogin(page: Page, login: string, password: string): Promise<void> {
  await loginField(page).fill(login);
  await passwordField(page).fill(password);
}

/** Reads one term of the dialog to the end, ticks the box and presses ACEITO. */
export async function acceptOneTerm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(dialog).toBeVisible();
  const checkbox = dialog.getByLabel('Eu li e aceito os termos de utilização.');
  // Enabled once the text has loaded.
  await expect(checkbox).toBeEnabled();
  await dialog
    .getByTestId('terms-content')
    .evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await checkbox.check();
  await dialog.getByRole('button', { name: 'ACEITO' }).click();
}

/** Home greets the user. By text, not role: a dialog opening on home (the season notice) hides the heading
 * from the accessibility tree while it stays on screen. */
export async function expectWelcome(page: Page, user: Pick<TestUser, 'nomeCompleto'>): Promise<void> {
  await expect(page.getByText(`Bem-vindo(a), ${user.nomeCompleto}!`)).toBeVisible({ timeout: 20_000 });
}

/** Whether the breeding-season notice a first login brings is left for the test to see. */
export type SeasonNoticeChoice = { seasonNotice?: 'shown' };

/**
 * Logs in through the screen a user whose terms are already accepted, and waits for home. Every first login
 * opens the season notice over home (it has its own checks): it is marked seen unless `seasonNotice: 'shown'`.
 */
export async function loginThroughUi(
  page: Page,
  user: TestUser,
  options: SeasonNoticeChoice = {},
): Promise<void> {
  if (options.seasonNotice !== 'shown') await markSeasonNoticeSeen(page, user.id);
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await enterButton(page).click();
  await expectWelcome(page, user);
}

/** Resolves once the device finished its first pull: the forms' lists (systems, devices, seasons) come with it. */
export async function waitForFirstSync(page: Page): Promise<void> {
  await expect(page.getByText(NEVER_SYNCED())).toBeHidden({ timeout: 30_000 });
}

/** Resolves once the service worker controls the page, so the app works with the network off. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
    return registration.active?.state;
  });
  // Offline-ready also means the first pull is in: what the forms offer offline comes with it.
  await waitForFirstSync(page);
}

/** Opens the header menu on phones (a drawer) so its items can be clicked; desktops show them inline. */
export async function openMenu(page: Page, isPhone: boolean): Promise<void> {
  if (isPhone) await page.getByRole('button', { name: 'Abrir menu' }).click();
}

/** For checks that do not depend on the screen size: run once, on desktop, to keep the suite short. */
export const LAYOUT_INDEPENDENT = 'behaviour independent of the viewport: checked on desktop only';

/** For screens used in the corral or offline in the field: run once, on the phone the field team carries. */
export const FIELD_USE = 'used in the field: checked on a phone (390×844) only';

/**
 * Marks this season's notice as already acknowledged by `userId` on the device: a first login opens it over
 * home, in front of the screen under test (the notice has its own checks in home.spec.ts and the first
 * logins of auth.spec.ts and users.spec.ts).
 */
export async function markSeasonNoticeSeen(page: Page, userId: string): Promise<void> {
  await page.addInitScript(([key, season]) => localStorage.setItem(key, season), [
    `gestar.season-notice.${userId}`,
    CURRENT_SEASON_ID,
  ] as const);
}

/**
 * The session ends on its own (its tokens expired) while the device keeps its data and the offline copy: the
 * auth-session row 'current' goes, the 'credential:<id>' rows stay.
 */
export async function endSessionKeepingDevice(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gestar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('session', 'readwrite');
          tx.objectStore('session').delete('current');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
  );
}
