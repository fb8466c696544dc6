import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
// Types only: brings in the `window.__gestarE2e` declaration the specs use inside page.evaluate.
import type {} from '../../apps/web/src/features/home/e2e-hook.ts';
import { type Account, createAccount } from './accounts.ts';
import { expectWelcome, markSeasonNoticeSeen, type SeasonNoticeChoice } from './login-page.ts';

// Users and farms of the home and two-device specs, made through the public API for each test (so tests never
// share state and need no demo data). Not a spec.

/** Pushes records as a device of `account` would (POST /api/sync/Queue); every one must be applied. */
export async function push(
  request: APIRequestContext,
  account: Account,
  tipoId: string,
  records: Record<string, unknown>[],
): Promise<void> {
  const answer = await request.post('/api/sync/Queue', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { tipoId, loggedUser: account.id, contents: records.map((json) => ({ verbo: 'POST', json })) },
  });
  const body = (await answer.json()) as { aplicados?: unknown[]; rejeitados?: unknown[] };
  if (body.aplicados?.length !== records.length) {
    throw new Error(`push ${tipoId}: ${answer.status()} ${JSON.stringify(body.rejeitados ?? body)}`);
  }
}

/** Id of a domain value by its text (the seed's lists, as the server has them). */
export async function domainValueIds(
  request: APIRequestContext,
  account: Account,
): Promise<Map<string, string>> {
  const answer = await request.get('/api/ValorDominio', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const { responseList } = (await answer.json()) as { responseList: { id: string; valor: string }[] };
  return new Map(responseList.map((value) => [value.valor, value.id]));
}

export function base(extra: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return { id: randomUUID(), created: now, updated: now, isDeleted: false, priority: false, ...extra };
}

export const HELENA = 'Fazenda Santa Helena';
export const TRES = 'Fazenda Três Irmãos';

export type FarmWorld = {
  vet: Account;
  inseminador: Account;
  cliente: Account;
  helenaId: string;
  tresId: string;
  /** Retiro Boa Vista of Santa Helena (holds 'Lote Novilhas 2026'). */
  boaVistaId: string;
  /** The DEFAULT retiro of Três Irmãos (holds 'Lote Multíparas'). */
  tresRetiroId: string;
  /** The Santa Helena batch of `cows` cows. */
  loteId: string;
  /** Santa Helena's bull 'Nelore Fiel da Mata' (its semen lot: 'NEL-2025-17'). */
  touroId: string;
  cowIds: string[];
};

/**
 * A veterinarian with two farms shared with an inseminator and a client: Santa Helena (MT, with two retiros,
 * a batch of `cows` cows, a bull and its semen lot) and Três Irmãos (MS, no retiros, a few cows), both in the
 * current season, plus `extraFarms` bare farms of an earlier season (for paging and the season filter).
 */
export async function buildFarmWorld(
  request: APIRequestContext,
  options: { cows?: number; extraFarms?: number } = {},
): Promise<FarmWorld> {
  const tag = randomUUID().slice(0, 4);
  const vet = await createAccount(request, 'veterinario', `Ana Paula Ferreira ${tag}`);
  // Her team: a farm link may only name users the writer brought in.
  const inseminador = await createAccount(request, 'inseminador', `José Carlos Pereira ${tag}`, vet.token);
  const cliente = await createAccount(request, 'cliente', `Antônio Marcos Ribeiro ${tag}`, vet.token);
  const values = await domainValueIds(request, vet);
  const season = (valor: string) => values.get(valor) ?? null;
  const helena = base({
    nome: HELENA,
    nomeProprietario: 'Joaquim Mendes de Albuquerque',
    estado: 'MT',
    municipio: 'Rondonópolis',
    retiro: true,
    inicioEstacaoMonta: '2026-10-01',
    fimEstacaoMonta: '2027-02-28',
    estacaoMonta: season('2026/2027'),
    usuarioId: vet.id,
  });
  const tres = base({
    nome: TRES,
    nomeProprietario: 'Irmãos Carvalho Agropecuária Ltda.',
    estado: 'MS',
    municipio: 'Ribas do Rio Pardo',
    retiro: false,
    inicioEstacaoMonta: '2026-11-01',
    fimEstacaoMonta: '2027-03-15',
    estacaoMonta: season('2026/2027'),
    usuarioId: vet.id,
  });
  const extras = Array.from({ length: options.extraFarms ?? 0 }, (_, n) =>
    base({
      nome: `Fazenda Antiga ${String(n + 1).padStart(2, '0')}`,
      nomeProprietario: 'Helena Rezende Prado',
      estado: 'GO',
      municipio: 'Rio Verde',
      estacaoMonta: season('2025/2026'),
      usuarioId: vet.id,
    }),
  );
  await push(request, vet, 'fazendas', [helena, tres, ...extras]);
  const boaVista = base({ nome: 'Retiro Boa Vista', fazendaId: helena.id });
  const defaultRetiro = base({ nome: 'DEFAULT', fazendaId: tres.id });
  await push(request, vet, 'retiros', [
    boaVista,
    base({ nome: 'Retiro Cachoeira', fazendaId: helena.id }),
    defaultRetiro,
    ...extras.map((farm) => base({ nome: 'DEFAULT', fazendaId: farm.id })),
  ]);
  const lote = base({ nomeLote: 'Lote Novilhas 2026', retiroId: boaVista.id });
  const loteTres = base({ nomeLote: 'Lote Multíparas', retiroId: defaultRetiro.id });
  await push(request, vet, 'lotes', [lote, loteTres]);
  const cows = Array.from({ length: options.cows ?? 20 }, (_, n) =>
    base({ codVaca: String(1001 + n), loteId: lote.id, observacaoD0: null }),
  );
  await push(request, vet, 'd0s', [
    ...cows,
    ...[1, 2, 3].map((n) => base({ codVaca: String(2000 + n), loteId: loteTres.id })),
  ]);
  await push(
    request,
    vet,
    'fazendaUsuarios',
    [helena, tres].flatMap((farm) =>
      [inseminador, cliente].map((user) => base({ idFazenda: farm.id, idUsuario: user.id })),
    ),
  );
  const touro = base({
    nome: 'Nelore Fiel da Mata',
    cod_Touro: '029NE01412',
    fazendaId: helena.id,
    usuarioId: vet.id,
  });
  await push(request, vet, 'touros', [touro]);
  await push(request, vet, 'partidas', [
    base({ codigo: 'NEL-2025-17', data: new Date().toISOString(), fazendaId: helena.id, touroId: touro.id }),
  ]);
  return {
    vet,
    inseminador,
    cliente,
    helenaId: String(helena.id),
    tresId: String(tres.id),
    boaVistaId: String(boaVista.id),
    tresRetiroId: String(defaultRetiro.id),
    loteId: String(lote.id),
    touroId: String(touro.id),
    cowIds: cows.map((cow) => String(cow.id)),
  };
}

/** Logs in through the screen; the season notice of a first login is marked seen unless asked for. */
export async function loginAs(
  page: Page,
  user: Pick<Account, 'id' | 'email' | 'password' | 'nomeCompleto'>,
  options: SeasonNoticeChoice = {},
): Promise<void> {
  if (options.seasonNotice !== 'shown') await markSeasonNoticeSeen(page, user.id);
  await page.goto('/login');
  await page.getByLabel('CPF ou E-mail').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectWelcome(page, user);
}

/** A device of `user`: logged in, with Santa Helena downloaded. */
export async function withHelena(
  page: Page,
  user: Pick<Account, 'id' | 'email' | 'password' | 'nomeCompleto'>,
): Promise<void> {
  await loginAs(page, user);
  await downloadFarm(page, HELENA);
}

/** A farm of the home list: a table row on desktops, a card on phones. */
export function farmEntry(page: Page, name: string): Locator {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** Ticks the farm and presses 'Baixar fazendas', then waits until its data is on the device. */
export async function downloadFarm(page: Page, name: string): Promise<void> {
  await page.getByLabel(`Selecionar ${name} para baixar`).check();
  await page.getByRole('button', { name: /^Baixar fazendas/ }).click();
  await expect(farmEntry(page, name).getByText('Baixada')).toBeVisible({ timeout: 20_000 });
}

export async function synchronize(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'SINCRONIZAR' }).click();
  await expect(page.getByText('Sincronização concluída.')).toBeVisible({ timeout: 20_000 });
  // Dismissed at once, so the next toast cannot be mistaken for this one.
  await page.keyboard.press('Escape');
  await expect(page.getByText('Sincronização concluída.')).toBeHidden();
}
