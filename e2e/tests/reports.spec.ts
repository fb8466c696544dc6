import { writeFile } from 'node:fs/promises';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, loginAs, push } from '../support/farm-world.ts';
import { LAYOUT_INDEPENDENT, waitForOfflineReady } from '../support/login-page.ts';
import { dia } from '../support/management.ts';

// The farm's report computed on the device from its own records — offline too — with every
// rate beside its counts, reached from 'Relatório da Fazenda', printable.

const manejo = (m: string) => domainValueId('tipoManejo', m);
const final = (valor: string) => domainValueId('condicaoDGFinal', valor);

test('the farm report, offline: rates with their counts by round, batch and bull, then printed to PDF', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', LAYOUT_INDEPENDENT);
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const protocol = base({
    name: 'P Relatório',
    usuarioId: world.vet.id,
    managementProtocols: [
      { id: crypto.randomUUID(), day: dia('D0'), management: manejo('Implante do Dispositivo') },
      { id: crypto.randomUUID(), day: dia('D10'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const lote = base({
    nomeLote: 'Lote Resultado',
    retiroId: world.boaVistaId,
    protocoloId: protocol.id,
    usuarioId: world.vet.id,
    dataIatf: '2026-09-01',
    dias: dia('D10'),
    processoAtual: 'DG Final',
    isFinalize: true,
    pastDG: true,
    pastDGFinal: true,
  });
  await push(request, world.vet, 'lotes', [lote]);
  const outcomes = ['Prenhe IATF', 'Prenhe IATF', 'Prenhe Touro', 'Vazia'];
  const cows = outcomes.map((valor, n) =>
    base({ codVaca: `R${n + 1}`, loteId: lote.id, condicaoDGFinal: final(valor), dataDgFinal: '2026-11-20' }),
  );
  await push(request, world.vet, 'd0s', cows);
  await push(
    request,
    world.vet,
    'iatfs',
    cows.map((cow) => base({ vacaId: cow.id, loteId: lote.id, observacao: '[N/A]', touroId: world.touroId })),
  );

  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.goto(`/farms/${world.helenaId}`);
  await page.getByRole('button', { name: 'Relatório da Fazenda' }).click();
  await expect(page).toHaveURL(new RegExp(`/farms/${world.helenaId}/report$`));
  await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText('Taxa de prenhez75,00 % (3/4)');
  await expect(summary).toContainText('Prenhez por IATF50,00 % (2/4)');
  const byBatch = page.getByRole('table', { name: 'Por lote' });
  await expect(byBatch.getByRole('row', { name: /Lote Resultado/ })).toContainText('75,00 % (3/4)');
  // The cow of 'Lote Novilhas 2026' has no diagnosis yet: counted as a cow, not in the rate.
  await expect(byBatch.getByRole('row', { name: /Lote Novilhas 2026/ })).toContainText('0,00 % (0/0)');
  await expect(
    page.getByRole('table', { name: 'Por touro' }).getByRole('row', { name: /Nelore Fiel da Mata/ }),
  ).toContainText('75,00 % (3/4)');
  await expect(
    page.getByRole('table', { name: 'Por rodada de IATF' }).getByRole('row', { name: /IATF 1/ }),
  ).toContainText('75,00 % (3/4)');
  // Each dimension also as a chart; its tooltip gives the count, the share and the occurrence (spec §9).
  const bullChart = page.getByRole('img', { name: 'Por touro' });
  await expect(bullChart).toBeVisible();
  await bullChart.locator('.recharts-bar-rectangle').first().hover();
  await expect(bullChart).toContainText('Prenhes IATF: 2 · 50,00 % · 2 de 4');
  await expect(bullChart).toContainText('Prenhes Touro: 1 · 25,00 % · 1 de 4');
  await expect(bullChart).toContainText('Vazias: 1 · 25,00 % · 1 de 4');
  // Drawn at least 1000 px wide and scaled to fit: never wider than the page.
  const chartBox = await bullChart.boundingBox();
  expect(chartBox?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-report'), fullPage: true });

  // Print: Chromium's PDF of the page as printed (A4).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  // The printed cover: scope, the farm's season and its dates, issuer and time.
  const cover = page.getByTestId('report-cover');
  await expect(cover).toBeVisible();
  await expect(cover).toContainText('Fazenda: Fazenda Santa Helena');
  await expect(cover).toContainText('Lote: Todos');
  await expect(cover).toContainText('Estação de monta: 2026/2027');
  await expect(cover).toContainText('Período da estação de monta: 01/10/2026 a 28/02/2027');
  await expect(cover).toContainText(`Emitido por ${world.vet.nomeCompleto}`);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await writeFile(screenshotPath(testInfo, 'farm-report').replace(/\.png$/, '.pdf'), new Uint8Array(pdf));
  await page.screenshot({ path: screenshotPath(testInfo, 'farm-report-print'), fullPage: true });
});
