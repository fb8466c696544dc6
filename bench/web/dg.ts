// DG benchmark: the DG screen of a 1,000-cow merged batch (two batches of 500 past their IATF) on the
// device — first render (in-app navigation to the first 10 rows), one diagnosed row from OK to stored (p95), the
// header counter 'TOTAL DE MATRIZES' updated after that save, OK to the row shown 'Salva' (end to end), and
// 'Salvar todas' of the rest;
// then the same at 4× CPU throttling (Chrome DevTools Protocol), each round on its own pair of batches.
//   npm run build && npx tsx bench/web/dg.ts     (BENCH_COWS per batch, BENCH_RUNS, BENCH_OK_RUNS, BENCH_PORT;
//   BENCH_VERBOSE=1 prints every row's figures)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import type { Page } from '@playwright/test';
import { launchFresh, markSeasonNoticeSeen, profileCpu } from './browser.ts';
import { type BenchServer, type BenchUser, createVet, push, startServer } from './server.ts';

const PER_BATCH = Number(process.env.BENCH_COWS ?? 500);
const TOTAL = 2 * PER_BATCH;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OK_RUNS = Number(process.env.BENCH_OK_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8298);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)] ?? 0;
const verdict = (value: number, target: number) =>
  `target ≤ ${target} ms ${value <= target ? 'met' : 'MISSED'}`;

function record(extra: Record<string, unknown>): { id: string } & Record<string, unknown> {
  const now = new Date().toISOString();
  return { id: crypto.randomUUID(), created: now, updated: now, isDeleted: false, priority: false, ...extra };
}

/** One farm; two pairs of batches past their IATF (one pair per round), PER_BATCH inseminated cows each. */
async function seed(server: BenchServer, vet: BenchUser): Promise<{ farmId: string; pairs: string[][] }> {
  const farm = record({ nome: 'Fazenda DG', nomeProprietario: 'Bench', retiro: false, usuarioId: vet.id });
  const retiro = record({ nome: 'DEFAULT', fazendaId: farm.id });
  const protocoloId = PROTOCOL_SEED[0]?.id;
  const batches = ['A', 'B', 'C', 'D'].map((name) =>
    record({
      nomeLote: `Lote ${name}`,
      retiroId: retiro.id,
      protocoloId,
      dataIatf: '2026-10-01',
      dias: domainValueId('dias', 'D10'),
      processoAtual: 'IATF',
    }),
  );
  await push(server, vet, 'fazendas', [farm]);
  await push(server, vet, 'retiros', [retiro]);
  await push(server, vet, 'lotes', batches);
  for (const [index, lote] of batches.entries()) {
    const cows = Array.from({ length: PER_BATCH }, (_, n) =>
      record({ codVaca: String(100000 * (index + 1) + n), loteId: lote.id, iatf: 0 }),
    );
    for (let start = 0; start < cows.length; start += 500) {
      const slice = cows.slice(start, start + 500);
      await push(server, vet, 'd0s', slice);
      await push(
        server,
        vet,
        'iatfs',
        slice.map((cow) => record({ vacaId: cow.id, loteId: lote.id, observacao: '[N/A]' })),
      );
    }
  }
  const ids = batches.map((batch) => String(batch.id));
  return { farmId: String(farm.id), pairs: [ids.slice(0, 2), ids.slice(2, 4)] };
}

const PAGER = `[...document.querySelectorAll('[role="navigation"] p')].map((p) => p.textContent).join()`;

function openScript(route: string, wanted: string): string {
  return `new Promise((resolve, reject) => {
    const started = performance.now();
    const timer = setTimeout(() => reject(new Error('not rendered in 60 s')), 60000);
    history.pushState({}, '', ${JSON.stringify(route)});
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    const check = () => {
      if (${PAGER}.includes(${JSON.stringify(wanted)})) { clearTimeout(timer); resolve(performance.now() - started); }
      else requestAnimationFrame(check);
    };
    check();
  })`;
}

/**
 * OK on the first unsaved row: ms until the write is stored (Dexie's commit event for the cows' table, fired when
 * the IndexedDB transaction completes), until its chip reads 'Salva', and until the header's total moves. The
 * screen is looked at once per frame, through the two elements only (reading the whole page's text each frame
 * would itself load the main thread being measured).
 */
const OK_SCRIPT = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button[aria-label^="OK "]')].find((b) => !b.disabled);
  if (!button) return reject(new Error('no unsaved row on this page'));
  const code = button.getAttribute('aria-label').slice(3);
  const counter = [...document.querySelectorAll('main *')].find(
    (el) => el.childElementCount === 0 && (el.textContent || '').startsWith('TOTAL DE MATRIZES'),
  );
  if (!counter) return reject(new Error('no TOTAL DE MATRIZES on the screen'));
  const before = counter.textContent;
  const timer = setTimeout(() => reject(new Error('not saved in 10 s')), 10000);
  let stored = null;
  let saved = null;
  let counted = null;
  const onStored = (event) => {
    if (stored === null && Object.keys(event.detail || {}).some((part) => part.endsWith('/d0s/')))
      stored = performance.now() - started;
  };
  addEventListener('x-storagemutated-1', onStored);
  const started = performance.now();
  button.click();
  const check = () => {
    const now = performance.now() - started;
    if (saved === null && document.querySelector('[aria-label="' + code + ' Salva"]')) saved = now;
    if (counted === null && counter.isConnected && counter.textContent !== before) counted = now;
    if (saved !== null && counted !== null && stored !== null) {
      clearTimeout(timer);
      removeEventListener('x-storagemutated-1', onStored);
      resolve([stored, saved, counted]);
    } else requestAnimationFrame(check);
  };
  check();
})`;

const SAVE_ALL_SCRIPT = `new Promise((resolve, reject) => {
  const confirm = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Salvar todas');
  const timer = setTimeout(() => reject(new Error('not saved in 120 s')), 120000);
  const started = performance.now();
  confirm.click();
  const check = () => {
    if (document.body.textContent.includes('TOTAL DE MATRIZES: ${TOTAL}/${TOTAL}')) { clearTimeout(timer); resolve(performance.now() - started); }
    else requestAnimationFrame(check);
  };
  check();
})`;

async function home(page: Page): Promise<void> {
  await page.evaluate(`history.pushState({}, '', '/'); dispatchEvent(new PopStateEvent('popstate'))`);
  await page.getByRole('heading', { name: /^Bem-vindo/ }).waitFor();
}

async function round(page: Page, pair: string[], label: string): Promise<void> {
  const route = `/DG/${pair.join(';')}`;
  const open: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await home(page);
    open.push((await page.evaluate(openScript(route, `1-10 de ${TOTAL}`))) as number);
  }
  // Every row diagnosed 'Prenhe' by the bulk bar, none saved yet.
  await page.getByRole('combobox', { name: 'Diagnóstico' }).first().click();
  await page.getByRole('option', { name: 'Prenhe', exact: true }).click();
  await page.getByRole('button', { name: 'Preencher Todas' }).click();
  await page
    .getByRole('dialog', { name: 'Preencher Todas' })
    .getByRole('button', { name: 'Preencher Todas' })
    .click();
  const stored: number[] = [];
  const saved: number[] = [];
  const counted: number[] = [];
  // BENCH_CPU_PROFILE=<file>: the page's CPU profile over the OK runs of the first round (Chrome DevTools), or
  // of the throttled round with BENCH_PROFILE_THROTTLED=1.
  const profiled = process.env.BENCH_PROFILE_THROTTLED ? '4× CPU throttling' : 'no throttling';
  const stopProfile = await profileCpu(page, label === profiled ? process.env.BENCH_CPU_PROFILE : undefined);
  for (let run = 0; run < OK_RUNS; run++) {
    const hasUnsaved = `[...document.querySelectorAll('button[aria-label^="OK "]')].some((b) => !b.disabled)`;
    while (!(await page.evaluate(hasUnsaved)))
      await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.waitForTimeout(300);
    const [toStored, toSaved, toCounted] = (await page.evaluate(OK_SCRIPT)) as [number, number, number];
    stored.push(toStored);
    saved.push(toSaved);
    counted.push(toCounted - toStored);
  }
  await stopProfile();
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  const all = (await page.evaluate(SAVE_ALL_SCRIPT)) as number;
  console.log(`  ${label}`);
  if (process.env.BENCH_VERBOSE)
    console.log(
      `    each row, stored / 'Salva' in ms: ${stored.map((v, i) => `${Math.round(v)}/${Math.round(saved[i] ?? 0)}`).join(' ')}`,
    );
  console.log(
    `    DG first render (${TOTAL} cows, 2 batches): ${open.map(ms).join(', ')}; median ${ms(median(open))}: ${verdict(median(open), 1000)}`,
  );
  console.log(
    `    diagnosed row OK → stored (${OK_RUNS} rows): median ${ms(median(stored))}, p95 ${ms(p95(stored))}: ${verdict(p95(stored), 50)}`,
  );
  console.log(
    `    counters updated after the save (stored → total drawn): median ${ms(median(counted))}, p95 ${ms(p95(counted))}: ${verdict(p95(counted), 50)}`,
  );
  console.log(`    end to end, OK → row shown 'Salva': median ${ms(median(saved))}, p95 ${ms(p95(saved))}`);
  console.log(`    'Salvar todas' (${TOTAL - OK_RUNS} rows): ${ms(all)}: ${verdict(all, 2000)}`);
}

async function main(): Promise<void> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(ROOT, built)))
      throw new Error(`${built} missing: run \`npm run build\` first`);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-dg-'));
  const server = await startServer(PORT, path.join(work, 'data'));
  const context = await launchFresh(server.baseUrl);
  try {
    const vet = await createVet(server);
    const seeded = await seed(server, vet);
    const page = await context.newPage();
    await markSeasonNoticeSeen(page, vet.id);
    await page.goto('/login');
    await page.getByLabel('CPF ou E-mail').fill(vet.email);
    await page.getByLabel('Senha', { exact: true }).fill(vet.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: `Bem-vindo(a), ${vet.nomeCompleto}!` }).waitFor();
    await page.evaluate(`(async () => {
      const hook = window.__gestarE2e;
      hook.stopScheduler();
      while (hook.isSyncRunning() || (await hook.db.meta.get('lastSyncAt'))?.value == null)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const outcome = await hook.downloadFarms([${JSON.stringify(seeded.farmId)}]);
      if (outcome.downloaded.length !== 1) throw new Error('download failed');
    })()`);
    console.log(
      `DG: a merged batch of ${TOTAL} cows on the device, Chromium, ${RUNS} runs (first loads the screen code)`,
    );
    await round(page, seeded.pairs[0] ?? [], 'no throttling');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await round(page, seeded.pairs[1] ?? [], '4× CPU throttling');
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
