// Long run of the fault-injection simulation (issue 11 "Proof"; the short one runs in npm test): BENCH_RUNS seeded
// runs per database (default 1,000), each three devices with skewed clocks, lost/aborted/duplicated/reordered
// pushes, offline spells, kill -9 of the server process mid-push and restores from older backups, checked after
// every run. Prints the totals; a failure names its seed.
//   npx tsx bench/sync-server/fault-simulation.ts
//   BENCH_RUNS=50 BENCH_OPS=40 BENCH_DIALECTS=sqlite BENCH_SEED=7 npx tsx bench/sync-server/fault-simulation.ts
import type { Dialect } from '../../apps/server/src/db/database.ts';
import { simulate } from '../../apps/server/src/features/sync/fault-simulation.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const OPS = Number(process.env.BENCH_OPS ?? 40);
const SEED = Number(process.env.BENCH_SEED ?? 20_261_123);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];

for (const dialect of DIALECTS) {
  const started = performance.now();
  const stats = await simulate({
    dialect,
    seed: SEED,
    runs: RUNS,
    ops: OPS,
    onRun: (run, so) => {
      if ((run + 1) % 10 === 0)
        console.log(
          `${dialect}: ${run + 1}/${RUNS} runs, ${so.kills} kills, ${so.restores} restores, ${so.recoveries} recoveries, ${so.ackedChecked} acked writes checked, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
    },
  });
  console.log(
    `\n${dialect}: ${stats.runs} runs from seed ${SEED}, ${stats.ops} ops, ${stats.syncs} syncs — all checks held`,
  );
  console.log(`  faults: ${JSON.stringify(stats.faults)}`);
  console.log(
    `  kill -9 mid-push: ${stats.kills}, restores: ${stats.restores}, device recoveries: ${stats.recoveries}, late pushes refused: ${stats.staleRefused}`,
  );
  console.log(
    `  acknowledged writes checked: ${stats.ackedChecked}, record_history rows checked: ${stats.historyRows}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
