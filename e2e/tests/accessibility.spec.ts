import AxeBuilder from '@axe-core/playwright';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { calendarDayOf } from '@gestar/domain/rules/display';
import { addDaysToDate } from '@gestar/domain/rules/gestation';
import { expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, push } from '../support/farm-world.ts';
import { loginThroughUi, markSeasonNoticeSeen, openMenu } from '../support/login-page.ts';
import { dia, manejo } from '../support/management.ts';
import { heading, secondDevice } from '../support/registrations.ts';
import { userEntry } from '../support/users.ts';

// An axe-core sweep (WCAG 2.0/2.1/2.2 A and AA plus best practice) over a representative set of screens on the
// phone: home with its agenda and the menu drawer, users, bulls, the farm report, a public term page and the
// administrator's lists. The rules below, once broken on these screens, must find nothing; any other rule's
// findings are printed (by rule and screen) for whoever takes the rest of the sweep on.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Rules these screens once broke (heading order, scroll regions, lists, names, targets): none may find anything. */
const FIXED_RULES = [
  'heading-order',
  'scrollable-region-focusable',
  'list',
  'aria-dialog-name',
  'empty-table-header',
  'label-content-name-mismatch',
  'aria-allowed-role',
  'target-size',
  'region',
];

type Finding = { screen: string; rule: string; impact: string; targets: string[] };

async function audit(page: Page, screen: string, findings: Finding[]): Promise<void> {
  const results = await new AxeBuilder({ page })
    // Experimental in axe-core, so off unless asked for: names that differ from the visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(TAGS)
    .analyze();
  for (const violation of results.violations) {
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
}

test('the phone screens break none of the accessibility rules they once broke', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(test.info().project.name !== 'phone', 'the accessibility sweep runs on the phone (390×844)');
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 2 });
  // The agenda: an IATF due today and an overdue D8; the report: a batch with its final diagnoses.
  const protocol = base({
    name: 'P Acessibilidade',
    usuarioId: world.vet.id,
    managementProtocols: [
      { id: crypto.randomUUID(), day: dia('D0'), management: manejo('Implante do Dispositivo') },
      { id: crypto.randomUUID(), day: dia('D8'), management: manejo('Retirada do Dispositivo') },
      { id: crypto.randomUUID(), day: dia('D10'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const today = calendarDayOf(new Date());
  const shifted = (days: number) => addDaysToDate(today, days) as string;
  const batch = (nomeLote: string, extra: Record<string, unknown>) =>
    base({
      nomeLote,
      retiroId: world.boaVistaId,
      protocoloId: protocol.id,
      usuarioId: world.vet.id,
      ...extra,
    });
  const dueToday = batch('Lote Hoje', { dataIatf: shifted(-10), dias: dia('D8') });
  const late = batch('Lote Atrasado', { dataIatf: shifted(-9), dias: dia('D0') });
  const done = batch('Lote Resultado', {
    dataIatf: '2026-09-01',
    dias: dia('D10'),
    processoAtual: 'DG Final',
    isFinalize: true,
    pastDG: true,
    pastDGFinal: true,
  });
  await push(request, world.vet, 'lotes', [dueToday, late, done]);
  const outcomes = ['Prenhe IATF', 'Prenhe Touro', 'Vazia'];
  const cows = outcomes.map((valor, n) =>
    base({
      codVaca: `AX${n + 1}`,
      loteId: done.id,
      condicaoDGFinal: domainValueId('condicaoDGFinal', valor),
      dataDgFinal: '2026-11-20',
    }),
  );
  await push(request, world.vet, 'd0s', [...cows, base({ codVaca: 'AX9', loteId: dueToday.id })]);
  await push(
    request,
    world.vet,
    'iatfs',
    cows.map((cow) => base({ vacaId: cow.id, loteId: done.id, observacao: '[N/A]', touroId: world.touroId })),
  );

  const findings: Finding[] = [];
  await markSeasonNoticeSeen(page, world.vet.id);
  await loginThroughUi(page, world.vet);
  await downloadFarm(page, HELENA);
  const agenda = page.getByRole('region', { name: 'Próximos manejos' });
  await expect(agenda.getByRole('list', { name: 'Hoje' })).toContainText('Lote Hoje');
  await audit(page, 'home', findings);

  await openMenu(page, true);
  const drawer = page.getByRole('dialog', { name: 'Menu principal' });
  await expect(drawer.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await audit(page, 'home, menu drawer open', findings);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/users');
  await expect(userEntry(page, world.inseminador.nomeCompleto)).toBeVisible({ timeout: 20_000 });
  await audit(page, 'users', findings);

  await page.goto(`/farms/${world.helenaId}/bulls`);
  await expect(page.getByText('Nelore Fiel da Mata', { exact: true })).toBeVisible();
  await audit(page, 'bulls of a farm', findings);

  await page.goto(`/farms/${world.helenaId}/report`);
  await expect(page.getByRole('table', { name: 'Por lote' })).toContainText('Lote Resultado');
  // Wider than the phone: its scroll box is a named stop of the keyboard.
  await expect(page.getByRole('region', { name: 'Tabela: Por lote' })).toHaveAttribute('tabindex', '0');
  await audit(page, 'farm report', findings);

  await page.goto('/cookies');
  await expect(page.getByText(/^Versão/)).toBeVisible();
  await audit(page, 'public term page', findings);
  // Beyond axe's 24 px: the bar's link home is a finger's target.
  const home = await page.getByRole('banner').getByRole('link', { name: 'Gestar' }).boundingBox();
  expect(home?.height).toBeGreaterThanOrEqual(44);

  // The administrator's lists, on another phone.
  const admin = await createAccount(
    request,
    'administrador',
    `Admin Acessível ${crypto.randomUUID().slice(0, 4)}`,
  );
  const adminContext = await secondDevice(browser, testInfo);
  try {
    const adminPage = await adminContext.newPage();
    await markSeasonNoticeSeen(adminPage, admin.id);
    await loginThroughUi(adminPage, admin);
    await adminPage.goto('/lancamentos-do-administrador');
    await expect(adminPage.getByRole('link', { name: 'Comprovantes de manejo' })).toBeVisible();
    await audit(adminPage, 'admin', findings);
    await adminPage.goto('/lancamentos-de-valores-dominio');
    await expect(adminPage.getByRole('table', { name: 'Valores das listas' })).toBeVisible({
      timeout: 20_000,
    });
    await audit(adminPage, 'admin, domain values', findings);
    await adminPage.goto('/lancamentos-de-tipos-dominio');
    await expect(adminPage.getByRole('table')).toBeVisible({ timeout: 20_000 });
    await audit(adminPage, 'admin, domain types', findings);
    await adminPage.goto('/lancamentos-de-comprovantes');
    await expect(heading(adminPage, 'Comprovantes de manejo')).toBeVisible();
    await expect(adminPage.getByText('Comprovantes recebidos').first()).toBeVisible();
    await audit(adminPage, 'admin, proofs', findings);
  } finally {
    await adminContext.close();
  }

  const remaining = findings.filter((finding) => !FIXED_RULES.includes(finding.rule));
  for (const finding of remaining) {
    console.log(
      `axe still finds ${finding.rule} (${finding.impact}) on ${finding.screen}: ${finding.targets.join(' | ')}`,
    );
  }
  const fixed = findings.filter((finding) => FIXED_RULES.includes(finding.rule));
  expect(fixed, 'violations of the rules these screens once broke').toEqual([]);
});
