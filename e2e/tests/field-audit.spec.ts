import { expect, test } from '@playwright/test';
import { type AxeFinding, axeFindings, describeFindings } from '../support/axe.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs } from '../support/farm-world.ts';
import {
  collectErrors,
  coveredTargets,
  cutLabels,
  englishWords,
  fieldScreens,
  screenPaths,
  smallTapTargets,
} from '../support/field-audit.ts';

// Every screen built so far, on the phone, as a vet finds it. Each screen must have no tap
// target under 44 px, none covered by another element (at the top and at the end of the page), no English word
// in its text (outside names and spec terms), no uncaught error, and no axe-core violation of any impact (WCAG
// 2.0–2.2 A and AA and best practices; the step screens are swept in chute-screens.spec, the rest in
// accessibility.spec).

test.skip(({ isMobile }) => !isMobile, 'the field audit is about phones (390×844)');

test('field audit: tap targets, language and errors on every screen', async ({ page, request }) => {
  test.setTimeout(360_000);
  const world = await buildFarmWorld(request, { cows: 3 });
  const errors = collectErrors(page);
  const axe: AxeFinding[] = [];
  // Before signing in: the login and the forgotten-password screens.
  for (const [name, path] of [
    ['login', '/login'],
    ['forgot password', '/forgot-password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    axe.push(...(await axeFindings(page, name)));
  }
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  const screens = fieldScreens(world);
  const { farm, corral } = screenPaths(world);

  const findings: string[] = [];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    // Lists fill from the device database after the first paint.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    for (const small of await smallTapTargets(page)) {
      findings.push(`${name}: ${small.what} is ${small.width}×${small.height} px`);
    }
    for (const word of await englishWords(page)) findings.push(`${name}: English word '${word}'`);
    for (const label of await cutLabels(page)) findings.push(`${name}: label cut '${label}'`);
    for (const covered of await coveredTargets(page)) findings.push(`${name}: ${covered}`);
    axe.push(...(await axeFindings(page, name)));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const covered of await coveredTargets(page)) findings.push(`${name} (page end): ${covered}`);
    // The training page is the help itself.
    if (name !== 'training')
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Ajuda: vídeo desta tela' }),
      ).toBeVisible();
  }
  // Menus, lists and dialogs opened on those screens: their options and buttons are tapped too, and their texts
  // are read. Each is opened as a person would, audited while open, then closed.
  const overlays: [string, string, () => Promise<unknown>][] = [
    [
      'farm form: Sistema de Produção list',
      '/farms/create',
      () => page.getByRole('combobox', { name: 'Sistema de Produção' }).click(),
    ],
    [
      'farm form: Responsáveis list',
      '/farms/create',
      () => page.getByRole('combobox', { name: 'Responsáveis' }).click(),
    ],
    [
      'farm form: delete dialog',
      `${farm}/update`,
      () => page.getByRole('button', { name: 'Deletar' }).click(),
    ],
    [
      'batch form: Protocolo list',
      `${corral}/batches/create`,
      () => page.getByRole('combobox', { name: 'Protocolo' }).first().click(),
    ],
    [
      'protocol form: Dispositivo list',
      '/protocols/create',
      () => page.getByRole('combobox', { name: 'Dispositivo' }).first().click(),
    ],
  ];
  for (const [name, path, open] of overlays) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await open();
    const overlay = page.getByRole('listbox').or(page.getByRole('dialog')).or(page.getByRole('menu')).first();
    await expect(overlay).toBeVisible();
    await page.waitForTimeout(300);
    const text = (await overlay.innerText()).trim();
    if (text === '') findings.push(`${name}: opens empty`);
    for (const small of await smallTapTargets(page)) {
      findings.push(`${name}: ${small.what} is ${small.width}×${small.height} px`);
    }
    for (const word of await englishWords(page)) findings.push(`${name}: English word '${word}'`);
    for (const label of await cutLabels(page)) findings.push(`${name}: label cut '${label}'`);
    const popupOpen = (await page.getByRole('dialog').count()) === 0;
    axe.push(...(await axeFindings(page, name, { popupOpen })));
    await page.keyboard.press('Escape');
  }

  // The phone menu too.
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  for (const small of await smallTapTargets(page)) {
    findings.push(`menu: ${small.what} is ${small.width}×${small.height} px`);
  }

  axe.push(...(await axeFindings(page, 'menu')));

  expect([...findings, ...errors], [...findings, ...errors].join('\n')).toEqual([]);
  expect(axe, describeFindings(axe)).toEqual([]);
});
