// The receipt of an import (domain imports/import-receipt.ts): every record an apply wrote, noted as it is
// written, then read back as stored once the transaction has committed, so the receipt holds what the database
// holds and the proof screen can compare a kept copy with the records as they are later.
import { ENTITY_FIELDS, type SyncEntityKey } from '@gestar/domain/entities/sync';
import {
  IMPORT_RECEIPT_TYPE,
  type ImportReceipt,
  importReceiptFileName,
} from '@gestar/domain/imports/import-receipt';
import { buildReceipt, RECEIPT_VERSION } from '@gestar/domain/management/receipt';
import type { Actor } from '@gestar/domain/permissions/actor';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { loose, rowMapper } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { selectIn } from '../sync/scope.ts';

/** Ids written by one import, per table. */
export type Ledger = Map<SyncEntityKey, Set<string>>;

/**
 * The ledger of the import running in a transaction. Keyed by the transaction, so every write of the apply
 * (its batches' plans, later rounds, new bulls) is noted where it happens without each caller carrying it.
 */
const ledgers = new WeakMap<Transaction<Database>, Ledger>();

export function openLedger(trx: Transaction<Database>): Ledger {
  const ledger: Ledger = new Map();
  ledgers.set(trx, ledger);
  return ledger;
}

export function noteWritten(trx: Transaction<Database>, key: SyncEntityKey, ids: readonly string[]): void {
  const ledger = ledgers.get(trx);
  if (!ledger) return;
  const set = ledger.get(key) ?? new Set<string>();
  for (const id of ids) set.add(id);
  ledger.set(key, set);
}

/** The records of `key` the import wrote, as stored now, with only the entity's own fields. */
async function storedRecords(db: Db, key: 'lotes' | 'd0s' | 'iatfs', ids: ReadonlySet<string> | undefined) {
  if (!ids || ids.size === 0) return [];
  const mapper = rowMapper(db.dialect);
  const fields = ENTITY_FIELDS[key];
  const rows = await selectIn(loose(db.kysely), key, 'id', [...ids], '*');
  return rows
    .map((row) => {
      const record = mapper.fromDb(key, row);
      return Object.fromEntries(
        fields.filter((field) => field in record).map((field) => [field, record[field]]),
      );
    })
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

/** The receipt of a committed import into `farmId`: its batches, cows and IATFs as stored. */
export async function importReceipt(
  db: Db,
  actor: Actor,
  farmId: string,
  ledger: Ledger,
): Promise<ImportReceipt> {
  const now = new Date();
  const [farm] = await selectIn(loose(db.kysely), 'fazendas', 'id', [farmId], ['nome']);
  const receipt = await buildReceipt({
    versao: RECEIPT_VERSION,
    tipo: IMPORT_RECEIPT_TYPE,
    geradoEm: now.toISOString(),
    usuarioId: actor.id,
    lotes: await storedRecords(db, 'lotes', ledger.get('lotes')),
    d0s: await storedRecords(db, 'd0s', ledger.get('d0s')),
    iatfs: await storedRecords(db, 'iatfs', ledger.get('iatfs')),
  });
  return {
    nome: importReceiptFileName(String(farm?.nome ?? ''), now),
    sha256: receipt.sha256,
    conteudo: receipt.conteudo as unknown as Record<string, unknown>,
  };
}
