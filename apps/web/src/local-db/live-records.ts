import { Dexie, type IntervalTree, type IntervalTreeNode, type ObservabilitySet, type Table } from 'dexie';
import { reuseUnchanged, sameRecord } from './reuse-unchanged.ts';

// A live read that re-reads only what a write touched. Dexie's liveQuery runs the whole query again after any
// write that overlaps it: a screen of a 1,000-cow batch re-read its 1,000 cows (and their IATF and DN records)
// after each cow saved, 50–100 ms of main thread on a slow phone. Dexie tells every listener which primary
// keys each committed transaction wrote ('storagemutated', from this tab and from the others); this reads those
// records alone and patches the lists. A write that names no keys (bulk writes of 50 records or more, range
// deletes, a cleared or re-created database) re-reads everything, as liveQuery would.

/** One watched list: the records of a table that `belongs` accepts, all read by `readAll`. */
export type RecordSource<T extends { id: string }> = {
  table: Table<T, string>;
  readAll(): Promise<T[]>;
  /** Whether a record re-read after a write is (still) one of the list's. */
  belongs(record: T): boolean;
  /** The list's order; records keep their place unless this says otherwise. */
  compare(a: T, b: T): number;
};

type AnySource = RecordSource<{ id: string }>;

/** The lists of some sources, each typed by its source. */
export type ListsOf<S extends readonly AnySource[]> = {
  [I in keyof S]: S[I] extends RecordSource<infer T> ? readonly T[] : never;
};

type Touched = Set<string> | 'all';

/**
 * The single keys of a mutated range set (a tree of ranges; a plain object when it comes from another tab), or
 * 'all' when it holds a range of keys.
 */
export function mutatedKeys(tree: IntervalTree | undefined): string[] | 'all' {
  const keys: string[] = [];
  const stack: IntervalTreeNode[] = tree && 'from' in tree ? [tree] : [];
  while (stack.length > 0) {
    const current = stack.pop() as IntervalTreeNode;
    if (typeof current.from !== 'string' || current.from !== current.to) return 'all';
    keys.push(current.from);
    if (current.l) stack.push(current.l);
    if (current.r) stack.push(current.r);
  }
  return keys;
}

/** Calls `next` once the page has drawn its next frame (or after 100 ms where frames are not drawn). */
function afterNextFrame(next: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    next();
  };
  const fallback = setTimeout(run, 100);
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(run, 0);
    });
}

/** `list` with the re-read records of `ids` patched in: replaced in place, removed, or added in order. */
function patched<T extends { id: string }>(
  source: RecordSource<T>,
  list: readonly T[],
  ids: readonly string[],
  read: readonly (T | undefined)[],
): readonly T[] {
  const fresh = new Map<string, T | undefined>();
  ids.forEach((id, index) => {
    const record = read[index];
    fresh.set(id, record && source.belongs(record) ? record : undefined);
  });
  let changed = false;
  let moved = false;
  const next: T[] = [];
  for (const old of list) {
    if (!fresh.has(old.id)) {
      next.push(old);
      continue;
    }
    const record = fresh.get(old.id);
    fresh.delete(old.id);
    if (!record) {
      changed = true;
      continue;
    }
    if (sameRecord(old, record)) next.push(old);
    else {
      changed = true;
      // A changed sort field (a cow registered again, a record moved between batches) moves the record.
      if (source.compare(old, record) !== 0) moved = true;
      next.push(record);
    }
  }
  for (const record of fresh.values()) {
    if (!record) continue;
    changed = true;
    moved = true;
    next.push(record);
  }
  if (!changed) return list;
  return moved ? next.sort(source.compare) : next;
}

/**
 * Keeps the lists of `sources` live: reads them whole, then after each committed write re-reads only the
 * records it touched, once the page has drawn the frame of that write (the screen that saved shows its result
 * first). `emit` gets every list, each the same array as before when none of its records changed and unchanged
 * records the same objects. Returns the function that stops watching.
 */
export function watchRecords<const S extends readonly AnySource[]>(
  sources: S,
  emit: (lists: ListsOf<S>) => void,
  fail: (error: unknown) => void,
): () => void {
  let stopped = false;
  let lists: (readonly { id: string }[])[] | null = null;
  let touched: Touched[] = sources.map(() => 'all');
  let running = false;
  let waiting = false;

  const hasWork = () => touched.some((keys) => keys === 'all' || keys.size > 0);

  const readOnce = async (work: readonly Touched[]): Promise<(readonly { id: string }[])[]> =>
    Promise.all(
      sources.map(async (source, index) => {
        const keys = work[index] ?? 'all';
        const before = lists?.[index];
        if (keys === 'all' || before === undefined)
          return reuseUnchanged(before, (await source.readAll()).sort(source.compare));
        if (keys.size === 0) return before;
        const ids = [...keys];
        return patched(source, before, ids, await source.table.bulkGet(ids));
      }),
    );

  const run = async () => {
    running = true;
    try {
      while (!stopped && hasWork()) {
        const work = touched;
        touched = sources.map(() => new Set());
        const next = await readOnce(work);
        if (stopped) return;
        const same = lists !== null && next.every((list, index) => list === lists?.[index]);
        lists = next;
        // A write committed during this read is read on the next turn of the loop.
        if (!same) emit(lists as ListsOf<S>);
      }
    } catch (error) {
      // The keys of the failed read are lost: the next write re-reads everything.
      touched = sources.map(() => 'all');
      if (!stopped) fail(error);
    } finally {
      running = false;
    }
  };

  const schedule = () => {
    if (running || waiting || stopped) return;
    waiting = true;
    afterNextFrame(() => {
      waiting = false;
      if (!running) void run();
    });
  };

  const onMutated = (parts: ObservabilitySet) => {
    let any = false;
    sources.forEach((source, index) => {
      const part = parts[`idb://${source.table.db.name}/${source.table.name}/`];
      const keys = part ? mutatedKeys(part) : [];
      if (keys !== 'all' && keys.length === 0) return;
      any = true;
      const current = touched[index] ?? 'all';
      if (keys === 'all' || current === 'all') touched[index] = 'all';
      else for (const key of keys) current.add(key);
    });
    if (any) schedule();
  };

  // Listening before the first read: a write that commits while it runs is read again after it.
  Dexie.on('storagemutated', onMutated);
  void run();
  return () => {
    stopped = true;
    Dexie.on('storagemutated').unsubscribe(onMutated);
  };
}

/**
 * Runs `query` now and again after each committed write to one of `tables` (from this tab or another), once the
 * page has drawn the frame of that write: for what a screen shows beside its work (the unsynced count), which
 * must follow every write but not hold back the frame that shows the write itself. Returns the stop function.
 */
export function watchQuery<T>(
  tables: readonly Table[],
  query: () => Promise<T>,
  emit: (value: T) => void,
  fail: (error: unknown) => void,
): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let waiting = false;
  const parts = new Set(tables.map((table) => `idb://${table.db.name}/${table.name}/`));

  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        const value = await query();
        if (stopped) return;
        emit(value);
      } while (again && !stopped);
    } catch (error) {
      if (!stopped) fail(error);
    } finally {
      running = false;
    }
  };

  const onMutated = (mutated: ObservabilitySet) => {
    if (stopped || !Object.keys(mutated).some((part) => parts.has(part))) return;
    if (running) {
      again = true;
      return;
    }
    if (waiting) return;
    waiting = true;
    afterNextFrame(() => {
      waiting = false;
      if (running) again = true;
      else void run();
    });
  };

  Dexie.on('storagemutated', onMutated);
  void run();
  return () => {
    stopped = true;
    Dexie.on('storagemutated').unsubscribe(onMutated);
  };
}
