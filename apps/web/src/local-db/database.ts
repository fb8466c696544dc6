import type { PullKey } from '@gestar/domain/entities/sync';
import type { ReplacedStep } from '@gestar/domain/entities/typed-fields';
import { Dexie, type Table } from 'dexie';
import { localDbProblem } from './db-status.ts';
import type { LocalEntity } from './local-record.ts';
import { LOCAL_DB_NAME } from './open-local-db.ts';
import { REPORT_PACK_STORES, type ReportPack, reportPackMiddleware } from './report-packs.ts';
import { wholePutsMiddleware } from './whole-puts.ts';

/** A synced entity's table. `name` is typed so repository factories infer the entity from the table. */
export type EntityTable<K extends PullKey> = Table<LocalEntity<K>, string> & { readonly name: K };

export type MetaRow = { key: string; value: unknown };

/** A record the server refused, or that a lost farm access left orphaned: kept until the user deals with it. */
export type RejectedRow = {
  entity: PullKey;
  id: string;
  motivo: string;
  /** The local record as it was when refused (with its client-only fields). */
  record: Record<string, unknown>;
  rejectedAt: string;
  /** Set when a later push of the same record was accepted; the row itself is never deleted automatically. */
  resolvedAt: string | null;
};

export type SessionRow = { key: string; value: unknown };

/** One value of a notice: what this device had sent and acknowledged, and the other user's value kept. */
export type ReplacedField = { field: string; mine: unknown; kept: unknown };

/**
 * A value this device sent and had acknowledged, replaced by another user's push: shown until
 * the user acknowledges it ('Ciente'); the row stays, acknowledged. One row per record and step (one DG
 * answer, one IATF…); a later replacement of the same step while it is open updates it.
 */
export type ReplacedValueRow = {
  id: string;
  entity: PullKey;
  recordId: string;
  step: ReplacedStep;
  fields: ReplacedField[];
  /** The user whose value was kept (the record's `lastModifiedBy`); null when the server did not say. */
  by: string | null;
  /** When the kept value was written on its device (the record's `updated`), when known. */
  writtenAt: string | null;
  /** When this device learned it. */
  seenAt: string;
  acknowledgedAt: string | null;
};

// Version 1 (released: never edited). Indexes serve the spec §7 lookups and `_status` the dirty scans of the
// push. A constant so the upgrade test can open a device exactly as version 1 left it.
export const STORES_V1 = {
  usuarios: 'id, _status',
  tipoDominios: 'id, _status',
  valorDominios: 'id, tipoDominioId, valorDominioPaiId, _status',
  fazendas: 'id, usuarioId, _status',
  retiros: 'id, fazendaId, _status',
  protocolos: 'id, usuarioId, _status',
  lotes: 'id, retiroId, protocoloId, parentBatch, originalBatch, _status',
  d0s: 'id, loteId, dzeroOriginal, dzeroPai, _status',
  dns: 'id, loteId, vacaId, _status',
  iatfs: 'id, vacaId, loteId, touroId, partidaId, _status',
  fazendaUsuarios: 'id, idFazenda, idUsuario, _status',
  touros: 'id, fazendaId, touroOriginalId, partidaOriginalId, _status',
  partidas: 'id, touroId, fazendaId, partidaOriginalId, _status',
  meta: 'key',
  rejected: '[entity+id], entity',
  session: 'key',
};

/** Version 3's table: found by record (an open notice of the same step is updated, not repeated). */
export const REPLACED_VALUE_STORES = { replacedValues: 'id, recordId' };

/**
 * The device database. Released versions are NEVER edited: a schema change is a new `this.version(n)` with
 * its own `stores()` (and `upgrade()` when data must move), so every installed device migrates step by step.
 */
export class GestarDb extends Dexie {
  declare usuarios: EntityTable<'usuarios'>;
  declare tipoDominios: EntityTable<'tipoDominios'>;
  declare valorDominios: EntityTable<'valorDominios'>;
  declare fazendas: EntityTable<'fazendas'>;
  declare retiros: EntityTable<'retiros'>;
  declare protocolos: EntityTable<'protocolos'>;
  declare lotes: EntityTable<'lotes'>;
  declare d0s: EntityTable<'d0s'>;
  declare dns: EntityTable<'dns'>;
  declare iatfs: EntityTable<'iatfs'>;
  declare fazendaUsuarios: EntityTable<'fazendaUsuarios'>;
  declare touros: EntityTable<'touros'>;
  declare partidas: EntityTable<'partidas'>;
  declare meta: Table<MetaRow, string>;
  declare rejected: Table<RejectedRow, [PullKey, string]>;
  declare session: Table<SessionRow, string>;
  /** Derived from d0s/iatfs (report-packs.ts); dropped by every write to them, rebuilt by the report. */
  declare reportPacks: Table<ReportPack, string>;
  /** Values of this device replaced by another user's (sync/replaced-values.ts). */
  declare replacedValues: Table<ReplacedValueRow, string>;

  constructor(name: string = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores(STORES_V1);
    // Version 2: the report's packed rows per batch. Empty at first: built when a report is read.
    this.version(2).stores(REPORT_PACK_STORES);
    // Version 3: values of this device replaced by another user's. Empty at first; records
    // acknowledged before it carry no `_mine`, so only values acknowledged from then on are reported.
    this.version(3).stores(REPLACED_VALUE_STORES);
    this.use(reportPackMiddleware);
    this.use(wholePutsMiddleware);

    // Another tab opened a newer schema: this connection must close or it blocks that tab forever.
    this.on('versionchange', () => {
      this.close();
      localDbProblem.set('outdated');
      return false;
    });
    // This tab's upgrade waits for an older tab to close its connection.
    this.on('blocked', () => {
      localDbProblem.set('blocked');
    });
    this.on('ready', () => {
      void requestPersistentStorage();
    });
  }

  entityTable<K extends PullKey>(key: K): EntityTable<K> {
    return this.table(key) as EntityTable<K>;
  }
}

/** Registry entities with no table declared on `GestarDb`: must stay empty (the compiler checks below). */
type UndeclaredTables = Exclude<PullKey, keyof GestarDb>;
export type EveryEntityDeclared = [UndeclaredTables] extends [never] ? true : UndeclaredTables;
true satisfies EveryEntityDeclared;

let persistRequested = false;

/**
 * Asks the browser not to evict this origin's storage under pressure (field data may exist nowhere else).
 * Once per app start; the browser remembers a grant.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (persistRequested) return false;
  persistRequested = true;
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

/** The app's database; tests may build their own `new GestarDb(name)`. */
export const localDb = new GestarDb();
