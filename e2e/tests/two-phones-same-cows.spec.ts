import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Account } from '../support/accounts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs, synchronize } from '../support/farm-world.ts';
import { waitForOfflineReady } from '../support/login-page.ts';
import { batchAfterIatf, cowCard, dia, pick, pickExact } from '../support/management.ts';
import { secondDevice } from '../support/registrations.ts';

// Two phones, offline, work the same cows of the same batches: the vet diagnoses a cow pregnant and marks her
// absent on the DN day, the inseminator diagnoses her empty and 'Nada Consta'. After both sync, each cow has one
// DN record of the day and one whole diagnosis (the last push's, never a mix of the two), the same on both
// phones and on the server.

test.skip(({ isMobile }) => !isMobile, 'the chute screens are used on phones (390×844)');

type Pulled = Record<string, Record<string, unknown>[]>;

/** Every record of the farm the server holds, as a device's pull would bring them. */
async function serverRecords(request: APIRequestContext, account: Account, farmId: string): Promise<Pulled> {
  const records: Pulled = {};
  let cursor = 0;
  for (let page = 0; page < 50; page++) {
    const answer = await request.post('/api/sync/half-sync', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { lastPulledAt: cursor, fazendasBaixadas: [{ id: farmId, lastPulledAt: cursor }] },
    });
    const { response } = (await answer.json()) as { response: Record<string, unknown> };
    for (const [key, value] of Object.entries(response)) {
      if (Array.isArray(value)) records[key] = [...(records[key] ?? []), ...value];
    }
    cursor = Number(response.lastPulledAt);
    if (!response.temMais) return records;
  }
  throw new Error('pull never ended');
}

async function diagnose(page: Page, loteId: string, code: string, diagnosis: string) {
  await page.goto(`/DG/${loteId}`);
  const card = cowCard(page, code);
  await pickExact(page, card, 'Diagnóstico', diagnosis);
  await card.getByRole('button', { name: `OK ${code}` }).click();
  await expect(card.getByText('Salva', { exact: true })).toBeVisible();
}

async function observeDn(page: Page, loteId: string, code: string, observation: string) {
  await page.goto(`/DN/${loteId}`);
  const card = cowCard(page, code);
  await pick(page, card, 'Observação', observation);
  await card.getByRole('button', { name: `OK ${code}` }).click();
  await expect(card.getByText('Salva', { exact: true })).toBeVisible();
}

test('two phones offline on the same cows: one DN record per day and one whole diagnosis after sync', async ({
  page: phoneA,
  context: contextA,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const dg = await batchAfterIatf(request, world, { name: 'Lote Dois DG', codes: ['TD01', 'TD02'] });
  const dn = await batchAfterIatf(request, world, {
    name: 'Lote Dois DN',
    codes: ['TN01', 'TN02'],
    extra: { dias: dia('D0'), lastDoneDay: dia('D0'), processoAtual: 'D0', nextDay: dia('D8') },
  });
  const contextB = await secondDevice(browser, testInfo);
  const phoneB = await contextB.newPage();
  try {
    await loginAs(phoneA, world.vet);
    await loginAs(phoneB, world.inseminador);
    for (const phone of [phoneA, phoneB]) {
      await downloadFarm(phone, HELENA);
      await waitForOfflineReady(phone);
    }
    await contextA.setOffline(true);
    await contextB.setOffline(true);

    await diagnose(phoneA, String(dg.lote.id), 'TD01', 'Prenhe');
    await observeDn(phoneA, String(dn.lote.id), 'TN01', 'Animal não compareceu ao manejo');
    await diagnose(phoneB, String(dg.lote.id), 'TD01', 'Vazia');
    await observeDn(phoneB, String(dn.lote.id), 'TN01', 'Nada Consta');

    // A reaches the server first, then B, then A again to get B's answer.
    for (const [phone, context] of [
      [phoneA, contextA],
      [phoneB, contextB],
      [phoneA, contextA],
    ] as const) {
      await context.setOffline(false);
      await phone.goto('/');
      await synchronize(phone);
    }

    const server = await serverRecords(request, world.vet, world.helenaId);
    const cow = (code: string) => server.d0s?.find((record) => record.codVaca === code);
    const td01 = cow('TD01');
    // B pushed last: its whole diagnosis, with no pregnancy type left over from A's 'Prenhe'.
    expect(td01).toMatchObject({
      condicaoDG: domainValueId('condicaoDG', 'Vazia'),
      tipoPrenhe: null,
      clVazia: domainValueId('cl', 'Não Avaliado'),
    });
    const tn01 = cow('TN01');
    const dayRecords = (server.dns ?? []).filter(
      (record) => record.vacaId === tn01?.id && record.dia === dia('D8') && !record.isDeleted,
    );
    expect(dayRecords).toHaveLength(1);
    // B's 'Nada Consta', stored as the neutral '[N/A]' (spec §4 DN).
    expect(dayRecords[0]).toMatchObject({ observacao: '[N/A]' });

    // Both phones show the same: TD01 empty with CL 'Não Avaliado', TN01 'Nada Consta'.
    for (const phone of [phoneA, phoneB]) {
      await phone.goto(`/DG/${dg.lote.id}`);
      const card = cowCard(phone, 'TD01');
      await expect(card.getByRole('combobox', { name: 'Diagnóstico' })).toHaveText('Vazia');
      await expect(card.getByRole('combobox', { name: 'Presença de CL' })).toHaveText('Não Avaliado');
      await expect(card.getByText('Salva', { exact: true })).toBeVisible();
      await phone.goto(`/DN/${dn.lote.id}`);
      await expect(cowCard(phone, 'TN01').getByRole('combobox', { name: 'Observação' })).toHaveText(
        'Nada Consta',
      );
    }
  } finally {
    await contextB.close();
  }
});
