import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { type AxeFinding, axeFindings, describeFindings } from '../support/axe.ts';
import { chuteFindings, strongContrastFindings } from '../support/chute-layout.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, loginAs, push } from '../support/farm-world.ts';
import { batchAfterIatf, batchBeforeD0, cowCard, dia, implantProtocol } from '../support/management.ts';

// Each chute screen on a 390×844 phone, as a gloved thumb meets it on open: the step's main actions within the
// bottom 40 % of the screen, the first cow (on D0, the new cow's IDs) in view without scrolling, every target
// at least 48 px with 8 px to its neighbour, and a tap at each target's centre reaching it (nothing over it:
// the help button, the bottom bar). At the end of each page nothing stays under the bottom bar. The rows' state
// chips, the counters and the sync bar are read at 7:1. No axe-core rule (WCAG A/AA, best practice) finds anything.

test.skip(({ isMobile }) => !isMobile, 'the chute screens are used on phones (390×844)');

type Screen = {
  name: string;
  path: string;
  /** The step's main actions, by name. */
  actions: string[];
  /** What must be in view on open: the first cow's row (or D0's form) and the part of it a thumb taps. */
  first: (page: Page) => { row: Locator; tap: Locator };
};

/** The element's box, or a failure naming it. */
async function boxOf(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not drawn`);
  return box;
}

/** The top of the fixed bottom bar, or the viewport's bottom where there is none. */
async function barTop(page: Page, height: number): Promise<number> {
  const bar = page.locator('[data-bottom-bar]');
  return (await bar.count()) > 0 ? (await boxOf(bar, 'the bottom bar')).y : height;
}

test('the chute screens fit one hand: actions at the bottom, the first cow in view, 48 px targets', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  const protocol = await implantProtocol(request, world, { name: 'P Brete', removal: 'D8', iatf: 'D10' });
  const d0 = await batchBeforeD0(request, world, {
    name: 'Lote Brete D0',
    protocolId: protocol.id,
    d0Date: '2026-11-23',
  });
  await push(request, world.vet, 'd0s', [base({ codVaca: 'B001', loteId: d0.id })]);
  const dn = await batchAfterIatf(request, world, {
    name: 'Lote Brete DN',
    codes: ['N01', 'N02'],
    extra: { dias: dia('D0'), lastDoneDay: dia('D0'), processoAtual: 'D0', nextDay: dia('D8') },
  });
  const dg = await batchAfterIatf(request, world, { name: 'Lote Brete DG', codes: ['G01', 'G02'] });
  const final = await batchAfterIatf(request, world, { name: 'Lote Brete Final', codes: ['F01', 'F02'] });
  const origin = await batchAfterIatf(request, world, { name: 'Lote Brete Origem', codes: ['S00'] });
  const resync = base({
    nomeLote: 'Lote Brete Origem - IATF 2',
    retiroId: world.boaVistaId,
    protocoloId: origin.protocol.id,
    usuarioId: world.vet.id,
    dataIatf: '2026-12-13',
    isResync: true,
    isPrecoce: false,
    iatfCount: 1,
    parentBatch: origin.lote.id,
    originalBatch: origin.lote.id,
  });
  await push(request, world.vet, 'lotes', [resync]);
  await push(request, world.vet, 'd0s', [
    base({
      codVaca: 'S01',
      loteId: resync.id,
      iatf: 1,
      dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
      numero_Uso_Disp: domainValueId('numeroUsoDispositivo', '2º uso'),
    }),
  ]);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);

  const row = (code: string) => (p: Page) => ({
    row: cowCard(p, code),
    tap: cowCard(p, code).getByRole('button', { name: `OK ${code}` }),
  });
  const rowSteps = ['Salvar todas', 'Finalizar'];
  const screens: Screen[] = [
    {
      name: 'D0',
      path: `/D0/${d0.id}`,
      actions: ['Salvar Matriz', 'Finalizar'],
      first: (p) => {
        const form = p.getByRole('form', { name: 'Nova Matriz' });
        return { row: form.getByLabel(/^ID2/), tap: form.getByLabel('ID1', { exact: true }) };
      },
    },
    { name: 'DN', path: `/DN/${dn.lote.id}`, actions: rowSteps, first: row('N01') },
    { name: 'IATF', path: `/IATF/${world.loteId}`, actions: rowSteps, first: row('1001') },
    { name: 'DG', path: `/DG/${dg.lote.id}`, actions: rowSteps, first: row('G01') },
    { name: 'DG Final', path: `/DGFinal/${final.lote.id}`, actions: rowSteps, first: row('F01') },
    { name: 'D0 Resync', path: `/D0Resync/${resync.id}`, actions: rowSteps, first: row('S01') },
  ];

  const findings: string[] = [];
  const axe: AxeFinding[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    const { row: first, tap } = screen.first(page);
    await expect(first).toBeVisible({ timeout: 15_000 });
    // The cards and the bar follow the phone's width after the first paint; the lists fill from the device.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
    const bottom = await barTop(page, height);

    for (const name of screen.actions) {
      const action = await boxOf(page.getByRole('button', { name, exact: true }), `${screen.name}: ${name}`);
      console.log(
        `${screen.name}: '${name}' at ${Math.round(action.y)}–${Math.round(action.y + action.height)} px`,
      );
      if (action.y < height * 0.6 || action.y + action.height > height)
        findings.push(`${screen.name}: '${name}' at ${Math.round(action.y)} px, above the bottom 40 %`);
    }
    const rowBox = await boxOf(first, `${screen.name}: the first row`);
    const tapBox = await boxOf(tap, `${screen.name}: the first row's target`);
    console.log(
      `${screen.name}: first row ${Math.round(rowBox.y)}–${Math.round(rowBox.y + rowBox.height)} px, ` +
        `its target ${Math.round(tapBox.y)}–${Math.round(tapBox.y + tapBox.height)} px, bar at ${Math.round(bottom)} px`,
    );
    if (tapBox.y < 0 || tapBox.y + tapBox.height > bottom || rowBox.x + rowBox.width > width)
      findings.push(
        `${screen.name}: the first row's target at ${Math.round(tapBox.y)} px, not in view on open`,
      );

    const slug = screen.name.replace(/ /g, '-');
    await page.screenshot({ path: screenshotPath(testInfo, `chute-${slug}`) });
    for (const low of await strongContrastFindings(page)) findings.push(`${screen.name}: contrast ${low}`);
    axe.push(...(await axeFindings(page, screen.name)));
    const open = await chuteFindings(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    const end = await chuteFindings(page, true);
    await page.screenshot({ path: screenshotPath(testInfo, `chute-${slug}-end`) });
    // Worked down the list, the step's header and counters collapse into one line in the sticky header; back at
    // the top, the full header is back and the line is gone. (D0's form is its header: it has none.)
    // A short phone, so that the few test cows make a list long enough to scroll the header away.
    const summary = page.locator('[data-header-summary]');
    await page.setViewportSize({ width, height: 440 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if (screen.name === 'D0') await expect(summary).toHaveCount(0);
    else {
      await expect(summary).toContainText(/ · Salvas: \d+ de \d+$/);
      const line = await boxOf(summary, `${screen.name}: the collapsed header`);
      if (line.height > 40) findings.push(`${screen.name}: the collapsed header is ${line.height} px tall`);
      await page.screenshot({ path: screenshotPath(testInfo, `chute-${slug}-collapsed`) });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(summary).toHaveCount(0);
    }
    await page.setViewportSize({ width, height });
    for (const small of new Set([...open.small, ...end.small])) findings.push(`${screen.name}: ${small}`);
    for (const crowded of new Set([...open.crowded, ...end.crowded]))
      findings.push(`${screen.name}: ${crowded}`);
    for (const covered of open.covered) findings.push(`${screen.name} (open): ${covered}`);
    for (const covered of end.covered) findings.push(`${screen.name} (page end): ${covered}`);
  }
  expect(findings, findings.join('\n')).toEqual([]);
  expect(axe, describeFindings(axe)).toEqual([]);
});
