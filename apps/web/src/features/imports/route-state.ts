// Spec §2: /importar-dados receives the batch through the router's location state, not the address.

export type ImportTarget = { batchId: string; farmId: string; farmName: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The batch the import was opened for, or null (typed address, state lost): the screen then says where to start. */
export function importTargetOf(state: unknown): ImportTarget | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  const batchId = text(record.batchId);
  const farmId = text(record.farmId);
  if (!batchId || !farmId) return null;
  return { batchId, farmId, farmName: typeof record.farmName === 'string' ? record.farmName : '' };
}
