// Lighthouse (mobile, cold) on the four screens its audit names: login, home, a DG screen and the farm report,
// signed in as the demo vet with both demo farms downloaded. Prints each screen's performance, accessibility and
// best-practices scores, with the audits that fall short.
//
// Lighthouse is not a project dependency (200 packages for one manual check); install it once beside:
//   npm i --prefix /tmp/lighthouse lighthouse@12
//   npm start   # another terminal: the demo database on :8080
//   LIGHTHOUSE_DIR=/tmp/lighthouse npx tsx bench/web/lighthouse.ts
// BASE (default http://localhost:8080) points it elsewhere; the demo seed's ids are fixed, so the DG batch and
// the farm are found by name.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { demoId } from '../../apps/server/src/db/seeds/demo-data.ts';

type Audit = { id: string; score: number | null; displayValue?: string };
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
type Result = { lhr: { categories: Record<string, Category>; audits: Record<string, Audit> } };
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<Result | undefined>;

const BASE = process.env.BASE ?? 'http://localhost:8080';
const DIR = process.env.LIGHTHOUSE_DIR;
if (!DIR) {
  console.error(
    'LIGHTHOUSE_DIR is not set: npm i --prefix /tmp/lighthouse lighthouse@12, then LIGHTHOUSE_DIR=/tmp/lighthouse',
  );
  process.exit(1);
}
const PORT = 9333;
const VET = { email: 'vet@gestar.example.com', password: 'gestar123' };
const FARMS = ['Fazenda Santa Helena', 'Fazenda Três Irmãos'];
const SCREENS: [string, string][] = [
  ['home', '/'],
  ['DG (Vacas Paridas - Lote 1)', `/DG/${demoId('lote:paridas')}`],
  ['farm report (Santa Helena)', `/farms/${demoId('farm:santa-helena')}/report`],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const require = createRequire(path.join(path.resolve(DIR), 'package.json'));
const lighthouse = (
  (await import(pathToFileURL(require.resolve('lighthouse')).href)) as { default: Lighthouse }
).default;

// One browser for the sign-in and every audit: Lighthouse drives it through its debugging port, and keeps the
// device's storage (the session, the downloaded farms) between the screens. A persistent context is the
// browser's default one, where Lighthouse opens its tabs.
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    `--remote-debugging-port=${PORT}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

async function audit(name: string, url: string, keepStorage: boolean): Promise<void> {
  const result = await lighthouse(`${BASE}${url}`, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: keepStorage,
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const shortOf = ['accessibility', 'best-practices'].flatMap((key) =>
    (categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const figure = (id: string) => audits[id]?.displayValue ?? '—';
  console.log(
    `${name.padEnd(30)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
      `best practices ${score('best-practices')} · FCP ${figure('first-contentful-paint')}, LCP ${figure('largest-contentful-paint')}, ` +
      `TBT ${figure('total-blocking-time')}, CLS ${figure('cumulative-layout-shift')}, SI ${figure('speed-index')}` +
      (shortOf.length > 0 ? ` · short of 100: ${shortOf.join(', ')}` : ''),
  );
}

try {
  await audit('login', '/login', false);
  // LIGHTHOUSE_LOGIN_ONLY=1: the login page alone, as often as asked (LIGHTHOUSE_RUNS), to follow its score.
  if (process.env.LIGHTHOUSE_LOGIN_ONLY) {
    for (let run = 1; run < Number(process.env.LIGHTHOUSE_RUNS ?? 1); run++)
      await audit('login', '/login', false);
  } else await signedInScreens();
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}

/** Signs in as the demo vet, downloads both demo farms, then audits the screens that need them. */
async function signedInScreens(): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('CPF ou E-mail').fill(VET.email);
  await page.getByLabel('Senha', { exact: true }).fill(VET.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // A fresh database asks the vet to accept the three terms first.
  for (let term = 0; term < 3; term += 1) {
    const terms = page.getByTestId('terms-content');
    const shown = await terms.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    );
    if (!shown) break;
    const checkbox = page.getByRole('dialog').getByLabel('Eu li e aceito os termos de utilização.');
    await checkbox.waitFor();
    await terms.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await checkbox.check();
    await page.getByRole('button', { name: 'ACEITO' }).click();
    await page.waitForTimeout(500);
  }
  await page.getByText(/^Bem-vindo\(a\)/).waitFor({ timeout: 30_000 });
  const notice = page.getByRole('button', { name: 'OK', exact: true });
  if (
    await notice.waitFor({ timeout: 8000 }).then(
      () => true,
      () => false,
    )
  )
    await notice.click();
  for (const farm of FARMS) {
    const box = page.getByLabel(`Selecionar ${farm} para baixar`);
    if (await box.isVisible()) await box.check();
  }
  const download = page.getByRole('button', { name: /^Baixar fazendas/ });
  if (await download.isEnabled()) {
    await download.click();
    await page.waitForFunction(
      (count) => (document.body.innerText.match(/\bBaixada\b/g) ?? []).length >= count,
      FARMS.length,
      { timeout: 60_000 },
    );
  }
  await page.close();

  for (const [name, url] of SCREENS) await audit(name, url, true);
}
