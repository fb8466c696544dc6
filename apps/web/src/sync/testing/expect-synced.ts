import { expect } from 'vitest';

/** A stored copy the server holds as it is: present, and without `_status` (local-record.ts). */
export function expectSynced(record: unknown, label?: string): void {
  expect(record, label).toBeDefined();
  expect(record, label).not.toHaveProperty('_status');
}
