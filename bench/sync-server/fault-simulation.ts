// Long run of the fault-injection simulation (the short one runs in npm test): BENCH_RUNS seeded
// runs per database (default 1,000), each three devices with skewed clocks, lost/aborted/duplicated/reordered
// pushes, offline spells, kill -9 of the server process mid-push and restores from older backups, checked after
// every run. Prints the totals; a failure names its seed.
//   npx tsx bench/sync-server/fault-simulation.ts
//   BENCH_RUNS=50 BENCH_OPS=40 BENCH_DIALECTS=sqlite BENCH_SEED=7 npx tsx bench/sync-server/fault-simulation.ts
// Run N uses seed BENCH_SEED + N, so an interrupted run resumes where it stopped with BENCH_FROM=<runs done>
// (the same BENCH_SEED); SIGINT/SIGTERM print the figures so far before exiting.
import type { Dialect } from '../../apps/server/src/db/database.ts';
import {
  type SimulationStats,
  simulate,
} from '../../apps/server/src/test-support/fault-simulation/simulate.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const FROM = Number(process.env.BENCH_FROM ?? 0);
const OPS = Number(process.env.BENCH_OPS ?? 40);
const SEED = Number(process.env.BENCH_SEED ?? 20_261_123);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];

function report(dialect: Dialect, stats: SimulationStats, seconds: number, partial: boolean) {
  const first = SEED + FROM;
  console.log(
    `\n${dialect}${partial ? ' (PARTIAL, interrupted)' : ''}: runs ${FROM}–${FROM + stats.runs - 1} (${stats.runs} runs, seeds ${first}–${first + stats.runs - 1}), ${stats.ops} ops, ${stats.syncs} syncs — all checks held`,
  );
  console.log(`  faults: ${JSON.stringify(stats.faults)}`);
  console.log(
    `  kill -9 mid-push: ${stats.kills}, restores: ${stats.restores}, device recoveries: ${stats.recoveries}, late pushes refused: ${stats.staleRefused}`,
  );
  console.log(
    `  acknowledged writes checked: ${stats.ackedChecked}, lost: 0, duplicated: 0, acknowledged values overwritten by an older value: ${stats.olderOverwrites} (in ${stats.olderOverwriteSeeds.length} runs, ${stats.olderOverwritesWithRestore} of them with a restore; seeds ${stats.olderOverwriteSeeds.slice(0, 20).join(', ') || '—'}), record_history rows checked: ${stats.historyRows}, ${seconds.toFixed(0)} s`,
  );
  if (partial) console.log(`  resume with BENCH_SEED=${SEED} BENCH_FROM=${FROM + stats.runs}`);
}

for (const dialect of DIALECTS) {
  const started = performance.now();
  let latest: SimulationStats | undefined;
  const interrupted = () => {
    if (latest) report(dialect, latest, (performance.now() - started) / 1000, true);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const stats = await simulate({
    dialect,
    seed: SEED + FROM,
    runs: RUNS - FROM,
    ops: OPS,
    onRun: (run, so) => {
      // Only completed runs count: the stats object is cumulative and a run is checked before onRun is called.
      latest = structuredClone(so);
      if ((run + 1) % 10 === 0)
        console.log(
          `${dialect}: ${FROM + run + 1}/${RUNS} runs, ${so.kills} kills, ${so.restores} restores, ${so.recoveries} recoveries, ${so.ackedChecked} acked writes checked, ${so.olderOverwrites} older values put back (seeds ${so.olderOverwriteSeeds.join(', ') || '—'}), ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
    },
  });
  process.off('SIGINT', interrupted);
  process.off('SIGTERM', interrupted);
  report(dialect, stats, (performance.now() - started) / 1000, false);
}
