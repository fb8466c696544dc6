import { domainValueId } from '@gestar/domain/lists/domain-ids';
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
