import { describe, expect, it } from 'vitest';
import { manejoProtocoloSchema } from '../entities/management-protocol.ts';
import { type DomainTypeKey, domainTypeId } from './domain-ids.ts';
import { DOMAIN_VALUE_SEED } from './domain-values.ts';
import { seedLookup } from './lookup.ts';
import { PROTOCOL_SEED } from './protocols-seed.ts';
import { MANEJO } from './value-ids.ts';

const typeOf = new Map(DOMAIN_VALUE_SEED.map((row) => [row.id, row.tipoDominioId]));

function dayNumber(dayId: string): number {
  return Number(seedLookup.valorOf(dayId)?.slice(1));
}

describe('seeded protocols', () => {
  it('has stable, unique lower-case UUIDs for protocols and steps', () => {
    const ids = PROTOCOL_SEED.flatMap((protocol) => [
      protocol.id,
      ...protocol.managementProtocols.map((s) => s.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('are default protocols (no veterinarian) with unique names', () => {
    expect(PROTOCOL_SEED.every((protocol) => protocol.usuarioId === null)).toBe(true);
    expect(new Set(PROTOCOL_SEED.map((protocol) => protocol.name)).size).toBe(PROTOCOL_SEED.length);
  });

  describe.each(PROTOCOL_SEED.map((protocol) => [protocol.name, protocol] as const))('%s', (_, protocol) => {
    const steps = protocol.managementProtocols;

    it('steps match the managementProtocol schema', () => {
      for (const step of steps) expect(manejoProtocoloSchema.parse(step)).toEqual(step);
    });

    it('every reference is a seeded value of the right list', () => {
      const refs: [string | null, DomainTypeKey][] = steps.flatMap((step) => [
        [step.day, 'dias'],
        [step.management, 'tipoManejo'],
        [step.implant, 'dispositivo'],
        [step.hormoneType, 'hormonio'],
      ]);
      for (const [id, type] of refs) if (id !== null) expect(typeOf.get(id)).toBe(domainTypeId(type));
    });

    it('has one IATF, last, on the largest day', () => {
      const iatfs = steps.filter((step) => step.management === MANEJO.IATF);
      expect(iatfs).toHaveLength(1);
      expect(steps.at(-1)?.management).toBe(MANEJO.IATF);
      const days = steps.map((step) => dayNumber(step.day));
      expect(Math.max(...days)).toBe(days.at(-1));
      expect(days).toEqual([...days].sort((a, b) => a - b));
    });

    it('starts on D0 with a device and oestradiol benzoate', () => {
      const first = steps[0];
      expect(first && dayNumber(first.day)).toBe(0);
      expect(first?.implant).not.toBeNull();
      expect(seedLookup.valorOf(first?.hormoneType)).toBe('Benzoato de Estradiol');
    });

    it('removes the device exactly once, and gives a dose in mL with every product', () => {
      expect(steps.filter((step) => step.management === MANEJO.RETIRADA_DISPOSITIVO)).toHaveLength(1);
      for (const step of steps) {
        if (step.hormoneType !== null) expect(step.hormoneDosageValue).toMatch(/^\d+,\d$/);
        else expect(step.hormoneDosageValue).toBeNull();
      }
    });
  });
});
