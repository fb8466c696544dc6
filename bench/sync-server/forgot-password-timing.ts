// Forgot-password must take the same time for a known and an unknown address (else the
// timing says which addresses have accounts). Interleaves BENCH_CALLS requests for known accounts and for
// addresses nobody has, each from its own client address (TRUST_PROXY_HOPS + X-Forwarded-For, so the rate
// limit does not answer instead), mails going to a local SMTP server, and prints both distributions. The
// server answering is its own OS process (src/main.ts) over the test server's database: in this process its
// after-answer work would delay this client's reading of the answer and show up as a difference.
//   npx tsx bench/sync-server/forgot-password-timing.ts      BENCH_DIALECTS=sqlite BENCH_CALLS=200 npx tsx …
import type { Dialect } from '../../apps/server/src/db/database.ts';
import { createTestUser } from '../../apps/server/src/test-support/accounts.ts';
import { startServerProcess } from '../../apps/server/src/test-support/server-process.ts';
import { startSmtpServer } from '../../apps/server/src/test-support/smtp.ts';
import { startTestServer } from '../../apps/server/src/test-support/test-server.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const mean = (samples: number[]) => samples.reduce((sum, value) => sum + value, 0) / samples.length;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((x, y) => x - y);
  return `mean ${mean(samples).toFixed(2)} ms, p50 ${percentile(sorted, 50).toFixed(2)} ms, p90 ${percentile(sorted, 90).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
};

async function bench(dialect: Dialect): Promise<void> {
  const smtp = await startSmtpServer();
  const server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
  const node = await startServerProcess({
    ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    DATA_DIR: server.dataDir,
    GESTAR_DEMO: '0',
    SMTP_URL: smtp.url,
    TRUST_PROXY_HOPS: '1',
  });
  try {
    const known: string[] = [];
    for (let n = 0; n < 20; n += 1) known.push((await createTestUser(server, { role: 'Inseminador' })).email);
    let client = 0;
    const ask = async (email: string): Promise<number> => {
      client += 1;
      const started = performance.now();
      const answer = await fetch(`${node.baseUrl}/api/Account/ForgotPassword`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        },
        body: JSON.stringify({ email }),
      });
      await answer.arrayBuffer();
      const elapsed = performance.now() - started;
      if (answer.status !== 200) throw new Error(`ForgotPassword answered ${answer.status}`);
      return elapsed;
    };
    for (let n = 0; n < 20; n += 1) await ask(`aquecimento-${n}@fazenda.test`);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let n = 0; n < CALLS; n += 1) {
      // Which goes first alternates, so neither side always follows the other's background work.
      const knownFirst = n % 2 === 0;
      if (!knownFirst) unknownTimes.push(await ask(`ninguem-${n}-${Date.now()}@fazenda.test`));
      knownTimes.push(await ask(known[n % known.length] ?? ''));
      if (knownFirst) unknownTimes.push(await ask(`ninguem-${n}-${Date.now()}@fazenda.test`));
    }
    console.log(`\n${dialect}: PUT /api/Account/ForgotPassword, ${CALLS} calls each, interleaved`);
    console.log(`  known address:   ${summary(knownTimes)}`);
    console.log(`  unknown address: ${summary(unknownTimes)}`);
    console.log(`  difference of means: ${(mean(knownTimes) - mean(unknownTimes)).toFixed(2)} ms`);
  } finally {
    await node.stop();
    await server.close();
    await smtp.close();
  }
}

for (const dialect of DIALECTS) await bench(dialect);
