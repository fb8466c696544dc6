import { ENTITY_LABEL } from '@gestar/domain/messages/labels/home';

/** A row of the engine's `rejected` table, as far as the list needs it. */
export type RejectedEntry = {
  entity: string;
  id: string;
  motivo: string;
  record: Record<string, unknown>;
  rejectedAt: string;
  resolvedAt: string | null;
};

export type RejectedLine = { key: string; what: string; motivo: string };

// The field a user recognises a record by, per entity (farm and retiro names, batch name, cow ID, …).
const NAME_FIELDS = ['nome', 'nomeLote', 'codVaca', 'name', 'codigo', 'valor', 'nomeCompleto'] as const;

function nameOf(record: Record<string, unknown>, id: string): string {
  for (const field of NAME_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return id.slice(0, 8);
}

/** The records still refused (resolved ones drop out), newest first, worded for the user. */
export function rejectedLines(entries: readonly RejectedEntry[]): RejectedLine[] {
  return entries
    .filter((entry) => entry.resolvedAt === null)
    .sort((a, b) => b.rejectedAt.localeCompare(a.rejectedAt))
    .map((entry) => ({
      key: `${entry.entity}:${entry.id}`,
      what: `${ENTITY_LABEL[entry.entity] ?? entry.entity} ${nameOf(entry.record, entry.id)}`,
      motivo: entry.motivo,
    }));
}
