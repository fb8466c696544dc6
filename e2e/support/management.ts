import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { canonicalJson, verifyReceipt } from '@gestar/domain/management/receipt';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { base, type FarmWorld, push } from './farm-world.ts';

// What the management specs share: seeded ids of the lists, a cow's card on the chute screens, choosing in
// an MUI select, and a batch past its IATF seeded through the sync API. Not a spec.

export const dia = (d: string) => domainValueId('dias', d);
export const manejo = (m: string) => domainValueId('tipoManejo', m);

/** One cow's card on a chute screen (phones list cows as cards). */
export function cowCard(page: Page, id: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(id, { exact: true }) });
}

/** Chooses the first option whose name contains `option` (or matches it) in the first select `label` of `scope`. */
export async function pick(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** As `pick`, for the option named exactly `option` ('Prenhe', not 'Prenhe Touro'). */
export async function pickExact(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A D0/D8/D10-IATF protocol and a batch past its IATF (D0 on 13/11/2026) with cows inseminated. */
export async function batchAfterIatf(
  request: APIRequestContext,
  world: FarmWorld,
  { name, codes, extra = {} }: { name: string; codes: string[]; extra?: Record<string, unknown> },
) {
  const protocol = base({
    name: `P DG ${name}`,
    usuarioId: world.vet.id,
    managementProtocols: [
      {
        id: crypto.randomUUID(),
        day: dia('D0'),
        management: manejo('Implante do Dispositivo'),
        implant: domainValueId('dispositivo', 'CIDR'),
        hormoneType: domainValueId('hormonio', 'Benzoato de Estradiol'),
        hormoneDosageValue: '2,0',
      },
      { id: crypto.randomUUID(), day: dia('D8'), management: manejo('Retirada do Dispositivo') },
      { id: crypto.randomUUID(), day: dia('D10'), management: manejo('IATF') },
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  const lote = base({
    nomeLote: name,
    retiroId: world.boaVistaId,
    protocoloId: protocol.id,
    usuarioId: world.vet.id,
    dataIatf: '2026-11-13',
    dias: dia('D10'),
    processoAtual: 'IATF',
    ...extra,
  });
  await push(request, world.vet, 'lotes', [lote]);
  const cows = codes.map((codVaca, n) =>
    base({ codVaca, loteId: lote.id, observacaoD0: n === 0 ? 'Matriz editada após o D0' : null }),
  );
  await push(request, world.vet, 'd0s', cows);
  await push(
    request,
    world.vet,
    'iatfs',
    cows.map((cow) => base({ vacaId: cow.id, loteId: lote.id, observacao: '[N/A]', touroId: world.touroId })),
  );
  return { lote, protocol, cows };
}

/**
 * A protocol of the vet's seeded through the sync API: the D0 implant (CIDR, Benzoato de Estradiol 2,0 mL), an
 * optional device removal day and the IATF day.
 */
export async function implantProtocol(
  request: APIRequestContext,
  world: FarmWorld,
  { name, removal, iatf }: { name: string; removal?: string; iatf: string },
) {
  const step = (day: string, management: string, extra: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    day: dia(day),
    management: manejo(management),
    ...extra,
  });
  const protocol = base({
    name,
    usuarioId: world.vet.id,
    managementProtocols: [
      step('D0', 'Implante do Dispositivo', {
        implant: domainValueId('dispositivo', 'CIDR'),
        hormoneType: domainValueId('hormonio', 'Benzoato de Estradiol'),
        hormoneDosageValue: '2,0',
      }),
      ...(removal ? [step(removal, 'Retirada do Dispositivo')] : []),
      step(iatf, 'IATF'),
    ],
  });
  await push(request, world.vet, 'protocolos', [protocol]);
  return protocol;
}

/** 'Finalizar' → 'Deseja Finalizar?' → the downloaded receipt, its name, signature and SHA-256 checked; its content. */
export async function finalizeWithReceipt(page: Page, name: RegExp) {
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finalizar' });
  await expect(confirm).toContainText('Deseja Finalizar?');
  const downloading = page.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Finalizar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(name);
  const receipt = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(await verifyReceipt(receipt)).toBe(true);
  expect(createHash('sha256').update(canonicalJson(receipt.conteudo)).digest('hex')).toBe(receipt.sha256);
  return receipt.conteudo;
}

/** A bulk button of a chute screen ('Salvar todas', 'Preencher Todas') and its confirmation of the same name. */
export async function confirmBulk(page: Page, name: 'Salvar todas' | 'Preencher Todas') {
  await page.getByRole('button', { name }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name }).click();
}

export type ResyncChoice = {
  tipo: string | RegExp;
  /** Not asked of a Tradicional resync. */
  diaD0?: string;
  protocolo: string;
  progesterona: 'Sim' | 'Não';
  periodo: string;
};

/** Fills the Ressinc form (/Resync/:id) and saves it through its confirmation. */
export async function saveResync(page: Page, choice: ResyncChoice) {
  await pick(page, page, 'Tipo de Ressincronização', choice.tipo);
  if (choice.diaD0) await pick(page, page, 'Dia do D0', choice.diaD0);
  await pick(page, page, 'Protocolo', choice.protocolo);
  await pick(page, page, 'Progesterona Pós IATF', choice.progesterona);
  await pick(page, page, 'Período do Manejo', choice.periodo);
  await confirmResync(page);
}

/** 'Salvar Ressinc' on a filled form, and its confirmation. */
export async function confirmResync(page: Page) {
  await page.getByRole('button', { name: 'Salvar Ressinc' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ressincronização' });
  await expect(confirm).toContainText(
    'Antes de prosseguir, confirme as informações inseridas, os dados informados não poderão ser alterados após a finalização.',
  );
  await confirm.getByRole('button', { name: 'Salvar Ressinc' }).click();
}

/** A batch of Retiro Boa Vista waiting for its D0 (no cows yet), with the predominant device, breed and order. */
export async function batchBeforeD0(
  request: APIRequestContext,
  world: FarmWorld,
  { name, protocolId, d0Date }: { name: string; protocolId: unknown; d0Date: string },
) {
  const lote = base({
    nomeLote: name,
    retiroId: world.boaVistaId,
    protocoloId: protocolId,
    usuarioId: world.vet.id,
    dataIatf: d0Date,
    dispositivo: domainValueId('dispositivo', 'CIDR'),
    numeroUsoDispositivo: domainValueId('numeroUsoDispositivo', '1º uso'),
    racaMatriz: domainValueId('racaMatriz', 'Nelore'),
    ordemMatriz: domainValueId('ordemMatriz', 'Multíparas'),
  });
  await push(request, world.vet, 'lotes', [lote]);
  return lote;
}
