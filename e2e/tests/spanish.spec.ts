// The expected texts are read from the catalogues, Spanish ones included.
import '@gestar/domain/i18n/every-locale';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import { LOGIN_BUTTON, LOGIN_FIELD_LABEL, PASSWORD_FIELD_LABEL } from '@gestar/domain/messages/auth';
import { SEARCH_LABEL } from '@gestar/domain/messages/common';
import { DG_COLUMN_LABELS } from '@gestar/domain/messages/labels/dg';
import { DOWNLOAD_SELECTED, DOWNLOAD_STATE_LABEL, SELECT_FARM } from '@gestar/domain/messages/labels/home';
import { COW_FIELD_LABELS, OK, SAVE_COW, SAVED } from '@gestar/domain/messages/labels/management';
import { REPORT_PREGNANCY_RATE, REPORT_SUMMARY } from '@gestar/domain/messages/labels/reports';
import { LANGUAGE_TITLE, languageName, MENU_LANGUAGE } from '@gestar/domain/messages/language';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import { PREGNANCY_DIAGNOSIS_TITLE } from '@gestar/domain/messages/management';
import { MENU_OPEN, welcomeMessage } from '@gestar/domain/messages/navigation';
import { SYNC_BUTTON } from '@gestar/domain/messages/sync';
import { expect, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { buildFarmWorld, farmEntry, HELENA } from '../support/farm-world.ts';
import { markSeasonNoticeSeen, waitForOfflineReady } from '../support/login-page.ts';
import { batchAfterIatf, batchBeforeD0, cowCard, implantProtocol } from '../support/management.ts';

// A vet from Paraguay on her phone: her browser reads Spanish, so Gestar does, from the login on; she downloads a
// farm, registers cows at D0 with the network off, diagnoses a batch and reads its report, all in Spanish; she
// switches to Portuguese and back from the menu, and her choice follows her to another device.

test.skip(({ isMobile }) => !isMobile, 'a vet in the corral: checked on a phone (390×844)');
test.use({ locale: 'es-PY' });

const es = <T>(read: () => T): T => inLocale('es', read);

/** An option of an open list, by its visible text. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a Spanish-speaking vet: login, farm download, D0 offline, DG and report in Spanish; the language follows her', async ({
  page,
  browser,
  context,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const protocol = await implantProtocol(request, world, { name: 'P Paraguay', removal: 'D8', iatf: 'D10' });
  const d0Batch = await batchBeforeD0(request, world, {
    name: 'Lote Paraguay D0',
    protocolId: protocol.id,
    d0Date: '2026-11-23',
  });
  const { lote: dgBatch } = await batchAfterIatf(request, world, {
    name: 'Lote Paraguay DG',
    codes: ['PY01', 'PY02'],
  });
  await markSeasonNoticeSeen(page, world.vet.id);

  // The login screen, in the browser's language.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
  await page.getByLabel(es(LOGIN_FIELD_LABEL)).fill(world.vet.email);
  await page.getByLabel(es(PASSWORD_FIELD_LABEL), { exact: true }).fill(world.vet.password);
  await page.getByRole('button', { name: es(LOGIN_BUTTON), exact: true }).click();
  await expect(page.getByText(es(() => welcomeMessage(world.vet.nomeCompleto)))).toBeVisible({
    timeout: 20_000,
  });

  // Home: the farm downloaded.
  await page.getByLabel(es(() => SELECT_FARM(HELENA))).check();
  await page.getByRole('button', { name: es(() => DOWNLOAD_SELECTED(1)) }).click();
  await expect(farmEntry(page, HELENA).getByText(es(DOWNLOAD_STATE_LABEL).downloaded)).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: screenshotPath(testInfo, 'spanish-home'), fullPage: true });

  // D0 with the network off: two cows registered.
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.goto(`/D0/${d0Batch.id}`);
  const id1 = page.getByLabel(es(COW_FIELD_LABELS).codVaca, { exact: true });
  for (const code of ['PY-101', 'PY-102']) {
    await id1.fill(code);
    await page.getByRole('button', { name: es(SAVE_COW) }).click();
    await expect(id1).toHaveValue('');
  }
  await expect(page.getByText('1-2 de 2')).toBeVisible();
  await page.getByRole('searchbox', { name: es(SEARCH_LABEL) }).fill('PY-102');
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'spanish-d0-offline'), fullPage: true });
  await context.setOffline(false);

  // DG: one pregnant, one empty, each saved.
  await page.goto(`/DG/${dgBatch.id}`);
  await expect(page.getByRole('heading', { name: es(PREGNANCY_DIAGNOSIS_TITLE) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diagnóstico de Gestación' })).toBeVisible();
  const diagnosis = es(DG_COLUMN_LABELS).condicaoDG;
  for (const [code, value] of [
    ['PY01', 'Prenhe'],
    ['PY02', 'Vazia'],
  ] as const) {
    const card = cowCard(page, code);
    await choose(
      page,
      card,
      diagnosis,
      es(() => domainValueLabel(value)),
    );
    await card.getByRole('button', { name: `${es(OK)} ${code}` }).click();
    await expect(card.getByText(es(SAVED), { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Preñada', { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'spanish-dg'), fullPage: true });

  // The batch's report: 1 of 2 pregnant.
  const corral = `/farms/${world.helenaId}/corrals/${world.boaVistaId}`;
  await page.goto(`${corral}/batches/${dgBatch.id}/report`);
  const summary = page.getByRole('region', { name: es(REPORT_SUMMARY) });
  await expect(summary).toContainText(es(REPORT_PREGNANCY_RATE));
  await expect(summary).toContainText('50,00');
  await page.screenshot({ path: screenshotPath(testInfo, 'spanish-report'), fullPage: true });

  // Portuguese from the menu, then Spanish again: every screen follows at once.
  await page.goto('/');
  await page.getByRole('button', { name: es(MENU_OPEN) }).click();
  await page
    .getByRole('button', { name: es(MENU_LANGUAGE) })
    .or(page.getByRole('menuitem', { name: es(MENU_LANGUAGE) }))
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: es(LANGUAGE_TITLE) });
  await dialog.getByRole('button', { name: languageName('pt-BR') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('button', { name: 'SINCRONIZAR' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('button', { name: 'Idioma' })
    .or(page.getByRole('menuitem', { name: 'Idioma' }))
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Idioma' })
    .getByRole('button', { name: languageName('es') })
    .click();
  await expect(page.getByRole('button', { name: es(SYNC_BUTTON) })).toBeVisible();

  // Her account keeps it: on a Portuguese browser, her next login is in Spanish.
  const other = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const second = await other.newPage();
  await markSeasonNoticeSeen(second, world.vet.id);
  await second.goto('/login');
  await expect(second.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await second.getByLabel('CPF ou E-mail').fill(world.vet.email);
  await second.getByLabel('Senha', { exact: true }).fill(world.vet.password);
  await second.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(second.getByText(es(() => welcomeMessage(world.vet.nomeCompleto)))).toBeVisible({
    timeout: 20_000,
  });
  await expect(second.locator('html')).toHaveAttribute('lang', 'es');
  await other.close();
});
