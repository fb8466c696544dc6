import { describe, expect, it } from 'vitest';
import { manejoProtocoloFields } from '../entities/management-protocol.ts';
import { ENTITY_FIELDS } from '../entities/sync.ts';
import { DOMAIN_VALUE_FIELDS, PROTOCOL_STEP_VALUE_FIELDS } from './domain-value-fields.ts';

describe('DOMAIN_VALUE_FIELDS', () => {
  it.each(Object.entries(DOMAIN_VALUE_FIELDS))('%s names only fields of its record', (key, fields) => {
    const known = ENTITY_FIELDS[key as keyof typeof ENTITY_FIELDS];
    for (const field of fields) expect(known).toContain(field);
  });

  it('protocol steps name only fields of a step', () => {
    for (const field of PROTOCOL_STEP_VALUE_FIELDS) expect(manejoProtocoloFields).toContain(field);
  });
});
