// The figures of a simulation run, shared by the run (simulate.ts) and its checks (checks.ts).

export type Fault =
  | 'none'
  | 'lostPush'
  | 'lostPull'
  | 'duplicatePush'
  | 'reorderedPush'
  | 'abortedPush'
  | 'killMidPush'
  | 'offline';

export type SimulationStats = {
  runs: number;
  ops: number;
  syncs: number;
  faults: { [F in Fault]?: number };
  kills: number;
  restores: number;
  recoveries: number;
  staleRefused: number;
  ackedChecked: number;
  historyRows: number;
  /** Acknowledged values the server replaced with a value it had held before: must stay 0. */
  olderOverwrites: number;
  /** The runs (seeds) where that happened, to replay them. */
  olderOverwriteSeeds: number[];
  /** Of those, runs with a restore (re-sends after a restore merge by arrival: docs/SYNC.md). */
  olderOverwritesWithRestore: number;
};
