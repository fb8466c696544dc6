import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

// Page helpers of the registration specs (farms, retiros, batches).

/** Chooses an option of an MUI select (a TextField with `select`) by its label. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  const item = page.getByRole('option', { name: option }).first();
  // A form that is still loading what it edits can re-render under the first click and close the menu before its
  // options show; open it again until the option can be taken, as a person would.
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await combobox.click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** Chooses the first option of an MUI select and returns its text. */
export async function chooseFirst(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  const option = page.getByRole('option').first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}

export type FarmInput = {
  nome: string;
  owner?: string;
  hasRetiros: boolean;
  /** Names of extra responsáveis to link (the current user is always one). */
  responsaveis?: readonly string[];
};

export async function fillFarmForm(page: Page, farm: FarmInput): Promise<void> {
  await page.getByLabel('Nome do Proprietário').fill(farm.owner ?? 'Proprietário de Teste');
  await page.getByLabel('Nome da Fazenda').fill(farm.nome);
  await page.getByLabel('Inscrição Estadual').fill('13.000.000-1');
  await choose(page, 'Estado', 'MT – Mato Grosso');
  await page.getByRole('combobox', { name: 'Município' }).fill('Cuiab');
  await page.getByRole('option', { name: 'Cuiabá' }).click();
  await page.getByLabel('Tamanho (ha)').fill('1250,5');
  await page.getByRole('radio', { name: farm.hasRetiros ? 'Sim' : 'Não' }).check();
  await page.getByLabel('Início da Estação de Monta').fill('01102026');
  await page.getByLabel('Fim da Estação de Monta').fill('28022027');
  await choose(page, 'Sistema de Produção', 'Cria');
  for (const name of farm.responsaveis ?? []) {
    await page.getByRole('combobox', { name: 'Responsáveis' }).click();
    await page.getByRole('option', { name }).click();
    await page.keyboard.press('Escape');
  }
}

export function saveButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Salvar' });
}

export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Creates a farm through the form and waits for its page. */
export async function createFarmThroughUi(page: Page, farm: FarmInput): Promise<string> {
  await page.goto('/farms/create');
  await expect(heading(page, 'Nova Farm')).toBeVisible();
  await fillFarmForm(page, farm);
  await saveButton(page).click();
  await expect(heading(page, farm.nome)).toBeVisible();
  const id = /\/farms\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  if (!id) throw new Error(`no farm id in ${page.url()}`);
  return id;
}

export type BatchInput = { nomeLote: string; ordem: string | RegExp; heifers?: boolean };

/** Fills the required fields of the batch form (choices: the seeded lists' first values). */
export async function fillBatchForm(page: Page, batch: BatchInput): Promise<void> {
  await page.getByLabel('Nome do Lote').fill(batch.nomeLote);
  await chooseFirst(page, 'Protocolo');
  await page.getByLabel('Data do D0').fill('20112026');
  await chooseFirst(page, 'Período do Manejo');
  await chooseFirst(page, 'Uso do Dispositivo');
  await chooseFirst(page, 'Progesterona Pós IATF');
  await chooseFirst(page, 'Vacina Reprodutiva');
  await chooseFirst(page, 'Raça da Matriz');
  await choose(page, 'Ordem da Matriz', batch.ordem);
  if (batch.heifers) await choose(page, 'Indução de Puberdade', 'Não');
}

/**
 * Remembers every in-app URL change (pushState/replaceState) in the page, so a test can see a route the app
 * asked for even when the router sends that path on elsewhere (routes of screens not built yet fall to /).
 */
export async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __navigations: string[] }).__navigations = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(new URL(String(url), location.href).pathname);
        original(data, unused, url);
      };
    }
  });
}

export async function navigations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __navigations?: string[] }).__navigations ?? []);
}

/** Closes the breeding-season notice (OK unlocks after its 5 s countdown) shown to users with older farms. */
export async function dismissSeasonNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: 'Nova estação de monta' });
  await expect(notice).toBeVisible();
  const ok = notice.getByRole('button', { name: /^OK/ });
  await expect(ok).toHaveText('OK', { timeout: 8_000 });
  await ok.click();
  await expect(notice).toBeHidden();
}

/** Chooses an option of the home farm filters (an MUI select) by its exact text. */
export async function chooseExact(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A second device: a new browser context with the project's options (viewport, phone, locale). */
export async function secondDevice(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale, timezoneId });
}
