// The checks after each run of the fault-injection simulation (simulate.ts): no record lost or
// duplicated, every device equal to the server, record_history explaining every overwritten value, and no
// acknowledged write lost.
import { rowMapper } from '../../db/rows.ts';
import type { Record } from '../../features/sync/test-kit.ts';
import { type Device, debugLog, MODEL_KEYS, type ModelKey } from './device-model.ts';
import type { FaultServer } from './fault-server.ts';
import type { SimulationStats } from './stats.ts';

export async function history(server: FaultServer, ids: string[]) {
  return server.db.kysely
    .selectFrom('record_history')
    .selectAll()
    .where('recordId', 'in', ids)
    .orderBy('rev')
    .execute();
}

export async function check(
  server: FaultServer,
  devices: Device[],
  created: Set<string>,
  loteId: string,
  ledger: { recordId: string; field: string; before: string | null; after: string | null; at: string }[],
  stats: SimulationStats,
  seed: number,
): Promise<void> {
  const fail = (what: string) => {
    throw new Error(`seed ${seed} (${server.dialect}): ${what}`);
  };
  const mapper = rowMapper(server.db.dialect);
  const strip = ({ rev: _rev, lastModifiedBy: _by, ...data }: Record) => data;
  const lotes = await server.db.kysely.selectFrom('lotes').selectAll().where('id', '=', loteId).execute();
  const d0s = await server.db.kysely.selectFrom('d0s').selectAll().where('loteId', '=', loteId).execute();
  const state: { [K in ModelKey]: Map<string, Record> } = {
    lotes: new Map(lotes.map((row) => [String(row.id), strip(mapper.fromDb('lotes', row))])),
    d0s: new Map(d0s.map((row) => [String(row.id), strip(mapper.fromDb('d0s', row))])),
  };
  // No record lost or duplicated: exactly the cows the devices created (ids are primary keys).
  const held = [...state.d0s.keys()].sort();
  if (JSON.stringify(held) !== JSON.stringify([...created].sort()))
    fail(
      `server cows ${held.length}, created ${created.size}; missing ${[...created].filter((id) => !state.d0s.has(id)).join(', ')}`,
    );
  for (const device of devices) {
    for (const key of MODEL_KEYS) {
      if (device.dirty(key).length > 0) fail(`${device.session.role} still has unsynced ${key}`);
      const local = new Map([...device.records[key]].map(([id, record]) => [id, record.data]));
      for (const [id, data] of state[key]) {
        if (JSON.stringify(sortKeys(local.get(id))) !== JSON.stringify(sortKeys(data)))
          fail(`${device.session.role} differs from the server on ${key} ${id}`);
      }
      if (local.size !== state[key].size) fail(`${device.session.role} holds ${local.size} ${key}`);
    }
  }
  const rows = await history(server, [loteId, ...created]);
  stats.historyRows += rows.length;
  const chains = new Map<string, typeof rows>();
  for (const row of rows)
    chains.set(`${row.recordId}:${row.field}`, [...(chains.get(`${row.recordId}:${row.field}`) ?? []), row]);
  // No acknowledged value replaced by an older one: every edit of the simulation writes a new
  // value, so a change whose new value the field already held earlier in this history put an older value
  // back over a newer one — a stale copy or an acknowledged edit sent again.
  for (const list of chains.values()) {
    const held = new Set<string | null>([list[0]?.before ?? null]);
    for (const row of list) {
      if (held.has(row.after)) {
        // Counted, not thrown: the long run reports how many, and in which runs (the tests assert none).
        stats.olderOverwrites += 1;
        if (process.env.SIM_DEBUG)
          console.error(
            'OLDER',
            row,
            list,
            'LEDGER',
            ledger.filter((lost) => lost.recordId === row.recordId && lost.field === row.field),
            debugLog
              .filter((line) => line.includes(row.recordId) || /RESTORE|BACKUP|recover/.test(line))
              .join('\n'),
          );
        if (stats.olderOverwriteSeeds.at(-1) !== seed) stats.olderOverwriteSeeds.push(seed);
      }
      held.add(row.after);
    }
  }
  // record_history explains every overwritten value: per field each change starts where the previous ended
  // and the last one ends at the current value.
  for (const [chain, list] of chains) {
    const [recordId, field] = chain.split(':') as [string, string];
    for (let i = 1; i < list.length; i += 1)
      if (list[i]?.before !== list[i - 1]?.after) fail(`history of ${chain} has a gap`);
    const current = (state.d0s.get(recordId) ?? state.lotes.get(recordId))?.[field] ?? null;
    if ((list.at(-1)?.after ?? null) !== (current === null ? null : JSON.stringify(current)))
      fail(`history of ${chain} does not end at the current value`);
  }
  // No acknowledged write lost: it is the current value, or history (before a restore too) shows it overwritten.
  // A value the same device later replaced with another acknowledged one is judged by that later one: after a
  // restore the device re-sends its current copy, so its own intermediate values leave no trace (they would on
  // a server that was never restored).
  const evidence = [...rows, ...ledger];
  // When each value (unique per edit) was first acknowledged to any device.
  const firstAck = new Map<string, number>();
  for (const device of devices)
    for (const write of device.acked) {
      const key = `${write.id}:${write.field}:${JSON.stringify(write.value ?? null)}`;
      firstAck.set(key, Math.min(firstAck.get(key) ?? write.seq, write.seq));
    }
  for (const device of devices) {
    const last = new Map(device.acked.map((write) => [`${write.id}:${write.field}`, write]));
    for (const write of last.values()) {
      // `updated` is the server's edit time (it follows applied edits and never goes back: merge.ts), not a
      // value anyone acknowledged: a restore's re-send may bring back a copy whose later edit time replaces it.
      if (write.field === 'updated') continue;
      stats.ackedChecked += 1;
      const current = state[write.key].get(write.id)?.[write.field] ?? null;
      const value = write.value ?? null;
      if (JSON.stringify(current) === JSON.stringify(value)) continue;
      const text = value === null ? null : JSON.stringify(value);
      const ofField = (row: (typeof evidence)[number]) =>
        row.recordId === write.id && row.field === write.field;
      // Overwritten on the server; or lost with a restore (its write is in the ledger) and then replaced by a
      // later push to the same field (after a restore, a copy sent back never replaces a later write).
      // Replaced by a value acknowledged later (a restore may have taken the row that showed the change away);
      // a value acknowledged earlier being current instead is exactly what must never happen.
      const replacedLater =
        (firstAck.get(`${write.id}:${write.field}:${JSON.stringify(current)}`) ?? 0) > write.seq;
      const overwritten =
        replacedLater ||
        evidence.some((row) => ofField(row) && row.before === text) ||
        ledger.some(
          (lost) =>
            ofField(lost) &&
            lost.after === text &&
            rows.some((row) => ofField(row) && String(row.at) > lost.at),
        );
      if (!overwritten) {
        if (process.env.SIM_DEBUG) {
          console.error(
            'current',
            current,
            'evidence',
            evidence.filter((row) => row.recordId === write.id && row.field === write.field),
          );
          console.error(
            'acks',
            devices.map((d) =>
              d.acked.filter((a) => a.id === write.id && a.field === write.field).map((a) => a.value),
            ),
          );
          console.error(
            debugLog
              .filter((line) => line.includes(write.id) || /RESTORE|BACKUP|recover/.test(line))
              .join('\n'),
          );
        }
        fail(`acknowledged ${write.key} ${write.id} ${write.field}=${text} is lost`);
      }
    }
  }
}

function sortKeys(record: Record | undefined): Record | undefined {
  if (!record) return record;
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
