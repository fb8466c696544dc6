import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, push, synchronize, withHelena } from '../support/farm-world.ts';
import { cutLabels } from '../support/field-audit.ts';
import { waitForOfflineReady } from '../support/login-page.ts';
import * as chute from '../support/management.ts';
import { secondDevice } from '../support/registrations.ts';

// One batch through a whole season on a 390×844 phone, every step through its screen: D0, DN
// and IATF (the DN and the IATF with the network off), the DG of IATF 1 on a second device, Ressinc (precoce)
// with the D0 Resync of the empty cows, IATF 2, its DG, and the DG Final of both batches; then the batch list,
// the DG Final and the farm report's pregnancy rate, worked out by hand.

test.skip(({ isMobile }) => !isMobile, 'the chute screens are used on phones (390×844)');
// The whole season, two devices and their syncs take about a minute and a half.
test.describe.configure({ timeout: 240_000 });

const BATCH = 'Lote Estação';
const CHILD = `${BATCH} - IATF 2`;
const COWS = ['E01', 'E02', 'E03', 'E04', 'E05', 'E06'];

/** A batch's card on the retiro page (the resync batch's name starts with the parent's). */
function batchCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
}

/**
 * The batch card's '% Prenhez' and its batch report's 'Taxa de prenhez': one figure, with its counts and what it
 * rests on. Leaves the page on the retiro.
 */
async function expectHeadline(
  page: Page,
  corral: string,
  batch: { id: string; name: string },
  headline: string,
) {
  await page.goto(corral);
  await expect(batchCard(page, batch.name)).toContainText(`% Prenhez: ${headline}`);
  await page.goto(`${corral}/batches/${batch.id}/report`);
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText(`Taxa de prenhez${headline}`);
  await page.goto(corral);
}

/** The sync line under the header once everything on the device has reached the server. */
async function waitForSent(page: Page) {
  await expect(page.getByRole('status', { name: 'Estado da sincronização' })).toContainText(
    /Conectado · Nada a enviar · Última sincronização/,
    { timeout: 30_000 },
  );
}

/** Semen and inseminator for each cow on the IATF screen, found by the search box as at the chute. */
async function inseminate(page: Page, codes: string[], inseminator: string) {
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  for (const code of codes) {
    await search.fill(code);
    const card = chute.cowCard(page, code);
    await chute.pick(page, card, 'Sêmen', 'Nelore Fiel da Mata NEL-2025-17');
    await chute.pick(page, card, 'Inseminador', inseminator);
    await card.getByRole('button', { name: `OK ${code}` }).click();
    await expect(card.getByText('Salva', { exact: true })).toBeVisible();
  }
  await search.fill('');
}

/** DG: 'Prenhe' for every cow by 'Preencher Todas', then 'Vazia' for the `empty` ones; 'Salvar todas'. */
async function diagnose(page: Page, empty: string[]) {
  await chute.pickExact(page, page.locator('body'), 'Diagnóstico', 'Prenhe');
  await chute.confirmBulk(page, 'Preencher Todas');
  for (const code of empty) await chute.pickExact(page, chute.cowCard(page, code), 'Diagnóstico', 'Vazia');
  await chute.confirmBulk(page, 'Salvar todas');
}

test('a season on one batch: D0 → DN → IATF offline → DG on a second device → Ressinc → D0 Resync → IATF 2 → DG → DG Final, and the report', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  const world = await buildFarmWorld(request, { cows: 0 });
  // A second veterinarian of the vet's team, linked to Santa Helena: device B.
  const second = await createAccount(request, 'veterinario', 'Rafael Souza Lima', world.vet.token);
  await push(request, world.vet, 'fazendaUsuarios', [
    base({ idFazenda: world.helenaId, idUsuario: second.id }),
  ]);
  const protocol = await chute.implantProtocol(request, world, {
    name: 'P Estação',
    removal: 'D8',
    iatf: 'D10',
  });
  await chute.implantProtocol(request, world, { name: 'P Ressinc Curto', iatf: 'D9' });
  const lote = await chute.batchBeforeD0(request, world, {
    name: BATCH,
    protocolId: protocol.id,
    d0Date: '2026-09-01',
  });
  const corral = `/farms/${world.helenaId}/corrals/${world.boaVistaId}`;
  const inseminator = world.inseminador.nomeCompleto;

  // Device A: the vet's phone.
  await withHelena(page, world.vet);
  await waitForOfflineReady(page);
  await page.goto(corral);
  await expect(batchCard(page, BATCH)).toContainText('Processo Atual: -');

  // D0: six cows by ID1 and Enter.
  await page.getByRole('button', { name: `Abrir manejo ${BATCH}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/D0/${lote.id}$`));
  await expect(page.getByText('Protocolo: P Estação / Manejo: D0')).toBeVisible();
  const id1 = page.getByLabel('ID1', { exact: true });
  for (const [index, code] of COWS.entries()) {
    await id1.fill(code);
    await id1.press('Enter');
    await expect(page.getByText(`1-${index + 1} de ${index + 1}`)).toBeVisible();
  }
  const d0 = await chute.finalizeWithReceipt(page, /^Comprovante de manejo D0 - Lote Estação - .*\.gestar$/);
  expect(d0.d0s).toHaveLength(COWS.length);
  await expect(page).toHaveURL(new RegExp(`${corral}$`));
  await expect(batchCard(page, BATCH)).toContainText('Processo Atual: D0');

  // DN (D8) and IATF with the network off.
  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Estado da sincronização' })).toContainText('Sem conexão');
  await page.getByRole('button', { name: `Abrir manejo ${BATCH}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/DN/${lote.id}$`));
  await expect(page.getByText('Protocolo: P Estação / Manejo: D8')).toBeVisible();
  await expect(page.getByText(`TOTAL DE MATRIZES 0/${COWS.length}`)).toBeVisible();
  await chute.finalizeWithReceipt(page, /^Comprovante de manejo D8 - Lote Estação - .*\.gestar$/);
  await expect(batchCard(page, BATCH)).toContainText('Processo Atual: D8');

  await page.getByRole('button', { name: `Abrir manejo ${BATCH}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/IATF/${lote.id}$`));
  await inseminate(page, COWS, inseminator);
  await expect(page.getByText(`TOTAL DE MATRIZES ${COWS.length}/${COWS.length}`)).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'season-iatf1-offline'), fullPage: true });
  const iatf = await chute.finalizeWithReceipt(
    page,
    /^Comprovante de manejo IATF - Lote Estação - .*\.gestar$/,
  );
  expect(iatf.iatfs).toHaveLength(COWS.length);
  await expect(batchCard(page, BATCH)).toContainText('Processo Atual: IATF');
  await expect(batchCard(page, BATCH)).toContainText('Não enviado');

  // Back online: the device sends everything on its own.
  await context.setOffline(false);
  await waitForSent(page);
  await expect(batchCard(page, BATCH).getByText('Não enviado')).toHaveCount(0);

  // Device B: the second vet's phone sees A's cows and progress, and does the DG of IATF 1.
  const deviceB = await secondDevice(browser, testInfo);
  const phoneB = await deviceB.newPage();
  await withHelena(phoneB, second);
  await phoneB.goto(corral);
  await expect(batchCard(phoneB, BATCH)).toContainText('Processo Atual: IATF');
  await expect(batchCard(phoneB, BATCH)).toContainText(`Matrizes: ${COWS.length}`);
  await phoneB.screenshot({ path: screenshotPath(testInfo, 'season-device-b-retiro'), fullPage: true });
  await phoneB.getByRole('button', { name: `Abrir manejo ${BATCH}`, exact: true }).click();
  await expect(phoneB).toHaveURL(new RegExp(`/DG/${lote.id}$`));
  await expect(phoneB.getByText(`TOTAL DE MATRIZES: 0/${COWS.length}`)).toBeVisible();
  // A's offline IATF came with the cows: each card names the semen she got.
  await expect(chute.cowCard(phoneB, 'E01')).toContainText('Sêmen: Nelore Fiel da Mata');
  // E01–E04 pregnant, E05 and E06 empty.
  await diagnose(phoneB, ['E05', 'E06']);
  await expect(phoneB.getByText(`TOTAL DE MATRIZES: ${COWS.length}/${COWS.length}`)).toBeVisible();
  await phoneB.screenshot({ path: screenshotPath(testInfo, 'season-device-b-dg'), fullPage: true });
  const dg = await chute.finalizeWithReceipt(
    phoneB,
    /^Comprovante de manejo DG - Lote Estação - .*\.gestar$/,
  );
  expect(dg.lotes[0]).toMatchObject({ processoAtual: 'DG', isFinalize: true });
  await expect(batchCard(phoneB, BATCH)).toContainText('Processo Atual: DG');
  // By hand: E01–E04 pregnant of the six diagnosed; DG Final still to come.
  await expectHeadline(phoneB, corral, { id: String(lote.id), name: BATCH }, '66,66 % (4/6) · DG');
  await phoneB.goto('/');
  await synchronize(phoneB);

  // A receives B's DG at its next sync and resynchronises the empty cows (precoce, D0 on D22).
  await page.goto('/');
  await synchronize(page);
  await page.goto(corral);
  await expect(batchCard(page, BATCH)).toContainText('Processo Atual: DG');
  await batchCard(page, BATCH).getByText(BATCH, { exact: true }).click();
  await page.getByRole('button', { name: 'Ressinc', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Resync/${lote.id}$`));
  await page.screenshot({ path: screenshotPath(testInfo, 'season-resync-form'), fullPage: true });
  await chute.saveResync(page, {
    tipo: /^Precoce$/,
    diaD0: 'D22',
    protocolo: 'P Ressinc Curto',
    progesterona: 'Não',
    periodo: 'Manhã',
  });

  // D0 Resync of the child batch.
  await expect(page).toHaveURL(/\/D0Resync\//);
  const childId = page.url().split('/D0Resync/')[1] ?? '';
  await expect(page.getByText('Protocolo: P Ressinc Curto / Manejo: D0')).toBeVisible();
  // Made after the DG, the Ressinc carries only E05 and E06, the empty ones; the pregnant stay judged in IATF 1.
  await expect(page.getByText('TOTAL DE MATRIZES 0/2')).toBeVisible();
  await expect(chute.cowCard(page, 'E01')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo, 'season-d0-resync'), fullPage: true });
  await chute.pick(page, page.getByRole('main'), 'Dispositivo', 'CIDR');
  await chute.pick(page, page.getByRole('main'), 'Uso', '2º uso');
  await chute.confirmBulk(page, 'Preencher Todas');
  await expect(chute.cowCard(page, 'E06').getByRole('combobox', { name: /^Uso/ }).first()).toHaveText(
    '2º uso',
  );
  await chute.confirmBulk(page, 'Salvar todas');
  await expect(page.getByText('TOTAL DE MATRIZES 2/2')).toBeVisible();
  const d0Resync = await chute.finalizeWithReceipt(
    page,
    /^Comprovante de manejo D0 Ressinc - Lote Estação - IATF 2 - .*\.gestar$/,
  );
  expect(d0Resync.lotes[0]).toMatchObject({
    id: childId,
    nomeLote: CHILD,
    parentBatch: lote.id,
    isPrecoce: true,
  });
  await expect(page).toHaveURL(new RegExp(`${corral}$`));
  await expect(batchCard(page, CHILD)).toContainText('Processo Atual: D0');
  await expect(batchCard(page, BATCH)).toContainText('Processo Atual: DG');

  // IATF 2: the empty cows are inseminated again.
  await page.getByRole('button', { name: `Abrir manejo ${CHILD}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/IATF/${childId}$`));
  await inseminate(page, ['E05', 'E06'], inseminator);
  await expect(page.getByText('TOTAL DE MATRIZES 2/2')).toBeVisible();
  await chute.finalizeWithReceipt(page, /^Comprovante de manejo IATF - Lote Estação - IATF 2 - .*\.gestar$/);
  await expect(batchCard(page, CHILD)).toContainText('Processo Atual: IATF');

  // DG of IATF 2 (not DG Final: IATF 2 opened a round of its own): E05 pregnant, E06 empty.
  await page.getByRole('button', { name: `Abrir manejo ${CHILD}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/DG/${childId}$`));
  await expect(page.getByText('TOTAL DE MATRIZES: 0/2')).toBeVisible();
  await diagnose(page, ['E06']);
  await expect(page.getByText('TOTAL DE MATRIZES: 2/2')).toBeVisible();
  await chute.finalizeWithReceipt(page, /^Comprovante de manejo DG - Lote Estação - IATF 2 - .*\.gestar$/);
  await expect(batchCard(page, CHILD)).toContainText('Processo Atual: DG');
  // By hand: each cow's latest diagnosis — E01–E04 and E05 (at the DG of IATF 2) pregnant, E06 empty. The resync
  // batch's own report: E05 of E05, E06.
  await expectHeadline(page, corral, { id: String(lote.id), name: BATCH }, '83,33 % (5/6) · DG');
  await expectHeadline(page, corral, { id: childId, name: CHILD }, '50,00 % (1/2) · DG');

  // DG Final of IATF 2: only the cows that went on; E05 keeps her DG, E06 is empty.
  await page.getByRole('button', { name: `Abrir manejo ${CHILD}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/DGFinal/${childId}$`));
  await expect(page.getByText('TOTAL DE MATRIZES: 0/2')).toBeVisible();
  await expect(chute.cowCard(page, 'E05').getByRole('combobox', { name: 'Diagnóstico Final' })).toHaveText(
    'Prenhe IATF',
  );
  await chute.pickExact(page, chute.cowCard(page, 'E06'), 'Diagnóstico Final', 'Vazia');
  await chute.confirmBulk(page, 'Salvar todas');
  await page.getByLabel('Data do DG Final').fill('20/11/2026');
  await chute.finalizeWithReceipt(
    page,
    /^Comprovante de manejo DG Final - Lote Estação - IATF 2 - .*\.gestar$/,
  );
  await expect(batchCard(page, CHILD)).toContainText('Processo Atual: DG Final');

  // DG Final of IATF 1 (B's diagnoses are the defaults): E04 lost her pregnancy.
  await page.getByRole('button', { name: `Abrir manejo ${BATCH}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/DGFinal/${lote.id}$`));
  await expect(page.getByText('TOTAL DE MATRIZES: 0/4')).toBeVisible();
  await expect(chute.cowCard(page, 'E01').getByRole('combobox', { name: 'Diagnóstico Final' })).toHaveText(
    'Prenhe IATF',
  );
  const lost = chute.cowCard(page, 'E04');
  await chute.pickExact(page, lost, 'Diagnóstico Final', 'Vazia');
  await expect(lost.getByText('Perda de gestação')).toBeVisible();
  await chute.confirmBulk(page, 'Salvar todas');
  await expect(page.getByText('TOTAL DE MATRIZES: 4/4')).toBeVisible();
  await page.getByLabel('Data do DG Final').fill('20/11/2026');
  await page.screenshot({ path: screenshotPath(testInfo, 'season-dg-final'), fullPage: true });
  expect(await cutLabels(page)).toEqual([]);
  const final = await chute.finalizeWithReceipt(
    page,
    /^Comprovante de manejo DG Final - Lote Estação - .*\.gestar$/,
  );
  expect(final.d0s.find((cow: { codVaca: string }) => cow.codVaca === 'E04')).toMatchObject({
    perdaGestacao: true,
  });
  // By hand: E04 lost hers; E01–E03 and E05 pregnant of six: 4/6, every cow with her final result.
  await expectHeadline(page, corral, { id: String(lote.id), name: BATCH }, '66,66 % (4/6) · DG Final');

  // What the vet sees at the end: both batches at DG Final, and the farm's pregnancy rate. By hand: judged in DG
  // Final are E01–E04 (IATF 1) and E05, E06 (IATF 2); pregnant E01, E02, E03 and E05: 4/6 = 66,666… → 66,66 %.
  await expect(batchCard(page, BATCH)).toContainText('Processo Atual: DG Final');
  await expect(batchCard(page, CHILD)).toContainText('Processo Atual: DG Final');
  await page.screenshot({ path: screenshotPath(testInfo, 'season-retiro-end'), fullPage: true });
  await page.goto(`/farms/${world.helenaId}/report`);
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText('Taxa de prenhez66,66 % (4/6)');
  // Pregnant at a DG: E01–E04 and E05; E04 lost hers at the DG Final: 1/5.
  await expect(summary).toContainText('Perdas gestacionais (DG → DG Final)20,00 % (1/5)');
  await summary.screenshot({ path: screenshotPath(testInfo, 'season-report-summary') });

  // B, at its next sync, sees the season A closed.
  await page.goto('/');
  await synchronize(page);
  await synchronize(phoneB);
  await phoneB.goto(corral);
  await expect(batchCard(phoneB, BATCH)).toContainText('Processo Atual: DG Final');
  await expect(batchCard(phoneB, CHILD)).toContainText('Processo Atual: DG Final');
  await deviceB.close();
});

// Spec §4 disables Ressinc 'when every cow is pregnant': pregnant cows are not resynchronised, so a Ressinc made
// after the DG takes only the cows that are not pregnant.
test('after the DG, Ressinc takes only the cows that are not pregnant', async ({ page, request }) => {
  const world = await buildFarmWorld(request, { cows: 0 });
  const { lote } = await chute.batchAfterIatf(request, world, {
    name: 'Lote Prenhes',
    codes: ['F01', 'F02', 'F03'],
  });
  await withHelena(page, world.vet);
  await page.goto(`/DG/${lote.id}`);
  await diagnose(page, ['F03']);
  await expect(page.getByText('TOTAL DE MATRIZES: 3/3')).toBeVisible();
  await chute.finalizeWithReceipt(page, /^Comprovante de manejo DG - Lote Prenhes - .*\.gestar$/);
  await page.goto(`/Resync/${lote.id}`);
  await expect(page.getByText(/^Matrizes levadas para a ressinc: \d$/)).toBeVisible();
  // F01 and F02 are pregnant: only F03 goes on.
  await expect(page.getByText('Matrizes levadas para a ressinc: 1')).toBeVisible({ timeout: 2_000 });

  // Tradicional: the resync starts with DG/D0, where F03's diagnosis from the DG is already shown; her device
  // and its use are what is left to say.
  await chute.saveResync(page, {
    tipo: /^Tradicional$/,
    protocolo: 'P DG Lote Prenhes',
    progesterona: 'Não',
    periodo: 'Manhã',
  });
  const child = 'Lote Prenhes - IATF 2';
  const open = () => page.getByRole('button', { name: `Abrir manejo ${child}`, exact: true }).click();
  await open();
  await expect(page).toHaveURL(/\/DGRessinc\//);
  const childId = page.url().split('/DGRessinc/')[1] ?? '';
  await expect(page.getByText('TOTAL DE MATRIZES: 0/1')).toBeVisible();
  const f03 = chute.cowCard(page, 'F03');
  await expect(f03.getByRole('combobox', { name: 'Diagnóstico' })).toHaveText('Vazia');
  await chute.pickExact(page, f03, 'Dispositivo Intravaginal', 'CIDR');
  await chute.pickExact(page, f03, 'Uso', '2º uso');
  await f03.getByRole('button', { name: 'OK F03' }).click();
  await expect(page.getByText('TOTAL DE MATRIZES: 1/1')).toBeVisible();
  const dgD0 = await chute.finalizeWithReceipt(
    page,
    /^Comprovante de manejo DG-D0 - Lote Prenhes - IATF 2 - .*\.gestar$/,
  );
  // The diagnosis stays on the IATF 1 record; her copy holds the resync's D0 only.
  const records = dgD0.d0s as { codVaca: string; loteId: string; condicaoDG: string | null }[];
  expect(records.find((cow) => cow.loteId === childId)).toMatchObject({ codVaca: 'F03', condicaoDG: null });
  expect(records.find((cow) => cow.loteId === lote.id && cow.codVaca === 'F03')?.condicaoDG).toBeTruthy();

  // D8, then IATF 2: from there the resync goes to its own DG, which starts undiagnosed, not to DG Final.
  await open();
  await expect(page).toHaveURL(new RegExp(`/DN/${childId}$`));
  await chute.finalizeWithReceipt(page, /^Comprovante de manejo D8 - Lote Prenhes - IATF 2 - .*\.gestar$/);
  await open();
  await expect(page).toHaveURL(new RegExp(`/IATF/${childId}$`));
  await inseminate(page, ['F03'], world.inseminador.nomeCompleto);
  await chute.finalizeWithReceipt(page, /^Comprovante de manejo IATF - Lote Prenhes - IATF 2 - .*\.gestar$/);
  await open();
  await expect(page).toHaveURL(new RegExp(`/DG/${childId}$`));
  await expect(page.getByText('TOTAL DE MATRIZES: 0/1')).toBeVisible();
  await expect(chute.cowCard(page, 'F03').getByRole('combobox', { name: 'Diagnóstico' })).not.toHaveText(
    'Vazia',
  );
});
