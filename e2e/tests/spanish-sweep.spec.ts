import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { expect, test } from '@playwright/test';
import { buildFarmWorld, downloadFarm, HELENA, loginAs, TRES } from '../support/farm-world.ts';
import { collectErrors, fieldScreens, screenPaths } from '../support/field-audit.ts';
import { portugueseWords } from '../support/language-sweep.ts';
import { batchAfterIatf, batchBeforeD0, implantProtocol } from '../support/management.ts';

// Every screen a vet reaches, on her phone, with Gestar in Spanish: no Portuguese word may be left on any of them
// (names of farms, places, people, batches and bulls aside), and none may fail.

test.skip(({ isMobile }) => !isMobile, 'the sweep is about the phone in the field (390×844)');
test.use({ locale: 'es-AR' });

/** Names the farm world gives its records: Portuguese because they are names. */
const NAMES = [
  HELENA,
  TRES,
  'Fazenda Antiga',
  'Joaquim Mendes de Albuquerque',
  'Irmãos Carvalho Agropecuária Ltda.',
  'Helena Rezende Prado',
  'Rondonópolis',
  'Ribas do Rio Pardo',
  'Mato Grosso do Sul',
  'Cuiabá',
  'Retiro Boa Vista',
  'Retiro Cachoeira',
  'Lote Novilhas 2026',
  'Lote Multíparas',
  'Lote Sweep DG',
  'Lote Sweep D0',
  'P Sweep D0',
  'P DG Lote Sweep DG',
  'Nelore Fiel da Mata',
  'Maria Teste',
  // The organisation's sign-in the end-to-end server offers (OIDC_NAME).
  'Conta da Consultoria',
];

test('Spanish sweep: no Portuguese on any screen', async ({ page, request }) => {
  test.setTimeout(360_000);
  const world = await buildFarmWorld(request, { cows: 3 });
  const { lote } = await batchAfterIatf(request, world, { name: 'Lote Sweep DG', codes: ['SW01', 'SW02'] });
  const protocol = await implantProtocol(request, world, { name: 'P Sweep D0', removal: 'D8', iatf: 'D10' });
  const d0Batch = await batchBeforeD0(request, world, {
    name: 'Lote Sweep D0',
    protocolId: protocol.id,
    d0Date: '2026-11-23',
  });
  // The protocols every account starts with are records with names, as a vet's own are.
  const names = [...NAMES, ...PROTOCOL_SEED.map((protocol) => protocol.name), world.vet.nomeCompleto];
  const errors = collectErrors(page);
  const findings: string[] = [];
  const sweep = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    for (const word of await portugueseWords(page, names)) findings.push(`${name}: ${word}`);
  };

  for (const [name, path] of [
    ['login', '/login'],
    ['forgot password', '/forgot-password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await sweep(name);
  }
  // The helpers sign in through the Portuguese labels: the device's language is set to Spanish after that.
  await page.evaluate(() => localStorage.setItem('gestar.idioma', 'pt-BR'));
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.evaluate(() => localStorage.setItem('gestar.idioma', 'es'));
  await page.evaluate((id) => localStorage.setItem(`gestar.idioma.${id}`, 'es'), world.vet.id);

  const { farm, corral } = screenPaths(world);
  const screens: [string, string][] = [
    ...fieldScreens(world),
    ['farm report', `${farm}/report`],
    ['retiro report', `${corral}/report`],
    ['batch report', `${corral}/batches/${lote.id}/report`],
    ['D0', `/D0/${d0Batch.id}`],
    ['DG', `/DG/${lote.id}`],
    ['DG Final', `/DGFinal/${lote.id}`],
    ['debug', '/debug'],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await sweep(name);
  }

  // The phone menu and a list of values, open.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button').last().click();
  await expect(page.getByRole('navigation').last()).toBeVisible();
  await sweep('menu');
  await page.keyboard.press('Escape');
  await page.goto(`/DG/${lote.id}`);
  await page.getByRole('combobox').first().click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await sweep('DG: diagnosis list');

  expect(findings).toEqual([]);
  expect(errors).toEqual([]);
});
