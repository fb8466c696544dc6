import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/admin.ts';
import { currentLocale } from '../i18n/current-locale.ts';
import { listInWords } from '../i18n/list-words.ts';

const m = defineMessages('admin', ptBR);

// Administrator screens: domain lists and proof upload (spec §2, §8). Verbatim unless marked "not in the spec".

export const INVALID_PROOF_UPLOAD = (): string => m.text('INVALID_PROOF_UPLOAD');
/** Not in the spec as text: §8 'Aviso importante!' after saving a domain list tells to sync. */
export const DOMAIN_SAVED_SYNC_NOTICE = (): string => m.text('DOMAIN_SAVED_SYNC_NOTICE');

// The administrator's screens. Not in the spec as text.
export const ADMIN_TITLE = (): string => m.text('ADMIN_TITLE');
export const DOMAIN_VALUES_TITLE = (): string => m.text('DOMAIN_VALUES_TITLE');
export const DOMAIN_TYPES_TITLE = (): string => m.text('DOMAIN_TYPES_TITLE');
export const PROOFS_TITLE = (): string => m.text('PROOFS_TITLE');
export const ADMIN_ONLY_PAGE = (): string => m.text('ADMIN_ONLY_PAGE');
export const NEW_DOMAIN_VALUE = (): string => m.text('NEW_DOMAIN_VALUE');
export const NEW_DOMAIN_TYPE = (): string => m.text('NEW_DOMAIN_TYPE');
export const EDIT_DOMAIN_VALUE = (): string => m.text('EDIT_DOMAIN_VALUE');
export const EDIT_DOMAIN_TYPE = (): string => m.text('EDIT_DOMAIN_TYPE');
export const ALL_TYPES = (): string => m.text('ALL_TYPES');
export const DOMAIN_VALUES_TABLE = (): string => m.text('DOMAIN_VALUES_TABLE');
export const DOMAIN_TYPES_TABLE = (): string => m.text('DOMAIN_TYPES_TABLE');
export const DOMAIN_EMPTY = (): string => m.text('DOMAIN_EMPTY');
export const DELETE_DOMAIN_TITLE = (): string => m.text('DELETE_DOMAIN_TITLE');
export function confirmDeleteDomain(name: string): string {
  return m.format('confirmDeleteDomain', { name: String(name) });
}
/** Why a seeded item cannot be deleted (the rules and the records name it). */
export const SEEDED_DOMAIN_NOT_DELETABLE = (): string => m.text('SEEDED_DOMAIN_NOT_DELETABLE');
export const DOMAIN_TYPE_HAS_VALUES = (): string => m.text('DOMAIN_TYPE_HAS_VALUES');
export const DOMAIN_VALUE_HAS_CHILDREN = (): string => m.text('DOMAIN_VALUE_HAS_CHILDREN');
/** Why an administrator's value cannot be deleted: records name it. */
export function domainValueInUse(...entities: string[]): string {
  // The catalogue's ENTITY_LABELS is keyed by the record collections' names; an unknown one is shown as is.
  const labels: Readonly<Record<string, string>> = m.text('ENTITY_LABELS');
  const names = entities.map((entity) => String(labels[entity] ?? entity));
  return m.format('domainValueInUse', { list: listInWords(names) });
}
/** Spec §8: the title of the notice after a domain list is saved. */
export const SYNC_NOTICE_TITLE = (): string => m.text('SYNC_NOTICE_TITLE');

// Proof upload. Not in the spec as text, except INVALID_PROOF_UPLOAD above.
export const PROOF_NOT_A_RECEIPT = (): string => m.text('PROOF_NOT_A_RECEIPT');
export const PROOFS_ADMIN_ONLY = (): string => m.text('PROOFS_ADMIN_ONLY');
export const PROOF_CHOOSE_FILE = (): string => m.text('PROOF_CHOOSE_FILE');
// The SHA-256 is not keyed (the receipt is made offline): it shows the file is consistent, not who made it.
export const PROOF_INTACT = (): string => m.text('PROOF_INTACT');
export const PROOF_ALTERED = (): string => m.text('PROOF_ALTERED');
export function proofNotStored(maxFiles: number, maxMegabytes: number): string {
  return m.format('proofNotStored', {
    maxFiles: maxFiles.toLocaleString(currentLocale()),
    maxMegabytes: String(maxMegabytes),
  });
}
export const PROOF_NO_DIFFERENCES = (): string => m.text('PROOF_NO_DIFFERENCES');
export function proofDifferences(count: number): string {
  return m.format('proofDifferences', { count, n: String(count) });
}
export const PROOF_MISSING_RECORD = (): string => m.text('PROOF_MISSING_RECORD');
