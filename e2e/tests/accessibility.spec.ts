import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { calendarDayOf } from '@gestar/domain/rules/display';
import { addDaysToDate } from '@gestar/domain/rules/gestation';
import { expect, type Page, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { type AxeFinding, axeFindings, describeFindings } from '../support/axe.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, push } from '../support/farm-world.ts';
import { loginThroughUi, markSeasonNoticeSeen, openMenu } from '../support/login-page.ts';
import { dia, manejo } from '../support/management.ts';
import { heading, secondDevice } from '../support/registrations.ts';
import { userEntry } from '../support/users.ts';

// An axe-core sweep (WCAG 2.0/2.1/2.2 A and AA plus best practice) over the office and home screens on the
// phone: home with its agenda and the menu drawer, users, bulls, the farm report, a public term page and the
// administrator's lists. No rule may find anything (the step screens are swept in chute-screens.spec.ts).

async function audit(page: Page, screen: string, findings: AxeFinding[]): Promise<void> {
  findings.push(...(await axeFindings(page, screen)));
}

test('the phone screens break no accessibility rule', async ({ page, request, browser }, testInfo) => {
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

  const findings: AxeFinding[] = [];
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

  expect(findings, describeFindings(findings)).toEqual([]);
});
