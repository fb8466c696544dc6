// What the per-request access check costs (user still there with its roles, login family not
// ended by SAIR / a password change). Times the check itself on a real database — back to back with nothing
// changed (the steady state: one shared read of the committed revision), with a revocation landing every 50
// requests (plus one catch-up query), and 50 requests at once (the revision read is shared) — then an
// authenticated HTTP call against /api/health for scale.
//   npx tsx bench/sync-server/access-check.ts          BENCH_DIALECTS=sqlite BENCH_CALLS=5000 npx tsx …
import type { Dialect } from '../../apps/server/src/db/database.ts';
import { revokeFamilies } from '../../apps/server/src/features/auth/refresh-tokens.ts';
import { userStateWatcher } from '../../apps/server/src/features/auth/user-state.ts';
import { signIn, startSyncServer } from '../../apps/server/src/features/sync/test-kit.ts';
import { ROLES } from '../../packages/domain/src/entities/role.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 5000);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((x, y) => x - y);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `mean ${(mean * 1000).toFixed(0)} µs, p50 ${(percentile(sorted, 50) * 1000).toFixed(0)} µs, p99 ${(percentile(sorted, 99) * 1000).toFixed(0)} µs`;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function bench(dialect: Dialect): Promise<void> {
  const server = await startSyncServer(dialect);
  try {
    const vet = await signIn(server, 'Veterinário');
    const check = userStateWatcher(server.db);
    const roles = [ROLES.veterinario.id];
    await check(vet.id, roles, 'family-in-use');

    const steady: number[] = [];
    for (let n = 0; n < CALLS; n += 1) steady.push(await timed(() => check(vet.id, roles, 'family-in-use')));

    const churn: number[] = [];
    for (let n = 0; n < CALLS; n += 1) {
      if (n % 50 === 0) {
        await server.db.kysely
          .transaction()
          .execute((trx) => revokeFamilies(trx, { familyId: `bench-${n}` }, 'logout'));
      }
      churn.push(await timed(() => check(vet.id, roles, 'family-in-use')));
    }

    const burst: number[] = [];
    for (let n = 0; n < CALLS / 50; n += 1) {
      burst.push(
        await timed(() =>
          Promise.all(Array.from({ length: 50 }, () => check(vet.id, roles, 'family-in-use'))),
        ),
      );
    }

    const http: number[] = [];
    for (let n = 0; n < Math.min(CALLS, 2000); n += 1) {
      http.push(
        await timed(async () => {
          const answer = await fetch(`${server.baseUrl}/api/health`, {
            headers: { authorization: `Bearer ${vet.token}` },
          });
          await answer.arrayBuffer();
        }),
      );
    }

    console.log(`\n${dialect}: per-request access check, ${CALLS} calls each`);
    console.log(`  steady (nothing changed):            ${summary(steady)}`);
    console.log(`  a revocation every 50 requests:      ${summary(churn)}`);
    console.log(`  50 at once (per batch of 50):        ${summary(burst)}`);
    console.log(`  GET /api/health with a token (HTTP): ${summary(http)}`);
  } finally {
    await server.close();
  }
}

for (const dialect of DIALECTS) await bench(dialect);
