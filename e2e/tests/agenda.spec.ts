import { calendarDayOf, formatDate } from '@gestar/domain/rules/display';
import { addDaysToDate } from '@gestar/domain/rules/gestation';
import { expect, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, loginAs, push } from '../support/farm-world.ts';
import { waitForOfflineReady } from '../support/login-page.ts';
import { dia, manejo } from '../support/management.ts';

// Home's agenda lists, from the device database and with the network off, each downloaded
// batch's next management that is overdue, due today or due within a week, and one tap opens its screen.

test.skip(({ isMobile }) => !isMobile, 'the agenda is read in the corral, on a phone (390×844)');

function section(page: Page, title: string) {
  return page.getByRole('region', { name: 'Próximos manejos' }).getByRole('list', { name: title });
}

test('the agenda shows an IATF due today, an overdue D8 and next week’s D0, offline, and opens the IATF', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const protocol = base({
    name: 'P Agenda D0-D8-D10',
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
  const batch = (nomeLote: string, dataIatf: string, dias: string | null) =>
    base({
      nomeLote,
      retiroId: world.boaVistaId,
      protocoloId: protocol.id,
      usuarioId: world.vet.id,
      dataIatf,
      dias,
    });
  // D0 ten days ago and D8 done: the IATF (D10) is today.
  const dueToday = batch('Lote Agenda Hoje', shifted(-10), dia('D8'));
  // D0 nine days ago and D8 not done: D8 was yesterday.
  const late = batch('Lote Agenda Atrasado', shifted(-9), dia('D0'));
  // D0 in three days.
  const soon = batch('Lote Agenda Semana', shifted(3), null);
  // D0 in ten days: beyond the week, not listed.
  const later = batch('Lote Agenda Depois', shifted(10), null);
  await push(request, world.vet, 'lotes', [dueToday, late, soon, later]);
  await push(
    request,
    world.vet,
    'd0s',
    ['AG01', 'AG02'].map((codVaca) => base({ codVaca, loteId: dueToday.id })),
  );

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();

  const agenda = page.getByRole('region', { name: 'Próximos manejos' });
  await expect(agenda).toBeVisible();
  await expect(section(page, 'Atrasados')).toContainText('D8 · Lote Agenda Atrasado');
  await expect(section(page, 'Atrasados')).toContainText(`${HELENA} · ${formatDate(shifted(-1))}`);
  await expect(section(page, 'Atrasados')).toContainText('Atrasado 1 dia');
  await expect(section(page, 'Hoje')).toContainText('IATF · Lote Agenda Hoje');
  await expect(section(page, 'Hoje')).toContainText(`${HELENA} · ${formatDate(today)} · 2 matrizes`);
  await expect(section(page, 'Próximos 7 dias')).toContainText('D0 · Lote Agenda Semana');
  await expect(section(page, 'Próximos 7 dias')).toContainText(formatDate(shifted(3)));
  await expect(agenda).not.toContainText('Lote Agenda Depois');
  await expect(agenda).not.toContainText('Lote Novilhas 2026');
  await page.screenshot({ path: screenshotPath(testInfo, 'agenda-offline'), fullPage: true });

  // One tap to the screen that does the step, still offline.
  await section(page, 'Hoje')
    .getByRole('link', { name: /Lote Agenda Hoje/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/IATF/${dueToday.id}$`));
  await expect(page.getByText('AG01')).toBeVisible();
});
