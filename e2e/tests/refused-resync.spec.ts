import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import {
  base,
  buildFarmWorld,
  downloadFarm,
  HELENA,
  loginAs,
  push,
  synchronize,
} from '../support/farm-world.ts';
import { waitForOfflineReady } from '../support/login-page.ts';
import { dia, manejo, saveResync } from '../support/management.ts';
import { secondDevice } from '../support/registrations.ts';

// Two phones offline both make the Ressinc of the same batch. The second to sync is refused
// (one resync per batch): its toast says so instead of 'Sincronização concluída.', the refused-records panel
// says what to do and offers 'Descartar cópia local', which removes its duplicate '… - IATF 2' batch.

test.skip(({ isMobile }) => !isMobile, 'the chute screens are used on phones (390×844)');

const REFUSED = 'Registros não aceitos pelo servidor';
const CHILD = 'Lote Ressinc - IATF 2';

/** 'Lote Ressinc', past its IATF, with two cows that go into a resync. */
async function batchPastIatf(request: APIRequestContext) {
  const world = await buildFarmWorld(request, { cows: 0 });
  const protocol = base({
    name: 'P3 Recusa E2E',
    usuarioId: world.vet.id,
    managementProtocols: [
      {
        id: crypto.randomUUID(),
        day: dia('D0'),
        management: manejo('Implante do Dispositivo'),
        implant: domainValueId('dispositivo', 'CIDR'),
      },
      { id: crypto.randomUUID(), day: dia('D8'), management: manejo('Retirada do Dispositivo') },
      { id: crypto.randomUUID(), day: dia('D10'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const lote = base({
    nomeLote: 'Lote Ressinc',
    retiroId: world.boaVistaId,
    protocoloId: protocol.id,
    usuarioId: world.vet.id,
    dataIatf: '2026-10-01',
    dias: dia('D10'),
    lastDoneDay: dia('D10'),
    processoAtual: 'IATF',
  });
  await push(request, world.vet, 'lotes', [lote]);
  const cows = ['8101', '8102'].map((codVaca) =>
    base({ codVaca, loteId: lote.id, ecc: domainValueId('ecc', '3.00') }),
  );
  await push(request, world.vet, 'd0s', cows);
  await push(
    request,
    world.vet,
    'iatfs',
    cows.map((cow) => base({ vacaId: cow.id, loteId: lote.id, observacao: '[N/A]' })),
  );
  return { world, loteId: String(lote.id) };
}

/** The batches '… - IATF 2' the retiro page lists on this phone. */
function childBatches(page: Page) {
  return page.getByRole('listitem').filter({ has: page.getByText(CHILD, { exact: true }) });
}

test('a Ressinc refused because another phone made one first: the toast says so and the panel discards it', async ({
  page: phoneA,
  context: contextA,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { world, loteId } = await batchPastIatf(request);
  const corralPage = `/farms/${world.helenaId}/corrals/${world.boaVistaId}`;
  const contextB = await secondDevice(browser, testInfo);
  const phoneB = await contextB.newPage();
  try {
    await loginAs(phoneA, world.vet);
    // The same veterinarian on two phones: the resync form offers her own protocols.
    await loginAs(phoneB, world.vet);
    for (const phone of [phoneA, phoneB]) {
      await downloadFarm(phone, HELENA);
      await waitForOfflineReady(phone);
    }
    await contextA.setOffline(true);
    await contextB.setOffline(true);
    for (const phone of [phoneA, phoneB]) {
      await phone.goto(`/Resync/${loteId}`);
      await saveResync(phone, {
        tipo: 'Tradicional',
        protocolo: 'P3 Recusa E2E',
        progesterona: 'Não',
        periodo: 'Manhã',
      });
      await expect(phone).toHaveURL(new RegExp(`${corralPage}$`));
      await expect(childBatches(phone)).toHaveCount(1);
    }

    // A reaches the server first. (Home is opened before the network comes back: a sync the connection starts
    // is not cut by a page load.)
    await phoneA.goto('/');
    await contextA.setOffline(false);
    await synchronize(phoneA);

    // B's resync is refused, and its two cows with it (their batch never reached the server).
    await phoneB.goto('/');
    await contextB.setOffline(false);
    await phoneB.getByRole('button', { name: 'SINCRONIZAR' }).click();
    await expect(
      phoneB.getByText(
        /^Sincronização concluída com \d+ registros não aceitos\. Veja "Registros não aceitos pelo servidor"\.$/,
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(phoneB.getByText('Sincronização concluída.', { exact: true })).toHaveCount(0);
    await phoneB.screenshot({ path: screenshotPath(testInfo, 'refused-resync-toast'), fullPage: true });

    const panel = phoneB.getByRole('region', { name: REFUSED });
    const line = panel.getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(CHILD);
    await expect(line).toContainText('Já existe uma ressinc cadastrada para este lote');
    await expect(line).toContainText('Também não aceitos, e descartados com ele: 2 matrizes.');
    await expect(line).toContainText(
      'O que fazer: Outro aparelho registrou isto primeiro e o servidor ficou com o registro dele',
    );
    const discard = line.getByRole('button', { name: `Descartar cópia local: ${CHILD}` });
    await expect(discard).toBeVisible();
    expect((await discard.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await panel.scrollIntoViewIfNeeded();
    await phoneB.screenshot({ path: screenshotPath(testInfo, 'refused-resync-panel'), fullPage: true });

    // Before: B lists its own '… - IATF 2' and A's.
    await phoneB.goto(corralPage);
    await expect(childBatches(phoneB)).toHaveCount(2);
    await phoneB.screenshot({ path: screenshotPath(testInfo, 'refused-resync-two-batches'), fullPage: true });

    await phoneB.goto('/');
    await phoneB.getByRole('button', { name: `Descartar cópia local: ${CHILD}` }).click();
    const confirm = phoneB.getByRole('dialog', { name: 'Descartar cópia local?' });
    await expect(confirm).toContainText(
      `O registro "${CHILD}" existe só neste aparelho e será apagado dele, junto com o que foi registrado nele: 2 matrizes. O que está no servidor não muda. Esta ação não pode ser desfeita.`,
    );
    await phoneB.screenshot({ path: screenshotPath(testInfo, 'refused-resync-confirm'), fullPage: true });
    await confirm.getByRole('button', { name: 'Descartar cópia local' }).click();
    await expect(phoneB.getByText('Cópia local descartada.')).toBeVisible();
    await expect(phoneB.getByRole('region', { name: REFUSED })).toHaveCount(0);

    // After: only A's resync, on both phones; the next sync of B is complete.
    await synchronize(phoneB);
    await phoneB.goto(corralPage);
    await expect(childBatches(phoneB)).toHaveCount(1);
    await phoneB.screenshot({ path: screenshotPath(testInfo, 'refused-resync-one-batch'), fullPage: true });
    await phoneA.goto(corralPage);
    await expect(childBatches(phoneA)).toHaveCount(1);
  } finally {
    await contextB.close();
  }
});
