// Seeded fault-injection simulation: three devices with skewed clocks edit one farm while
// their calls are lost, aborted, duplicated and reordered, they go offline, the server process is killed with
// SIGKILL mid-push and restarted, and its database is restored from an older backup. After every run: no
// acknowledged write lost, no record lost or duplicated, every device equals the server, and record_history
// explains every overwritten value. Used by features/sync/fault-simulation.test.ts (short) and bench/sync-server (long).
import type { Dialect } from '../../db/database.ts';
import {
  build,
  linkUser,
  type PullBody,
  type PushBody,
  pushOk,
  type Session,
} from '../../features/sync/test-kit.ts';
import { createTestUser, loginAs, type TestRoleName } from '../accounts.ts';
import type { TestServer } from '../test-server.ts';
import { check, history } from './checks.ts';
import { Device, debugLog, type Transport } from './device-model.ts';
import { type FaultServer, startFaultServer } from './fault-server.ts';
import type { Fault, SimulationStats } from './stats.ts';

export type { SimulationStats } from './stats.ts';

const FAULTS: Fault[] = [
  'none',
  'none',
  'none',
  'lostPush',
  'lostPull',
  'duplicatePush',
  'reorderedPush',
  'abortedPush',
  'killMidPush',
  'offline',
];

const D0_EDITS: [string, unknown[]][] = [
  ['codVaca', ['101', '102', 'A-7', 'Mimosa']],
  ['observacaoD0', [null, 'Manca', 'Sem bezerro', '[N/A]']],
  ['peso_EM', [350, 420, 480, null]],
];
const LOTE_EDITS: [string, unknown[]][] = [
  ['nomeLote', ['Lote A', 'Lote B', 'Primíparas']],
  ['mineral', [null, 'Sal mineral', 'Proteinado']],
];

/**
 * `value` made unique to the n-th edit of a run (a number stays a whole weight within its field's range, a text
 * stays short).
 */
function uniqueValue(value: unknown, n: number, values: readonly unknown[]): unknown {
  if (values.some((item) => typeof item === 'number')) return 100 + n;
  return `${value === null ? '—' : String(value)} #${n}`;
}

/** Clock errors of the three devices: 3 hours slow, right, 2 hours fast. */
const SKEWS = [-3 * 3_600_000, 0, 2 * 3_600_000];
const PAGE_SIZE = 4;

type Answer = { aplicados?: { id: string; rev: number; registro?: unknown }[]; rejeitados?: unknown };

/**
 * A retry's answer against the first: the same records, each at the same revision and row — or at a later
 * revision when another device wrote it in between (an aborted call the server still finished lands at any
 * time), since a retry answers each row as it is now. Who wrote the row before the call is only known to the
 * call that wrote it (`autorAnterior`), so a retry's answer may lack it.
 */
function sameAnswer(first: unknown, retry: unknown): boolean {
  const a = first as Answer;
  const b = retry as Answer;
  if (!a.aplicados || !b.aplicados) return JSON.stringify(a) === JSON.stringify(b);
  if (JSON.stringify(a.rejeitados) !== JSON.stringify(b.rejeitados)) return false;
  if (a.aplicados.length !== b.aplicados.length) return false;
  const rowOf = (item: { registro?: unknown }) => JSON.stringify(item.registro ?? null);
  return a.aplicados.every((item, index) => {
    const other = b.aplicados?.[index];
    if (!other || other.id !== item.id) return false;
    return other.rev > item.rev || (other.rev === item.rev && rowOf(other) === rowOf(item));
  });
}

/** mulberry32: a small seeded generator, so a failing run can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export type SimulationOptions = {
  dialect: Dialect;
  seed: number;
  runs: number;
  ops: number;
  /** Chance per op of a backup, and of a restore of the latest backup. */
  backupRate?: number;
  restoreRate?: number;
  onRun?: (run: number, stats: SimulationStats) => void;
};

export async function simulate(options: SimulationOptions): Promise<SimulationStats> {
  const server = await startFaultServer(options.dialect);
  const stats: SimulationStats = {
    runs: 0,
    ops: 0,
    syncs: 0,
    faults: {},
    kills: 0,
    restores: 0,
    recoveries: 0,
    staleRefused: 0,
    ackedChecked: 0,
    historyRows: 0,
    olderOverwrites: 0,
    olderOverwriteSeeds: [],
    olderOverwritesWithRestore: 0,
  };
  try {
    const accounts = await signInAll(server);
    let sessions: Session[] = [];
    let loggedInAt = Number.NEGATIVE_INFINITY;
    for (let run = 0; run < options.runs; run += 1) {
      // Fresh tokens well before the 15-minute access tokens expire, not every run: a login per account per
      // run would meet the login rate limit (10 a minute) in a long simulation.
      if (performance.now() - loggedInAt > 10 * 60_000) {
        sessions = await logIn(server, accounts);
        loggedInAt = performance.now();
      }
      await simulateRun(server, sessions, options, options.seed + run, stats);
      stats.runs += 1;
      stats.kills = server.kills;
      stats.restores = server.restores;
      options.onRun?.(run, stats);
    }
    return stats;
  } finally {
    await server.close();
  }
}

type Account = { id: string; email: string; password: string; role: TestRoleName };

async function signInAll(server: FaultServer): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const role of ['Veterinário', 'Inseminador', 'Estagiário'] as TestRoleName[]) {
    const user = await createTestUser(server as unknown as TestServer, { role });
    accounts.push({ ...user, role });
  }
  return accounts;
}

/** Fresh tokens (a long simulation outlives the 15-minute access tokens). */
async function logIn(server: FaultServer, accounts: Account[]): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const { id, email, password, role } of accounts) {
    const { token } = await loginAs(server as unknown as TestServer, email, password);
    sessions.push({ id, email, token, role });
  }
  return sessions;
}

async function simulateRun(
  server: FaultServer,
  sessions: Session[],
  options: SimulationOptions,
  seed: number,
  stats: SimulationStats,
): Promise<void> {
  const rng = random(seed);
  const asTest = server as unknown as TestServer;
  const [owner, ...others] = sessions as [Session, Session, Session];
  const fazenda = build.fazenda(owner.id);
  const retiro = build.retiro(String(fazenda.id));
  const lote = build.lote(String(retiro.id));
  const cows = [build.d0(String(lote.id)), build.d0(String(lote.id))];
  await pushOk(asTest, owner, 'fazendas', [fazenda]);
  for (const other of others) await linkUser(asTest, owner, String(fazenda.id), other.id);
  await pushOk(asTest, owner, 'retiros', [retiro]);
  await pushOk(asTest, owner, 'lotes', [lote]);
  await pushOk(asTest, owner, 'd0s', cows);
  const devices = sessions.map((session, i) => new Device(session, String(fazenda.id), SKEWS[i]));
  const created = new Set(cows.map((cow) => String(cow.id)));
  const recordIds = () => [String(lote.id), ...created];
  /** record_history rows a restore took away: still evidence of what was overwritten before it. */
  const ledger: {
    recordId: string;
    field: string;
    before: string | null;
    after: string | null;
    at: string;
  }[] = [];
  let backup: string | null = null;
  /** Copies of calls kept to be delivered late, after a newer call of the same device (reordering). */
  const late = new Map<Device, unknown[]>();

  const transport = (device: Device, fault: Fault): Transport => ({
    push: async (body) => {
      const send = (signal?: AbortSignal) =>
        fetch(`${server.baseUrl}/api/sync/Queue`, {
          method: 'POST',
          headers: { authorization: `Bearer ${device.session.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          ...(signal ? { signal } : {}),
        });
      if (fault === 'killMidPush') {
        const sent = send().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, rng.int(15)));
        await server.kill();
        await sent;
        await server.start();
        return undefined;
      }
      if (fault === 'abortedPush') {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), rng.int(8));
        await send(controller.signal)
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
        return undefined;
      }
      if (process.env.SIM_DEBUG) console.error('  push send', fault);
      const answer = await read(await send());
      if (process.env.SIM_DEBUG) console.error('  push answered', JSON.stringify(answer).slice(0, 120));
      if (fault === 'duplicatePush') {
        const [again, third] = await Promise.all([read(await send()), read(await send())]);
        if (!sameAnswer(answer, again) || !sameAnswer(answer, third))
          throw new Error(
            `a duplicated push was answered differently: ${JSON.stringify([answer, again, third])}`,
          );
      }
      if (fault === 'reorderedPush') late.set(device, [...(late.get(device) ?? []), body]);
      else await deliverLate(device);
      return fault === 'lostPush' || fault === 'reorderedPush' ? undefined : answer;
    },
    pull: async (request) => {
      const { body, pageSize } = request as { body: unknown; pageSize: number };
      const response = await fetch(`${server.baseUrl}/api/sync/half-sync?pageSize=${pageSize}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${device.session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status !== 200)
        throw new Error(`pull answered ${response.status}: ${await response.text()}`);
      const page = (await response.json()) as PullBody;
      return fault === 'lostPull' ? undefined : page;
    },
  });

  /** A late copy of an older call: refused 409 (or answered from the log if it is the last one), no change. */
  async function deliverLate(device: Device) {
    for (const body of late.get(device) ?? []) {
      const before = await server.db.committedRev();
      const response = await fetch(`${server.baseUrl}/api/sync/Queue`, {
        method: 'POST',
        headers: { authorization: `Bearer ${device.session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status === 409) stats.staleRefused += 1;
      else if (response.status !== 200) throw new Error(`late push answered ${response.status}`);
      if ((await server.db.committedRev()) !== before)
        throw new Error('a late, older push changed the server');
    }
    late.delete(device);
  }

  async function read(response: Response): Promise<PushBody | { epoch: string; startRev: number } | 'stale'> {
    const body = (await response.json()) as PushBody & { epoch?: string; epochStartRev?: number };
    if (response.status === 409)
      return typeof body.epoch === 'string'
        ? { epoch: body.epoch, startRev: Number(body.epochStartRev) }
        : 'stale';
    if (response.status !== 200) throw new Error(`push answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  async function sync(device: Device, fault: Fault) {
    if (process.env.SIM_DEBUG) console.error('sync', device.session.role, fault);
    stats.syncs += 1;
    stats.faults[fault] = (stats.faults[fault] ?? 0) + 1;
    if (fault === 'offline') return;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (!(await device.push(transport(device, fault)))) return;
      const pulled = await device.pull(transport(device, fault), PAGE_SIZE);
      if (pulled !== 'recovered') return;
    }
  }

  for (const device of devices) await sync(device, 'none');
  let clock = Date.parse('2026-11-23T12:00:00.000Z');
  let edited = 0;
  for (let op = 0; op < options.ops; op += 1) {
    stats.ops += 1;
    const device = rng.pick(devices);
    clock += 1000;
    const at = new Date(clock + device.skewMs).toISOString();
    const roll = rng.next();
    if (roll < (options.backupRate ?? 0.03)) {
      backup = await server.backup();
      if (process.env.SIM_DEBUG) debugLog.push(`BACKUP at counter ${await server.db.committedRev()}`);
    } else if (roll < (options.backupRate ?? 0.03) + (options.restoreRate ?? 0.02) && backup) {
      const rows = await history(server, recordIds());
      ledger.push(...rows);
      if (process.env.SIM_DEBUG) debugLog.push(`RESTORE at counter ${await server.db.committedRev()}`);
      // Half the operators forget --new-epoch; the same copy may come back twice.
      await server.restore(backup, { forgetNewEpoch: rng.next() < 0.5 });
    } else if (roll < 0.4) {
      const [key, edits] = rng.next() < 0.7 ? (['d0s', D0_EDITS] as const) : (['lotes', LOTE_EDITS] as const);
      const ids = [...device.records[key].keys()];
      if (ids.length === 0) continue;
      const [field, values] = rng.pick(edits);
      // Every edit writes a value never written before, so that a value coming back is recognisably older.
      edited += 1;
      const value = uniqueValue(rng.pick(values), edited, values);
      device.edit(key, rng.pick(ids), { [field]: value }, at, key === 'd0s' && rng.next() < 0.2);
    } else if (roll < 0.5) {
      const cow = build.d0(String(lote.id), { created: at, updated: at });
      created.add(String(cow.id));
      device.create('d0s', cow);
    } else if (roll < 0.57) {
      const ids = [...device.records.d0s.keys()];
      if (ids.length > 0) device.edit('d0s', rng.pick(ids), { isDeleted: true }, at);
    } else {
      await sync(device, rng.pick(FAULTS));
    }
  }

  // Back online for good: everyone pushes, then everyone pulls (twice, so each sees the others' last writes).
  for (let round = 0; round < 3; round += 1) for (const device of devices) await sync(device, 'none');
  for (const device of devices) await deliverLate(device);
  for (const device of devices) stats.recoveries += device.recoveries;
  const olderBefore = stats.olderOverwrites;
  await check(server, devices, created, String(lote.id), ledger, stats, seed);
  if (stats.olderOverwrites > olderBefore && ledger.length > 0) stats.olderOverwritesWithRestore += 1;
}
