import { describe, expect, it } from 'vitest';
import { idSchema } from './common.ts';
import { dnRecordId, iatfRecordId } from './keyed-ids.ts';

const COW = '01934f0e-7b1c-7d2a-9f3e-2b6c1d4e5f60';
const OTHER_COW = '01934f0e-7b1c-7d2a-9f3e-2b6c1d4e5f61';
const BATCH = '01934f0e-7b1c-7d2a-9f3e-2b6c1d4e5f70';
const D8 = '01934f0e-7b1c-7d2a-9f3e-2b6c1d4e5f80';
const D10 = '01934f0e-7b1c-7d2a-9f3e-2b6c1d4e5f81';

describe('ids derived from a record key', () => {
  it('are the same on every device for the same key, and valid ids', () => {
    expect(iatfRecordId(COW, BATCH)).toBe(iatfRecordId(COW, BATCH));
    expect(dnRecordId(COW, D8)).toBe(dnRecordId(COW, D8));
    expect(idSchema.safeParse(iatfRecordId(COW, BATCH)).success).toBe(true);
    expect(idSchema.safeParse(dnRecordId(COW, D8)).success).toBe(true);
  });

  it('differ from key to key and between the two kinds', () => {
    const ids = [
      iatfRecordId(COW, BATCH),
      iatfRecordId(OTHER_COW, BATCH),
      iatfRecordId(COW, D8),
      dnRecordId(COW, D8),
      dnRecordId(COW, D10),
      dnRecordId(OTHER_COW, D8),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
