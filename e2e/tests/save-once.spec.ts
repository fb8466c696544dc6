import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { base, buildFarmWorld, downloadFarm, HELENA, loginAs, push } from '../support/farm-world.ts';
import { batchBeforeD0, cowCard, dia, manejo } from '../support/management.ts';

// Two instant clicks on SALVAR MATRIZ, or a wand reader that sends Enter twice, must save the cow once (the
// repeated-ID check alone passes for both): a save in flight blocks the next.

test.skip(({ isMobile }) => !isMobile, 'the chute screens are used on phones (390×844)');

/** The farm world plus a protocol D0/D10 IATF and an empty batch 'Lote Duplo' using it. */
async function emptyBatch(request: APIRequestContext) {
  const world = await buildFarmWorld(request, { cows: 1 });
  const protocol = base({
    name: 'P2 Duplo E2E',
    usuarioId: world.vet.id,
    managementProtocols: [
      {
        id: crypto.randomUUID(),
        day: dia('D0'),
        management: manejo('Implante do Dispositivo'),
        implant: domainValueId('dispositivo', 'CIDR'),
      },
      { id: crypto.randomUUID(), day: dia('D10'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const lote = await batchBeforeD0(request, world, {
    name: 'Lote Duplo',
    protocolId: protocol.id,
    d0Date: '2026-11-23',
  });
  return { world, loteId: String(lote.id) };
}

/** Live cows of the batch with that ID1 on the device. */
async function cowsOnDevice(page: Page, loteId: string, code: string): Promise<number> {
  return page.evaluate(
    async ({ loteId, code }) => {
      const hook = window.__gestarE2e;
      if (!hook) throw new Error('e2e hook missing');
      const cows = await hook.db.d0s.where('loteId').equals(loteId).toArray();
      return cows.filter((cow) => cow.codVaca === code && !cow.isDeleted).length;
    },
    { loteId, code },
  );
}

test('D0: a double click on SALVAR MATRIZ and a double Enter of the wand reader save one cow each', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { world, loteId } = await emptyBatch(request);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await page.goto(`/D0/${loteId}`);
  await expect(page.getByText('Ainda não existe nenhuma vaca neste lote!')).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar Matriz' });
  const id1 = page.getByLabel('ID1', { exact: true });
  const id2 = page.getByLabel('ID2 (bastão)');

  // Two clicks as fast as a finger's double tap.
  await id1.fill('7001');
  await save.dblclick();
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await expect(cowCard(page, '7001')).toHaveCount(1);
  // The second click found the form empty right after the save: no 'required' error either.
  await expect(page.getByText('Este campo é obrigatório')).toHaveCount(0);

  // The wand reader: digits, then Enter twice.
  await id2.fill('982000000077');
  await id2.press('Enter');
  await id2.press('Enter');
  await expect(page.getByText('1-2 de 2')).toBeVisible();

  // Two Enter key events in the same tick (a reader faster than any render).
  await id2.fill('982000000078');
  await id2.evaluate((input) => {
    for (let n = 0; n < 2; n++)
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('1-3 de 3')).toBeVisible();

  // Two clicks in the same tick.
  await id1.fill('7002');
  await save.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('1-4 de 4')).toBeVisible();

  // Give any second save time to land before counting.
  await page.waitForTimeout(1_000);
  await expect(page.getByText('1-4 de 4')).toBeVisible();
  await expect(cowCard(page, '7001')).toHaveCount(1);
  await expect(cowCard(page, '7002')).toHaveCount(1);
  await page.screenshot({ path: screenshotPath(testInfo, 'd0-saved-once'), fullPage: true });

  // And on the device's database (its test hook is installed by home).
  await page.goto('/');
  await page.waitForFunction(() => window.__gestarE2e !== undefined);
  for (const code of ['7001', '982000000077', '982000000078', '7002'])
    expect(await cowsOnDevice(page, loteId, code), `cows with ID ${code}`).toBe(1);
});
