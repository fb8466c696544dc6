import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const EVERY_LOCALE = fileURLToPath(new URL('./packages/domain/src/i18n/every-locale.ts', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Every language readable, as on the server.
          setupFiles: [EVERY_LOCALE],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
          // Repository and engine tests run on fake-indexeddb; component tests opt into jsdom per file.
          environment: 'node',
          // Every language readable: the tests read either; the app loads each as it is chosen (i18n/load-locale.ts).
          setupFiles: [EVERY_LOCALE, fileURLToPath(new URL('./apps/web/src/test-setup.ts', import.meta.url))],
          // A file's first component test pays for loading MUI in jsdom: seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [EVERY_LOCALE],
          // Server tests share one PostgreSQL database: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
