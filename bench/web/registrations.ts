// Registrations benchmark: a farm page with 300 batches (farm without retiros) and a retiro page
// with 300 batches render their table, and re-render after a filter change, in ≤ 300 ms in Chromium. Data go
// through the sync push API; the browser downloads both farms with the app's engine, then each page is opened
// by an in-app navigation (as a click would) and timed in the page until its first 10 rows and the
// '1-10 de 300' pager are in the DOM (Matrizes filled); a filter change is timed from the option's click to the
// new pager.
//   npm run build && npx tsx bench/web/registrations.ts     (or: npm run bench:registrations -w @gestar/bench)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import type { Page } from '@playwright/test';
// Types only: the `window.__gestarE2e` hook (features/home/e2e-hook.ts).
import type {} from '../../apps/web/src/features/home/e2e-hook.ts';
import { launchFresh, markSeasonNoticeSeen } from './browser.ts';
import { type BenchServer, type BenchUser, createVet, push, startServer } from './server.ts';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 300);
const COWS_PER_BATCH = Number(process.env.BENCH_COWS_PER_BATCH ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8293);
const TARGET_MS = 300;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Seeded = { farmPage: string; corralPage: string; farmIds: string[] };

/** Two farms: one without retiros (its DEFAULT retiro holds the batches), one whose retiro holds them. */
async function seed(server: BenchServer, vet: BenchUser): Promise<Seeded> {
  const now = new Date().toISOString();
  const base = (extra: Record<string, unknown>): { id: string } & Record<string, unknown> => ({
    id: crypto.randomUUID(),
    created: now,
    updated: now,
    isDeleted: false,
    priority: false,
    ...extra,
  });
  const plain = base({
    nome: 'Fazenda 300 Lotes',
    nomeProprietario: 'Bench',
    retiro: false,
    usuarioId: vet.id,
  });
  const split = base({
    nome: 'Fazenda Com Retiro',
    nomeProprietario: 'Bench',
    retiro: true,
    usuarioId: vet.id,
  });
  const defaultRetiro = base({ nome: 'DEFAULT', fazendaId: plain.id });
  const retiro = base({ nome: 'Retiro 300 Lotes', fazendaId: split.id });
  await push(server, vet, 'fazendas', [plain, split]);
  await push(server, vet, 'retiros', [defaultRetiro, retiro]);
  const lotes = [defaultRetiro, retiro].flatMap((parent) =>
    Array.from({ length: BATCHES }, (_, n) =>
      base({
        nomeLote: `Lote ${String(n + 1).padStart(3, '0')}`,
        retiroId: parent.id,
        protocoloId: PROTOCOL_SEED[n % PROTOCOL_SEED.length]?.id,
        // Five D0 dates, so the IATF filter has several choices.
        dataIatf: `2026-11-${String(10 + (n % 5)).padStart(2, '0')}`,
      }),
    ),
  );
  await push(server, vet, 'lotes', lotes);
  const cows = lotes.flatMap((lote) =>
    Array.from({ length: COWS_PER_BATCH }, (_, n) => base({ codVaca: `${n + 1}`, loteId: lote.id })),
  );
  await push(server, vet, 'd0s', cows);
  return {
    farmPage: `/farms/${plain.id}`,
    corralPage: `/farms/${split.id}/corrals/${retiro.id}`,
    farmIds: [String(plain.id), String(split.id)],
  };
}

/**
 * In the page: navigates in-app (history + popstate, what a router link does) and resolves with the ms until
 * the table shows its first page. A string because tsx compiles functions with helpers absent in the page.
 */
function openScript(route: string, total: number): string {
  return `new Promise((resolve, reject) => {
    const wanted = '1-10 de ${total}';
    const ready = () => {
      const table = document.querySelector('table[aria-label="Lotes"]');
      const rows = table === null ? [] : table.querySelectorAll('tbody tr');
      // Rows laid out with their Matrizes column (the cows are read for the rows on screen) filled.
      return rows.length === 10 && (rows[0].children[4]?.textContent ?? '') !== '' &&
        [...document.querySelectorAll('[role="navigation"] p')].some((p) => p.textContent === wanted);
    };
    const started = performance.now();
    const timer = setTimeout(() => reject(new Error('page not rendered in 10 s')), 10000);
    history.pushState({}, '', ${JSON.stringify(route)});
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    const check = () => {
      if (ready()) { clearTimeout(timer); resolve(performance.now() - started); }
      else requestAnimationFrame(check);
    };
    check();
  })`;
}

/** In the page: clicks the open select's option at `index` and times until the pager text changes. */
function filterScript(index: number): string {
  return `new Promise((resolve, reject) => {
    const pager = () => [...document.querySelectorAll('[role="navigation"] p')].map((p) => p.textContent).join();
    const before = pager();
    const option = document.querySelectorAll('[role="listbox"] [role="option"]')[${index}];
    if (!option) return reject(new Error('no option ${index}'));
    const timer = setTimeout(() => reject(new Error('filter not applied in 10 s')), 10000);
    const started = performance.now();
    option.click();
    const check = () => {
      if (pager() !== before) { clearTimeout(timer); resolve(performance.now() - started); }
      else requestAnimationFrame(check);
    };
    check();
  })`;
}

async function measure(page: Page, route: string): Promise<{ open: number[]; filter: number[] }> {
  const open: number[] = [];
  const filter: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.evaluate(`history.pushState({}, '', '/'); dispatchEvent(new PopStateEvent('popstate'))`);
    await page.getByRole('heading', { name: /^Bem-vindo/ }).waitFor();
    open.push((await page.evaluate(openScript(route, BATCHES))) as number);
    // Protocolo: the second option (the first protocol) keeps a third of the batches.
    await page.getByRole('combobox', { name: 'Protocolo' }).click();
    filter.push((await page.evaluate(filterScript(1))) as number);
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  }
  return { open, filter };
}

async function main(): Promise<void> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(ROOT, built)))
      throw new Error(`${built} missing: run \`npm run build\` first`);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-regs-'));
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
      const outcome = await hook.downloadFarms(${JSON.stringify(seeded.farmIds)});
      if (outcome.downloaded.length !== 2) throw new Error('download failed');
    })()`);

    console.log(
      `Registrations: ${BATCHES} batches × ${COWS_PER_BATCH} cows per page, Chromium, ${RUNS} runs each ` +
        '(first run includes loading the screen code)',
    );
    for (const [label, route] of [
      ['farm page (no retiros)', seeded.farmPage],
      ['retiro page', seeded.corralPage],
    ] as const) {
      const { open, filter } = await measure(page, route);
      const openMedian = median(open);
      const filterMedian = median(filter);
      console.log(`  ${label}`);
      console.log(
        `    render to the first 10 rows: ${open.map(ms).join(', ')}; median ${ms(openMedian)}: ` +
          `target ≤ ${TARGET_MS} ms ${openMedian <= TARGET_MS ? 'met' : 'MISSED'}`,
      );
      console.log(
        `    filter (Protocolo) re-render: ${filter.map(ms).join(', ')}; median ${ms(filterMedian)}: ` +
          `target ≤ ${TARGET_MS} ms ${filterMedian <= TARGET_MS ? 'met' : 'MISSED'}`,
      );
    }
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
