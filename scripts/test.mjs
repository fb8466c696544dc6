// Runs every check of every workspace and ends with one plain line 'N passed, N failed' summing all runners.
// Lint and type-check count as one check each; Vitest and Playwright counts come from their JSON reports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const results = [];
let passed = 0;
let failed = 0;

// Asynchronous, never spawnSync: a blocked event loop would stop draining the output of the checks run beside.
async function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { stdio: 'inherit' });
  const { code, signal } = await new Promise((resolve) => {
    child.on('close', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
    child.on('error', () => resolve({ code: null, signal: 'spawn error' }));
  });
  const ok = code === 0;
  results.push(`${label}: ${ok ? 'ok' : `failed (exit ${code ?? signal})`}`);
  return ok;
}

// A check run beside the others (niced unless on the critical path), its output kept and printed when it is awaited: the
// type-check and the build need no test's result, and overlapping them with the suite saves minutes of CI.
function runBeside(label, command, args, niceness = 10) {
  const started = Date.now();
  const child = spawn('nice', ['-n', String(niceness), command, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal }));
    child.on('error', () => resolve({ code: null, signal: 'spawn error' }));
  });
  return async () => {
    const { code, signal } = await done;
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`\n=== ${label}: ${command} ${args.join(' ')} (run beside the suite, ${seconds} s)`);
    process.stdout.write(Buffer.concat(output));
    const ok = code === 0;
    results.push(`${label}: ${ok ? 'ok' : `failed (exit ${code ?? signal})`}`);
    return ok;
  };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function countCheck(ok) {
  if (ok) passed += 1;
  else failed += 1;
}

const typecheck = runBeside('typecheck', 'npm', ['run', 'typecheck']);
// The end-to-end suite's build (web bundle, precompressed files, server bundle); no unit test reads its output.
// At normal priority: the end-to-end suite, the longest part, waits for it.
const build = runBeside('build', 'npm', ['run', 'build'], 0);
countCheck(await run('lint', 'npm', ['run', 'lint']));
// Exports, files and dependencies nothing uses (knip.json): pruned once, kept pruned.
countCheck(await run('unused code (knip)', 'npm', ['run', 'knip']));
// The web app's rooms import only downwards (scripts/check-layers.mjs).
countCheck(await run('layers', 'npm', ['run', 'layers']));
// Every visible text is in the message catalogues, so it exists in both languages (scripts/check-literals.mjs).
countCheck(await run('literals', 'npm', ['run', 'literals']));

// Vitest and Playwright run side by side: one Vitest worker and one Playwright worker leave a 2-core machine
// idle much of the time (database round trips, browser waits), and one after the other they took 34 min of CI.
fs.rmSync('.vitest-results.json', { force: true });
const unit = runBeside(
  'unit and integration (vitest)',
  'npx',
  [
    'vitest',
    'run',
    '--coverage',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.vitest-results.json',
  ],
  0,
);

countCheck(await typecheck());
const buildOk = await build();
let e2eOk = buildOk;
if (e2eOk) {
  fs.rmSync('.playwright-results.json', { force: true });
  e2eOk = await run('end-to-end (playwright)', 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
  const playwright = readJson('.playwright-results.json');
  if (playwright?.stats) {
    passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
    failed += playwright.stats.unexpected;
    if (playwright.stats.flaky) results.push(`end-to-end flaky (passed on retry): ${playwright.stats.flaky}`);
    if (!e2eOk && playwright.stats.unexpected === 0) failed += 1;
  } else {
    failed += 1;
  }
} else {
  failed += 1;
}

// The production example (docs/PRODUCTION.md): deploy/nginx/gestar.conf with TLS in front of two built nodes over
// one PostgreSQL database. Needs Debian's nginx; fails, never skips, without it.
countCheck(
  buildOk && (await run('reverse proxy (deploy/check-proxy.mjs)', 'node', ['deploy/check-proxy.mjs'])),
);

const unitOk = await unit();
const vitest = readJson('.vitest-results.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A suite that failed to load has no test results of its own but must still fail the run.
  const brokenSuites = (vitest.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0,
  ).length;
  failed += brokenSuites;
  if (!unitOk && vitest.numFailedTests === 0 && brokenSuites === 0) failed += 1; // e.g. coverage below threshold
} else {
  failed += 1;
}

console.log(`\n${results.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
