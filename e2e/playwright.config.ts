import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CLIENT as E2E_OIDC_CLIENT } from '../apps/server/src/test-support/oidc-test-client.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
// The organisation's identity provider (e2e/support/oidc-provider-server.ts) listens beside the server.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
// Set in the environment so the worker processes (which load this file again, with other pids) read the
// outbox of THIS run's server, not the newest one on the machine.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `gestar-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  timeout: 30_000,
  fullyParallel: false,
  // One worker: the suite is bound by the CPU, not by waits; two workers with a server each took as long on 2
  // cores (459 s against 474 s for five specs) and timed tests out.
  workers: 1,
  // One retry on CI: a test that fails once and then passes is reported as flaky (and listed), not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.playwright-results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    // Recording a trace of every test cost about 30 % of the suite's time on the 2-core CI machine (five specs:
    // 474 s with, 337 s without); the CI retry of a failed test records one, which is when it is read.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/oidc-provider-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_OIDC_PORT: String(oidcPort), E2E_GESTAR_ORIGIN: `http://localhost:${port}` },
    },
    {
      command: `rm -rf ${dataDir} && node apps/server/dist/main.js`,
      cwd: '..',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The suite signs in as the demo users, whatever NODE_ENV or PUBLIC_URL the machine has.
        GESTAR_DEMO: '1',
        LOGIN_LIMIT_PER_ADDRESS: '100000',
        SUPPORT_WHATSAPP: '+55 65 99999-0000',
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_NAME: 'Conta da Consultoria',
      },
    },
  ],
});
